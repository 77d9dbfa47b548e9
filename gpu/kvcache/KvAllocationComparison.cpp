#include "kvcache/KvAllocationComparison.h"

#include "kvcache/ContiguousServingSimulation.h"
#include "kvcache/PagedKvCache.h"

#include <vector>

namespace gml {

KvCacheResult<KvAllocationComparison> compareKvAllocation(std::span<const KvRequest> requests, std::uint32_t numBlocks,
                                                          std::uint32_t blockSize, PagedSchedulerConfig scheduler,
                                                          std::uint32_t maxLength)
{
    PagedKvCacheConfig config;
    config.numBlocks = numBlocks;
    config.blockSize = blockSize;
    config.recordTrace = false; // a long run: only the current state matters
    auto cache = PagedKvCache::create(config);
    if (!cache)
        return cache.error();
    const auto watermark = static_cast<std::uint32_t>(scheduler.watermark * numBlocks);
    const std::uint64_t pagedCapacity = std::uint64_t{numBlocks - watermark} * blockSize;
    if (auto fits = checkRequestsFit(requests, pagedCapacity,
                                     "in " + std::to_string(numBlocks) + " blocks of " + std::to_string(blockSize) +
                                         " tokens less the watermark");
        !fits)
        return fits.error();

    KvAllocationComparison comparison;
    PagedServingScheduler paged(*cache.value(), std::vector<KvRequest>(requests.begin(), requests.end()), scheduler);
    paged.runToEnd();
    comparison.reports[0] = paged.report();
    const std::uint64_t capacity = std::uint64_t{numBlocks} * blockSize;
    for (std::size_t i = 1; i < kAllKvAllocationPolicies.size(); ++i) {
        auto report = simulateContiguousServing(kAllKvAllocationPolicies[i], requests, capacity, maxLength);
        if (!report)
            return report.error();
        comparison.reports[i] = report.value();
    }
    return comparison;
}

} // namespace gml
