#pragma once

#include "trace/MemoryPool.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gml {

// One block of the allocator as it stood when a snapshot's trace began.
struct ReplayStartBlock
{
    enum class State : std::uint8_t { Allocated, PendingFree, Free };
    std::uint64_t address = 0;
    std::uint64_t size = 0;
    std::uint64_t requested = 0; // what the program asked for (allocated and pending blocks)
    State state = State::Free;
    // The size is an estimate: the block was allocated before the trace began and freed during it, so only
    // its requested size is known (rounded, plus any remainder recovered by the gap rule). Its true size may
    // hide a larger unsplit remainder, which a replayed alloc landing just after it reveals.
    bool sizeEstimated = false;
    std::uint32_t frames = 0; // stack id in MemorySnapshot::frames, when the final segments recorded one

    std::uint64_t end() const { return address + size; }
};

// One segment at the trace's start, with blocks tiling it in address order.
struct ReplayStartSegment
{
    std::uint64_t address = 0;
    std::uint64_t size = 0;
    PoolKind pool = PoolKind::Large;
    std::uint64_t stream = 0; // the CUDA stream handle, as the snapshot records it
    bool expandable = false;  // a mapped range of an expandable segment
    std::vector<ReplayStartBlock> blocks;

    std::uint64_t end() const { return address + size; }
};

// The allocator's state at the start of one device's trace, rebuilt by undoing the trace backwards from the
// snapshot's final segments (StartStateRebuilder).
struct ReplayStartState
{
    std::vector<ReplayStartSegment> segments; // in address order
    // Blocks whose estimated size grew by a free gap too small to be a free block of its pool.
    std::uint64_t gapRecoveries = 0;
    // Trace events that did not fit the state being undone (a damaged or truncated trace); the first is
    // described in firstInconsistency.
    std::uint64_t inconsistentEvents = 0;
    std::string firstInconsistency;

    // Moves `bytes` from the free block after the block at `address` into it: a block allocated before the
    // trace was that much larger than estimated. False (nothing changed) when the block is not estimated or
    // no free block of at least `bytes` follows it.
    bool growEstimatedBlock(std::uint64_t address, std::uint64_t bytes);

    // Why this state is not one PyTorch's allocator could be in ("" when it could): blocks tile their
    // segments, no two free blocks touch, free blocks of plain segments are at least their pool's minimum.
    std::string checkInvariants() const;

    std::uint64_t reservedBytes() const;
    std::uint64_t allocatedBytes() const; // allocated and pending blocks
};

} // namespace gml
