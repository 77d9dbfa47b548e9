#pragma once

#include "trace/AllocatorState.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace gml {

// The caching allocator's state as the trace keeps it in a keyframe: the same content as AllocatorState, in
// a form that is cheap to write. A long trace takes a keyframe every few thousand events, and building an
// AllocatorState for each (a vector per segment, 32 bytes per block) was a tenth of the allocator's time,
// most of it writing fresh memory.
//
// Blocks are kept in slots numbered as the writer likes, each with its size, requested size, state and the
// slot of the next block of its segment; each segment names the slot of its lowest block. A block's address
// is not kept, since blocks tile their segment exactly in address order (BlockTable keeps them so): it is
// the segment's address plus the sizes before it. The links let BlockTable copy its table slot by slot, in
// memory order, instead of following each segment's chain of blocks from line to line (a cache miss per
// block, which made the walk 5% of the allocator's time). toState() follows the links, for a seek.
class AllocatorKeyframe
{
public:
    static constexpr std::uint32_t kEnd = std::numeric_limits<std::uint32_t>::max(); // no next block

    AllocatorStats stats;

    // `blocks`: the number of blocks the segments hold (what blockCount() reports); `slotCount`: how many
    // addBlock() calls will come (slots no segment reaches are allowed, and ignored).
    void reserve(std::size_t segments, std::size_t slotCount, std::size_t blocks)
    {
        m_segments.reserve(segments);
        m_blocks.reserve(slotCount);
        m_next.reserve(slotCount);
        m_states.reserve(slotCount);
        m_blockCount = blocks;
    }
    // Segments in address order; `head` is the slot of the segment's block at its lowest address.
    void addSegment(std::uint32_t id, std::uint64_t address, std::uint64_t size, PoolKind pool,
                    StreamId stream, bool expandable, std::uint32_t head)
    {
        m_segments.push_back({address, size, id, head, stream, pool, expandable});
    }
    // The next slot (0, 1, ...): a block, and the slot of the block after it in its segment, or kEnd.
    void addBlock(std::uint64_t size, std::uint64_t requested, std::uint32_t next, BlockState state)
    {
        m_blocks.push_back({size, requested});
        m_next.push_back(next);
        m_states.push_back(state);
    }

    std::size_t blockCount() const { return m_blockCount; }
    // Slots kept, reached by a segment or not: what the keyframe's size goes by.
    std::size_t slotCount() const { return m_blocks.size(); }
    // The state the keyframe holds. Links that leave the slots, loop, or do not tile their segment exactly
    // are a writer's bug, caught by an assertion in debug builds.
    AllocatorState toState() const;

private:
    struct Segment
    {
        std::uint64_t address;
        std::uint64_t size;
        std::uint32_t id;
        std::uint32_t head;
        StreamId stream;
        PoolKind pool;
        bool expandable;
    };
    struct Block
    {
        std::uint64_t size;
        std::uint64_t requested;
    };

    std::vector<Segment> m_segments;
    std::vector<Block> m_blocks; // by slot
    std::vector<std::uint32_t> m_next;
    std::vector<BlockState> m_states;
    std::size_t m_blockCount = 0;
};

} // namespace gml
