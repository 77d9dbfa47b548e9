#pragma once

// The CUDA side of paged attention: compiled only when nvcc is found (GML_HAVE_CUDA). C++17, since the
// .cu file that implements it compiles as C++17.
#include "kvcache/PagedAttentionShape.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace gml {

// Decode attention on the GPU, reading K and V only through the block table (the layout of
// PagedAttentionShape.h). keyCache and valueCache are device addresses, such as a PagedKvCache's pool
// allocation; query, blockTables and sequenceLengths are host arrays, uploaded for the call; out is a host
// array. One thread block per (head, sequence): logits into shared memory, max and sum reduced across the
// block, softmax in fp32, then each thread sums p_t v_t for its share of the head's dimensions.
// Returns the CUDA error text, empty on success.
std::string runPagedAttentionCuda(const PagedAttentionShape& shape, std::uint64_t keyCache, std::uint64_t valueCache,
                                  const float* query, const std::int32_t* blockTables,
                                  const std::int32_t* sequenceLengths, float* out);

// Copies for keeping real K and V in device memory: a token's vectors in, a block copied on copy-on-write.
std::string copyHostToDevice(std::uint64_t deviceAddress, const void* host, std::size_t bytes);
std::string copyDeviceToDevice(std::uint64_t target, std::uint64_t source, std::size_t bytes);

// The host's swap space on CUDA: pinned (page-locked) host memory, as vLLM allocates its CPU swap space,
// so that swapping a block out and in is a DMA copy (cudaMemcpy device <-> host).
std::string allocatePinnedHost(std::size_t bytes, void** host);
void freePinnedHost(void* host);
std::string copyDeviceToHost(void* host, std::uint64_t deviceAddress, std::size_t bytes);

} // namespace gml
