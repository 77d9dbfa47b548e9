#include "snapshot/ReleasedValueIds.h"

#include <algorithm>

namespace gml {

void ReleasedValueIds::end()
{
    m_first = kNoPickleRef;
    std::fill(m_ids.begin(), m_ids.end(), kNone);
}

std::uint32_t ReleasedValueIds::find(PickleRef ref, StreamedKind kind) const
{
    const std::size_t at = ref - m_first;
    if (at >= m_ids.size() || m_ids[at] == kNone || (m_ids[at] & 1) != (kind == StreamedKind::Frame ? 1u : 0u))
        return kNone;
    return m_ids[at] >> 1;
}

void ReleasedValueIds::set(PickleRef ref, StreamedKind kind, std::uint32_t id)
{
    const std::size_t at = ref - m_first;
    if (at >= m_ids.size())
        m_ids.resize(std::max<std::size_t>(at + 1, 2 * m_ids.size()), kNone);
    m_ids[at] = 2 * id + (kind == StreamedKind::Frame ? 1u : 0u);
}

bool ReleasedValueIds::find(PickleRef ref, StreamedKind& kind, std::uint32_t& id) const
{
    const std::size_t at = ref - m_first;
    if (at >= m_ids.size() || m_ids[at] == kNone)
        return false;
    kind = (m_ids[at] & 1) != 0 ? StreamedKind::Frame : StreamedKind::Stack;
    id = m_ids[at] >> 1;
    return true;
}

} // namespace gml
