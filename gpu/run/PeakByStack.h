#pragma once

#include "run/UserFrames.h"
#include "snapshot/MemorySnapshot.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace gml {

// What one snapshot's device held at its peak, grouped by the user code that allocated it: one side of a
// comparison, small enough to keep after the snapshot itself is dropped.
struct PeakByStack
{
    struct Group
    {
        std::vector<StackFrameText>
            frames; // the first user frames, innermost first; empty: no stack recorded
        std::uint64_t bytes = 0;
    };

    std::string file;
    int device = 0;
    // Requested bytes of the blocks alive when allocated memory peaked (see BlockLifeTable): the groups add
    // up to exactly this.
    std::uint64_t peakAllocatedBytes = 0;
    // What `gpu-memory-lab-cli snapshot FILE --json` reports as the peak (summarizeSnapshot): blocks still
    // alive at dump count at their rounded size there, so it can be a little higher.
    std::uint64_t summaryPeakAllocatedBytes = 0;
    std::int64_t peakSample = 0; // the state after events [0, peakSample)
    std::uint64_t eventCount = 0;
    std::uint64_t liveBlocks = 0; // blocks alive at the peak
    std::vector<Group> groups;    // in key order
};

// Groups the blocks alive at the peak of `device` by their first `userFrames` user frames (userFramesOf).
PeakByStack groupPeakByStack(const MemorySnapshot& snapshot, int device, std::size_t userFrames = 3);

} // namespace gml
