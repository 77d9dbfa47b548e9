#include "cli/CliCommand.h"
#include "kvcache/ContiguousKvPool.h"
#include "kvcache/ContiguousServingSimulation.h"
#include "kvcache/KvAllocationComparison.h"
#include "kvcache/KvMemoryBudget.h"
#include "kvcache/KvWorkload.h"
#include "kvcache/PagedServingScheduler.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

#include <sstream>

using namespace gml;

BOOST_AUTO_TEST_SUITE(memory_budget)

BOOST_AUTO_TEST_CASE(opt_13b_takes_800_kib_per_token_and_12_gib_holds_about_15_7k_tokens)
{
    const KvModelPreset& opt = *findKvModelPreset("opt-13b");
    BOOST_TEST(opt.bytesPerToken() == 800 * KiB); // 2 x 40 layers x 5120 x 2 bytes
    BOOST_TEST(opt.bytesPerToken() == 2ULL * 40 * 5120 * 2);
    const std::uint64_t tokens = kvTokensThatFit(opt, 12 * GiB);
    BOOST_TEST(tokens >= 15'700u);
    BOOST_TEST(tokens < 15'800u);
}

BOOST_AUTO_TEST_CASE(grouped_query_attention_shrinks_the_cache)
{
    BOOST_TEST(findKvModelPreset("llama-2-7b")->bytesPerToken() == 512 * KiB);
    BOOST_TEST(findKvModelPreset("llama-3-8b")->bytesPerToken() == 128 * KiB);
    BOOST_TEST(findKvModelPreset("mistral-7b")->groupedQueryAttention());
    BOOST_TEST(!findKvModelPreset("opt-13b")->groupedQueryAttention());
    BOOST_TEST(findKvModelPreset("llama-3-70b")->bytesPerToken() == 320 * KiB);
    BOOST_TEST(findKvModelPreset("gpt-5") == nullptr);
}

// 2 (K and V) x layers x KV heads x head dim x 2 bytes (fp16), from each model's config.json.
BOOST_AUTO_TEST_CASE(bytes_per_token_of_the_7b_and_8b_presets)
{
    const KvModelPreset& mistral = *findKvModelPreset("mistral-7b");
    BOOST_TEST(mistral.layers == 32u);
    BOOST_TEST(mistral.kvHeads == 8u);
    BOOST_TEST(mistral.headDim == 128u);
    BOOST_TEST(mistral.bytesPerToken() == 131'072u); // 2 x 32 x 8 x 128 x 2
    const KvModelPreset& llama3 = *findKvModelPreset("llama-3-8b");
    BOOST_TEST(llama3.layers == 32u);
    BOOST_TEST(llama3.kvHeads == 8u);
    BOOST_TEST(llama3.headDim == 128u);
    BOOST_TEST(llama3.bytesPerToken() == 131'072u); // 2 x 32 x 8 x 128 x 2
    const KvModelPreset& llama2 = *findKvModelPreset("llama-2-7b");
    BOOST_TEST(llama2.layers == 32u);
    BOOST_TEST(llama2.kvHeads == 32u); // no grouped-query attention: one KV head per query head
    BOOST_TEST(llama2.headDim == 128u);
    BOOST_TEST(llama2.bytesPerToken() == 524'288u); // 2 x 32 x 32 x 128 x 2
    BOOST_TEST(!llama2.groupedQueryAttention());
}

BOOST_AUTO_TEST_CASE(blocks_and_concurrency_follow_from_gpu_memory_utilization_and_weights)
{
    const auto budget = planKvMemory(*findKvModelPreset("llama-3-8b"), 80 * GiB, 0.9, 16);
    BOOST_REQUIRE(budget.ok());
    const KvMemoryBudget& plan = budget.value();
    BOOST_TEST(plan.usableBytes == static_cast<std::uint64_t>(0.9 * 80 * GiB));
    BOOST_TEST(plan.weightBytes == 16'060'000'000ULL);
    BOOST_TEST(plan.numBlocks == (plan.usableBytes - plan.weightBytes) / (128 * KiB * 16));
    BOOST_TEST(plan.maxConcurrency(2048) == plan.numBlocks / 128);
    BOOST_TEST(plan.maxConcurrency(2049) == plan.numBlocks / 129);
}

BOOST_AUTO_TEST_CASE(weights_that_leave_nothing_give_vllms_zero_blocks_error)
{
    const auto budget = planKvMemory(*findKvModelPreset("llama-3-70b"), 141 * GiB);
    BOOST_REQUIRE(!budget.ok());
    BOOST_TEST(static_cast<int>(budget.error().code) == static_cast<int>(KvCacheErrorCode::NoCacheMemory));
    BOOST_TEST(budget.error().message.rfind("No available memory for the cache blocks. Try increasing "
                                            "`gpu_memory_utilization` when initializing the engine.",
                                            0) == 0);
}

BOOST_AUTO_TEST_CASE(bad_settings_name_what_is_wrong)
{
    const KvModelPreset& model = *findKvModelPreset("opt-13b");
    for (const double utilization : {0.0, -0.5, 1.01})
        BOOST_TEST(planKvMemory(model, 40 * GiB, utilization).error().message.find("gpu_memory_utilization") == 0u);
    BOOST_TEST(planKvMemory(model, 40 * GiB, 1.0).ok());
    for (const std::uint32_t size : {0u, 4u, 24u, 256u})
        BOOST_TEST(planKvMemory(model, 40 * GiB, 0.9, size).error().message.find("block size " + std::to_string(size)) == 0u);
    BOOST_TEST(!planKvMemory(model, 0).ok());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(waste)

BOOST_AUTO_TEST_CASE(first_fit_leaves_real_holes)
{
    ContiguousKvPool pool(100);
    BOOST_TEST(*pool.allocate(30) == 0u);
    BOOST_TEST(*pool.allocate(30) == 30u);
    BOOST_TEST(*pool.allocate(30) == 60u);
    BOOST_TEST(pool.release(30));
    BOOST_TEST(pool.gapSlots() == 30u);
    BOOST_TEST(!pool.allocate(35).has_value()); // 40 free, but in pieces of 30 and 10
    BOOST_TEST(*pool.allocate(10) == 30u);      // first fit: the lowest hole
    BOOST_TEST(pool.release(0));
    BOOST_TEST(pool.release(40 - 10));
    BOOST_TEST(pool.largestHole() == 60u); // 0..60 merged
    BOOST_TEST(!pool.release(5));
}

// Oracle on a 16-slot pool: A (1 + 1 tokens) and B (1 + 3) are admitted; C (1 + 11) waits until both are gone.
// Per step (tokens / reservation / external): 0: 2/4/10 (C waits: the free tail counts), 1: 4/2/10,
// 2: 3/1/12 (A's hole is a gap now), 3: 4/0/12, then C alone for 12 steps: tokens 1..12, reservation 11..0.
// Sums: tokens 91, reservation 73, internal 0, external 44; total 208.
BOOST_AUTO_TEST_CASE(contiguous_shares_match_a_hand_computed_trace)
{
    const std::vector<KvRequest> requests{{0, 0, 1, 1}, {1, 0, 1, 3}, {2, 0, 1, 11}};
    const auto report = simulateContiguousServing(KvAllocationPolicy::OrcaOracle, requests, 16).value();
    BOOST_TEST(report.steps == 16u);
    BOOST_TEST(report.finished == 3u);
    BOOST_TEST(report.waste.tokenStates == 91.0 / 208, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(report.waste.reservation == 73.0 / 208, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(report.waste.internal == 0.0);
    BOOST_TEST(report.waste.external == 44.0 / 208, boost::test_tools::tolerance(1e-12));

    // Pow2 for A (2 + 3 = 5 -> 8) and B (4 + 2 = 6 -> 8) on 100 slots: tokens 6, 8, 10, 5; reservation
    // 5, 3, 1, 0; internal 5, 5, 5, 3 (B frees after step 2): 29 / 9 / 18 / 0 of 56.
    const std::vector<KvRequest> pair{{0, 0, 2, 3}, {1, 0, 4, 2}};
    const auto pow2 = simulateContiguousServing(KvAllocationPolicy::OrcaPow2, pair, 100).value();
    BOOST_TEST(pow2.waste.tokenStates == 29.0 / 56, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(pow2.waste.reservation == 9.0 / 56, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(pow2.waste.internal == 18.0 / 56, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(pow2.waste.external == 0.0);
    const auto max = simulateContiguousServing(KvAllocationPolicy::OrcaMax, pair, 100);
    BOOST_TEST(!max.ok()); // a 2048-slot reservation cannot fit 100 slots
}

// Max and Pow2 where Max fits: a maximum length of 8 and a 20-slot pool. A = 2 prompt + 2 output (4 in all),
// B = 1 + 5 (6), C = 3 + 1 (4), all arriving at step 0. Per step: tokens / reservation (slots for tokens
// still to come) / internal (reserved - final length) / external (gaps below the highest region, plus the
// free tail while a request waits).
//
// Max reserves 8 for each: A at 0..8, B at 8..16; C does not fit the 4-slot tail and waits.
//   step 0: A 2, B 1 -> tokens 3;  reservation 2 + 5 = 7; internal 4 + 2 = 6; external 0 + tail 4 = 4
//   step 1: A 3, B 2 -> tokens 5;  reservation 1 + 4 = 5; internal 6;         external 4
//   step 2: A 4, B 3 -> tokens 7;  reservation 0 + 3 = 3; internal 6;         external 4; A finishes
//   step 3: B 4, C 3 (first fit: C takes A's hole at 0) -> tokens 7; reservation 2 + 1 = 3; internal 2 + 4
//           = 6; external 0 (nobody waits, no gap)
//   step 4: B 5, C 4 -> tokens 9;  reservation 1 + 0 = 1; internal 6;         external 0; C finishes
//   step 5: B 6      -> tokens 6;  reservation 0;         internal 2;         external 8 (C's hole at 0..8
//           lies below B's region at 8..16); B finishes
//   sums: tokens 37, reservation 19, internal 32, external 20; total 108.
//
// Pow2 reserves 4, 8, 4: A at 0..4, B at 4..12, C at 12..16, all at step 0.
//   step 0: tokens 2 + 1 + 3 = 6; reservation 2 + 5 + 1 = 8; internal 0 + 2 + 0 = 2; external 0
//   step 1: tokens 3 + 2 + 4 = 9; reservation 1 + 4 + 0 = 5; internal 2; external 0; C finishes (the
//           highest region is now B's, ending at 12)
//   step 2: tokens 4 + 3 = 7;     reservation 0 + 3 = 3;     internal 2; external 0; A finishes
//   steps 3, 4, 5: B 4, 5, 6 -> tokens 15; reservation 2 + 1 + 0 = 3; internal 2 each = 6; external A's
//           4-slot hole below B each step = 12
//   sums: tokens 37, reservation 19, internal 12, external 12; total 80.
BOOST_AUTO_TEST_CASE(max_and_pow2_shares_match_a_hand_computed_trace_where_max_fits)
{
    const std::vector<KvRequest> requests{{0, 0, 2, 2}, {1, 0, 1, 5}, {2, 0, 3, 1}};
    const auto max = simulateContiguousServing(KvAllocationPolicy::OrcaMax, requests, 20, 8);
    BOOST_REQUIRE(max.ok());
    BOOST_TEST(max.value().steps == 6u);
    BOOST_TEST(max.value().finished == 3u);
    BOOST_TEST(max.value().peakRunning == 2u);
    const KvWasteShares maxWaste = max.value().waste;
    BOOST_TEST(maxWaste.tokenStates == 37.0 / 108, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(maxWaste.reservation == 19.0 / 108, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(maxWaste.internal == 32.0 / 108, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(maxWaste.external == 20.0 / 108, boost::test_tools::tolerance(1e-12));

    const auto pow2 = simulateContiguousServing(KvAllocationPolicy::OrcaPow2, requests, 20, 8);
    BOOST_REQUIRE(pow2.ok());
    BOOST_TEST(pow2.value().steps == 6u);
    BOOST_TEST(pow2.value().peakRunning == 3u);
    const KvWasteShares pow2Waste = pow2.value().waste;
    BOOST_TEST(pow2Waste.tokenStates == 37.0 / 80, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(pow2Waste.reservation == 19.0 / 80, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(pow2Waste.internal == 12.0 / 80, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(pow2Waste.external == 12.0 / 80, boost::test_tools::tolerance(1e-12));

    // A pool smaller than one Max reservation (8 slots) is refused up front.
    BOOST_TEST(!simulateContiguousServing(KvAllocationPolicy::OrcaMax, requests, 7, 8).ok());
}

// Paged, blocks of 4: one request, 3 prompt tokens + 3 generated. Steps: 3 tokens in 1 block (1 slot to
// come: reservation 1); 4 (full); 5 in 2 blocks (1 more to come, 2 never: reservation 1, internal 2); 6 in 2
// blocks (internal 2). Sums 18 / 2 / 4 / 0 of 24.
BOOST_AUTO_TEST_CASE(paged_shares_match_a_hand_computed_trace)
{
    PagedKvCacheConfig config;
    config.numBlocks = 10;
    config.blockSize = 4;
    auto cache = std::move(PagedKvCache::create(config).value());
    PagedServingScheduler scheduler(*cache, {{0, 0, 3, 3}});
    scheduler.runToEnd();
    const KvServingReport report = scheduler.report();
    BOOST_TEST(report.steps == 4u);
    BOOST_TEST(report.waste.tokenStates == 18.0 / 24, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(report.waste.reservation == 2.0 / 24, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(report.waste.internal == 4.0 / 24, boost::test_tools::tolerance(1e-12));
    BOOST_TEST(report.waste.external == 0.0);
    BOOST_TEST(cache->freeBlocks() == 10u);
}

BOOST_AUTO_TEST_CASE(workloads_are_deterministic_and_shaped_like_their_datasets)
{
    const auto share = kvWorkloadPreset("sharegpt", 7).value();
    const auto a = generateKvRequests(share, 2000);
    const auto b = generateKvRequests(share, 2000);
    BOOST_TEST(a.size() == 2000u);
    double prompt = 0, output = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        BOOST_REQUIRE(a[i].promptLength == b[i].promptLength);
        BOOST_REQUIRE(a[i].outputLength == b[i].outputLength);
        BOOST_REQUIRE(a[i].arrivalStep == b[i].arrivalStep);
        BOOST_REQUIRE(a[i].totalLength() <= 2048u);
        BOOST_REQUIRE(a[i].promptLength >= 1u);
        prompt += a[i].promptLength;
        output += a[i].outputLength;
    }
    BOOST_TEST(prompt / 2000 > 120.0);
    BOOST_TEST(prompt / 2000 < 200.0);
    BOOST_TEST(output / 2000 > 270.0);
    BOOST_TEST(output / 2000 < 400.0);
    const auto alpaca = generateKvRequests(kvWorkloadPreset("alpaca").value(), 2000);
    double alpacaPrompt = 0;
    for (const auto& request : alpaca)
        alpacaPrompt += request.promptLength;
    BOOST_TEST(alpacaPrompt / 2000 < prompt / 2000 / 4);
    BOOST_TEST(kvWorkloadPreset("wikipedia").error().message == "unknown workload 'wikipedia': use sharegpt or alpaca");
}

// The paper's Fig. 2 as orientation: paged keeps ~96% of KV memory as token states; Max wastes most of it
// on internal fragmentation; Oracle has none but still reserves ahead and fragments externally.
BOOST_AUTO_TEST_CASE(paged_wastes_little_and_the_baselines_waste_as_the_paper_says)
{
    const auto requests = generateKvRequests(kvWorkloadPreset("sharegpt", 3).value(), 600);
    const auto comparison = compareKvAllocation(requests, 988, 16).value();
    const KvWasteShares paged = comparison[KvAllocationPolicy::Paged].waste;
    const KvWasteShares max = comparison[KvAllocationPolicy::OrcaMax].waste;
    const KvWasteShares pow2 = comparison[KvAllocationPolicy::OrcaPow2].waste;
    const KvWasteShares oracle = comparison[KvAllocationPolicy::OrcaOracle].waste;
    BOOST_TEST(paged.tokenStates > 0.9);
    BOOST_TEST(max.internal > 0.4);
    BOOST_TEST(max.tokenStates < 0.35);
    BOOST_TEST(oracle.internal == 0.0);
    BOOST_TEST(oracle.external > 0.05);
    BOOST_TEST(pow2.tokenStates > max.tokenStates);
    BOOST_TEST(oracle.tokenStates > pow2.tokenStates);
    for (const auto policy : kAllKvAllocationPolicies) {
        const KvWasteShares w = comparison[policy].waste;
        BOOST_TEST(w.tokenStates + w.reservation + w.internal + w.external == 1.0, boost::test_tools::tolerance(1e-9));
        BOOST_TEST(comparison[policy].finished == requests.size());
    }
    BOOST_TEST(comparison[KvAllocationPolicy::Paged].meanRunning > 1.5 * comparison[KvAllocationPolicy::OrcaOracle].meanRunning);
    BOOST_TEST(!compareKvAllocation(requests, 10, 16).ok()); // 160 slots: some request cannot fit
}

BOOST_AUTO_TEST_CASE(cli_reports_json_and_refuses_bad_input_with_exit_2)
{
    std::ostringstream out, err;
    BOOST_TEST(runKvCacheCommand({"--model", "opt-13b", "--requests", "100", "--json"}, out, err) == kExitOk);
    const std::string json = out.str();
    // 4 GiB of swap space in blocks of 16 x 800 KiB = 12.5 MiB: 327 blocks.
    for (const char* key : {"\"bytes_per_token\":819200", "\"num_blocks\":988", "\"num_cpu_blocks\":327", "\"waste\":{\"paged\":{\"token_states\":",
                            "\"max\":{", "\"pow2\":{", "\"oracle\":{", "\"reservation\":", "\"internal\":", "\"external\":"})
        BOOST_TEST(json.find(key) != std::string::npos, key);
    const std::vector<std::vector<std::string>> bad{
        {"--model", "gpt-5"}, {"--block-size", "0"}, {"--block-size", "24"}, {"--utilization", "0"},
        {"--utilization", "1.2"}, {"--workload", "poetry"}, {"--model", "llama-3-70b", "--gpu-memory", "80"},
        {"--walkthrough", "fig99"}, {"--gpu-memory", "0.001"}, {"--swap-space", "-1"}, {"stray"}};
    for (const auto& args : bad) {
        std::ostringstream o, e;
        BOOST_TEST(runKvCacheCommand(args, o, e) == kExitBadInput, args.front());
        BOOST_TEST(!e.str().empty());
        BOOST_TEST(o.str().empty());
    }
    std::ostringstream swap, swapErr;
    BOOST_TEST(runKvCacheCommand({"--swap-space", "0", "--requests", "10"}, swap, swapErr) == kExitOk);
    BOOST_TEST(swap.str().find("= 0 blocks for sequences preempted by swap") != std::string::npos);
    std::ostringstream list, listErr;
    BOOST_TEST(runKvCacheCommand({"--list"}, list, listErr) == kExitOk);
    BOOST_TEST(list.str().find("prefix-caching") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
