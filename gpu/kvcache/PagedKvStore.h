#pragma once

#include "kvcache/KvCacheEvent.h"

#include <cstdint>
#include <vector>

namespace gml {

// Real K and V values for a small paged pool, in host memory, laid out as the attention kernels read them:
// [numBlocks, blockSize, numKvHeads, headDim] floats for keys and the same for values. On the simulated
// device this is where the values live; on CUDA the self-test copies it into the pool's device memory.
// Attach it to a PagedKvCache through setBlockCopyObserver (calling copyBlock) so copy-on-write copies values,
// and through setBlockTransferObserver to a KvSwapSpace so swapping moves them.
class PagedKvStore
{
public:
    PagedKvStore(std::uint32_t numBlocks, std::uint32_t blockSize, std::uint32_t numKvHeads, std::uint32_t headDim);

    // numKvHeads x headDim floats for one token.
    std::size_t tokenStride() const { return std::size_t{m_numKvHeads} * m_headDim; }
    void write(KvBlockId block, std::uint32_t slot, const float* key, const float* value);
    void copyBlock(KvBlockId from, KvBlockId to);
    const float* keyAt(KvBlockId block, std::uint32_t slot) const { return &m_keys[offset(block, slot)]; }
    const float* valueAt(KvBlockId block, std::uint32_t slot) const { return &m_values[offset(block, slot)]; }

    // One block: blockSize x tokenStride() floats of keys, the same of values.
    std::size_t blockFloats() const { return std::size_t{m_blockSize} * tokenStride(); }
    float* blockKeys(KvBlockId block) { return &m_keys[offset(block, 0)]; }
    float* blockValues(KvBlockId block) { return &m_values[offset(block, 0)]; }

    const std::vector<float>& keys() const { return m_keys; }
    const std::vector<float>& values() const { return m_values; }
    std::uint32_t numBlocks() const { return m_numBlocks; }
    std::uint32_t blockSize() const { return m_blockSize; }
    std::uint32_t numKvHeads() const { return m_numKvHeads; }
    std::uint32_t headDim() const { return m_headDim; }

private:
    std::size_t offset(KvBlockId block, std::uint32_t slot) const
    {
        return (std::size_t{block} * m_blockSize + slot) * tokenStride();
    }

    std::uint32_t m_numBlocks;
    std::uint32_t m_blockSize;
    std::uint32_t m_numKvHeads;
    std::uint32_t m_headDim;
    std::vector<float> m_keys;
    std::vector<float> m_values;
};

} // namespace gml
