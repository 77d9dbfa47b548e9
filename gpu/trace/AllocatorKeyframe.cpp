#include "trace/AllocatorKeyframe.h"

#include <cassert>

namespace gml {

AllocatorState AllocatorKeyframe::toState() const
{
    AllocatorState state;
    state.stats = stats;
    state.segments.reserve(m_segments.size());
    [[maybe_unused]] std::size_t blocks = 0;
    for (const Segment& segment : m_segments) {
        SegmentInfo info{
            segment.id, segment.address, segment.size, segment.pool, segment.stream, segment.expandable, {}};
        std::uint64_t address = segment.address;
        for (std::uint32_t slot = segment.head; slot != kEnd; slot = m_next[slot]) {
            assert(slot < m_blocks.size() && address - segment.address < segment.size);
            info.blocks.push_back(
                BlockInfo{address, m_blocks[slot].size, m_blocks[slot].requested, m_states[slot]});
            address += m_blocks[slot].size;
        }
        assert(address == segment.address + segment.size);
        blocks += info.blocks.size();
        state.segments.push_back(std::move(info));
    }
    assert(blocks == m_blockCount);
    return state;
}

} // namespace gml
