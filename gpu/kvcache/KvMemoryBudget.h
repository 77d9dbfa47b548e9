#pragma once

#include "kvcache/KvCacheResult.h"
#include "kvcache/KvModelPreset.h"

#include <cstdint>

namespace gml {

// How vLLM sizes its KV cache at start-up: it may use `utilization` of the GPU's memory, weights included;
// what the weights leave becomes blocks of blockSize tokens each. (vLLM also profiles the activations of a
// forward pass and subtracts them; this lesson leaves that out so the arithmetic stays visible.)
struct KvMemoryBudget
{
    KvModelPreset model;
    std::uint64_t gpuBytes = 0;
    double utilization = 0.9;
    std::uint32_t blockSize = 16;

    std::uint64_t bytesPerToken = 0;
    std::uint64_t bytesPerBlock = 0;
    std::uint64_t usableBytes = 0; // gpuBytes x utilization
    std::uint64_t weightBytes = 0;
    std::uint64_t kvBytes = 0;     // usable - weights
    std::uint32_t numBlocks = 0;

    std::uint64_t tokenCapacity() const { return std::uint64_t{numBlocks} * blockSize; }
    // How many sequences of `length` tokens fit at once (each takes ceil(length / blockSize) blocks).
    std::uint64_t maxConcurrency(std::uint64_t length) const;
};

inline constexpr double kDefaultGpuMemoryUtilization = 0.9;
inline constexpr std::uint32_t kDefaultKvBlockSize = 16;

// The budget, or why there is none: a bad block size or utilization, or weights that leave no room (vLLM's
// "No available memory for the cache blocks" error, word for word, with the numbers after it).
KvCacheResult<KvMemoryBudget> planKvMemory(const KvModelPreset& model, std::uint64_t gpuBytes,
                                           double utilization = kDefaultGpuMemoryUtilization,
                                           std::uint32_t blockSize = kDefaultKvBlockSize);

// vLLM's CPU swap space (--swap-space, in GiB; 4 by default): host memory that sequences preempted by swap
// keep their blocks in. It holds swapBytes / bytesPerBlock blocks (vLLM's num_cpu_blocks), the
// swapSpaceBlocks of a PagedKvCacheConfig.
inline constexpr double kDefaultSwapSpaceGiB = 4.0;
std::uint64_t kvSwapSpaceBlocks(const KvMemoryBudget& budget, std::uint64_t swapBytes);

// Tokens whose KV fits in `kvBytes` (12 GiB of OPT-13B: ~15.7K, the paper's Table 1).
std::uint64_t kvTokensThatFit(const KvModelPreset& model, std::uint64_t kvBytes);

// Serving block sizes: powers of two from 8 to 128 (vLLM's CUDA kernels take 8, 16 and 32; larger ones
// are accepted for the lesson on internal fragmentation). The walkthroughs use 4, like the paper's figures,
// which only the block manager accepts (see PagedKvCache).
KvCacheStatus validateServingBlockSize(std::uint32_t blockSize);

} // namespace gml
