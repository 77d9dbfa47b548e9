#include "checkpoint/CheckpointScene.h"

#include "checkpoint/CheckpointExecutor.h"
#include "checkpoint/ScheduleLibrary.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <memory>

namespace gml {

namespace {

CheckpointScene timelineScene(std::string name, CheckpointSchedule schedule, std::vector<CheckpointSchedule> comparison,
                              NarrationFacts facts)
{
    CheckpointScene scene;
    scene.name = std::move(name);
    scene.cursor = schedule.timeline.peakPosition();
    scene.schedule = std::move(schedule);
    scene.comparison = std::move(comparison);
    scene.facts = std::move(facts);
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
    scene.maxGradRelError = maxGradientRelativeError(recomputed.value(), storeAll.value());
    scene.facts = {NarrationFact::ratio("error", scene.maxGradRelError)};
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
    scene.facts = {NarrationFact::bytes("before", before.activationBytes), NarrationFact::bytes("after", after.activationBytes),
                   NarrationFact::bytes("optimizer", after.optimizerBytes)};
    return scene;
}

} // namespace

const std::vector<CheckpointSceneInfo>& checkpointScenes()
{
    static const std::vector<CheckpointSceneInfo> scenes{
        {"sqrt", "Chen's sqrt(N) on 16 layers of 64 MiB, at its peak"},
        {"selective", "selective recomputation on 8 layers of a 22B transformer"},
        {"offload", "offloading 8 layers of a 22B transformer to host memory at 25 GB/s"},
        {"rng-mismatch", "a checkpointed MLP step with dropout, without preserve_rng_state"},
        {"budget-breakdown", "a 7B model's training memory with Adam and mixed precision"},
    };
    return scenes;
}

CheckpointResult<CheckpointScene> buildCheckpointScene(std::string_view name, Device* device)
{
    if (name == "sqrt") {
        const CheckpointChain chain = CheckpointChain::uniform(16, 64 * MiB);
        CheckpointSchedule schedule = sqrtSchedule(chain);
        NarrationFacts facts{NarrationFact::bytes("peak", schedule.peakActivationBytes),
                             NarrationFact::bytes("store-all", chain.totalSavedBytes())};
        return timelineScene("sqrt", std::move(schedule), {storeAllSchedule(chain)}, std::move(facts));
    }
    if (name == "selective") {
        const CheckpointChain chain = CheckpointChain::transformer(TransformerLayerShape::gpt22b(), 8);
        CheckpointSchedule schedule = selectiveSchedule(chain);
        NarrationFacts facts{NarrationFact::bytes("kept", chain[0].selectiveBytes),
                             NarrationFact::bytes("saved", chain[0].savedBytes)};
        return timelineScene("selective", std::move(schedule), {storeAllSchedule(chain), everyKSchedule(chain, 1)},
                             std::move(facts));
    }
    if (name == "offload") {
        const CheckpointChain chain = CheckpointChain::transformer(TransformerLayerShape::gpt22b(), 8);
        CheckpointSchedule schedule = offloadSchedule(chain, 25e6);
        NarrationFacts facts{NarrationFact::milliseconds("stall", schedule.stallMs)};
        return timelineScene("offload", std::move(schedule), {storeAllSchedule(chain)}, std::move(facts));
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
