#pragma once

#include "run/RunEntry.h"
#include "run/RunFile.h"
#include "snapshot/MemorySnapshot.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace gml {

// How much of each snapshot a run keeps.
struct RunEntryOptions
{
    std::size_t maxLanePoints = 2048; // per lane; 0 keeps no lane (figures only)
    // Also guess what the memory was for (MemoryCategoryReport, its series as long as the lane), while the
    // snapshot is in memory anyway: one more pass over the trace.
    bool categories = false;
    // The GPUs' memory when the caller knows it (a snapshot does not say); copied into every entry.
    std::optional<std::uint64_t> capacityBytes;
};

// The entries of one loaded snapshot file: one per device the file holds, each with the summary's peaks,
// the out-of-memory events and a downsampled lane. The snapshot can be dropped afterwards.
std::vector<RunEntry> extractRunEntries(const MemorySnapshot& snapshot, const RunFile& file,
                                        const RunEntryOptions& options = {});

} // namespace gml
