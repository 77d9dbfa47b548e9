#include "checkpoint/CheckpointScene.h"

#include "checkpoint/CheckpointExecutor.h"
#include "checkpoint/ScheduleLibrary.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <cstdio>
#include <memory>

namespace gml {

namespace {

std::string ratio(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2g", value);
    return text;
}

CheckpointScene timelineScene(std::string name, std::string title, CheckpointSchedule schedule,
                              std::vector<CheckpointSchedule> comparison, std::string narration)
{
    CheckpointScene scene;
    scene.name = std::move(name);
    scene.title = std::move(title);
    scene.cursor = schedule.timeline.peakPosition();
    scene.schedule = std::move(schedule);
    scene.comparison = std::move(comparison);
    scene.narration = std::move(narration);
    return scene;
}

CheckpointResult<CheckpointScene> rngMismatchScene(Device* device)
{
    std::unique_ptr<SimulatedDevice> simulated;
    if (!device) {
        simulated = std::make_unique<SimulatedDevice>();
        device = simulated.get();
    }
    MlpExecutorConfig config;
    config.preserveRngState = false;
    auto created = CheckpointExecutor::create(*device, config);
    if (!created)
        return created.error();
    CheckpointExecutor& executor = *created.value();
    const CheckpointChain chain = executor.chain();
    const CheckpointSchedule reference = storeAllSchedule(chain);
    const CheckpointSchedule checkpointed = sqrtSchedule(chain);
    auto storeAll = executor.run(reference);
    auto recomputed = storeAll ? executor.run(checkpointed) : storeAll;
    if (!recomputed)
        return recomputed.error();
    CheckpointScene scene;
    scene.name = "rng-mismatch";
    scene.title = "Recomputation without preserve_rng_state";
    scene.maxGradRelError = maxGradientRelativeError(recomputed.value(), storeAll.value());
    scene.narration = "With preserve_rng_state off, each recomputed forward draws new dropout masks, so the backward "
                      "differentiates a different network than the forward ran: the gradients are off by up to " +
                      ratio(scene.maxGradRelError) + " of their size (with it on they match store-all exactly).";
    scene.cursor = checkpointed.timeline.size();
    scene.schedule = checkpointed;
    scene.execution = std::move(recomputed.value());
    scene.reference = std::move(storeAll.value());
    return scene;
}

CheckpointResult<CheckpointScene> budgetBreakdownScene()
{
    CheckpointScene scene;
    scene.name = "budget-breakdown";
    scene.title = "Where a 7B model's training memory goes";
    ModelMemoryConfig config;
    config.model = *findTrainingModelPreset("7b");
    config.optimizer = TrainingOptimizer::Adam;
    config.mixedPrecision = true;
    for (const bool recompute : {false, true}) {
        config.schedule = recompute ? "every-k" : "store-all";
        config.scheduleOptions.every = 1; // every layer its own segment: full recomputation
        auto budget = planModelMemory(config);
        if (!budget)
            return budget.error();
        scene.budgets.push_back(budget.value());
    }
    const ModelMemoryBudget& before = scene.budgets[0];
    const ModelMemoryBudget& after = scene.budgets[1];
    scene.narration = "Full recomputation shrinks the activations from " + formatBytes(before.activationBytes) + " to " +
                      formatBytes(after.activationBytes) + ", but Adam's two fp32 states (" +
                      formatBytes(after.optimizerBytes) + "), the fp32 master weights and the gradients do not move: "
                      "checkpointing cannot shrink optimizer state. Sharding it with FSDP can.";
    return scene;
}

} // namespace

const std::vector<CheckpointSceneInfo>& checkpointScenes()
{
    static const std::vector<CheckpointSceneInfo> scenes{
        {"sqrt", "Chen's sqrt(N) at its peak"},
        {"selective", "Selective recomputation on 22B layers"},
        {"offload", "Offloading activations to host memory"},
        {"rng-mismatch", "Recomputation without preserve_rng_state"},
        {"budget-breakdown", "Where a 7B model's training memory goes"},
    };
    return scenes;
}

CheckpointResult<CheckpointScene> buildCheckpointScene(std::string_view name, Device* device)
{
    if (name == "sqrt") {
        const CheckpointChain chain = CheckpointChain::uniform(16, 64 * MiB);
        CheckpointSchedule schedule = sqrtSchedule(chain);
        const std::string narration = "Four segments of four layers: the peak holds the 3 kept segment inputs plus the last "
                                      "segment's 4 layers of activations, " + formatBytes(schedule.peakActivationBytes) +
                                      " instead of store-all's " + formatBytes(chain.totalSavedBytes()) +
                                      ", for one extra forward of 12 layers.";
        return timelineScene("sqrt", "Chen's sqrt(N) at its peak", std::move(schedule), {storeAllSchedule(chain)}, narration);
    }
    if (name == "selective") {
        const CheckpointChain chain = CheckpointChain::transformer(TransformerLayerShape::gpt22b(), 8);
        CheckpointSchedule schedule = selectiveSchedule(chain);
        const std::string narration = "Each 22B layer keeps " + formatBytes(chain[0].selectiveBytes) + " instead of " +
                                      formatBytes(chain[0].savedBytes) +
                                      ": the attention scores, softmax and its dropout are recomputed just before each "
                                      "backward, a few percent of the layer's forward.";
        return timelineScene("selective", "Selective recomputation on 22B layers", std::move(schedule),
                             {storeAllSchedule(chain), everyKSchedule(chain, 1)}, narration);
    }
    if (name == "offload") {
        const CheckpointChain chain = CheckpointChain::transformer(TransformerLayerShape::gpt22b(), 8);
        CheckpointSchedule schedule = offloadSchedule(chain, 25e6);
        const std::string narration = "Each layer's activations go to host memory while the next layer computes; the device "
                                      "holds about two layers at a time. When a copy outlasts the compute it hides "
                                      "behind, compute waits: here " + ratio(schedule.stallMs) + " ms in all.";
        return timelineScene("offload", "Offloading activations to host memory", std::move(schedule), {storeAllSchedule(chain)},
                             narration);
    }
    if (name == "rng-mismatch")
        return rngMismatchScene(device);
    if (name == "budget-breakdown")
        return budgetBreakdownScene();
    std::string names;
    for (const auto& info : checkpointScenes())
        names += (names.empty() ? "" : ", ") + info.name;
    return CheckpointError{"unknown scene '" + std::string(name) + "': choose one of " + names};
}

} // namespace gml
