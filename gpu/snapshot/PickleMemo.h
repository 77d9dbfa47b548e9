#pragma once

#include "snapshot/PickleValue.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace gml {

// The unpickler's memo: index -> value. Indices are dense in real files (MEMOIZE counts up), so they live in
// a vector; an index far beyond what was stored so far (LONG_BINPUT 4000000000) goes to a map instead, so
// memory grows with the number of entries stored, never with the size of an index a file names.
class PickleMemo
{
public:
    void put(std::uint64_t index, PickleRef value);
    // kNoPickleRef when nothing was stored under `index`.
    PickleRef get(std::uint64_t index) const
    {
        // Inline: a snapshot fetches from the memo for most of its keys and frames.
        return index < m_dense.size() ? m_dense[index] : getSparse(index);
    }
    // Entries stored: MEMOIZE's next index, as Python's len(memo).
    std::uint64_t count() const { return m_count; }
    std::uint64_t bytesHeld() const { return m_dense.capacity() * sizeof(PickleRef) + m_sparse.size() * 32; }

private:
    PickleRef getSparse(std::uint64_t index) const;

    std::vector<PickleRef> m_dense;
    std::unordered_map<std::uint64_t, PickleRef> m_sparse;
    std::uint64_t m_count = 0;
};

} // namespace gml
