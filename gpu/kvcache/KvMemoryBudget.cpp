#include "kvcache/KvMemoryBudget.h"

#include "util/ByteFormat.h"

#include <bit>
#include <cmath>
#include <sstream>

namespace gml {

std::uint64_t KvMemoryBudget::maxConcurrency(std::uint64_t length) const
{
    if (length == 0 || blockSize == 0)
        return 0;
    return numBlocks / ((length + blockSize - 1) / blockSize);
}

KvCacheStatus validateServingBlockSize(std::uint32_t blockSize)
{
    if (blockSize >= 8 && blockSize <= 128 && std::has_single_bit(blockSize))
        return Done{};
    return KvCacheError{KvCacheErrorCode::InvalidArgument,
                        "block size " + std::to_string(blockSize) +
                            " is not supported: use a power of two from 8 to 128 tokens (vLLM's default is 16)"};
}

std::uint64_t kvTokensThatFit(const KvModelPreset& model, std::uint64_t kvBytes)
{
    const std::uint64_t perToken = model.bytesPerToken();
    return perToken == 0 ? 0 : kvBytes / perToken;
}

std::uint64_t kvSwapSpaceBlocks(const KvMemoryBudget& budget, std::uint64_t swapBytes)
{
    return budget.bytesPerBlock == 0 ? 0 : swapBytes / budget.bytesPerBlock;
}

KvCacheResult<KvMemoryBudget> planKvMemory(const KvModelPreset& model, std::uint64_t gpuBytes, double utilization,
                                           std::uint32_t blockSize)
{
    if (!(utilization > 0.0 && utilization <= 1.0)) {
        std::ostringstream text;
        text << "gpu_memory_utilization " << utilization
             << " is out of range: it is the fraction of GPU memory vLLM may use, greater than 0 and at most 1";
        return KvCacheError{KvCacheErrorCode::InvalidArgument, text.str()};
    }
    if (auto valid = validateServingBlockSize(blockSize); !valid)
        return valid.error();
    if (gpuBytes == 0)
        return KvCacheError{KvCacheErrorCode::InvalidArgument, "GPU memory must be more than 0 bytes"};

    KvMemoryBudget budget;
    budget.model = model;
    budget.gpuBytes = gpuBytes;
    budget.utilization = utilization;
    budget.blockSize = blockSize;
    budget.bytesPerToken = model.bytesPerToken();
    budget.bytesPerBlock = budget.bytesPerToken * blockSize;
    budget.usableBytes = static_cast<std::uint64_t>(std::floor(static_cast<double>(gpuBytes) * utilization));
    budget.weightBytes = model.weightBytes();
    budget.kvBytes = budget.usableBytes > budget.weightBytes ? budget.usableBytes - budget.weightBytes : 0;
    const std::uint64_t blocks = budget.bytesPerBlock == 0 ? 0 : budget.kvBytes / budget.bytesPerBlock;
    if (blocks == 0) {
        std::ostringstream text;
        text << "No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
                "initializing the engine. ("
             << model.name << "'s weights take " << formatBytes(budget.weightBytes) << " of the "
             << formatBytes(budget.usableBytes) << " that utilization " << utilization << " allows on "
             << formatBytes(gpuBytes) << "; one block of " << blockSize << " tokens needs "
             << formatBytes(budget.bytesPerBlock) << ".)";
        return KvCacheError{KvCacheErrorCode::NoCacheMemory, text.str()};
    }
    // Block ids are 32-bit, as in vLLM's block tables; no GPU comes near 4 billion blocks.
    budget.numBlocks = static_cast<std::uint32_t>(std::min<std::uint64_t>(blocks, 0xFFFFFFF0ULL));
    return budget;
}

} // namespace gml
