#pragma once

#include "kvcache/PagedAttentionShape.h"

#include <cstdint>
#include <string>

namespace gml {

// Decode attention on the CPU, reading K and V only through the block table: for token t of sequence s,
// physical = blockTables[s][t / blockSize], slot = t % blockSize. logits = scale * q.k, softmax in fp32
// (max subtracted first, as the CUDA kernel does), out = sum_t p_t v_t. The reference the CUDA kernel is
// checked against.
void pagedDecodeAttention(const PagedAttentionShape& shape, const float* query, const float* keyCache,
                          const float* valueCache, const std::int32_t* blockTables,
                          const std::int32_t* sequenceLengths, float* out);

// Plain attention for one sequence over contiguous K and V ([length, numKvHeads, headDim]): what paged
// attention must equal. query and out are [numHeads, headDim].
void contiguousDecodeAttention(int numHeads, int numKvHeads, int headDim, int length, float scale,
                               const float* query, const float* keys, const float* values, float* out);

// Why a shape cannot be run ("numHeads 12 is not a multiple of numKvHeads 8"), empty when it can.
std::string checkPagedAttentionShape(const PagedAttentionShape& shape);

} // namespace gml
