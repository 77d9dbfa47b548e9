// Preemption moves real K and V: swap copies each block to the host's swap space and back into the new
// blocks, recompute runs the tokens through the model again; either way attention afterwards reads exactly
// what it read before, from different physical blocks.
#include "KvCacheInvariants.h"
#include "kvcache/FirstLayerKvProjection.h"
#include "kvcache/KvSwapSpace.h"
#include "kvcache/PagedAttentionReference.h"
#include "kvcache/PagedKvCache.h"

#include <boost/test/unit_test.hpp>

#include <cmath>
#include <random>

using namespace gml;

namespace {

constexpr std::uint32_t kBlocks = 10;
constexpr std::uint32_t kBlockSize = 4;
constexpr int kHeads = 4;
constexpr int kKvHeads = 2; // grouped-query: 2 query heads per KV head
constexpr int kHeadDim = 16;

std::vector<std::int32_t> tokens(std::int32_t first, std::int32_t count)
{
    std::vector<std::int32_t> result;
    for (std::int32_t i = 0; i < count; ++i)
        result.push_back(first + i);
    return result;
}

// One sequence's decode attention, reading K and V from `store` through `table`.
std::vector<float> attend(const PagedKvStore& store, const std::vector<KvBlockId>& table, std::uint32_t length,
                          const std::vector<float>& query)
{
    PagedAttentionShape shape;
    shape.numSequences = 1;
    shape.numHeads = kHeads;
    shape.numKvHeads = kKvHeads;
    shape.headDim = kHeadDim;
    shape.blockSize = static_cast<int>(kBlockSize);
    shape.numBlocks = static_cast<int>(kBlocks);
    shape.maxBlocksPerSequence = static_cast<int>(table.size());
    shape.scale = 1.0f / std::sqrt(static_cast<float>(kHeadDim));
    BOOST_REQUIRE(checkPagedAttentionShape(shape).empty());
    const std::vector<std::int32_t> tables(table.begin(), table.end());
    const auto lengths = static_cast<std::int32_t>(length);
    std::vector<float> out(query.size());
    pagedDecodeAttention(shape, query.data(), store.keys().data(), store.values().data(), tables.data(), &lengths,
                         out.data());
    return out;
}

double maxAbsError(const std::vector<float>& a, const std::vector<float>& b)
{
    double error = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        error = std::max(error, static_cast<double>(std::fabs(a[i] - b[i])));
    return error;
}

// What one preemption round trip did to sequence B.
struct RoundTrip
{
    std::vector<KvBlockId> tableBefore;
    std::vector<KvBlockId> tableAfter;
    double errorAfter = -1;      // attention after resume against before: must be exactly 0
    double errorIfNotMoved = -1; // the same, had the values not been copied or recomputed: must not be 0
    std::vector<std::string> transfers;
    std::string invariants;
};

// A with 6 tokens, B with 9, C a parallel sample of B (sharing its first two blocks after copy-on-write),
// all with real K and V. B is preempted; D then takes the free blocks, writes its own values and finishes,
// so the blocks B gets back hold D's values (and one of B's old blocks, in a different place) until the
// swap-in or recompute fills them. Swap values are random (no recompute could reproduce them); recompute
// values come from the first layer's projection of each token at its position, as a model would write them.
RoundTrip preemptAndResume(KvEventReason mode)
{
    PagedKvCacheConfig config;
    config.numBlocks = kBlocks;
    config.blockSize = kBlockSize;
    config.swapSpaceBlocks = 6;
    auto cache = std::move(PagedKvCache::create(config).value());
    PagedKvStore store(kBlocks, kBlockSize, kKvHeads, kHeadDim);
    KvSwapSpace swapSpace(6, store);
    const FirstLayerKvProjection model(kKvHeads, kHeadDim);
    RoundTrip trip;
    cache->setBlockCopyObserver([&](KvBlockId from, KvBlockId to) { store.copyBlock(from, to); });
    cache->setBlockTransferObserver([&](const KvBlockTransfer& transfer) {
        trip.transfers.push_back(describeKvBlockTransfer(transfer));
        if (transfer.kind == KvBlockTransferKind::Recompute)
            model.fillBlock(store, transfer.physical, transfer.firstToken, cache->state().blocks[transfer.physical].tokens);
        else
            BOOST_REQUIRE(swapSpace.apply(transfer, store));
    });

    std::mt19937 random(5);
    std::normal_distribution<float> normal(0.0f, 1.0f);
    std::vector<float> key(store.tokenStride()), value(store.tokenStride());
    auto write = [&](KvSequenceId sequence, std::uint32_t position) {
        const KvSlot slot = cache->slotOf(sequence, position);
        if (mode == KvEventReason::Swap) {
            for (std::size_t i = 0; i < key.size(); ++i) {
                key[i] = normal(random);
                value[i] = normal(random);
            }
        } else {
            model.project(cache->state().blocks[slot.physical].tokens[slot.slot], position, key.data(), value.data());
        }
        store.write(slot.physical, slot.slot, key.data(), value.data());
    };
    auto admit = [&](std::vector<std::int32_t> prompt) {
        const KvSequenceId sequence = cache->addSequence(prompt).value();
        for (std::uint32_t i = 0; i < prompt.size(); ++i)
            write(sequence, i);
        return sequence;
    };
    admit(tokens(100, 6));
    const KvSequenceId b = admit(tokens(200, 9));
    const KvSequenceId c = cache->fork(b).value();
    for (std::int32_t t = 0; t < 2; ++t) {
        cache->appendToken(c, 300 + t).value();
        write(c, cache->state().sequences[c].length - 1);
    }

    std::vector<float> query(std::size_t{kHeads} * kHeadDim);
    for (float& x : query)
        x = normal(random);
    trip.tableBefore = cache->state().sequences[b].blockTable;
    const std::vector<float> before = attend(store, trip.tableBefore, 9, query);

    BOOST_REQUIRE(cache->preempt(b, mode).ok());
    const KvSequenceId d = admit(tokens(400, 16));
    BOOST_REQUIRE(cache->free(d).ok());
    const PagedKvStore unmoved = store; // what the new blocks hold before swap-in or recompute
    BOOST_REQUIRE(cache->resume(b).ok());
    trip.tableAfter = cache->state().sequences[b].blockTable;
    trip.errorAfter = maxAbsError(before, attend(store, trip.tableAfter, 9, query));
    trip.errorIfNotMoved = maxAbsError(before, attend(unmoved, trip.tableAfter, 9, query));
    trip.invariants = test::checkKvCacheInvariants(cache->state(), {{b, tokens(200, 9)}});
    BOOST_TEST((cache->trace().stateAt(cache->trace().size()) == cache->state()));
    return trip;
}

} // namespace

BOOST_AUTO_TEST_SUITE(kv_swap)

BOOST_AUTO_TEST_CASE(swap_carries_k_and_v_to_host_memory_and_back_into_new_blocks)
{
    const RoundTrip trip = preemptAndResume(KvEventReason::Swap);
    BOOST_TEST(trip.invariants == "");
    BOOST_TEST(trip.tableBefore == (std::vector<KvBlockId>{2, 3, 4}));
    BOOST_TEST(trip.tableAfter == (std::vector<KvBlockId>{4, 9, 8}));
    for (std::size_t i = 0; i < trip.tableBefore.size(); ++i)
        BOOST_TEST(trip.tableAfter[i] != trip.tableBefore[i]);
    BOOST_TEST(trip.errorAfter == 0.0); // the same bits, read from different blocks
    BOOST_TEST(trip.errorIfNotMoved > 1e-3);
    BOOST_TEST(trip.transfers == (std::vector<std::string>{
                                     "swap out: physical 2 -> host block 0", "swap out: physical 3 -> host block 1",
                                     "swap out: physical 4 -> host block 2", "swap in: host block 0 -> physical 4",
                                     "swap in: host block 1 -> physical 9", "swap in: host block 2 -> physical 8"}));
}

BOOST_AUTO_TEST_CASE(recompute_refills_k_and_v_by_running_the_tokens_again)
{
    const RoundTrip trip = preemptAndResume(KvEventReason::Recompute);
    BOOST_TEST(trip.invariants == "");
    BOOST_TEST(trip.tableAfter == (std::vector<KvBlockId>{4, 9, 8}));
    BOOST_TEST(trip.errorAfter == 0.0); // the first layer's K and V depend only on token and position
    BOOST_TEST(trip.errorIfNotMoved > 1e-3);
    BOOST_TEST(trip.transfers == (std::vector<std::string>{"recompute: tokens 0-3 -> physical 4",
                                                           "recompute: tokens 4-7 -> physical 9",
                                                           "recompute: token 8 -> physical 8"}));
}

BOOST_AUTO_TEST_CASE(the_trace_says_which_host_block_each_block_went_to)
{
    PagedKvCacheConfig config;
    config.numBlocks = 4;
    config.blockSize = 4;
    config.swapSpaceBlocks = 4;
    auto cache = std::move(PagedKvCache::create(config).value());
    const KvSequenceId a = cache->addSequence(tokens(0, 6)).value();
    BOOST_REQUIRE(cache->preempt(a, KvEventReason::Swap).ok());
    BOOST_TEST(cache->freeSwapSpaceBlocks() == 2u);
    BOOST_TEST(cache->state().sequences[a].hostBlocks == (std::vector<std::uint32_t>{0, 1}));
    const KvCacheTrace& trace = cache->trace();
    std::vector<std::string> swaps;
    for (std::size_t i = 0; i < trace.size(); ++i)
        if (trace[i].kind == KvEventKind::BlockSwappedOut || trace[i].kind == KvEventKind::Preempted)
            swaps.push_back(trace.explain(i));
    BOOST_REQUIRE(swaps.size() == 3u);
    BOOST_TEST(swaps[0] == "swap out: sequence 0's logical block 0 (4 tokens) copied from physical 0 to host block 0 "
                           "of the swap space");
    BOOST_TEST(swaps[1].find("(2 tokens) copied from physical 1 to host block 1") != std::string::npos);
    BOOST_TEST(swaps[2].find("copied to the host's swap space") != std::string::npos);
    BOOST_REQUIRE(cache->resume(a).ok());
    BOOST_TEST(trace.explain(trace.size() - 2).find("swap in: host block 1 (2 tokens of sequence 0's logical block 1) "
                                                    "copied into physical") == 0u);
    BOOST_TEST(cache->freeSwapSpaceBlocks() == 4u);
    BOOST_TEST(cache->state().sequences[a].hostBlocks.empty());
}

BOOST_AUTO_TEST_CASE(a_full_swap_space_refuses_the_swap_or_falls_back_to_recompute)
{
    PagedKvCacheConfig config;
    config.numBlocks = 8;
    config.blockSize = 4;
    config.swapSpaceBlocks = 3;
    auto cache = std::move(PagedKvCache::create(config).value());
    const KvSequenceId a = cache->addSequence(tokens(0, 9)).value();  // 3 blocks
    const KvSequenceId b = cache->addSequence(tokens(50, 5)).value(); // 2 blocks
    BOOST_REQUIRE(cache->preempt(a, KvEventReason::Swap).ok());
    BOOST_TEST(cache->freeSwapSpaceBlocks() == 0u);

    const KvCacheState before = cache->state();
    const auto refused = cache->preempt(b, KvEventReason::Swap);
    BOOST_REQUIRE(!refused.ok());
    BOOST_TEST((refused.error().code == KvCacheErrorCode::SwapSpaceFull));
    BOOST_TEST(refused.error().message ==
               "swapping out sequence 1 needs 2 blocks of host swap space but only 0 blocks of 3 blocks are free "
               "(vLLM: \"Aborted due to the lack of CPU swap space. Please increase the swap space to avoid this "
               "error.\")");
    BOOST_TEST((cache->state() == before)); // a failed call changes nothing

    BOOST_REQUIRE(cache->preempt(b, KvEventReason::Swap, KvSwapFallback::Recompute).ok());
    BOOST_TEST((cache->state().sequences[b].status == KvSequenceStatus::Recompute));
    const KvCacheTrace& trace = cache->trace();
    const KvCacheEvent& preempted = trace[trace.size() - 1];
    BOOST_TEST((preempted.kind == KvEventKind::Preempted && preempted.reason == KvEventReason::Recompute));
    BOOST_TEST(preempted.has(kv_event_flags::kSwapSpaceFull));
    BOOST_TEST(trace.explain(trace.size() - 1).find("the host's swap space had only 0 blocks free, so it is "
                                                    "recomputed instead") != std::string::npos);

    // A swapped-out sequence that is aborted gives its host blocks back.
    BOOST_REQUIRE(cache->free(a, KvEventReason::Aborted).ok());
    BOOST_TEST(cache->freeSwapSpaceBlocks() == 3u);
    BOOST_TEST(test::checkKvCacheInvariants(cache->state(), {}) == "");
    BOOST_TEST((trace.stateAt(trace.size()) == cache->state()));
}

BOOST_AUTO_TEST_CASE(the_first_layer_projection_depends_on_token_and_position_only)
{
    const FirstLayerKvProjection model(2, 8);
    std::vector<float> k1(16), v1(16), k2(16), v2(16);
    model.project(7, 3, k1.data(), v1.data());
    model.project(7, 3, k2.data(), v2.data());
    BOOST_TEST(k1 == k2);
    BOOST_TEST(v1 == v2);
    model.project(7, 4, k2.data(), v2.data());
    BOOST_TEST(k1 != k2); // RoPE turns the key with the position
    BOOST_TEST(v1 == v2); // the value has no position in it
    model.project(8, 3, k2.data(), v2.data());
    BOOST_TEST(v1 != v2);
}

BOOST_AUTO_TEST_CASE(a_swap_space_too_large_to_track_is_refused)
{
    PagedKvCacheConfig config;
    config.numBlocks = 4;
    config.swapSpaceBlocks = 1u << 30;
    const auto created = PagedKvCache::create(config);
    BOOST_REQUIRE(!created.ok());
    BOOST_TEST(created.error().message.find("a swap space of 1073741824 blocks is more than") == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
