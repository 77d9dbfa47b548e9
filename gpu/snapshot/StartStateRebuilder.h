#pragma once

#include "allocator/AllocationRules.h"
#include "allocator/AllocatorConfig.h"
#include "snapshot/MemorySnapshot.h"
#include "snapshot/ReplayStartState.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace gml {

// Rebuilds the allocator's state at the start of one device's trace by undoing the trace backwards from the
// snapshot's final segments: an alloc undone frees its block (merging it with free neighbours), a
// free_completed undone makes a block pending again, a free_requested undone makes it allocated, a
// segment_alloc undone removes the segment and a segment_free undone puts it back (segment_map and
// segment_unmap likewise for the mapped ranges of expandable segments).
//
// A block freed during the trace but allocated before it is known only by the size the program asked for;
// it gets the rounded size. A free gap too small to be a free block of its pool (1 MiB or less in the large
// pool, under 512 B in the small pool) right after such a block is its unsplit remainder: the block takes it
// (gap recovery). The other remainders are found by the replay (ReplayStartState::growEstimatedBlock).
class StartStateRebuilder
{
public:
    StartStateRebuilder(const MemorySnapshot& snapshot, int device, const AllocatorConfig& config);

    // The state just before trace event `firstUndone`: events from the trace's end back to that one are
    // undone (0: the state at the trace's start). Blocks the final segments mark sizeEstimated (a windowed
    // snapshot's rebuilt end state) stay estimated.
    ReplayStartState rebuild(std::size_t firstUndone = 0);

private:
    struct Block
    {
        std::uint64_t size = 0;
        std::uint64_t requested = 0;
        ReplayStartBlock::State state = ReplayStartBlock::State::Free;
        bool estimated = false;
        std::uint32_t frames = 0;
    };
    struct Segment
    {
        std::uint64_t size = 0;
        PoolKind pool = PoolKind::Large;
        std::uint64_t stream = 0;
        bool expandable = false;
    };
    using Blocks = std::map<std::uint64_t, Block>;
    using Segments = std::map<std::uint64_t, Segment>;

    void undo(const SnapshotTraceEvent& event, std::size_t index);
    void undoAlloc(const SnapshotTraceEvent& event, std::size_t index);
    void undoFreeRequested(const SnapshotTraceEvent& event, std::size_t index);
    void undoFreeCompleted(const SnapshotTraceEvent& event, std::size_t index);
    void undoSegmentAlloc(const SnapshotTraceEvent& event, std::size_t index);
    void undoSegmentFree(const SnapshotTraceEvent& event, std::size_t index);
    void undoSegmentMap(const SnapshotTraceEvent& event, std::size_t index);
    void undoSegmentUnmap(const SnapshotTraceEvent& event, std::size_t index);

    Segments::iterator segmentContaining(std::uint64_t address);
    Blocks::iterator blockContaining(std::uint64_t address);
    // The block that starts at `address` (end() if none), through the cache below.
    Blocks::iterator blockAt(std::uint64_t address);
    Blocks::iterator remember(Blocks::iterator block);
    void eraseBlock(Blocks::iterator block);
    void eraseSegment(Segments::iterator segment);
    // Merges the free block at `it` with free neighbours in its segment; returns the merged block.
    Blocks::iterator mergeFree(Blocks::iterator it);
    // The gap rule: a free block too small for its pool that follows an estimated block belongs to it.
    void recoverGap(Blocks::iterator freeBlock);
    std::uint64_t smallestFreeBlock(const Segment& segment) const;
    void inconsistent(std::size_t index, const std::string& why);

    const MemorySnapshot& m_snapshot;
    int m_device;
    AllocationRules m_rules;
    Segments m_segments;
    Blocks m_blocks;
    ReplayStartState m_result;

    // Most events are undone in threes at one address (free_completed, free_requested, alloc), and each
    // undo needs its segment: searching both maps for every event led the rebuild's profile (72 ms of the
    // 145 ms replay of an 847k-event trace). These direct-mapped caches hold map iterators: a block's slot
    // is emptied when the block is erased; the segment cache, checked by containment, is emptied whenever a
    // segment is erased (segment events are rare).
    static constexpr unsigned kCacheBits = 12;
    static std::size_t cacheSlot(std::uint64_t key)
    {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> (64 - kCacheBits));
    }
    std::vector<Blocks::iterator> m_blockCache;
    std::vector<Segments::iterator> m_segmentCache;
};

} // namespace gml
