#include "checkpoint/ScheduleLibrary.h"

#include "checkpoint/BudgetOptimizer.h"
#include "checkpoint/ScheduleBuilder.h"
#include "util/ByteFormat.h"

#include <bit>
#include <cmath>

namespace gml {

const std::vector<ScheduleInfo>& checkpointSchedules()
{
    static const std::vector<ScheduleInfo> schedules{
        {"store-all", "keep every layer's activations until its backward: the most memory, no recomputation"},
        {"every-k", "keep the input of every k-th layer (--every K) and recompute each segment in backward"},
        {"sqrt", "Chen et al.'s sqrt(N) segments: about 2 sqrt(N) layers' activations for one extra forward"},
        {"chen-greedy", "Chen et al.'s greedy plan: a new segment when the activations since the last pass a threshold chosen for --budget"},
        {"recursive", "Chen et al.'s recursive plan: about log2(N) checkpoints, each layer recomputed about log2(N) times"},
        {"revolve", "Griewank and Walther's binomial checkpointing with S snapshots (--snapshots S): the fewest forward steps possible"},
        {"selective", "Korthikanti et al.'s selective recomputation: keep all but the attention core, recompute only that"},
        {"offload", "copy activations to host memory after each forward and back before each backward"},
        {"budget", "the cheapest schedule within --budget BYTES, by dynamic programming over checkpoint positions"},
    };
    return schedules;
}

CheckpointResult<CheckpointSchedule> makeCheckpointSchedule(std::string_view name, const CheckpointChain& chain,
                                                            const ScheduleOptions& options)
{
    if (const std::string problem = chain.validate(); !problem.empty())
        return CheckpointError{problem};
    const std::uint32_t n = chain.size();
    if (options.budgetBytes && *options.budgetBytes < chain.minimumPeakBytes() && (name == "budget" || name == "chen-greedy"))
        return CheckpointError{"a budget of " + formatBytes(*options.budgetBytes) + " (" + std::to_string(*options.budgetBytes) +
                               " bytes) is below the least any schedule needs: " + formatBytes(chain.minimumPeakBytes()) +
                               " (" + std::to_string(chain.minimumPeakBytes()) +
                               " bytes, keeping only the input of layer 1 and recomputing every layer from it, as Revolve with 1 snapshot does)"};
    if (name == "store-all")
        return storeAllSchedule(chain);
    if (name == "every-k")
        return everyKSchedule(chain, options.every == 0 ? static_cast<std::uint32_t>(std::ceil(std::sqrt(double(n)))) : options.every);
    if (name == "sqrt")
        return sqrtSchedule(chain);
    if (name == "chen-greedy") {
        auto schedule = chenGreedySchedule(chain, options.budgetBytes);
        if (!schedule)
            return CheckpointError{"no segmentation of Chen's greedy plan fits a budget of " + formatBytes(*options.budgetBytes) +
                                   "; the budget schedule or revolve with fewer snapshots can go lower, down to " +
                                   formatBytes(chain.minimumPeakBytes())};
        return std::move(*schedule);
    }
    if (name == "recursive")
        return recursiveSchedule(chain);
    if (name == "revolve") {
        const std::uint32_t snapshots = options.snapshots == 0 ? static_cast<std::uint32_t>(std::bit_width(n - 1)) + 1 : options.snapshots;
        return revolveSchedule(chain, snapshots);
    }
    if (name == "selective")
        return selectiveSchedule(chain);
    if (name == "offload") {
        if (!(options.hostBandwidthBytesPerMs > 0))
            return CheckpointError{"the host link's bandwidth must be above 0 bytes per millisecond"};
        return offloadSchedule(chain, options.hostBandwidthBytesPerMs);
    }
    if (name == "budget") {
        // Without a budget: sqrt(N)'s peak, to show what the optimum does with the same memory.
        const std::uint64_t budget = options.budgetBytes.value_or(sqrtSchedule(chain).peakActivationBytes);
        BudgetOptimizer optimizer(chain);
        return optimizer.plan(budget);
    }
    std::string names;
    for (const auto& info : checkpointSchedules())
        names += (names.empty() ? "" : ", ") + info.name;
    return CheckpointError{"unknown schedule '" + std::string(name) + "': choose one of " + names};
}

CheckpointResult<CheckpointSchedule> replaySchedule(const CheckpointSchedule& schedule, const CheckpointChain& chain)
{
    if (const std::string problem = chain.validate(); !problem.empty())
        return CheckpointError{problem};
    const CheckpointTrace& timeline = schedule.timeline;
    if (timeline.empty() || timeline[0].kind != CheckpointOpKind::LoadInput || timeline[0].layer != chain.size())
        return CheckpointError{"the schedule '" + schedule.title + "' is for " +
                               (timeline.empty() ? std::string("no") : std::to_string(timeline[0].layer)) +
                               " layers; the chain to run it on has " + std::to_string(chain.size())};
    ScheduleBuilder builder(chain);
    for (std::size_t i = 1; i < timeline.size(); ++i) {
        const CheckpointOp& op = timeline[i];
        switch (op.kind) {
        case CheckpointOpKind::LoadInput: break;
        case CheckpointOpKind::Forward:
        case CheckpointOpKind::Recompute: builder.forward(op.layer, op.hold, op.keepsOutput); break;
        case CheckpointOpKind::RecomputePart: builder.recomputePart(op.layer); break;
        case CheckpointOpKind::Backward: builder.backward(op.layer); break;
        case CheckpointOpKind::Free: builder.free(op.layer); break;
        // The copies' waits are the cost model's for the original chain; they are kept as they were.
        case CheckpointOpKind::OffloadOut: builder.offloadOut(op.layer, 0, op.stallMs); break;
        case CheckpointOpKind::OffloadIn: builder.offloadIn(op.layer, 0, op.stallMs); break;
        }
    }
    CheckpointSchedule replayed = builder.finish(schedule.name, schedule.title);
    replayed.parameters = schedule.parameters;
    return replayed;
}

} // namespace gml
