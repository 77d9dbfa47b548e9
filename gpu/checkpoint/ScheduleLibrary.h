#pragma once

#include "checkpoint/CheckpointChain.h"
#include "checkpoint/CheckpointResult.h"
#include "checkpoint/CheckpointSchedule.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// The knobs the schedules take; each uses the ones it names.
struct ScheduleOptions
{
    std::uint32_t every = 0;        // every-k: segment length (0: sqrt(N))
    std::uint32_t snapshots = 0;    // revolve: snapshots, the kept input included (0: ceil(log2 N) + 1)
    std::optional<std::uint64_t> budgetBytes; // chen-greedy and budget: the activation memory allowed
    double hostBandwidthBytesPerMs = 25e6;    // offload: 25 GB/s, a PCIe 4.0 x16 link in practice
};

struct ScheduleInfo
{
    std::string name;    // "sqrt"
    std::string summary; // one line for --list
};

// store-all, every-k, sqrt, chen-greedy, recursive, revolve, selective, offload, budget.
const std::vector<ScheduleInfo>& checkpointSchedules();

// The named schedule for `chain`, or why not (unknown name, bad option, a budget no schedule fits).
CheckpointResult<CheckpointSchedule> makeCheckpointSchedule(std::string_view name, const CheckpointChain& chain,
                                                            const ScheduleOptions& options = {});

// The same operations as `schedule`, layer for layer and in the same order, on another chain of as many layers:
// what they hold is `chain`'s bytes and what they take is its costs. How the lesson runs the schedule its
// timeline shows on the MLP the executor can run. An error when the layer counts differ.
CheckpointResult<CheckpointSchedule> replaySchedule(const CheckpointSchedule& schedule, const CheckpointChain& chain);

// The schedules one by one (the chain must be valid; options out of range are clamped).

// Every layer keeps its activations until its backward: the most memory, no recomputation.
CheckpointSchedule storeAllSchedule(const CheckpointChain& chain);
// Segments starting at `starts` (ascending, first 0): only their inputs are kept in the forward pass; each
// segment but the last is run again, keeping activations, just before its backward (PyTorch's
// checkpoint_sequential leaves the last segment unchecked too: recomputing it would buy nothing).
CheckpointSchedule segmentSchedule(const CheckpointChain& chain, const std::vector<std::uint32_t>& starts,
                                   std::string name, std::string title);
// A segment schedule's peak and compute without building its timeline: what Chen's greedy plan compares its
// candidate segmentations by (equal, bit for bit, to segmentSchedule's figures).
struct SegmentPlanFigures
{
    std::uint64_t peakBytes = 0;
    double computeMs = 0;
};
SegmentPlanFigures segmentPlanFigures(const CheckpointChain& chain, const std::vector<std::uint32_t>& starts);
// A checkpoint every k layers.
CheckpointSchedule everyKSchedule(const CheckpointChain& chain, std::uint32_t k);
// Chen et al.: segments of ceil(sqrt(N)) layers, about 2 sqrt(N) layers' activations at the peak.
CheckpointSchedule sqrtSchedule(const CheckpointChain& chain);
// Chen et al.'s greedy plan: a new segment whenever the saved bytes since the last checkpoint would pass a
// threshold. Under a budget, the threshold whose plan fits and recomputes least; without one, the threshold
// sqrt(total saved x mean saved). Empty when no threshold fits the budget.
std::optional<CheckpointSchedule> chenGreedySchedule(const CheckpointChain& chain, std::optional<std::uint64_t> budget);
// Chen's recursive plan: keep the middle layer's input, reverse the upper half, then the lower half, each the
// same way: about log2(N) checkpoints, each layer recomputed about log2(N) times.
CheckpointSchedule recursiveSchedule(const CheckpointChain& chain);
// Revolve with `snapshots` snapshots: exactly revolveForwardSteps(N, snapshots) forward steps.
CheckpointSchedule revolveSchedule(const CheckpointChain& chain, std::uint32_t snapshots);
// Selective recomputation (Korthikanti et al.): every layer keeps all but its attention core, recomputed
// just before the layer's backward.
CheckpointSchedule selectiveSchedule(const CheckpointChain& chain);
// Activations copied to host memory after each forward and back before each backward, over a link of
// `bandwidthBytesPerMs`. The copy of layer i overlaps the forward of layer i + 1 (its memory is freed when the
// copy ends); the copy back of layer i overlaps the backward of layer i + 1. When a copy takes longer than the
// compute it hides behind, compute waits (stallMs). The last layer stays on the device.
CheckpointSchedule offloadSchedule(const CheckpointChain& chain, double bandwidthBytesPerMs);

} // namespace gml
