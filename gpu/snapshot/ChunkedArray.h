#pragma once

#include "util/HugePageMemory.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gml {

// A growable array kept in fixed blocks of 2 MiB. Growing never copies what is stored (a vector of hundreds
// of megabytes would briefly need twice its size to double), and element addresses stay valid. The blocks are
// huge-page memory (HugePageMemory.h): a large file's document fills hundreds of them front to back, and with
// 4 KiB pages their first-touch page faults were a good part of the time to open it.
template <typename T> class ChunkedArray
{
public:
    static constexpr std::size_t kBlockSize = std::bit_floor(huge_page_memory::kHugePage / sizeof(T));
    static constexpr unsigned kBlockBits = static_cast<unsigned>(std::countr_zero(kBlockSize));

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    // Bytes held, for the reader's memory budget.
    std::uint64_t bytesHeld() const
    {
        return static_cast<std::uint64_t>(m_blocks.size()) * kBlockSize * sizeof(T);
    }

    T& operator[](std::size_t index) { return m_blocks[index >> kBlockBits][index & (kBlockSize - 1)]; }
    const T& operator[](std::size_t index) const
    {
        return m_blocks[index >> kBlockBits][index & (kBlockSize - 1)];
    }

    T& push_back(const T& value)
    {
        if ((m_size & (kBlockSize - 1)) == 0 && (m_size >> kBlockBits) == m_blocks.size())
            m_blocks.emplace_back(kBlockSize);
        T& slot = (*this)[m_size++];
        slot = value;
        return slot;
    }

    // Forgets the elements from `size` on; their blocks stay allocated, for the elements stored next.
    void truncate(std::size_t size)
    {
        if (size < m_size)
            m_size = size;
    }

    void clear()
    {
        m_blocks.clear();
        m_size = 0;
    }

private:
    std::vector<HugePageArray<T>> m_blocks;
    std::size_t m_size = 0;
};

} // namespace gml
