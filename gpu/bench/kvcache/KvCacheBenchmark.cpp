// gml-bench-kvcache: serves one request trace with vLLM's paged KV cache and Orca's three contiguous
// reservations, and reports how fast the engines run (requests per second of wall time) and the waste
// shares each policy leaves (the paper's Fig. 2).
//
//   cmake --build build --target gml-bench-kvcache && build/gpu/kvcache/bench/gml-bench-kvcache
//       [--requests 10000] [--workload sharegpt|alpaca] [--model opt-13b] [--gpu-memory 40] [--seed 1]
//       [--preemption recompute|swap]
//
// Defaults: 10,000 ShareGPT-shaped requests on OPT-13B with a 40 GiB A100 at utilization 0.9; preempted
// requests recompute (vLLM v1). With swap they go to a host swap space of vLLM's default 4 GiB, and those
// that do not fit there recompute.
#include "kvcache/ContiguousServingSimulation.h"
#include "kvcache/KvMemoryBudget.h"
#include "kvcache/KvWorkload.h"
#include "kvcache/PagedKvCache.h"
#include "kvcache/PagedServingScheduler.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

struct Options
{
    std::size_t requests = 10'000;
    std::string workload = "sharegpt";
    std::string model = "opt-13b";
    double gpuGiB = 40;
    std::uint64_t seed = 1;
    gml::KvEventReason preemption = gml::KvEventReason::Recompute;
};

bool parse(int argc, char** argv, Options& options)
{
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string name = argv[i];
        const std::string value = argv[i + 1];
        if (name == "--requests")
            options.requests = std::strtoull(value.c_str(), nullptr, 10);
        else if (name == "--workload")
            options.workload = value;
        else if (name == "--model")
            options.model = value;
        else if (name == "--gpu-memory")
            options.gpuGiB = std::strtod(value.c_str(), nullptr);
        else if (name == "--seed")
            options.seed = std::strtoull(value.c_str(), nullptr, 10);
        else if (name == "--preemption" && (value == "swap" || value == "recompute"))
            options.preemption = value == "swap" ? gml::KvEventReason::Swap : gml::KvEventReason::Recompute;
        else
            return false;
    }
    return argc % 2 == 1 && options.requests > 0;
}

void printRow(const gml::KvServingReport& report, double seconds, std::size_t requests)
{
    std::printf("%-14s %9.0f req/s  %7.1f ms  steps %8llu  batch %6.1f (peak %4u)  preempted %5llu  "
                "tokens %5.1f%%  reservation %5.1f%%  internal %5.1f%%  external+other %5.1f%%\n",
                gml::kvAllocationPolicyLabel(report.policy), static_cast<double>(requests) / seconds,
                seconds * 1e3, static_cast<unsigned long long>(report.steps), report.meanRunning, report.peakRunning,
                static_cast<unsigned long long>(report.preemptions), 100 * report.waste.tokenStates,
                100 * report.waste.reservation, 100 * report.waste.internal, 100 * report.waste.external);
}

} // namespace

int main(int argc, char** argv)
{
    using namespace gml;
    using Clock = std::chrono::steady_clock;
    Options options;
    if (!parse(argc, argv, options)) {
        std::fprintf(stderr, "usage: gml-bench-kvcache [--requests N] [--workload sharegpt|alpaca] [--model NAME] "
                             "[--gpu-memory GIB] [--seed S] [--preemption recompute|swap]\n");
        return 2;
    }
    const KvModelPreset* model = findKvModelPreset(options.model);
    auto workload = kvWorkloadPreset(options.workload, options.seed);
    if (!model || !workload) {
        std::fprintf(stderr, "unknown model or workload (models: %s)\n", kvModelPresetList().c_str());
        return 2;
    }
    auto budget = planKvMemory(*model, static_cast<std::uint64_t>(options.gpuGiB * static_cast<double>(GiB)));
    if (!budget) {
        std::fprintf(stderr, "%s\n", budget.error().message.c_str());
        return 2;
    }
    const auto generateStart = Clock::now();
    const std::vector<KvRequest> requests = generateKvRequests(workload.value(), options.requests);
    const double generateSeconds = std::chrono::duration<double>(Clock::now() - generateStart).count();
    std::printf("%zu %s requests on %s, %s GPU: %u blocks of %u tokens (%llu token slots); generated in %.1f ms\n",
                requests.size(), options.workload.c_str(), model->name.c_str(),
                formatBytes(budget.value().gpuBytes).c_str(), budget.value().numBlocks, budget.value().blockSize,
                static_cast<unsigned long long>(budget.value().tokenCapacity()), generateSeconds * 1e3);

    double total = 0;
    {
        const auto start = Clock::now();
        PagedKvCacheConfig config;
        config.numBlocks = budget.value().numBlocks;
        config.blockSize = budget.value().blockSize;
        config.recordTrace = false;
        const std::uint64_t swapBlocks =
            kvSwapSpaceBlocks(budget.value(), static_cast<std::uint64_t>(kDefaultSwapSpaceGiB * static_cast<double>(GiB)));
        config.swapSpaceBlocks = static_cast<std::uint32_t>(std::min<std::uint64_t>(swapBlocks, 1u << 24));
        auto cache = PagedKvCache::create(config);
        PagedSchedulerConfig schedulerConfig;
        schedulerConfig.preemption = options.preemption;
        PagedServingScheduler scheduler(*cache.value(), requests, schedulerConfig);
        scheduler.runToEnd();
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        total += seconds;
        printRow(scheduler.report(), seconds, requests.size());
        if (options.preemption == KvEventReason::Swap)
            std::printf("%-14s swap space %u blocks; %llu of %llu preemptions recomputed for lack of room there\n", "",
                        cache.value()->swapSpaceBlocks(),
                        static_cast<unsigned long long>(scheduler.report().swapSpaceFallbacks),
                        static_cast<unsigned long long>(scheduler.report().preemptions));
    }
    for (const auto policy : {KvAllocationPolicy::OrcaMax, KvAllocationPolicy::OrcaPow2, KvAllocationPolicy::OrcaOracle}) {
        const auto start = Clock::now();
        auto report = simulateContiguousServing(policy, requests, budget.value().tokenCapacity());
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        total += seconds;
        if (!report) {
            std::fprintf(stderr, "%s\n", report.error().message.c_str());
            return 1;
        }
        printRow(report.value(), seconds, requests.size());
    }
    std::printf("whole comparison: %.1f ms (%.0f requests/s through all four)\n", total * 1e3,
                static_cast<double>(requests.size()) / total);
    return 0;
}
