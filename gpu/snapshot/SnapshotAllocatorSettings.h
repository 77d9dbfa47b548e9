#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gml {

// allocator_settings of newer snapshots: the caching allocator's configuration when the snapshot was taken.
// Each field is optional because PyTorch versions differ in which they write.
struct SnapshotAllocatorSettings
{
    std::optional<std::string> allocConf;                 // PYTORCH_CUDA_ALLOC_CONF as set
    std::optional<std::int64_t> maxSplitSize;             // bytes; -1 = unlimited
    std::optional<double> garbageCollectionThreshold;     // 0 = off
    std::optional<bool> expandableSegments;
    // roundup_power2_divisions: interval ("1", "2", ... "32768" MiB, as keyed in the file) -> divisions.
    std::vector<std::pair<std::string, std::int64_t>> roundupPower2Divisions;
};

} // namespace gml
