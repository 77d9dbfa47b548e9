#pragma once

#include "snapshot/OutOfMemoryReport.h"
#include "snapshot/PrivatePools.h"
#include "util/JsonWriter.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gml {

// What `gpu-memory-lab-cli snapshot FILE` says per device about out-of-memory errors and CUDA-graph private
// pools. Recorded event numbers are the file's: `firstRecordedEvent` is where a windowed trace starts.

// "oom_events": [{event, requested_bytes, device_free_bytes, allocated_bytes, reserved_bytes, ...}].
void writeOutOfMemoryJson(JsonWriter& json, const std::vector<OutOfMemoryReport>& reports,
                          std::uint64_t firstRecordedEvent);
// "pools": [{pool_id: [a, b], segments, reserved_bytes, allocated_bytes}].
void writePrivatePoolsJson(JsonWriter& json, const std::vector<PrivatePool>& pools);

// The report in plain English: "Out of memory on GPU 1 at event 1234: tried to allocate 2 GiB; ...".
std::string outOfMemorySentences(const OutOfMemoryReport& report, std::uint64_t firstRecordedEvent);
// "private pools: (1, 2): 3 segments, 60 MiB reserved, 40 MiB allocated; ..."
std::string privatePoolsLine(const std::vector<PrivatePool>& pools);

} // namespace gml
