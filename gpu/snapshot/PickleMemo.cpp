#include "snapshot/PickleMemo.h"

#include <algorithm>

namespace gml {

void PickleMemo::put(std::uint64_t index, PickleRef value)
{
    if (index < m_dense.size()) {
        if (m_dense[index] == kNoPickleRef)
            ++m_count;
        m_dense[index] = value;
        return;
    }
    // Grow the vector only as far as twice the entries stored (plus a margin): bounded by the file's size.
    if (index < 2 * m_count + 4096 && m_sparse.empty()) {
        m_dense.resize(std::max<std::uint64_t>(index + 1, m_dense.size() + m_dense.size() / 2), kNoPickleRef);
        m_dense[index] = value;
        ++m_count;
        return;
    }
    if (m_sparse.insert_or_assign(index, value).second)
        ++m_count;
}

PickleRef PickleMemo::getSparse(std::uint64_t index) const
{
    if (m_sparse.empty())
        return kNoPickleRef;
    const auto it = m_sparse.find(index);
    return it == m_sparse.end() ? kNoPickleRef : it->second;
}

} // namespace gml
