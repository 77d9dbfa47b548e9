#include "KvCacheInvariants.h"
#include "device/SimulatedDevice.h"
#include "kvcache/PagedKvCache.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

#include <map>
#include <optional>
#include <random>

using namespace gml;
using gml::test::checkKvCacheInvariants;

namespace {

std::unique_ptr<PagedKvCache> makeCache(std::uint32_t blocks, std::uint32_t blockSize, bool prefixCaching = false,
                                        std::size_t keyframeInterval = 64,
                                        std::optional<std::uint32_t> swapSpaceBlocks = std::nullopt)
{
    PagedKvCacheConfig config;
    config.swapSpaceBlocks = swapSpaceBlocks;
    config.numBlocks = blocks;
    config.blockSize = blockSize;
    config.prefixCaching = prefixCaching;
    config.keyframeInterval = keyframeInterval;
    return std::move(PagedKvCache::create(config).value());
}

std::vector<std::int32_t> tokens(std::int32_t first, std::int32_t count)
{
    std::vector<std::int32_t> result;
    for (std::int32_t i = 0; i < count; ++i)
        result.push_back(first + i);
    return result;
}

} // namespace

BOOST_AUTO_TEST_SUITE(paged_kv_cache)

BOOST_AUTO_TEST_CASE(bad_configurations_say_what_is_wrong)
{
    PagedKvCacheConfig config;
    config.numBlocks = 8;
    for (const std::uint32_t size : {0u, 3u, 12u, 256u}) {
        config.blockSize = size;
        const auto created = PagedKvCache::create(config);
        BOOST_REQUIRE(!created.ok());
        BOOST_TEST(created.error().message.find("block size " + std::to_string(size)) != std::string::npos);
    }
    config.blockSize = 4;
    config.numBlocks = 0;
    BOOST_TEST(PagedKvCache::create(config).error().message == "a KV cache needs at least one block");
    config.numBlocks = 4;
    config.initialFreeOrder = {0, 1, 1, 3};
    BOOST_TEST(PagedKvCache::create(config).error().message.find("exactly once") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(pool_memory_is_one_device_allocation)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    PagedKvCacheConfig config;
    config.numBlocks = 100;
    config.blockSize = 16;
    config.bytesPerBlock = 16 * 800 * KiB / 100; // a small pool, not OPT-13B's
    {
        auto cache = PagedKvCache::create(config, &device);
        BOOST_REQUIRE(cache.ok());
        BOOST_TEST(device.liveAllocationCount() == 1u);
        BOOST_TEST(device.usedBytes() >= config.bytesPerBlock * 100);
        BOOST_TEST(cache.value()->state().blockAddress(3) == cache.value()->poolAddress() + 3 * config.bytesPerBlock);
    }
    BOOST_TEST(device.liveAllocationCount() == 0u);
    config.bytesPerBlock = 20 * MiB; // 2 GiB: more than the device has
    const auto tooBig = PagedKvCache::create(config, &device);
    BOOST_REQUIRE(!tooBig.ok());
    BOOST_TEST(tooBig.error().message.find("could not be allocated") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(out_of_blocks_changes_nothing)
{
    auto cache = makeCache(3, 4);
    const auto first = cache->addSequence(tokens(0, 10)).value(); // 3 blocks
    const KvCacheState before = cache->state();
    const auto second = cache->addSequence(tokens(100, 2));
    BOOST_REQUIRE(!second.ok());
    BOOST_TEST(second.error().message == "a prompt of 2 tokens needs 1 block but only 0 blocks of 3 blocks are free");
    cache->appendToken(first, 10);
    cache->appendToken(first, 11);
    const KvCacheState full = cache->state();
    const auto refused = cache->appendToken(first, 12);
    BOOST_REQUIRE(!refused.ok());
    BOOST_TEST(static_cast<int>(refused.error().code) == static_cast<int>(KvCacheErrorCode::OutOfBlocks));
    BOOST_TEST((cache->state() == full));
    BOOST_TEST(!(before == full));
    BOOST_TEST(!cache->appendToken(7, 1).ok());
    BOOST_TEST(cache->appendToken(7, 1).error().message == "cannot append to sequence 7: there is no such sequence");
}

BOOST_AUTO_TEST_CASE(fork_shares_blocks_and_append_copies_on_write)
{
    auto cache = makeCache(8, 4);
    std::vector<std::pair<KvBlockId, KvBlockId>> copies;
    cache->setBlockCopyObserver([&](KvBlockId from, KvBlockId to) { copies.emplace_back(from, to); });
    const auto parent = cache->addSequence(tokens(0, 6)).value(); // blocks 0 (full), 1 (2 of 4)
    const auto child = cache->fork(parent).value();
    BOOST_TEST(cache->state().blocks[0].refCount == 2u);
    BOOST_TEST(cache->state().blocks[1].refCount == 2u);
    BOOST_TEST(cache->blocksToAppend(parent) == 1u);

    const KvSlot slot = cache->appendToken(parent, 50).value();
    BOOST_TEST(slot.copiedFrom == 1u);
    BOOST_TEST(slot.physical == 2u);
    BOOST_TEST(slot.slot == 2u);
    BOOST_REQUIRE(copies.size() == 1u);
    BOOST_TEST(copies[0].first == 1u);
    BOOST_TEST(copies[0].second == 2u);
    BOOST_TEST(cache->state().blocks[1].refCount == 1u);
    BOOST_TEST(cache->state().sequences[parent].blockTable == (std::vector<KvBlockId>{0, 2}));
    // The child is now block 1's only user: it writes in place.
    const KvSlot inPlace = cache->appendToken(child, 60).value();
    BOOST_TEST(inPlace.copiedFrom == kNoKvBlock);
    BOOST_TEST(inPlace.physical == 1u);
    BOOST_TEST(copies.size() == 1u);

    std::map<KvSequenceId, std::vector<std::int32_t>> expected{{parent, {0, 1, 2, 3, 4, 5, 50}},
                                                               {child, {0, 1, 2, 3, 4, 5, 60}}};
    BOOST_TEST(checkKvCacheInvariants(cache->state(), expected) == "");
    const auto& trace = cache->trace();
    bool explained = false;
    for (std::size_t i = 0; i < trace.size(); ++i)
        if (trace[i].kind == KvEventKind::CopyOnWrite) {
            BOOST_TEST(trace.explain(i) == "copy-on-write: physical 1 is shared by 2 sequences, so sequence 0 copied "
                                           "it to 2 before appending (logical block 1 -> physical 2)");
            explained = true;
        }
    BOOST_TEST(explained);
}

BOOST_AUTO_TEST_CASE(freed_blocks_join_the_tail_last_block_first)
{
    auto cache = makeCache(6, 2);
    const auto a = cache->addSequence(tokens(0, 5)).value(); // blocks 0, 1, 2
    BOOST_TEST(cache->state().freeQueueOrder() == (std::vector<KvBlockId>{3, 4, 5}));
    const auto b = cache->fork(a).value();
    cache->free(a);
    BOOST_TEST(cache->state().freeQueueOrder() == (std::vector<KvBlockId>{3, 4, 5})); // b still uses them
    cache->free(b, KvEventReason::Pruned);
    BOOST_TEST(cache->state().freeQueueOrder() == (std::vector<KvBlockId>{3, 4, 5, 2, 1, 0}));
    BOOST_TEST(!cache->free(b).ok());
    const auto c = cache->addSequence(tokens(9, 1)).value();
    BOOST_TEST(cache->state().sequences[c].blockTable == (std::vector<KvBlockId>{3})); // from the head
}

BOOST_AUTO_TEST_CASE(preemption_by_swap_and_recompute_keeps_every_token)
{
    for (const auto mode : {KvEventReason::Swap, KvEventReason::Recompute}) {
        auto cache = makeCache(5, 4);
        const auto a = cache->addSequence(tokens(0, 9)).value(); // 3 blocks
        const auto b = cache->addSequence(tokens(100, 5)).value(); // 2 blocks
        BOOST_TEST(cache->freeBlocks() == 0u);
        BOOST_TEST(cache->preempt(b, mode).ok());
        BOOST_TEST(cache->freeBlocks() == 2u);
        BOOST_TEST((cache->state().sequences[b].status ==
                    (mode == KvEventReason::Swap ? KvSequenceStatus::Swapped : KvSequenceStatus::Recompute)));
        BOOST_TEST(!cache->appendToken(b, 1).ok());
        for (std::int32_t t = 9; t < 16; ++t)
            BOOST_REQUIRE(cache->appendToken(a, t).ok()); // grows into b's old blocks: 16 tokens, 4 blocks
        BOOST_TEST(!cache->resume(b).ok());
        cache->free(a);
        BOOST_TEST(cache->blocksToResume(b) == 2u);
        BOOST_REQUIRE(cache->resume(b).ok());
        BOOST_TEST(cache->state().tokensOf(b) == tokens(100, 5));
        BOOST_TEST(checkKvCacheInvariants(cache->state(), {{b, tokens(100, 5)}}) == "");
        BOOST_TEST((cache->trace().stateAt(cache->trace().size()) == cache->state()));
    }
}

// Random workloads: admit, append, fork, free, preempt and resume at random, with and without prefix
// caching, checking every invariant after every call and that the trace replays to the engine's state.
BOOST_AUTO_TEST_CASE(invariants_hold_after_every_step_of_random_workloads)
{
    int swapRefusals = 0;
    int resumedFromSwap = 0;
    int resumedByRecompute = 0;
    for (const bool prefixCaching : {false, true}) {
        for (std::uint32_t seed = 1; seed <= 6; ++seed) {
            std::mt19937 random(seed);
            // A swap space of a third of the pool, so that swap-outs are refused now and then.
            auto cache = makeCache(24, 4, prefixCaching, 37, 8);
            std::map<KvSequenceId, std::vector<std::int32_t>> expected;
            std::vector<KvSequenceId> running;
            std::vector<KvSequenceId> preempted;
            // The test's own record of each preempted sequence's tokens, kept across the preemption (never
            // re-read from the engine), so that a token a swap or recompute loses is caught on resume.
            std::map<KvSequenceId, std::vector<std::int32_t>> preemptedTokens;
            std::vector<std::pair<std::size_t, KvCacheState>> snapshots;
            for (int step = 0; step < 400; ++step) {
                const auto choice = random() % 100;
                if (choice < 15 || running.empty()) {
                    // Prompts from a small vocabulary share prefixes often, so prefix caching hits.
                    std::vector<std::int32_t> prompt(1 + random() % 11);
                    const std::int32_t base = static_cast<std::int32_t>(random() % 3) * 100;
                    for (std::size_t i = 0; i < prompt.size(); ++i)
                        prompt[i] = base + static_cast<std::int32_t>(i);
                    if (auto added = cache->addSequence(prompt)) {
                        running.push_back(added.value());
                        expected[added.value()] = prompt;
                    }
                } else if (choice < 65) {
                    const KvSequenceId sequence = running[random() % running.size()];
                    const auto token = static_cast<std::int32_t>(random() % 1000);
                    if (cache->appendToken(sequence, token))
                        expected[sequence].push_back(token);
                } else if (choice < 75) {
                    const KvSequenceId parent = running[random() % running.size()];
                    const KvSequenceId child = cache->fork(parent).value();
                    running.push_back(child);
                    expected[child] = expected[parent];
                } else if (choice < 88) {
                    const std::size_t at = random() % running.size();
                    BOOST_REQUIRE(cache->free(running[at]).ok());
                    expected.erase(running[at]);
                    running.erase(running.begin() + std::ptrdiff_t(at));
                } else if (choice < 94) {
                    const std::size_t at = random() % running.size();
                    const KvEventReason mode = random() % 2 ? KvEventReason::Swap : KvEventReason::Recompute;
                    const KvCacheState before = cache->state();
                    if (auto result = cache->preempt(running[at], mode); !result) {
                        // Swapped-out sequences pile up past the swap space (as large as the pool): a swap
                        // that does not fit is refused, changing nothing, and recompute always works.
                        BOOST_REQUIRE((result.error().code == KvCacheErrorCode::SwapSpaceFull));
                        BOOST_REQUIRE((cache->state() == before));
                        ++swapRefusals;
                        BOOST_REQUIRE(cache->preempt(running[at], KvEventReason::Recompute).ok());
                    }
                    preempted.push_back(running[at]);
                    preemptedTokens[running[at]] = std::move(expected[running[at]]);
                    expected.erase(running[at]);
                    running.erase(running.begin() + std::ptrdiff_t(at));
                } else if (!preempted.empty()) {
                    const KvSequenceId sequence = preempted.front();
                    const bool swapped = cache->state().sequences[sequence].status == KvSequenceStatus::Swapped;
                    if (cache->resume(sequence)) {
                        ++(swapped ? resumedFromSwap : resumedByRecompute);
                        preempted.erase(preempted.begin());
                        running.push_back(sequence);
                        BOOST_REQUIRE_MESSAGE(cache->state().tokensOf(sequence) == preemptedTokens.at(sequence),
                                              "seed " << seed << " step " << step << ": sequence " << sequence
                                                      << " came back from preemption with other tokens");
                        expected[sequence] = std::move(preemptedTokens.at(sequence));
                        preemptedTokens.erase(sequence);
                    }
                }
                const std::string broken = checkKvCacheInvariants(cache->state(), expected);
                BOOST_REQUIRE_MESSAGE(broken.empty(), "seed " << seed << " step " << step << ": " << broken);
                if (step % 25 == 0)
                    snapshots.emplace_back(cache->trace().size(), cache->state());
            }
            const KvCacheTrace& trace = cache->trace();
            BOOST_TEST(trace.keyframeCount() > 2u);
            for (const auto& [count, state] : snapshots)
                BOOST_REQUIRE((trace.stateAt(count) == state));
            BOOST_TEST((trace.stateAt(trace.size()) == cache->state()));
            for (std::size_t i = 0; i < trace.size(); i += 7)
                BOOST_TEST(!trace.explain(i).empty());
            if (prefixCaching)
                BOOST_TEST(cache->prefixCacheHits() > 0u);
        }
    }
    BOOST_TEST(swapRefusals > 0);
    BOOST_TEST(resumedFromSwap > 0);
    BOOST_TEST(resumedByRecompute > 0);
}

BOOST_AUTO_TEST_CASE(prefix_cache_never_reuses_the_block_holding_the_last_prompt_token)
{
    auto cache = makeCache(8, 4, true);
    const auto first = cache->addSequence(tokens(0, 8)).value();
    BOOST_TEST(cache->state().cachedBlocks.size() == 2u);
    // Same 8 tokens: the second block holds the last token, which must run through the model to produce the
    // next one, so only the first block is reused.
    const auto second = cache->addSequence(tokens(0, 8)).value();
    BOOST_TEST(cache->state().sequences[second].blockTable.front() == cache->state().sequences[first].blockTable.front());
    BOOST_TEST(cache->state().sequences[second].blockTable.back() != cache->state().sequences[first].blockTable.back());
    BOOST_TEST(cache->prefixCacheHits() == 1u);
    // A different extra (a cache salt) makes the same tokens miss.
    const auto salted = cache->addSequence(tokens(0, 5), 0, 42).value();
    BOOST_TEST(cache->state().sequences[salted].blockTable.front() != cache->state().sequences[first].blockTable.front());
}

BOOST_AUTO_TEST_SUITE_END()
