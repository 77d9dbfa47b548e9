#pragma once

#include <cstdint>
#include <string>

namespace gml {

// What a schedule was planned with: the figures its title quotes. CheckpointSchedule::title is the
// command line's English; the application writes the title in the learner's language from these.
struct ScheduleParameters
{
    std::uint32_t segments = 0;        // segment plans (store-all, every-k, sqrt, chen-greedy, by hand)
    std::uint32_t segmentLayers = 0;   // every-k: k; sqrt: the longest segment's layers
    std::uint32_t snapshots = 0;       // revolve
    std::uint64_t thresholdBytes = 0;  // chen-greedy: a new segment after this many bytes of activations
    std::uint64_t budgetBytes = 0;     // budget
    double hostGigabytesPerSecond = 0; // offload: the host link
    // budget: the closed-form schedule that needed less recomputation than the dynamic program ("revolve"),
    // whose own parameters are kept beside it; empty when the dynamic program's plan won.
    std::string closedForm;
};

} // namespace gml
