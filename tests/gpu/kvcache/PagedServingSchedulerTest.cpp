// vLLM's scheduler rules, checked on the scheduler itself (not through a walkthrough's narration): the 1%
// watermark at admission, first come first served admission, and preemption of the latest arrival.
#include "kvcache/PagedServingScheduler.h"

#include <boost/test/unit_test.hpp>

#include <memory>

using namespace gml;

namespace {

std::unique_ptr<PagedKvCache> makeCache(std::uint32_t blocks, std::uint32_t blockSize)
{
    PagedKvCacheConfig config;
    config.numBlocks = blocks;
    config.blockSize = blockSize;
    return std::move(PagedKvCache::create(config).value());
}

// The reasons of the Waiting events the trace holds for `request`.
std::vector<KvEventReason> waitingReasons(const KvCacheTrace& trace, std::uint32_t request)
{
    std::vector<KvEventReason> reasons;
    for (std::size_t i = 0; i < trace.size(); ++i)
        if (trace[i].kind == KvEventKind::Waiting && trace[i].other == request)
            reasons.push_back(trace[i].reason);
    return reasons;
}

std::vector<std::int32_t> requestTokens(std::uint32_t request, std::uint32_t count)
{
    std::vector<std::int32_t> tokens;
    for (std::uint32_t i = 0; i < count; ++i)
        tokens.push_back(PagedServingScheduler::tokenId(request, i));
    return tokens;
}

using Requests = std::vector<std::uint32_t>;

} // namespace

BOOST_AUTO_TEST_SUITE(paged_serving_scheduler)

// vLLM: watermark_blocks = int(watermark x num_gpu_blocks), truncated; with the default 1%, a pool needs 100
// blocks before anything is held back.
BOOST_AUTO_TEST_CASE(the_watermark_is_one_percent_of_the_blocks_rounded_down)
{
    for (const auto& [blocks, watermark] : std::vector<std::pair<std::uint32_t, std::uint32_t>>{
             {12, 0}, {99, 0}, {100, 1}, {199, 1}, {200, 2}, {250, 2}, {299, 2}, {300, 3}, {1000, 10}}) {
        auto cache = makeCache(blocks, 4);
        const PagedServingScheduler scheduler(*cache, {});
        BOOST_TEST(scheduler.watermarkBlocks() == watermark, blocks << " blocks");
    }
}

// 200 blocks of 4 tokens: the watermark is 2 blocks. Request 0 (200 prompt tokens: 50 blocks) leaves 150
// free. Request 1 then needs 148 blocks (589 tokens) or 149 (593 tokens): 150 - 148 = 2 >= 2 is admitted,
// leaving exactly the watermark free; 150 - 149 = 1 < 2 is not, though the 149 blocks are free.
BOOST_AUTO_TEST_CASE(admission_keeps_the_watermark_free)
{
    for (const std::uint32_t prompt : {589u, 593u}) {
        const std::uint32_t needed = (prompt + 3) / 4;
        auto cache = makeCache(200, 4);
        PagedServingScheduler scheduler(*cache, {{0, 0, 200, 8}, {1, 0, prompt, 1}});
        BOOST_REQUIRE(scheduler.watermarkBlocks() == 2u);
        const KvStepSummary first = scheduler.step();
        if (needed == 148) {
            BOOST_TEST(first.admitted == (Requests{0, 1}));
            BOOST_TEST(first.freeBlocks == 2u); // exactly the watermark
            BOOST_TEST(first.waiting == 0u);
            BOOST_TEST(waitingReasons(cache->trace(), 1).empty());
            continue;
        }
        BOOST_TEST(first.admitted == (Requests{0}));
        BOOST_TEST(first.waiting == 1u);
        BOOST_TEST(first.freeBlocks == 150u); // enough for its 149, but only 1 would be left
        BOOST_TEST(scheduler.sequenceOf(1) == kNoKvSequence);
        const auto reasons = waitingReasons(cache->trace(), 1);
        BOOST_REQUIRE(!reasons.empty());
        BOOST_TEST((reasons.front() == KvEventReason::Watermark));

        // Request 0 grows one token a step to 208 (52 blocks: 148 free, short even of the 149 alone) and
        // finishes at step 8, after that step's admission; only at step 9, all 200 free, is request 1 admitted.
        std::uint64_t admittedAt = 0;
        while (!scheduler.done()) {
            const KvStepSummary summary = scheduler.step();
            if (!summary.admitted.empty()) {
                BOOST_TEST(summary.admitted == (Requests{1}));
                admittedAt = summary.step;
                BOOST_TEST(summary.freeBlocks == 200u - 149u);
            }
        }
        BOOST_TEST(admittedAt == 9u);
        BOOST_TEST(scheduler.report().finished == 2u);
    }

    // Without the watermark the same 149 blocks are admitted at once, leaving 1 free.
    auto cache = makeCache(200, 4);
    PagedSchedulerConfig config;
    config.watermark = 0.0;
    PagedServingScheduler scheduler(*cache, {{0, 0, 200, 8}, {1, 0, 593, 1}}, config);
    BOOST_REQUIRE(scheduler.watermarkBlocks() == 0u);
    const KvStepSummary first = scheduler.step();
    BOOST_TEST(first.admitted == (Requests{0, 1}));
    BOOST_TEST(first.freeBlocks == 1u);
}

// 10 blocks of 4 (no watermark: int(0.1) = 0). Request 0 (24 tokens: 6 blocks) is admitted; request 1 (20
// tokens: 5 blocks) does not fit the 4 left, and request 2 (1 block), which would fit, must not overtake it.
// Request 0 takes a 7th block at step 1 and finishes at step 2; at step 3 requests 1 and 2 come in, in order.
BOOST_AUTO_TEST_CASE(the_earliest_arrival_is_admitted_first_and_nobody_overtakes_it)
{
    auto cache = makeCache(10, 4);
    PagedServingScheduler scheduler(*cache, {{0, 0, 24, 2}, {1, 0, 20, 1}, {2, 0, 4, 1}});
    BOOST_REQUIRE(scheduler.watermarkBlocks() == 0u);

    const KvStepSummary step0 = scheduler.step();
    BOOST_TEST(step0.admitted == (Requests{0}));
    BOOST_TEST(step0.waiting == 2u);
    BOOST_TEST(step0.freeBlocks == 4u);
    BOOST_TEST(scheduler.sequenceOf(2) == kNoKvSequence);
    BOOST_TEST(waitingReasons(cache->trace(), 1) == (std::vector<KvEventReason>{KvEventReason::NoFreeBlocks}));
    BOOST_TEST(waitingReasons(cache->trace(), 2).empty()); // admission stopped at request 1

    const KvStepSummary step1 = scheduler.step();
    BOOST_TEST(step1.admitted.empty());
    BOOST_TEST(step1.freeBlocks == 3u);
    const KvStepSummary step2 = scheduler.step();
    BOOST_TEST(step2.admitted.empty());
    BOOST_TEST(step2.finished == (Requests{0}));
    BOOST_TEST(scheduler.sequenceOf(2) == kNoKvSequence);

    const KvStepSummary step3 = scheduler.step();
    BOOST_TEST(step3.admitted == (Requests{1, 2}));
    BOOST_TEST(step3.freeBlocks == 4u);
    BOOST_TEST(scheduler.sequenceOf(1) < scheduler.sequenceOf(2));
    scheduler.runToEnd();
    BOOST_TEST(scheduler.report().finished == 3u);
    BOOST_TEST(scheduler.report().preemptions == 0u);
}

// 6 blocks of 4. Requests 0 (4 tokens: 1 block), 1 (12: 3 blocks) and 2 (8: 2 blocks) fill the pool at step
// 0; request 3 arrives at step 1. At step 1 request 0 needs a block and none is free: the latest arrival,
// request 2, is preempted (not the one asking, not the largest, not the smallest); its 2 blocks serve
// request 0 and then request 1. Requests 0 and 1 finish at step 4; at step 5 request 2 comes back before
// request 3, which arrived after it, is admitted.
BOOST_AUTO_TEST_CASE(running_out_of_blocks_preempts_the_latest_arrival)
{
    for (const auto mode : {KvEventReason::Recompute, KvEventReason::Swap}) {
        auto cache = makeCache(6, 4);
        PagedSchedulerConfig config;
        config.preemption = mode;
        PagedServingScheduler scheduler(*cache, {{0, 0, 4, 4}, {1, 0, 12, 4}, {2, 0, 8, 4}, {3, 1, 4, 1}}, config);
        BOOST_REQUIRE(scheduler.watermarkBlocks() == 0u);

        const KvStepSummary step0 = scheduler.step();
        BOOST_TEST(step0.admitted == (Requests{0, 1, 2}));
        BOOST_TEST(step0.freeBlocks == 0u);

        const KvStepSummary step1 = scheduler.step();
        BOOST_TEST(step1.preempted == (Requests{2}));
        BOOST_TEST(step1.admitted.empty()); // nobody is admitted in a step that preempts
        BOOST_TEST(step1.running == 2u);
        BOOST_TEST(step1.waiting == 2u); // request 2 (preempted) and request 3 (arrived)
        BOOST_TEST(step1.freeBlocks == 0u);
        const KvCacheState& state = cache->state();
        BOOST_TEST((state.sequences[scheduler.sequenceOf(2)].status ==
                    (mode == KvEventReason::Swap ? KvSequenceStatus::Swapped : KvSequenceStatus::Recompute)));
        for (const std::uint32_t request : {0u, 1u})
            BOOST_TEST((state.sequences[scheduler.sequenceOf(request)].status == KvSequenceStatus::Running));
        BOOST_TEST(state.sequences[scheduler.sequenceOf(0)].length == 5u);
        BOOST_TEST(state.sequences[scheduler.sequenceOf(1)].length == 13u);
        BOOST_TEST(state.sequences[scheduler.sequenceOf(2)].offloaded == requestTokens(2, 8));

        for (int step = 2; step < 4; ++step) {
            const KvStepSummary summary = scheduler.step();
            BOOST_TEST(summary.resumed.empty());
            BOOST_TEST(summary.admitted.empty());
            BOOST_TEST(summary.preempted.empty());
        }
        const KvStepSummary step4 = scheduler.step();
        BOOST_TEST(step4.finished == (Requests{0, 1}));
        BOOST_TEST(step4.freeBlocks == 6u);

        const KvStepSummary step5 = scheduler.step();
        BOOST_TEST(step5.resumed == (Requests{2}));
        BOOST_TEST(step5.admitted == (Requests{3}));
        BOOST_TEST(cache->state().tokensOf(scheduler.sequenceOf(2)) == requestTokens(2, 8));

        scheduler.runToEnd();
        const KvServingReport report = scheduler.report();
        BOOST_TEST(report.preemptions == 1u);
        BOOST_TEST(report.finished == 4u);
        BOOST_TEST(cache->freeBlocks() == 6u);
    }
}

BOOST_AUTO_TEST_SUITE_END()
