#include "kvcache/PagedAttentionReference.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace gml {

std::string checkPagedAttentionShape(const PagedAttentionShape& shape)
{
    if (shape.numSequences <= 0 || shape.numHeads <= 0 || shape.numKvHeads <= 0 || shape.headDim <= 0 ||
        shape.blockSize <= 0 || shape.numBlocks <= 0 || shape.maxBlocksPerSequence <= 0)
        return "every dimension of a paged attention problem must be positive";
    if (shape.numHeads % shape.numKvHeads != 0)
        return "numHeads " + std::to_string(shape.numHeads) + " is not a multiple of numKvHeads " +
               std::to_string(shape.numKvHeads);
    return {};
}

void pagedDecodeAttention(const PagedAttentionShape& shape, const float* query, const float* keyCache,
                          const float* valueCache, const std::int32_t* blockTables,
                          const std::int32_t* sequenceLengths, float* out)
{
    const auto headDim = static_cast<std::size_t>(shape.headDim);
    const auto kvRow = static_cast<std::size_t>(shape.numKvHeads) * headDim; // one token's K (or V)
    const std::size_t blockStride = static_cast<std::size_t>(shape.blockSize) * kvRow;
    std::vector<float> logits;
    for (int s = 0; s < shape.numSequences; ++s) {
        const int length = sequenceLengths[s];
        const std::int32_t* table = blockTables + static_cast<std::size_t>(s) * std::size_t(shape.maxBlocksPerSequence);
        logits.assign(static_cast<std::size_t>(std::max(length, 0)), 0.0f);
        for (int h = 0; h < shape.numHeads; ++h) {
            const int kvHead = h / shape.queriesPerKvHead();
            const float* q = query + (static_cast<std::size_t>(s) * std::size_t(shape.numHeads) + std::size_t(h)) * headDim;
            float* o = out + (static_cast<std::size_t>(s) * std::size_t(shape.numHeads) + std::size_t(h)) * headDim;
            auto rowOf = [&](const float* cache, int t) {
                const auto physical = static_cast<std::size_t>(table[t / shape.blockSize]);
                const auto slot = static_cast<std::size_t>(t % shape.blockSize);
                return cache + physical * blockStride + slot * kvRow + std::size_t(kvHead) * headDim;
            };
            float maxLogit = -std::numeric_limits<float>::infinity();
            for (int t = 0; t < length; ++t) {
                const float* k = rowOf(keyCache, t);
                float dot = 0.0f;
                for (std::size_t d = 0; d < headDim; ++d)
                    dot += q[d] * k[d];
                logits[std::size_t(t)] = dot * shape.scale;
                maxLogit = std::max(maxLogit, logits[std::size_t(t)]);
            }
            float sum = 0.0f;
            for (int t = 0; t < length; ++t) {
                logits[std::size_t(t)] = std::exp(logits[std::size_t(t)] - maxLogit);
                sum += logits[std::size_t(t)];
            }
            std::fill(o, o + headDim, 0.0f);
            for (int t = 0; t < length; ++t) {
                const float weight = logits[std::size_t(t)] / sum;
                const float* v = rowOf(valueCache, t);
                for (std::size_t d = 0; d < headDim; ++d)
                    o[d] += weight * v[d];
            }
        }
    }
}

void contiguousDecodeAttention(int numHeads, int numKvHeads, int headDim, int length, float scale,
                               const float* query, const float* keys, const float* values, float* out)
{
    // Written independently of the paged version (two passes over plain arrays, double accumulation of the
    // normalizer), so that agreement means the block table was followed, not that the same code ran twice.
    const int group = numHeads / numKvHeads;
    const auto dim = static_cast<std::size_t>(headDim);
    for (int h = 0; h < numHeads; ++h) {
        const float* q = query + std::size_t(h) * dim;
        std::vector<float> scores(static_cast<std::size_t>(length));
        for (int t = 0; t < length; ++t) {
            const float* k = keys + (std::size_t(t) * std::size_t(numKvHeads) + std::size_t(h / group)) * dim;
            float dot = 0.0f;
            for (std::size_t d = 0; d < dim; ++d)
                dot += q[d] * k[d];
            scores[std::size_t(t)] = dot * scale;
        }
        const float maxScore = length > 0 ? *std::max_element(scores.begin(), scores.end()) : 0.0f;
        double total = 0.0;
        for (float& score : scores) {
            score = std::exp(score - maxScore);
            total += score;
        }
        float* o = out + std::size_t(h) * dim;
        for (std::size_t d = 0; d < dim; ++d) {
            double acc = 0.0;
            for (int t = 0; t < length; ++t)
                acc += double(scores[std::size_t(t)]) *
                       values[(std::size_t(t) * std::size_t(numKvHeads) + std::size_t(h / group)) * dim + d];
            o[d] = static_cast<float>(acc / total);
        }
    }
}

} // namespace gml
