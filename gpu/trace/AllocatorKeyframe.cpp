#include "trace/AllocatorKeyframe.h"

namespace gml {

AllocatorState AllocatorKeyframe::toState() const
{
    AllocatorState state;
    state.stats = stats;
    state.segments.reserve(m_segments.size());
    std::size_t block = 0;
    for (const Segment& segment : m_segments) {
        SegmentInfo info{
            segment.id, segment.address, segment.size, segment.pool, segment.stream, segment.expandable, {}};
        info.blocks.reserve(segment.blockCount);
        std::uint64_t address = segment.address;
        for (const std::size_t end = block + segment.blockCount; block < end; ++block) {
            info.blocks.push_back(
                BlockInfo{address, m_blocks[block].size, m_blocks[block].requested, m_states[block]});
            address += m_blocks[block].size;
        }
        state.segments.push_back(std::move(info));
    }
    return state;
}

} // namespace gml
