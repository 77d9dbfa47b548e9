#include "kvcache/PagedKvStore.h"

#include <algorithm>

namespace gml {

PagedKvStore::PagedKvStore(std::uint32_t numBlocks, std::uint32_t blockSize, std::uint32_t numKvHeads,
                           std::uint32_t headDim)
    : m_numBlocks(numBlocks), m_blockSize(blockSize), m_numKvHeads(numKvHeads), m_headDim(headDim),
      m_keys(std::size_t{numBlocks} * blockSize * numKvHeads * headDim, 0.0f), m_values(m_keys.size(), 0.0f)
{
}

void PagedKvStore::write(KvBlockId block, std::uint32_t slot, const float* key, const float* value)
{
    const std::size_t at = offset(block, slot);
    std::copy(key, key + tokenStride(), m_keys.begin() + std::ptrdiff_t(at));
    std::copy(value, value + tokenStride(), m_values.begin() + std::ptrdiff_t(at));
}

void PagedKvStore::copyBlock(KvBlockId from, KvBlockId to)
{
    const std::size_t length = std::size_t{m_blockSize} * tokenStride();
    const auto source = std::ptrdiff_t(offset(from, 0));
    const auto target = std::ptrdiff_t(offset(to, 0));
    std::copy(m_keys.begin() + source, m_keys.begin() + source + std::ptrdiff_t(length), m_keys.begin() + target);
    std::copy(m_values.begin() + source, m_values.begin() + source + std::ptrdiff_t(length), m_values.begin() + target);
}

} // namespace gml
