#pragma once

#include "run/MemoryCategoryReport.h"
#include "run/RunLane.h"

#include <cstdint>
#include <optional>
#include <string>

namespace gml {

// One device of one snapshot file of a run: what a lane needs, without the snapshot itself (a run of many
// ranks and steps must not keep every file's trace in memory).
struct RunEntry
{
    std::optional<std::int64_t> step; // unknown when the path does not say
    std::optional<int> rank;          // the path's rank; for a file with several devices, the device number
    int device = 0;
    int deviceCount = 1; // devices in the file
    std::string file;
    std::string relativePath;
    bool outOfMemoryExit = false; // torchtitan's iteration_N_exit: the step ran out of memory
    // Exactly what `gpu-memory-lab-cli snapshot FILE --json` reports for this device (summarizeSnapshot).
    std::uint64_t peakAllocatedBytes = 0;
    std::uint64_t peakReservedBytes = 0;
    std::uint64_t allocatedBytes = 0; // at dump time
    std::uint64_t reservedBytes = 0;  // at dump time
    // Reserved but not allocated, as a share of reserved, at the moment allocated memory peaked: how much of
    // the cache stood idle when it mattered most (0 when nothing was reserved).
    double cachedFractionAtPeak = 0.0;
    std::uint64_t eventCount = 0;
    std::uint64_t oomEvents = 0; // `oom` trace events: the allocator failed to find memory
    // The device's total memory. Snapshots do not record it: absent unless the caller gave it
    // (RunEntryOptions::capacityBytes).
    std::optional<std::uint64_t> capacityBytes;
    RunLane lane;
    // What the memory was for, at the peak and over time (guessed; requested sizes, so its peak can sit a
    // little below peakAllocatedBytes). Only with RunEntryOptions::categories.
    std::optional<MemoryCategoryReport> categories;
};

} // namespace gml
