#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace gml {

// A growable array kept in fixed blocks of 2^16 elements. Growing never copies what is stored (a vector of
// hundreds of megabytes would briefly need twice its size to double), and element addresses stay valid.
template <typename T> class ChunkedArray
{
public:
    static constexpr unsigned kBlockBits = 16;
    static constexpr std::size_t kBlockSize = std::size_t{1} << kBlockBits;

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    // Bytes held, for the reader's memory budget.
    std::uint64_t bytesHeld() const { return static_cast<std::uint64_t>(m_blocks.size()) * kBlockSize * sizeof(T); }

    T& operator[](std::size_t index) { return m_blocks[index >> kBlockBits][index & (kBlockSize - 1)]; }
    const T& operator[](std::size_t index) const { return m_blocks[index >> kBlockBits][index & (kBlockSize - 1)]; }

    T& push_back(const T& value)
    {
        if ((m_size & (kBlockSize - 1)) == 0 && (m_size >> kBlockBits) == m_blocks.size())
            m_blocks.push_back(std::make_unique_for_overwrite<T[]>(kBlockSize));
        T& slot = (*this)[m_size++];
        slot = value;
        return slot;
    }

    void clear()
    {
        m_blocks.clear();
        m_size = 0;
    }

private:
    std::vector<std::unique_ptr<T[]>> m_blocks;
    std::size_t m_size = 0;
};

} // namespace gml
