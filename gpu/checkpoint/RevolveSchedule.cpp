// Revolve (Griewank and Walther's binomial checkpointing) and the offloading schedule.
#include "checkpoint/RevolveCount.h"
#include "checkpoint/ScheduleBuilder.h"
#include "checkpoint/ScheduleLibrary.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <cstdio>

namespace gml {

namespace {

// Reverses layers first..last whose first input is kept in one of `snapshots` snapshot slots.
void buildRevolve(ScheduleBuilder& builder, std::uint32_t first, std::uint32_t last, std::uint32_t snapshots)
{
    const std::uint32_t steps = last - first + 1;
    if (steps == 1) {
        builder.reverseStep(first);
        return;
    }
    if (snapshots == 1) {
        // No slot to spare: every step is reached again from the one kept input.
        for (std::uint32_t layer = last; layer > first; --layer) {
            builder.advance(first, layer);
            builder.reverseStep(layer);
        }
        builder.reverseStep(first);
        return;
    }
    const auto advance = static_cast<std::uint32_t>(revolveSplit(steps, snapshots));
    builder.advance(first, first + advance);
    buildRevolve(builder, first + advance, last, snapshots - 1);
    buildRevolve(builder, first, first + advance - 1, snapshots);
}

} // namespace

CheckpointSchedule revolveSchedule(const CheckpointChain& chain, std::uint32_t snapshots)
{
    snapshots = std::max<std::uint32_t>(snapshots, 1);
    ScheduleBuilder builder(chain);
    buildRevolve(builder, 0, chain.size() - 1, snapshots);
    CheckpointSchedule schedule = builder.finish(
        "revolve", "Revolve with " + std::to_string(snapshots) + (snapshots == 1 ? " snapshot" : " snapshots") +
                       " (binomial checkpointing)");
    schedule.parameters.snapshots = snapshots;
    return schedule;
}

CheckpointSchedule offloadSchedule(const CheckpointChain& chain, double bandwidthBytesPerMs)
{
    ScheduleBuilder builder(chain);
    const std::uint32_t n = chain.size();
    auto transferMs = [&](std::uint32_t layer) { return static_cast<double>(chain[layer].savedBytes) / bandwidthBytesPerMs; };
    builder.forward(0, LayerHold::Saved, n > 1);
    for (std::uint32_t layer = 1; layer < n; ++layer) {
        builder.forward(layer, LayerHold::Saved, layer + 1 < n);
        const double copy = transferMs(layer - 1);
        builder.offloadOut(layer - 1, copy, std::max(0.0, copy - chain[layer].forwardMs));
    }
    for (std::uint32_t layer = n; layer-- > 0;) {
        if (layer > 0 && builder.hold(layer - 1) == LayerHold::Offloaded) {
            const double copy = transferMs(layer - 1);
            builder.offloadIn(layer - 1, copy, std::max(0.0, copy - chain[layer].backwardMs));
        }
        builder.backward(layer);
    }
    char rate[32];
    std::snprintf(rate, sizeof rate, "%.1f GB/s", bandwidthBytesPerMs / 1e6);
    CheckpointSchedule schedule = builder.finish("offload", std::string("Offload activations to host memory at ") + rate);
    schedule.parameters.hostGigabytesPerSecond = bandwidthBytesPerMs / 1e6;
    return schedule;
}

} // namespace gml
