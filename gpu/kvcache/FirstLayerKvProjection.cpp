#include "kvcache/FirstLayerKvProjection.h"

#include <cmath>

namespace gml {

namespace {

// splitmix64: a fixed, portable generator (std::normal_distribution differs between standard libraries,
// and the same token must get the same embedding everywhere).
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// Uniform in [-1, 1), from the top 24 bits.
float uniform(std::uint64_t bits)
{
    return static_cast<float>(bits >> 40) * (2.0f / 16777216.0f) - 1.0f;
}

} // namespace

FirstLayerKvProjection::FirstLayerKvProjection(std::uint32_t numKvHeads, std::uint32_t headDim,
                                               std::uint32_t modelDim, std::uint64_t seed)
    : m_numKvHeads(numKvHeads), m_headDim(headDim), m_modelDim(modelDim), m_seed(seed),
      m_keyWeights(tokenStride() * modelDim), m_valueWeights(m_keyWeights.size())
{
    // Scaled by 1 / sqrt(modelDim) so that K and V come out of order 1, as attention expects.
    const float scale = 1.0f / std::sqrt(static_cast<float>(modelDim > 0 ? modelDim : 1));
    std::uint64_t state = mix(seed ^ 0x6B76ull);
    for (std::size_t i = 0; i < m_keyWeights.size(); ++i) {
        m_keyWeights[i] = uniform(state = mix(state)) * scale;
        m_valueWeights[i] = uniform(state = mix(state)) * scale;
    }
}

void FirstLayerKvProjection::project(std::int32_t token, std::uint32_t position, float* key, float* value) const
{
    std::vector<float> embedding(m_modelDim);
    std::uint64_t state = mix(m_seed ^ (static_cast<std::uint64_t>(static_cast<std::uint32_t>(token)) << 20));
    for (float& x : embedding)
        x = uniform(state = mix(state));
    for (std::size_t row = 0; row < tokenStride(); ++row) {
        const float* wk = &m_keyWeights[row * m_modelDim];
        const float* wv = &m_valueWeights[row * m_modelDim];
        float k = 0.0f;
        float v = 0.0f;
        for (std::uint32_t i = 0; i < m_modelDim; ++i) {
            k += wk[i] * embedding[i];
            v += wv[i] * embedding[i];
        }
        key[row] = k;
        value[row] = v;
    }
    // RoPE on each head's key: pairs (2i, 2i + 1) turn by position x 10000^(-2i / headDim). An odd last
    // dimension stays as it is.
    for (std::uint32_t head = 0; head < m_numKvHeads; ++head) {
        float* k = key + std::size_t{head} * m_headDim;
        for (std::uint32_t i = 0; i + 1 < m_headDim; i += 2) {
            const double angle =
                position * std::pow(10000.0, -static_cast<double>(i) / static_cast<double>(m_headDim));
            const auto c = static_cast<float>(std::cos(angle));
            const auto s = static_cast<float>(std::sin(angle));
            const float x = k[i];
            const float y = k[i + 1];
            k[i] = x * c - y * s;
            k[i + 1] = x * s + y * c;
        }
    }
}

void FirstLayerKvProjection::fillBlock(PagedKvStore& store, KvBlockId block, std::uint32_t firstPosition,
                                       std::span<const std::int32_t> tokens) const
{
    std::vector<float> key(tokenStride());
    std::vector<float> value(tokenStride());
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        project(tokens[i], firstPosition + static_cast<std::uint32_t>(i), key.data(), value.data());
        store.write(block, static_cast<std::uint32_t>(i), key.data(), value.data());
    }
}

} // namespace gml
