#pragma once

#include "kvcache/KvServingStep.h"
#include "kvcache/PagedKvCache.h"
#include "kvcache/PagedServingScheduler.h"

#include <cstdint>
#include <vector>

namespace gml {

// Turns the scheduler's step summaries into what a serving step's narration quotes (KvServingStep): where
// each preempted request's KV went (the host's swap blocks, or dropped, and why), and whether a request that
// runs again was swapped in or recomputed. The second needs memory across steps: the scheduler's summary
// only says who resumed, so this remembers whose KV was dropped.
class KvServingStepFacts
{
public:
    KvServingStepFacts(const PagedKvCache& cache, const PagedServingScheduler& scheduler,
                       KvEventReason preemption)
        : m_cache(cache), m_scheduler(scheduler), m_swap(preemption == KvEventReason::Swap)
    {
    }

    // Call right after each scheduler step, before the next: the victims' state is read from the cache.
    KvServingStep of(const KvStepSummary& summary);

private:
    const PagedKvCache& m_cache;
    const PagedServingScheduler& m_scheduler;
    bool m_swap = false;
    std::vector<std::uint32_t> m_recomputing; // requests whose KV was dropped (recompute, or swap space full)
};

} // namespace gml
