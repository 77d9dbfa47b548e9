#pragma once

#include "kvcache/PagedKvStore.h"

#include <cstdint>
#include <span>
#include <vector>

namespace gml {

// The K and V that a transformer's first layer writes into the KV cache for one token: the token's
// embedding through W_k and W_v, with rotary position embedding (RoPE) applied to the key. The first layer
// sees nothing but the token and its position, so running the same tokens through it again gives the same
// K and V bit for bit: this is what recompute after preemption reproduces (a deeper layer would also need
// the layers below it, which change nothing about the bookkeeping). Embedding rows and weights are seeded
// pseudo-random numbers, so any token id has an embedding and the model needs no files.
class FirstLayerKvProjection
{
public:
    FirstLayerKvProjection(std::uint32_t numKvHeads, std::uint32_t headDim, std::uint32_t modelDim = 64,
                           std::uint64_t seed = 1);

    // numKvHeads x headDim floats each, the layout of one token in a PagedKvStore.
    std::size_t tokenStride() const { return std::size_t{m_numKvHeads} * m_headDim; }
    void project(std::int32_t token, std::uint32_t position, float* key, float* value) const;
    // Writes the K and V of `tokens`, at positions firstPosition, firstPosition + 1, ..., into slots 0, 1, ...
    // of `block`: a block's worth of prefill, or its recompute after preemption.
    void fillBlock(PagedKvStore& store, KvBlockId block, std::uint32_t firstPosition,
                   std::span<const std::int32_t> tokens) const;

private:
    std::uint32_t m_numKvHeads;
    std::uint32_t m_headDim;
    std::uint32_t m_modelDim;
    std::uint64_t m_seed;
    std::vector<float> m_keyWeights;   // [numKvHeads * headDim, modelDim]
    std::vector<float> m_valueWeights; // the same shape
};

} // namespace gml
