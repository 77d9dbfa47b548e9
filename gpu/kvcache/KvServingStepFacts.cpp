#include "kvcache/KvServingStepFacts.h"

#include <algorithm>

namespace gml {

KvServingStep KvServingStepFacts::of(const KvStepSummary& summary)
{
    const KvCacheState& state = m_cache.state();
    KvServingStep facts;
    facts.step = summary.step;
    for (const std::uint32_t request : summary.preempted) {
        const KvSequenceState& victim = state.sequences[m_scheduler.sequenceOf(request)];
        KvPreemption preemption;
        preemption.request = request;
        preemption.blocks =
            static_cast<std::uint32_t>((victim.offloaded.size() + state.blockSize - 1) / state.blockSize);
        preemption.swapped = victim.status == KvSequenceStatus::Swapped;
        if (preemption.swapped) {
            preemption.hostBlocks = victim.hostBlocks;
        } else {
            m_recomputing.push_back(request);
            // In swap mode a dropped victim is one the swap space had no room for: the narration says so.
            preemption.swapSpaceFull = m_swap;
            preemption.hostFreeBlocks = state.hostFreeCount;
            preemption.hostBlocksInAll = static_cast<std::uint32_t>(state.hostBlocks.size());
        }
        facts.preempted.push_back(std::move(preemption));
    }
    for (const std::uint32_t request : summary.resumed) {
        const auto dropped = std::find(m_recomputing.begin(), m_recomputing.end(), request);
        facts.resumed.push_back({request, dropped == m_recomputing.end()});
        if (dropped != m_recomputing.end())
            m_recomputing.erase(dropped);
    }
    facts.admitted = summary.admitted;
    facts.finished = summary.finished;
    facts.running = summary.running;
    facts.waiting = summary.waiting;
    facts.freeBlocks = summary.freeBlocks;
    facts.blocksInAll = m_cache.numBlocks();
    return facts;
}

} // namespace gml
