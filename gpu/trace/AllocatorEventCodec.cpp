#include "trace/AllocatorEventCodec.h"

namespace gml {

AllocatorEventCodec::Stored AllocatorEventCodec::keepWhole(const AllocatorEvent& event)
{
    m_whole.push_back(event);
    return Stored{{kWholeBit, m_whole.size() - 1, 0, 0}};
}

} // namespace gml
