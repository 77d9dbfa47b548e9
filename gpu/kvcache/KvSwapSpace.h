#pragma once

#include "kvcache/KvBlockTransfer.h"
#include "kvcache/PagedKvStore.h"

#include <cstdint>
#include <vector>

namespace gml {

// The host's swap space for a PagedKvStore (vLLM's CPU swap space): numBlocks blocks of K and V in host
// memory, the same shape as the store's. apply() carries out the block manager's swap-outs and swap-ins
// (PagedKvCache::setBlockTransferObserver); recomputes are the model's job (FirstLayerKvProjection).
// On CUDA the same copies go between device memory and pinned host memory (see the GPU self-test).
class KvSwapSpace
{
public:
    KvSwapSpace(std::uint32_t numBlocks, const PagedKvStore& shapeOf);

    // SwapOut: store's physical block -> host block; SwapIn: host block -> store's physical block.
    // Returns false, copying nothing, for a recompute or a block outside either.
    bool apply(const KvBlockTransfer& transfer, PagedKvStore& store);

    std::uint32_t numBlocks() const { return m_numBlocks; }
    const float* keys(std::uint32_t hostBlock) const { return &m_keys[std::size_t{hostBlock} * m_blockFloats]; }
    const float* values(std::uint32_t hostBlock) const { return &m_values[std::size_t{hostBlock} * m_blockFloats]; }

private:
    std::uint32_t m_numBlocks;
    std::size_t m_blockFloats;
    std::vector<float> m_keys;
    std::vector<float> m_values;
};

} // namespace gml
