#pragma once

#include "trace/AllocatorState.h"

#include <cassert>
#include <cstdint>
#include <vector>

namespace gml {

// The caching allocator's state as the trace keeps it in a keyframe: the same content as AllocatorState, in
// a form that is cheap to write. A long trace takes a keyframe every few thousand events, and building an
// AllocatorState for each (a vector per segment, 32 bytes per block) was a tenth of the allocator's time,
// most of it writing fresh memory.
//
// Here every segment's blocks go into one array, 16 bytes each plus a state byte: a block's address is not
// kept, since blocks tile their segment exactly in address order (BlockTable keeps them so), and it is the
// segment's address plus the sizes before it. toState() gives back the AllocatorState, for a seek.
class AllocatorKeyframe
{
public:
    AllocatorStats stats;

    void reserve(std::size_t segments, std::size_t blocks)
    {
        m_segments.reserve(segments);
        m_blocks.reserve(blocks);
        m_states.reserve(blocks);
    }
    // Segments in address order; each followed by its blocks, in address order.
    void addSegment(std::uint32_t id, std::uint64_t address, std::uint64_t size, PoolKind pool,
                    StreamId stream, bool expandable)
    {
        m_segments.push_back({address, size, id, 0, stream, pool, expandable});
        m_next = address;
    }
    void addBlock([[maybe_unused]] std::uint64_t address, std::uint64_t size, std::uint64_t requested,
                  BlockState state)
    {
        assert(!m_segments.empty() && address == m_next);
        m_blocks.push_back({size, requested});
        m_states.push_back(state);
        ++m_segments.back().blockCount;
        m_next += size;
    }

    std::size_t blockCount() const { return m_blocks.size(); }
    AllocatorState toState() const;

private:
    struct Segment
    {
        std::uint64_t address;
        std::uint64_t size;
        std::uint32_t id;
        std::uint32_t blockCount;
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
    std::vector<Block> m_blocks;
    std::vector<BlockState> m_states;
    std::uint64_t m_next = 0; // where the next block of the last segment must start (checked in debug builds)
};

} // namespace gml
