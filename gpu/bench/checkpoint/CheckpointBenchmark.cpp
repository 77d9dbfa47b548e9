// gml-bench-checkpoint: how fast the checkpoint engine plans and runs. Three figures:
//   1. every schedule for a uniform chain of N = 1,000 layers (planning time, peak, forward steps);
//   2. the budget optimum for 200 non-uniform layers (aim: under 100 ms);
//   3. one executed training step of the lesson's MLP on the simulated device's CPU kernels (aim: under 2 s).
//
//   cmake --build build --target gml-bench-checkpoint && build/gpu/checkpoint/bench/gml-bench-checkpoint
//       [--layers 1000] [--budget-layers 200] [--mlp-layers 16] [--repeat 5]
//
// Each budget is planned --repeat times, each time afresh (a new optimizer, as the lesson's slider makes):
// the median is the figure to quote, the best what the code costs when the machine's other work (this
// machine's two cores are shared) does not get in the way.
#include "checkpoint/BudgetOptimizer.h"
#include "checkpoint/CheckpointExecutor.h"
#include "checkpoint/ScheduleLibrary.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); }

struct Options
{
    std::uint32_t layers = 1000;
    std::uint32_t budgetLayers = 200;
    std::uint32_t mlpLayers = 16;
    std::uint32_t repeat = 5;
};

bool parse(int argc, char** argv, Options& options)
{
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string name = argv[i];
        const auto value = static_cast<std::uint32_t>(std::strtoul(argv[i + 1], nullptr, 10));
        if (name == "--layers")
            options.layers = value;
        else if (name == "--budget-layers")
            options.budgetLayers = value;
        else if (name == "--mlp-layers")
            options.mlpLayers = value;
        else if (name == "--repeat")
            options.repeat = value;
        else
            return false;
    }
    return argc % 2 == 1 && options.layers > 0 && options.budgetLayers > 0 && options.mlpLayers > 0 &&
           options.repeat > 0;
}

} // namespace

int main(int argc, char** argv)
{
    using namespace gml;
    Options options;
    if (!parse(argc, argv, options)) {
        std::fprintf(stderr, "usage: gml-bench-checkpoint [--layers N] [--budget-layers N] [--mlp-layers N] [--repeat R]\n");
        return 2;
    }

    const CheckpointChain chain = CheckpointChain::uniform(options.layers, 16 * MiB);
    std::printf("every schedule, %u uniform layers of 16 MiB:\n", options.layers);
    double allMs = 0;
    for (const auto& info : checkpointSchedules()) {
        if (info.name == "budget" && options.layers > BudgetOptimizer::kMaxLayers)
            continue;
        ScheduleOptions scheduleOptions;
        scheduleOptions.budgetBytes = chain.totalSavedBytes() / 8;
        const Clock::time_point start = Clock::now();
        auto schedule = makeCheckpointSchedule(info.name, chain, scheduleOptions);
        const double ms = msSince(start);
        allMs += ms;
        if (!schedule) {
            std::printf("  %-12s %s\n", info.name.c_str(), schedule.error().message.c_str());
            continue;
        }
        const CheckpointSchedule& s = schedule.value();
        std::printf("  %-12s %8.2f ms  %7zu ops  peak %10s  forward steps %6llu  extra compute %8.0f ms\n",
                    info.name.c_str(), ms, s.timeline.size(), formatBytes(s.peakActivationBytes).c_str(),
                    static_cast<unsigned long long>(s.forwardSteps), s.extraComputeMs);
    }
    std::printf("  all together: %.1f ms\n\n", allMs);

    std::mt19937 random(200);
    std::uniform_int_distribution<int> size(1, 16), cost(1, 8);
    std::vector<ChainLayer> layers;
    for (std::uint32_t i = 0; i < options.budgetLayers; ++i) {
        ChainLayer layer;
        layer.inputBytes = std::uint64_t(size(random)) * MiB;
        layer.savedBytes = layer.inputBytes * std::uint64_t(1 + cost(random) % 4);
        layer.selectiveBytes = layer.savedBytes;
        layer.forwardMs = cost(random);
        layer.backwardMs = 2.0 * layer.forwardMs;
        layers.push_back(layer);
    }
    const CheckpointChain mixed(layers, "random non-uniform chain");
    // The headline budget (a sixth of store-all's), then tighter and looser ones: time and plan quality (the
    // extra compute, which a better plan keeps lower) across the slider's range.
    std::printf("budget optimum, %u non-uniform layers (aim < 100 ms each):\n", options.budgetLayers);
    for (const std::uint64_t share : {6u, 3u, 12u, 24u}) {
        const std::uint64_t budget = mixed.totalSavedBytes() / share;
        std::vector<double> times;
        std::optional<BudgetOptimizer> optimizer;
        std::optional<CheckpointResult<CheckpointSchedule>> optimum;
        for (std::uint32_t run = 0; run < options.repeat; ++run) {
            const Clock::time_point dpStart = Clock::now();
            optimizer.emplace(mixed);
            optimum.emplace(optimizer->plan(budget));
            times.push_back(msSince(dpStart));
        }
        std::sort(times.begin(), times.end());
        const double dpMs = times[times.size() / 2];
        if (!*optimum) {
            std::printf("  budget %s: %s\n", formatBytes(budget).c_str(), optimum->error().message.c_str());
            continue;
        }
        std::printf("  budget %10s (store-all / %2llu): median %7.1f ms, best %7.1f ms; peak %10s, extra compute %5.0f ms (%s)\n",
                    formatBytes(budget).c_str(), static_cast<unsigned long long>(share), dpMs, times.front(),
                    formatBytes(optimum->value().peakActivationBytes).c_str(), optimum->value().extraComputeMs,
                    !optimizer->fromDynamicProgram() ? "closed form"
                    : optimizer->overMemorySlots()   ? "program over memory slots"
                    : optimizer->exact()             ? "exact program"
                                                     : "thinned frontiers");
    }
    std::printf("\n");

    SimulatedDevice device;
    MlpExecutorConfig config;
    config.layers = options.mlpLayers;
    auto executor = CheckpointExecutor::create(device, config);
    if (!executor) {
        std::printf("executor: %s\n", executor.error().message.c_str());
        return 1;
    }
    const CheckpointChain mlp = executor.value()->chain();
    for (const char* name : {"store-all", "sqrt", "revolve"}) {
        const CheckpointSchedule schedule = makeCheckpointSchedule(name, mlp).value();
        const Clock::time_point start = Clock::now();
        auto step = executor.value()->run(schedule);
        const double ms = msSince(start);
        if (!step) {
            std::printf("step: %s\n", step.error().message.c_str());
            return 1;
        }
        std::printf("executed step, %s, %u-layer MLP on %s: %.1f ms (aim < 2 s); measured peak %s (predicted %s)\n", name,
                    options.mlpLayers, step.value().kernels.c_str(), ms,
                    formatBytes(step.value().peakAllocatedBytes).c_str(), formatBytes(step.value().predictedPeakBytes).c_str());
    }
    return 0;
}
