#include "kvcache/PagedServingScheduler.h"

#include <algorithm>
#include <cmath>

namespace gml {

PagedServingScheduler::PagedServingScheduler(PagedKvCache& cache, std::vector<KvRequest> requests,
                                             PagedSchedulerConfig config)
    : m_cache(cache), m_requests(std::move(requests)), m_config(config),
      m_watermarkBlocks(static_cast<std::uint32_t>(config.watermark * cache.numBlocks())),
      m_sequenceOf(m_requests.size(), kNoKvSequence)
{
    m_report.policy = KvAllocationPolicy::Paged;
}

std::int32_t PagedServingScheduler::tokenId(std::uint32_t request, std::uint32_t position)
{
    return static_cast<std::int32_t>(((request << 11) + position) & 0x7fffffffu);
}

bool PagedServingScheduler::fitsWithWatermark(std::uint32_t blocks) const
{
    // vLLM: admit only if free - needed >= watermark, so running requests have room to grow before
    // anyone must be preempted.
    return blocks <= m_cache.freeBlocks() && m_cache.freeBlocks() - blocks >= m_watermarkBlocks;
}

void PagedServingScheduler::admit(KvStepSummary& summary, bool& headWaits)
{
    while (!m_preempted.empty()) {
        const Active next = m_preempted.front();
        const std::uint32_t needed = m_cache.blocksToResume(next.sequence);
        if (!fitsWithWatermark(needed)) {
            headWaits = true;
            return; // FCFS: nobody newer is admitted before it
        }
        m_cache.resume(next.sequence);
        m_preempted.pop_front();
        const auto at = std::upper_bound(m_running.begin(), m_running.end(), next.request,
                                         [](std::uint32_t request, const Active& a) { return request < a.request; });
        m_running.insert(at, next);
        summary.resumed.push_back(next.request);
    }
    while (m_nextRequest < m_requests.size() && m_requests[m_nextRequest].arrivalStep <= m_now) {
        const KvRequest& request = m_requests[m_nextRequest];
        std::uint32_t needed = (request.promptLength + m_cache.blockSize() - 1) / m_cache.blockSize();
        const bool prefixMayHelp = m_cache.prefixCaching();
        if (prefixMayHelp || fitsWithWatermark(needed)) {
            m_prompt.resize(request.promptLength);
            for (std::uint32_t i = 0; i < request.promptLength; ++i)
                m_prompt[i] = tokenId(request.id, i);
            needed = m_cache.blocksToAdmit(m_prompt);
        }
        if (!fitsWithWatermark(needed)) {
            m_cache.noteWaiting(request.id, needed,
                                needed <= m_cache.freeBlocks() ? KvEventReason::Watermark : KvEventReason::NoFreeBlocks);
            headWaits = true;
            return;
        }
        const KvSequenceId sequence = m_cache.addSequence(m_prompt, request.id).value();
        m_sequenceOf[request.id] = sequence;
        m_running.push_back({request.id, sequence});
        summary.admitted.push_back(request.id);
        ++m_nextRequest;
    }
}

void PagedServingScheduler::decode(KvStepSummary& summary)
{
    // Victims always come off the back, so walking from the front never skips anyone.
    for (std::size_t i = 0; i < m_running.size(); ++i) {
        const Active current = m_running[i];
        while (i < m_running.size() && m_cache.blocksToAppend(current.sequence) > m_cache.freeBlocks()) {
            Active victim = m_running.back(); // the latest arrival loses its blocks
            m_running.pop_back();
            m_cache.preempt(victim.sequence, m_config.preemption, KvSwapFallback::Recompute);
            if (m_config.preemption == KvEventReason::Swap &&
                m_cache.state().sequences[victim.sequence].status == KvSequenceStatus::Recompute) {
                summary.swapSpaceFull.push_back(victim.request);
                ++m_report.swapSpaceFallbacks;
            }
            const auto at = std::upper_bound(m_preempted.begin(), m_preempted.end(), victim.request,
                                             [](std::uint32_t request, const Active& a) { return request < a.request; });
            m_preempted.insert(at, victim);
            summary.preempted.push_back(victim.request);
            ++m_report.preemptions;
        }
        if (i >= m_running.size())
            break; // it was the latest arrival itself
        const std::uint32_t position = m_cache.state().sequences[current.sequence].length;
        m_cache.appendToken(current.sequence, tokenId(current.request, position));
        ++m_report.generatedTokens;
    }
}

void PagedServingScheduler::sample(bool headWaits)
{
    const KvCacheState& state = m_cache.state();
    const std::uint64_t blockSize = state.blockSize;
    std::uint64_t tokens = 0;
    std::uint64_t reservation = 0;
    std::uint64_t internal = 0;
    for (const Active& active : m_running) {
        const KvSequenceState& sequence = state.sequences[active.sequence];
        const std::uint64_t unused = sequence.blockTable.size() * blockSize - sequence.length;
        const std::uint64_t toCome = m_requests[active.request].totalLength() - sequence.length;
        tokens += sequence.length;
        reservation += std::min(unused, toCome);
        internal += unused - std::min(unused, toCome);
    }
    const std::uint64_t other = headWaits ? std::uint64_t{m_cache.freeBlocks()} * blockSize : 0;
    m_tally.addStep(tokens, reservation, internal, other);
}

KvStepSummary PagedServingScheduler::step()
{
    KvStepSummary summary;
    if (m_running.empty() && m_preempted.empty() && m_nextRequest < m_requests.size() &&
        m_requests[m_nextRequest].arrivalStep > m_now)
        m_now = m_requests[m_nextRequest].arrivalStep; // idle until the next arrival
    summary.step = m_now;
    m_cache.beginStep(m_now);
    // vLLM's order: the running requests first (preempting if they must), then, only if nobody was
    // preempted, the preempted ones back and new ones in: admitting while others are being pushed out would
    // only push them out again.
    bool headWaits = false;
    decode(summary);
    if (summary.preempted.empty())
        admit(summary, headWaits);
    else
        headWaits = m_nextRequest < m_requests.size() && m_requests[m_nextRequest].arrivalStep <= m_now;
    sample(headWaits);
    m_report.peakRunning = std::max(m_report.peakRunning, static_cast<std::uint32_t>(m_running.size()));
    m_runningSum += m_running.size();
    ++m_report.steps;

    std::erase_if(m_running, [&](const Active& active) {
        if (m_cache.state().sequences[active.sequence].length < m_requests[active.request].totalLength())
            return false;
        m_cache.free(active.sequence, KvEventReason::Finished);
        summary.finished.push_back(active.request);
        ++m_report.finished;
        return true;
    });
    ++m_now;
    summary.running = static_cast<std::uint32_t>(m_running.size());
    const auto arrivedEnd = std::upper_bound(m_requests.begin() + std::ptrdiff_t(m_nextRequest), m_requests.end(),
                                             m_now - 1, [](std::uint64_t now, const KvRequest& request) {
                                                 return now < request.arrivalStep;
                                             });
    const auto arrived = static_cast<std::uint32_t>(arrivedEnd - (m_requests.begin() + std::ptrdiff_t(m_nextRequest)));
    summary.waiting = arrived + static_cast<std::uint32_t>(m_preempted.size());
    summary.freeBlocks = m_cache.freeBlocks();
    return summary;
}

void PagedServingScheduler::runToEnd()
{
    while (!done())
        step();
}

KvServingReport PagedServingScheduler::report() const
{
    KvServingReport report = m_report;
    report.waste = m_tally.shares();
    report.meanRunning = report.steps ? static_cast<double>(m_runningSum) / static_cast<double>(report.steps) : 0.0;
    return report;
}

} // namespace gml
