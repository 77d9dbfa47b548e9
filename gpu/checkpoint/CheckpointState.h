#pragma once

#include "checkpoint/CheckpointOp.h"

#include <cstdint>
#include <vector>

namespace gml {

// The training step at one moment: what each layer holds, the live activation bytes, the peak so far, the
// time spent and the work done. What the timeline view paints at the player's cursor; built by replaying a
// trace (CheckpointTrace::stateAt) or by a ScheduleBuilder as it plans.
struct CheckpointState
{
    std::vector<LayerHold> holds;
    std::uint64_t liveBytes = 0;
    std::uint64_t peakBytes = 0;
    double elapsedMs = 0;
    std::uint64_t forwards = 0;   // Forward and Recompute operations
    std::uint64_t recomputes = 0; // Recompute operations alone
    std::uint64_t backwards = 0;
    std::uint32_t nextBackward = kNoLayer; // the layer whose backward comes next (the gradient flows down)

    // Applies one operation. Returns false, changing nothing, when it does not fit this state: a forward
    // without its input live, a backward without its saved activations or out of order, memory below zero.
    // Schedules never emit such an operation; the timeline tests check that with this.
    bool apply(const CheckpointOp& op);

    std::uint32_t layerCount() const { return static_cast<std::uint32_t>(holds.size()); }
    bool finished() const { return !holds.empty() && backwards == holds.size(); }
    bool operator==(const CheckpointState&) const = default;
};

} // namespace gml
