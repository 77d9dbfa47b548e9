// Walkthroughs of a serving engine at work: vLLM's prefix-caching example (docs/design/prefix_caching.md,
// 10 blocks of 4 tokens) and a busy server that runs out of blocks and preempts. Each step carries the
// facts its narration quotes; the words are content (resources/narration/paged-kv-cache.json), and a serving
// step's sentences are written by the application from its KvServingStep.
#include "kvcache/KvWalkthroughRecorder.h"
#include "kvcache/PagedServingScheduler.h"

#include <algorithm>
#include <numeric>

namespace gml {

namespace {

std::vector<std::int32_t> range(std::int32_t first, std::int32_t count)
{
    std::vector<std::int32_t> tokens(static_cast<std::size_t>(count));
    std::iota(tokens.begin(), tokens.end(), first);
    return tokens;
}

std::vector<std::int32_t> concat(std::vector<std::int32_t> head, const std::vector<std::int32_t>& tail)
{
    head.insert(head.end(), tail.begin(), tail.end());
    return head;
}

NarrationFact tableOf(const KvCacheState& state, KvSequenceId sequence)
{
    return NarrationFact::numbers("table", state.sequences[sequence].blockTable);
}

NarrationFact freeQueueOf(const KvCacheState& state)
{
    return NarrationFact::numbers("free-queue", state.freeQueueOrder());
}

} // namespace

KvWalkthrough buildPrefixCachingWalkthrough()
{
    PagedKvCacheConfig config;
    config.numBlocks = 10;
    config.blockSize = 4;
    config.prefixCaching = true;
    KvWalkthroughRecorder recorder("prefix-caching", config);
    PagedKvCache& cache = recorder.cache();
    const KvCacheState& state = recorder.state();

    // Token ids stand for words: request 0's prompt is 1..15; request 1 shares its first 10 tokens,
    // request 2 its first 12.
    const std::vector<std::int32_t> prompt0 = range(1, 15);
    const KvSequenceId request0 = cache.addSequence(prompt0, 0).value();
    recorder.step("prefix-time-1", {tableOf(state, request0)});
    cache.appendToken(request0, 100);
    cache.appendToken(request0, 101);
    recorder.step("prefix-time-3");

    const std::vector<std::int32_t> prompt1 = concat(range(1, 10), range(200, 4));
    const KvSequenceId request1 = cache.addSequence(prompt1, 1).value();
    recorder.step("prefix-time-4", {tableOf(state, request1)});

    cache.free(request0);
    recorder.step("prefix-time-5", {freeQueueOf(state)});

    cache.free(request1);
    recorder.step("prefix-time-6", {freeQueueOf(state)});

    const std::vector<std::int32_t> prompt2 = concat(range(1, 12), range(300, 17));
    const KvSequenceId request2 = cache.addSequence(prompt2, 2).value();
    recorder.step("prefix-time-7", {tableOf(state, request2)});
    return recorder.finish();
}

KvWalkthrough buildPreemptionWalkthrough(bool swap)
{
    PagedKvCacheConfig config;
    config.numBlocks = 12;
    config.blockSize = 4;
    // A host swap space of 4 blocks: the first victim fits, the second does not and is recomputed instead.
    config.swapSpaceBlocks = 4;
    const std::string id = swap ? "preemption-swap" : "preemption-recompute";
    KvWalkthroughRecorder recorder(id, config);
    // Five requests arrive together; their prompts fit at once (10 of 12 blocks), but growing they need
    // 17 blocks in all. 12 x 1% rounds down to a watermark of 0 blocks.
    std::vector<KvRequest> requests{
        {0, 0, 8, 10}, {1, 0, 6, 6}, {2, 0, 7, 5}, {3, 0, 5, 9}, {4, 0, 6, 8},
    };
    PagedSchedulerConfig schedulerConfig;
    schedulerConfig.preemption = swap ? KvEventReason::Swap : KvEventReason::Recompute;
    PagedServingScheduler scheduler(recorder.cache(), requests, schedulerConfig);
    std::uint32_t preemptions = 0;
    recorder.step("preemption-start");
    std::vector<std::uint32_t> recomputing; // requests whose KV was dropped (swap space full, or recompute mode)
    const KvCacheState& state = recorder.state();
    while (!scheduler.done()) {
        const KvStepSummary summary = scheduler.step();
        KvServingStep facts;
        facts.step = summary.step;
        for (const std::uint32_t request : summary.preempted) {
            const KvSequenceState& victim = state.sequences[scheduler.sequenceOf(request)];
            KvPreemption preemption;
            preemption.request = request;
            preemption.blocks =
                static_cast<std::uint32_t>((victim.offloaded.size() + config.blockSize - 1) / config.blockSize);
            preemption.swapped = victim.status == KvSequenceStatus::Swapped;
            if (preemption.swapped) {
                preemption.hostBlocks = victim.hostBlocks;
            } else {
                recomputing.push_back(request);
                preemption.swapSpaceFull = swap;
                preemption.hostFreeBlocks = state.hostFreeCount;
                preemption.hostBlocksInAll = static_cast<std::uint32_t>(state.hostBlocks.size());
            }
            facts.preempted.push_back(std::move(preemption));
        }
        for (const std::uint32_t request : summary.resumed) {
            const auto dropped = std::find(recomputing.begin(), recomputing.end(), request);
            facts.resumed.push_back({request, dropped == recomputing.end()});
            if (dropped != recomputing.end())
                recomputing.erase(dropped);
        }
        facts.admitted = summary.admitted;
        facts.finished = summary.finished;
        facts.running = summary.running;
        facts.waiting = summary.waiting;
        facts.freeBlocks = summary.freeBlocks;
        facts.blocksInAll = config.numBlocks;
        const std::string scene = summary.preempted.empty() ? "step-" + std::to_string(summary.step)
                                                             : "preempt-" + std::to_string(++preemptions);
        recorder.servingStep(scene, std::move(facts));
    }
    const KvServingReport report = scheduler.report();
    recorder.step("preemption-end", {NarrationFact::count("finished", report.finished),
                                     NarrationFact::count("steps", report.steps),
                                     NarrationFact::count("preemptions", report.preemptions)});
    return recorder.finish();
}

} // namespace gml
