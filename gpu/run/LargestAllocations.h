#pragma once

#include "run/MemoryCategory.h"
#include "snapshot/MemorySnapshot.h"
#include "snapshot/SnapshotReplay.h"

#include <cstdint>
#include <vector>

namespace gml {

class AllocationCategories;

// One allocation alive at a chosen moment of the replay.
struct LiveAllocation
{
    std::uint64_t bytes = 0;       // block size (rounded)
    std::uint64_t requestedBytes = 0;
    std::uint64_t address = 0;
    std::size_t allocTraceIndex = 0; // the replay event that made it (a start event when made before the trace)
    std::uint32_t stack = 0;
    MemoryCategory category = MemoryCategory::Unknown;
    bool categoryGuessedFromTrace = false; // made before the trace: its category is inferred, not from a stack
};

// The replay event after which allocated bytes (rounded block sizes) were highest, from the recorded trace's
// start on (the player's event: its state is trace.stateAt(index + 1)).
std::size_t allocatedPeakIndex(const SnapshotReplay& replay);
// The `count` largest allocations alive after replay event `traceIndex` (trace.stateAt(traceIndex + 1)),
// largest first.
std::vector<LiveAllocation> largestLiveAllocations(const MemorySnapshot& snapshot, const SnapshotReplay& replay,
                                                   std::size_t traceIndex, std::size_t count);
// The same with the device's categories already guessed (AllocationCategories(snapshot, replay.device)), for
// asking about several moments without guessing them again.
std::vector<LiveAllocation> largestLiveAllocations(const MemorySnapshot& snapshot, const SnapshotReplay& replay,
                                                   std::size_t traceIndex, std::size_t count,
                                                   const AllocationCategories& categories);

} // namespace gml
