// Walkthroughs of a serving engine at work: vLLM's prefix-caching example (docs/design/prefix_caching.md,
// 10 blocks of 4 tokens) and a busy server that runs out of blocks and preempts.
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

std::string requestList(const std::vector<std::uint32_t>& requests)
{
    std::string text;
    for (std::size_t i = 0; i < requests.size(); ++i)
        text += (i == 0 ? "" : i + 1 == requests.size() ? " and " : ", ") + std::to_string(requests[i]);
    return text;
}

// "Request 4" or "Requests 3 and 4".
std::string requestNames(const std::vector<std::uint32_t>& numbers)
{
    return (numbers.size() == 1 ? "Request " : "Requests ") + requestList(numbers);
}

std::string lowercaseFirst(std::string text)
{
    text[0] = 'r';
    return text;
}

} // namespace

KvWalkthrough buildPrefixCachingWalkthrough()
{
    PagedKvCacheConfig config;
    config.numBlocks = 10;
    config.blockSize = 4;
    config.prefixCaching = true;
    KvWalkthroughRecorder recorder("prefix-caching", "Prefix caching (vLLM's design document)", config);
    PagedKvCache& cache = recorder.cache();
    const KvCacheState& state = recorder.state();

    // Token ids stand for words: request 0's prompt is 1..15; request 1 shares its first 10 tokens,
    // request 2 its first 12.
    const std::vector<std::int32_t> prompt0 = range(1, 15);
    const KvSequenceId request0 = cache.addSequence(prompt0, 0).value();
    recorder.step("prefix-time-1",
                  "Time 1: request 0 arrives with 15 prompt tokens and takes blocks " +
                      blockList(state.sequences[request0].blockTable) +
                      ". Blocks 0, 1 and 2 are full, so they are cached under their prefix hash; block 3 holds 3 "
                      "of 4 tokens and is not (only full blocks are cached).");
    cache.appendToken(request0, 100);
    cache.appendToken(request0, 101);
    recorder.step("prefix-time-3",
                  "Times 2-3: request 0 decodes. Its first token fills block 3, which is cached; the next needs a "
                  "new block: block 4.");

    const std::vector<std::int32_t> prompt1 = concat(range(1, 10), range(200, 4));
    const KvSequenceId request1 = cache.addSequence(prompt1, 1).value();
    recorder.step("prefix-time-4",
                  "Time 4: request 1 arrives with 14 prompt tokens, the first 10 the same as request 0's. Only "
                  "blocks 0 and 1 (8 tokens) hit the cache: its third block matches just 2 of 4 tokens, so it "
                  "gets new blocks. Block table: [" + blockList(state.sequences[request1].blockTable) +
                      "]; blocks 0 and 1 now have reference count 2.");

    cache.free(request0);
    recorder.step("prefix-time-5",
                  "Time 5: request 0 finishes. Blocks 4, 3 and 2 join the free queue's tail in reverse order (a "
                  "request's last block hashes the most tokens and is the least likely to be reused, so it should "
                  "be evicted first); 2 and 3 stay cached. Blocks 0 and 1 are still used by request 1. Free "
                  "queue: " + blockList(state.freeQueueOrder()) + ".");

    cache.free(request1);
    recorder.step("prefix-time-6",
                  "Time 6: request 1 finishes; its blocks 6, 5, 1 and 0 join the tail. Free queue: " +
                      blockList(state.freeQueueOrder()) + ".");

    const std::vector<std::int32_t> prompt2 = concat(range(1, 12), range(300, 17));
    const KvSequenceId request2 = cache.addSequence(prompt2, 2).value();
    recorder.step("prefix-time-7",
                  "Time 7: request 2 arrives with 29 prompt tokens, the first 12 the same as request 0's. Blocks "
                  "0, 1 and 2 hit the cache and are touched: taken out of the free queue, which becomes 7, 8, 9, "
                  "4, 3, 6, 5. Its 5 new blocks come from the head: 7, 8, 9, 4 and 3, and taking block 3 evicts "
                  "its cached hash. Block table: [" + blockList(state.sequences[request2].blockTable) + "].");
    return recorder.finish();
}

// "blocks 0, 1 and 2" (or "block 3").
std::string hostBlockNames(const std::vector<std::uint32_t>& blocks)
{
    std::string text = blocks.size() == 1 ? "block " : "blocks ";
    for (std::size_t i = 0; i < blocks.size(); ++i)
        text += (i == 0 ? "" : i + 1 == blocks.size() ? " and " : ", ") + std::to_string(blocks[i]);
    return text;
}

KvWalkthrough buildPreemptionWalkthrough(bool swap)
{
    PagedKvCacheConfig config;
    config.numBlocks = 12;
    config.blockSize = 4;
    // A host swap space of 4 blocks: the first victim fits, the second does not and is recomputed instead.
    config.swapSpaceBlocks = 4;
    const std::string id = swap ? "preemption-swap" : "preemption-recompute";
    KvWalkthroughRecorder recorder(id, swap ? "A busy server preempts (swap)" : "A busy server preempts (recompute)",
                                   config);
    // Five requests arrive together; their prompts fit at once (10 of 12 blocks), but growing they need
    // 17 blocks in all. 12 x 1% rounds down to a watermark of 0 blocks.
    std::vector<KvRequest> requests{
        {0, 0, 8, 10}, {1, 0, 6, 6}, {2, 0, 7, 5}, {3, 0, 5, 9}, {4, 0, 6, 8},
    };
    PagedSchedulerConfig schedulerConfig;
    schedulerConfig.preemption = swap ? KvEventReason::Swap : KvEventReason::Recompute;
    PagedServingScheduler scheduler(recorder.cache(), requests, schedulerConfig);
    recorder.step("preemption-start",
                  "Five requests arrive at once at a server with 12 blocks of 4 tokens. First come, first served: "
                  "the scheduler admits them in order while their prompts fit.");
    std::uint32_t preemptions = 0;
    std::vector<std::uint32_t> recomputing; // requests whose KV was dropped (swap space full, or recompute mode)
    const KvCacheState& state = recorder.state();
    while (!scheduler.done()) {
        const KvStepSummary summary = scheduler.step();
        std::string text = "Step " + std::to_string(summary.step) + ": ";
        std::string scene;
        if (!summary.preempted.empty()) {
            preemptions += static_cast<std::uint32_t>(summary.preempted.size());
            text += "a running request needs a new block and none is free. ";
            for (const std::uint32_t request : summary.preempted) {
                const KvSequenceState& victim = state.sequences[scheduler.sequenceOf(request)];
                const std::string name = "request " + std::to_string(request);
                const auto blocks = static_cast<std::uint32_t>(
                    (victim.offloaded.size() + config.blockSize - 1) / config.blockSize);
                if (victim.status == KvSequenceStatus::Swapped) {
                    text += "The latest arrival, " + name + ", is preempted: its " + std::to_string(blocks) +
                            " KV blocks are copied to " + hostBlockNames(victim.hostBlocks) +
                            " of the host's swap space and given back. ";
                    continue;
                }
                recomputing.push_back(request);
                if (swap)
                    text += "The latest arrival, " + name + ", is preempted, but the host's swap space has only " +
                            std::to_string(state.hostFreeCount) + " of its " +
                            std::to_string(state.hostBlocks.size()) + " blocks free and " + name + " needs " +
                            std::to_string(blocks) +
                            ": its blocks are given back and its KV dropped; it will run its tokens through the "
                            "model again. ";
                else
                    text += "The latest arrival, " + name +
                            ", is preempted: its blocks are given back and its KV dropped; it will run its tokens "
                            "through the model again. ";
            }
            scene = "preempt-" + std::to_string(preemptions);
        }
        for (const std::uint32_t request : summary.resumed) {
            const auto dropped = std::find(recomputing.begin(), recomputing.end(), request);
            if (dropped == recomputing.end()) {
                text += "Request " + std::to_string(request) +
                        " is swapped back in: its blocks are copied from the host into the blocks it gets now. ";
                continue;
            }
            recomputing.erase(dropped);
            text += "Request " + std::to_string(request) + " comes back and recomputes its KV. ";
        }
        if (!summary.admitted.empty())
            text += "Admitted " + lowercaseFirst(requestNames(summary.admitted)) + ". ";
        if (!summary.finished.empty())
            text += requestNames(summary.finished) +
                    (summary.finished.size() == 1 ? " finished and freed its blocks. " : " finished and freed their blocks. ");
        text += std::to_string(summary.running) + " running, " + std::to_string(summary.waiting) + " waiting, " +
                std::to_string(summary.freeBlocks) + " of 12 blocks free.";
        if (scene.empty())
            scene = "step-" + std::to_string(summary.step);
        recorder.step(scene, text);
    }
    const KvServingReport report = scheduler.report();
    recorder.step("preemption-end", "All " + std::to_string(report.finished) + " requests finished after " +
                                        std::to_string(report.steps) + " steps and " +
                                        std::to_string(report.preemptions) +
                                        " preemptions; every block is free again.");
    return recorder.finish();
}

} // namespace gml
