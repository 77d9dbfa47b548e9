#pragma once

#include "checkpoint/CheckpointTrace.h"
#include "checkpoint/ScheduleParameters.h"

#include <cstdint>
#include <string>

namespace gml {

// A planned training step: its timeline (every operation with the live activation memory after it) and the
// figures the lesson compares schedules by.
struct CheckpointSchedule
{
    std::string name;  // "revolve": the name --list gives
    std::string title; // "Revolve with 3 snapshots": the command line's English
    ScheduleParameters parameters; // what the title quotes, for the application's own sentence
    CheckpointTrace timeline;

    std::uint64_t peakActivationBytes = 0;
    // Forward steps as Revolve's numforw counts them: every forward of the first sweep and of the
    // recomputations, except the one forward per layer that its reverse step takes together with its
    // backward. Equals forward operations - layers; 0 for store-all.
    std::uint64_t forwardSteps = 0;
    std::uint64_t recomputeOps = 0;     // forwards run again during the backward pass
    std::uint32_t recomputedLayers = 0; // distinct layers whose forward ran more than once
    std::uint32_t partRecomputes = 0;   // selective recomputation's partial recomputes
    double computeMs = 0;               // the sum of every forward, recompute and backward cost
    double extraComputeMs = 0;          // computeMs - store-all's
    double stallMs = 0;                 // offload: compute waiting for copies
    double totalMs() const { return computeMs + stallMs; }
};

} // namespace gml
