#include "trace/AllocatorEventCodec.h"

namespace gml {

AllocatorEventCodec::Stored AllocatorEventCodec::keepWhole(const AllocatorEvent& event)
{
    m_whole.push_back(event);
    AllocatorEvent marker;
    marker.kind = static_cast<EventKind>(kWholeKind);
    Stored stored{{0, m_whole.size() - 1, 0, 0}};
    std::memcpy(&stored.words[0], &marker, sizeof(std::uint64_t));
    return stored;
}

} // namespace gml
