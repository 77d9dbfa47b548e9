#pragma once

#include "kvcache/KvServingReport.h"
#include "kvcache/PagedServingScheduler.h"

#include <array>
#include <span>

namespace gml {

// One request trace served four ways on the same amount of KV memory (numBlocks x blockSize token slots):
// vLLM's paged cache and Orca's three contiguous reservations. What the paper's Fig. 2 shows.
struct KvAllocationComparison
{
    std::array<KvServingReport, 4> reports; // indexed by KvAllocationPolicy

    const KvServingReport& operator[](KvAllocationPolicy policy) const
    {
        return reports[static_cast<std::size_t>(policy)];
    }
};

inline constexpr std::array<KvAllocationPolicy, 4> kAllKvAllocationPolicies{
    KvAllocationPolicy::Paged, KvAllocationPolicy::OrcaMax, KvAllocationPolicy::OrcaPow2,
    KvAllocationPolicy::OrcaOracle};

// Errors when a request could never fit (a pool smaller than one 2048-token reservation, for instance).
KvCacheResult<KvAllocationComparison> compareKvAllocation(std::span<const KvRequest> requests, std::uint32_t numBlocks,
                                                          std::uint32_t blockSize, PagedSchedulerConfig scheduler = {},
                                                          std::uint32_t maxLength = 2048);

} // namespace gml
