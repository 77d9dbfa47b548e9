// The schedules built from segments and halvings: store-all, every-k, Chen's sqrt(N) and greedy plans, Chen's
// recursive plan, and selective recomputation.
#include "checkpoint/ScheduleBuilder.h"
#include "checkpoint/ScheduleLibrary.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <cmath>

namespace gml {

namespace {

void buildSegments(ScheduleBuilder& builder, const std::vector<std::uint32_t>& starts)
{
    const std::uint32_t n = builder.chain().size();
    auto endOf = [&](std::size_t segment) { return segment + 1 < starts.size() ? starts[segment + 1] : n; };
    // First sweep: checkpointed segments keep only their input; the last one keeps everything.
    for (std::size_t segment = 0; segment < starts.size(); ++segment) {
        const std::uint32_t start = starts[segment], end = endOf(segment);
        if (segment + 1 < starts.size()) {
            builder.advance(start, end);
        } else {
            for (std::uint32_t layer = start; layer < end; ++layer)
                builder.forward(layer, LayerHold::Saved, layer + 1 < n);
        }
    }
    for (std::uint32_t layer = n; layer-- > starts.back();)
        builder.backward(layer);
    // Backward pass: each earlier segment runs again from its checkpoint, keeping activations this time.
    for (std::size_t segment = starts.size() - 1; segment-- > 0;) {
        const std::uint32_t start = starts[segment], end = endOf(segment);
        for (std::uint32_t layer = start; layer < end; ++layer)
            builder.forward(layer, LayerHold::Saved, layer + 1 < end);
        for (std::uint32_t layer = end; layer-- > start;)
            builder.backward(layer);
    }
}

std::vector<std::uint32_t> everyKStarts(std::uint32_t n, std::uint32_t k)
{
    std::vector<std::uint32_t> starts;
    for (std::uint32_t start = 0; start < n; start += k)
        starts.push_back(start);
    return starts;
}

// Chen's greedy segmentation: a new segment starts where the saved bytes since the last start would pass
// `threshold`.
std::vector<std::uint32_t> greedyStarts(const CheckpointChain& chain, std::uint64_t threshold)
{
    std::vector<std::uint32_t> starts{0};
    std::uint64_t accumulated = 0;
    for (std::uint32_t layer = 0; layer < chain.size(); ++layer) {
        if (layer > starts.back() && accumulated + chain[layer].savedBytes > threshold) {
            starts.push_back(layer);
            accumulated = 0;
        }
        accumulated += chain[layer].savedBytes;
    }
    return starts;
}

void buildRecursive(ScheduleBuilder& builder, std::uint32_t first, std::uint32_t last)
{
    if (first == last) {
        builder.reverseStep(first);
        return;
    }
    const std::uint32_t middle = first + (last - first + 1) / 2;
    builder.advance(first, middle);
    buildRecursive(builder, middle, last);
    buildRecursive(builder, first, middle - 1);
}

} // namespace

SegmentPlanFigures segmentPlanFigures(const CheckpointChain& chain, const std::vector<std::uint32_t>& starts)
{
    // buildSegments' operations in the same order, with only the arithmetic that the state does for them: the
    // same live bytes after each, the same costs summed in the same order, so the figures are equal to the
    // built schedule's to the last bit (the test compares them), at a small fraction of the cost.
    const std::uint32_t n = chain.size();
    auto endOf = [&](std::size_t segment) { return segment + 1 < starts.size() ? starts[segment + 1] : n; };
    std::uint64_t live = chain[0].inputBytes;
    SegmentPlanFigures figures{live, 0.0};
    auto add = [&](std::uint64_t bytes) {
        live += bytes;
        figures.peakBytes = std::max(figures.peakBytes, live);
    };
    // A taped forward of a layer whose input is live: the input becomes part of what it saves.
    auto tapedForward = [&](std::uint32_t layer, bool keepsOutput) {
        add(chain[layer].savedBytes - chain[layer].inputBytes + (keepsOutput ? chain[layer + 1].inputBytes : 0));
        figures.computeMs += chain[layer].forwardMs;
    };
    auto backward = [&](std::uint32_t layer) {
        live -= chain[layer].savedBytes;
        figures.computeMs += chain[layer].backwardMs;
    };
    for (std::size_t segment = 0; segment < starts.size(); ++segment) {
        const std::uint32_t start = starts[segment], end = endOf(segment);
        for (std::uint32_t layer = start; layer < end; ++layer) {
            if (segment + 1 < starts.size()) {
                add(chain[layer + 1].inputBytes); // advance: keep only the output ...
                figures.computeMs += chain[layer].forwardMs;
                if (layer != start)
                    live -= chain[layer].inputBytes; // ... and free the input unless it is the checkpoint
            } else {
                tapedForward(layer, layer + 1 < n);
            }
        }
    }
    for (std::uint32_t layer = n; layer-- > starts.back();)
        backward(layer);
    for (std::size_t segment = starts.size() - 1; segment-- > 0;) {
        const std::uint32_t start = starts[segment], end = endOf(segment);
        for (std::uint32_t layer = start; layer < end; ++layer)
            tapedForward(layer, layer + 1 < end);
        for (std::uint32_t layer = end; layer-- > start;)
            backward(layer);
    }
    return figures;
}

CheckpointSchedule storeAllSchedule(const CheckpointChain& chain)
{
    return segmentSchedule(chain, {0}, "store-all", "Store all: every layer keeps its activations until its backward");
}

CheckpointSchedule segmentSchedule(const CheckpointChain& chain, const std::vector<std::uint32_t>& starts,
                                   std::string name, std::string title)
{
    ScheduleBuilder builder(chain);
    buildSegments(builder, starts);
    CheckpointSchedule schedule = builder.finish(std::move(name), std::move(title));
    schedule.parameters.segments = static_cast<std::uint32_t>(starts.size());
    return schedule;
}

CheckpointSchedule everyKSchedule(const CheckpointChain& chain, std::uint32_t k)
{
    k = std::clamp<std::uint32_t>(k, 1, chain.size());
    CheckpointSchedule schedule = segmentSchedule(chain, everyKStarts(chain.size(), k), "every-k",
                                                  "A checkpoint every " + std::to_string(k) + (k == 1 ? " layer" : " layers"));
    schedule.parameters.segmentLayers = k;
    return schedule;
}

CheckpointSchedule sqrtSchedule(const CheckpointChain& chain)
{
    const auto k = static_cast<std::uint32_t>(std::ceil(std::sqrt(static_cast<double>(chain.size()))));
    const auto starts = everyKStarts(chain.size(), k);
    CheckpointSchedule schedule = segmentSchedule(chain, starts, "sqrt",
                                                  "Chen's sqrt(N): " + std::to_string(starts.size()) +
                                                      " segments of up to " + std::to_string(k) + " layers");
    schedule.parameters.segmentLayers = k;
    return schedule;
}

std::optional<CheckpointSchedule> chenGreedySchedule(const CheckpointChain& chain, std::optional<std::uint64_t> budget)
{
    const std::uint32_t n = chain.size();
    std::uint64_t threshold = 0;
    if (!budget) {
        const double total = static_cast<double>(chain.totalSavedBytes());
        threshold = static_cast<std::uint64_t>(std::sqrt(total * total / n));
    } else {
        // Candidate thresholds: for each segment length, the most any window of that many layers saves
        // (for a uniform chain, exactly j layers). The plan that fits and recomputes least wins.
        std::vector<std::uint64_t> prefix(n + 1, 0);
        for (std::uint32_t i = 0; i < n; ++i)
            prefix[i + 1] = prefix[i] + chain[i].savedBytes;
        bool found = false;
        double bestMs = 0;
        std::uint64_t bestPeak = 0;
        std::vector<std::uint32_t> previous;
        for (std::uint32_t length = 1; length <= n; ++length) {
            std::uint64_t widest = 0;
            for (std::uint32_t start = 0; start + length <= n; ++start)
                widest = std::max(widest, prefix[start + length] - prefix[start]);
            const auto starts = greedyStarts(chain, widest);
            if (starts == previous)
                continue;
            previous = starts;
            const SegmentPlanFigures summary = segmentPlanFigures(chain, starts);
            if (summary.peakBytes > *budget)
                continue;
            if (!found || summary.computeMs < bestMs || (summary.computeMs == bestMs && summary.peakBytes < bestPeak)) {
                found = true;
                bestMs = summary.computeMs;
                bestPeak = summary.peakBytes;
                threshold = widest;
            }
        }
        if (!found)
            return std::nullopt;
    }
    const auto starts = greedyStarts(chain, threshold);
    CheckpointSchedule schedule = segmentSchedule(chain, starts, "chen-greedy",
                                                  "Chen's greedy plan: a new segment every " + formatBytes(threshold) +
                                                      " of activations (" + std::to_string(starts.size()) + " segments)");
    schedule.parameters.thresholdBytes = threshold;
    return schedule;
}

CheckpointSchedule recursiveSchedule(const CheckpointChain& chain)
{
    ScheduleBuilder builder(chain);
    buildRecursive(builder, 0, chain.size() - 1);
    return builder.finish("recursive", "Chen's recursive plan: halve, keep the middle, recurse (about log2 N checkpoints)");
}

CheckpointSchedule selectiveSchedule(const CheckpointChain& chain)
{
    ScheduleBuilder builder(chain);
    const std::uint32_t n = chain.size();
    for (std::uint32_t layer = 0; layer < n; ++layer) {
        const bool partial = chain[layer].selectiveBytes < chain[layer].savedBytes;
        builder.forward(layer, partial ? LayerHold::Selective : LayerHold::Saved, layer + 1 < n);
    }
    for (std::uint32_t layer = n; layer-- > 0;) {
        if (builder.hold(layer) == LayerHold::Selective)
            builder.recomputePart(layer);
        builder.backward(layer);
    }
    return builder.finish("selective", "Selective recomputation: keep all but the attention core, recompute it in backward");
}

} // namespace gml
