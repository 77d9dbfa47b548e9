#pragma once

#include "allocator/ExpandableSegment.h"
#include "trace/AllocatorKeyframe.h"
#include "trace/MemoryPool.h"

#include <cstdint>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

namespace gml {

inline constexpr std::uint32_t kNoBlock = std::numeric_limits<std::uint32_t>::max();

// One block: a piece of a segment, linked to its neighbours in address order (prev/next), as PyTorch's
// Block is. Free when not allocated; pending free when not allocated but other streams' work on it has
// not finished (eventCount > 0); unmapped when it is address space of an expandable segment with no pages.
// One cache line each: an allocation or free touches a few blocks at random places in the table, and a block
// straddling two lines would cost two misses.
struct alignas(64) Block
{
    std::uint64_t address = 0;
    std::uint64_t size = 0;
    std::uint64_t requested = 0;
    std::uint32_t prev = kNoBlock;
    std::uint32_t next = kNoBlock;
    std::uint32_t segment = 0; // index into the segment table
    StreamId stream = 0;
    std::int64_t gcCountBase = 0;  // the pool's search count when the block was cached (its age starts there)
    std::uint32_t eventCount = 0;  // other streams still using a freed block
    // Copies of the segment's id and kind: every allocation and free reads them (for the event and the
    // inactive_split rule), and here they come in the block's cache line instead of a second one.
    std::uint32_t segmentId = 0;
    PoolKind pool = PoolKind::Large;
    bool allocated = false;
    bool mapped = true;
    bool expandable = false;
    // In its pool's `releasable` set (CachingAllocator): set when the block was cached as a whole segment,
    // so that taking it out of the cache knows to take it out there too.
    bool releasable = false;

    bool isSplit() const { return prev != kNoBlock || next != kNoBlock; }
    bool isFree() const { return !allocated && eventCount == 0; }
};

struct Segment
{
    std::uint32_t id = 0; // 1, 2, ... in creation order: how the trace and the views name it
    std::uint64_t address = 0;
    std::uint64_t size = 0;
    PoolKind pool = PoolKind::Large;
    StreamId stream = 0;
    std::uint32_t head = kNoBlock; // the block at the lowest address
    std::unique_ptr<ExpandableSegment> expandable; // null for a plain (cudaMalloc) segment
    bool live = false;
};

// The allocator's blocks and segments: storage, links, splits and merges, and lookup by address. Keeps no
// policy: which block to split or merge is CachingAllocator's decision. Block and segment indices stay
// valid until the block or segment is removed (storage is reused, never moved out from under an index).
class BlockTable
{
public:
    Block& operator[](std::uint32_t index) { return m_blocks[index]; }
    const Block& operator[](std::uint32_t index) const { return m_blocks[index]; }
    Segment& segment(std::uint32_t index) { return m_segments[index]; }
    const Segment& segment(std::uint32_t index) const { return m_segments[index]; }

    // Adds a segment made of one block covering it (free, or unmapped for an expandable segment); returns
    // the segment's index. Its block is segment(index).head.
    std::uint32_t addSegment(Segment segment);
    // Removes a segment and its single remaining block.
    void removeSegment(std::uint32_t index);

    // Cuts the first `frontSize` bytes of `block` into a new block placed before it; returns the new block.
    std::uint32_t splitFront(std::uint32_t block, std::uint64_t frontSize);
    // Cuts the last `backSize` bytes of `block` into a new block placed after it; returns the new block.
    std::uint32_t splitBack(std::uint32_t block, std::uint64_t backSize);
    // `dst` takes over its neighbour `src` (prev or next), which is removed.
    void absorb(std::uint32_t dst, std::uint32_t src);

    // The segment whose address range holds `address`, or kNoBlock.
    std::uint32_t segmentContaining(std::uint64_t address) const;
    // The block holding `address`, or kNoBlock (walks the segment: for diagnostics, not the fast path).
    std::uint32_t blockContaining(std::uint64_t address) const;

    std::size_t segmentCount() const { return m_byAddress.size(); }
    // (segment address, segment index), in address order.
    const std::vector<std::pair<std::uint64_t, std::uint32_t>>& segmentsByAddress() const { return m_byAddress; }

    // The segments and blocks into an empty keyframe (statistics are the caller's): see AllocatorKeyframe.
    void fillKeyframe(AllocatorKeyframe& keyframe) const;

private:
    // A slot for a new block: a removed block's, or a new one at the end (which may move the table).
    std::uint32_t newSlot();
    // A new block in a new slot, a copy of `block` (its place, segment and links) but free and unused: what
    // the splits then cut to size.
    std::uint32_t newFreePieceOf(std::uint32_t block);
    void deleteBlock(std::uint32_t index);

    std::vector<Block> m_blocks;
    std::vector<std::uint32_t> m_freeBlockSlots;
    std::vector<Segment> m_segments;
    std::vector<std::uint32_t> m_freeSegmentSlots;
    // (segment address, segment index), sorted by address. A sorted array, not a map: segments come and go
    // rarely, but every keyframe walks them all in address order, and a map's nodes cost a miss each.
    std::vector<std::pair<std::uint64_t, std::uint32_t>> m_byAddress;
};

} // namespace gml
