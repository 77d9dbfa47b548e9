#include "trace/AllocatorEventCodec.h"

namespace gml {

AllocatorEventCodec::Stored AllocatorEventCodec::keepWhole(const AllocatorEvent& event)
{
    m_whole.push_back(event);
    // Word 0 as encode would copy it from an event of kind kWholeKind.
    const auto marker = std::bit_cast<std::uint64_t>(Head{static_cast<EventKind>(kWholeKind), {}, 0, {}, 0});
    return Stored{{marker, m_whole.size() - 1, 0, 0}};
}

} // namespace gml
