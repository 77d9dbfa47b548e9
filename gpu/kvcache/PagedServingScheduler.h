#pragma once

#include "kvcache/KvServingReport.h"
#include "kvcache/KvWaste.h"
#include "kvcache/PagedKvCache.h"

#include <cstdint>
#include <deque>
#include <vector>

namespace gml {

struct PagedSchedulerConfig
{
    double watermark = 0.01;                          // fraction of blocks admission keeps free (vLLM: 1%)
    // What preemption does (vLLM v1 recomputes). With Swap, a victim whose blocks do not fit the host's free
    // swap space is recomputed instead (vLLM v0 aborts the whole server there; a lesson should keep going).
    KvEventReason preemption = KvEventReason::Recompute;
};

// What one scheduler step did, by request number: what a walkthrough narrates.
struct KvStepSummary
{
    std::uint64_t step = 0;
    std::vector<std::uint32_t> admitted;
    std::vector<std::uint32_t> resumed;
    std::vector<std::uint32_t> preempted;
    std::vector<std::uint32_t> swapSpaceFull; // preempted for recompute: swap asked, the host swap space full
    std::vector<std::uint32_t> finished;
    std::uint32_t running = 0;
    std::uint32_t waiting = 0;   // arrived, not yet admitted (preempted ones included)
    std::uint32_t freeBlocks = 0;
};

// vLLM's scheduler over a PagedKvCache, first come first served. A step:
//  1. every running request appends one token; when one needs a block and none is free, the latest-arrived
//     running request is preempted (swap or recompute) until one is free;
//  2. only if nobody was preempted: preempted requests come back (oldest first; they came before anyone
//     still waiting), then arrived requests are admitted in order, each only if its blocks leave at least
//     the watermark free; the first that does not fit ends admission (FCFS: nobody overtakes it). An
//     admitted request runs its prompt this step and decodes from the next;
//  3. the waste is sampled (KvWasteTally: the last block's unused slots are reservation while the request
//     will still fill them, internal fragmentation otherwise; external is 0, since any free block serves any
//     request; "other" is the free memory while a request waits and cannot be admitted);
//  4. finished requests free their blocks.
class PagedServingScheduler
{
public:
    // The requests must be in arrival order and each fit the pool (checkRequestsFit).
    PagedServingScheduler(PagedKvCache& cache, std::vector<KvRequest> requests, PagedSchedulerConfig config = {});

    bool done() const { return m_nextRequest == m_requests.size() && m_running.empty() && m_preempted.empty(); }
    KvStepSummary step();
    void runToEnd();
    KvServingReport report() const;

    std::uint32_t watermarkBlocks() const { return m_watermarkBlocks; }
    // The cache's sequence for a request (kNoKvSequence before it is admitted).
    KvSequenceId sequenceOf(std::uint32_t request) const { return m_sequenceOf[request]; }
    // Prompt and output tokens: synthetic ids, unique per request and position.
    static std::int32_t tokenId(std::uint32_t request, std::uint32_t position);

private:
    struct Active
    {
        std::uint32_t request;
        KvSequenceId sequence;
    };

    void admit(KvStepSummary& summary, bool& headWaits);
    bool fitsWithWatermark(std::uint32_t blocks) const;
    void decode(KvStepSummary& summary);
    void sample(bool headWaits);

    PagedKvCache& m_cache;
    std::vector<KvRequest> m_requests;
    PagedSchedulerConfig m_config;
    std::uint32_t m_watermarkBlocks;
    std::vector<KvSequenceId> m_sequenceOf;
    std::vector<Active> m_running;       // arrival order
    std::deque<Active> m_preempted;      // arrival order
    std::size_t m_nextRequest = 0;
    std::uint64_t m_now = 0;
    KvServingReport m_report;
    KvWasteTally m_tally;
    std::uint64_t m_runningSum = 0;
    std::vector<std::int32_t> m_prompt; // reused buffer
};

} // namespace gml
