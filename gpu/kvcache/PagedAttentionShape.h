#pragma once

// Shared by the CPU reference and the CUDA kernel, so it stays C++17 (the CUDA sources compile as C++17).
// Layouts, all float32, row-major:
//   query            [numSequences, numHeads, headDim]          one decode token per sequence
//   key/value cache  [numBlocks, blockSize, numKvHeads, headDim] the paged pool
//   blockTables      [numSequences, maxBlocksPerSequence]       logical block -> physical block
//   sequenceLengths  [numSequences]                             tokens to attend to
//   out              [numSequences, numHeads, headDim]
// vLLM's kernels use [blocks, kv_heads, head_dim/x, block_size, x] for keys, to coalesce loads; this simpler
// layout keeps what matters for the lesson: K and V are read only through the block table.
// Grouped-query attention: query head h reads KV head h / (numHeads / numKvHeads).
namespace gml {

struct PagedAttentionShape
{
    int numSequences = 0;
    int numHeads = 0;
    int numKvHeads = 0;
    int headDim = 0;
    int blockSize = 0;
    int numBlocks = 0;
    int maxBlocksPerSequence = 0;
    float scale = 1.0f; // 1 / sqrt(headDim) usually

    int queriesPerKvHead() const { return numKvHeads > 0 ? numHeads / numKvHeads : 0; }
};

} // namespace gml
