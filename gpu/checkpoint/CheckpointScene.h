#pragma once

#include "checkpoint/CheckpointExecution.h"
#include "checkpoint/CheckpointResult.h"
#include "checkpoint/CheckpointSchedule.h"
#include "checkpoint/ModelMemoryBudget.h"
#include "device/Device.h"
#include "util/NarrationFact.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// A named moment the quiz's "show me" links jump to: what to show (a schedule's timeline at a cursor, an
// executed step beside its reference, a whole-model budget). Its title and narration are content
// (resources/narration/activation-checkpointing.json, under the scene's name), quoting `facts`.
struct CheckpointScene
{
    std::string name; // "sqrt"
    NarrationFacts facts; // {peak}, {store-all}, ...: the figures the narration quotes
    std::optional<CheckpointSchedule> schedule;  // the timeline on screen
    std::size_t cursor = 0;                      // operations into it: the player's position
    std::vector<CheckpointSchedule> comparison;  // drawn beside it (store-all, full recomputation)
    std::optional<CheckpointExecution> execution; // rng-mismatch: the step without preserve_rng_state
    std::optional<CheckpointExecution> reference; // ... and store-all's step
    double maxGradRelError = 0;
    std::vector<ModelMemoryBudget> budgets;       // budget-breakdown: the same model under several schedules
};

struct CheckpointSceneInfo
{
    std::string name;
    std::string shows; // for the command line's list: "Chen's sqrt(N) on 16 layers, at its peak"
};

// sqrt, selective, offload, rng-mismatch, budget-breakdown.
const std::vector<CheckpointSceneInfo>& checkpointScenes();
// The scene, built deterministically; rng-mismatch runs two real steps on `device` (a simulated device when
// null).
CheckpointResult<CheckpointScene> buildCheckpointScene(std::string_view name, Device* device = nullptr);

} // namespace gml
