#include "checkpoint/ModelMemoryBudget.h"

#include "checkpoint/CheckpointChain.h"
#include "checkpoint/ScheduleLibrary.h"

#include <cstdio>

namespace gml {

namespace {

std::string decimalGb(std::uint64_t bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GB", static_cast<double>(bytes) / 1e9);
    return text;
}

} // namespace

const std::vector<TrainingModelPreset>& trainingModelPresets()
{
    static const std::vector<TrainingModelPreset> presets = [] {
        TransformerLayerShape llama;
        llama.sequence = 4096;
        llama.microBatch = 1;
        llama.hidden = 4096;
        llama.heads = 32;
        llama.tensorParallel = 1;
        return std::vector<TrainingModelPreset>{
            {"7b", "7B transformer (Llama-2-7B's shape: 32 layers, h 4096, a 32, s 4096, b 1)", 6'738'000'000ULL, 32, llama},
            {"22b", "22B transformer (Korthikanti et al.: 48 layers, h 6144, a 64, s 2048, b 4, t 8 with sequence parallelism)",
             22'000'000'000ULL, 48, TransformerLayerShape::gpt22b()},
        };
    }();
    return presets;
}

const TrainingModelPreset* findTrainingModelPreset(std::string_view id)
{
    for (const auto& preset : trainingModelPresets())
        if (preset.id == id)
            return &preset;
    return nullptr;
}

const char* trainingOptimizerName(TrainingOptimizer optimizer)
{
    switch (optimizer) {
    case TrainingOptimizer::Sgd: return "SGD";
    case TrainingOptimizer::SgdMomentum: return "SGD with momentum";
    case TrainingOptimizer::Adam: return "Adam";
    }
    return "unknown";
}

CheckpointResult<ModelMemoryBudget> planModelMemory(const ModelMemoryConfig& config)
{
    if (config.fsdpShards == 0)
        return CheckpointError{"FSDP needs at least 1 GPU to shard over"};
    if (config.model.layers == 0 || config.model.parameters == 0 || !config.model.layer.valid())
        return CheckpointError{"the model needs layers, parameters and a valid layer shape"};
    ModelMemoryBudget budget;
    budget.config = config;
    const std::uint64_t shards = config.model.layer.tensorParallel * config.fsdpShards;
    const std::uint64_t p = (config.model.parameters + shards - 1) / shards;
    budget.parametersPerGpu = p;
    budget.weightBytes = p * (config.mixedPrecision ? 2 : 4);
    budget.masterWeightBytes = config.mixedPrecision ? 4 * p : 0;
    budget.gradientBytes = p * (config.mixedPrecision ? 2 : 4);
    switch (config.optimizer) {
    case TrainingOptimizer::Sgd: budget.optimizerBytes = 0; break;
    case TrainingOptimizer::SgdMomentum: budget.optimizerBytes = 4 * p; break;
    case TrainingOptimizer::Adam: budget.optimizerBytes = 8 * p; break;
    }
    const CheckpointChain chain = CheckpointChain::transformer(config.model.layer, config.model.layers);
    auto schedule = makeCheckpointSchedule(config.schedule, chain, config.scheduleOptions);
    if (!schedule)
        return CheckpointError{schedule.error().message};
    budget.activationBytes = schedule.value().peakActivationBytes;
    return budget;
}

std::string ModelMemoryBudget::summary() const
{
    std::string text = "weights " + decimalGb(weightBytes);
    if (masterWeightBytes > 0)
        text += " + fp32 master copy " + decimalGb(masterWeightBytes);
    text += " + gradients " + decimalGb(gradientBytes) + " + " + trainingOptimizerName(config.optimizer) + " state " +
            decimalGb(optimizerBytes) + " + activations (" + config.schedule + ") " + decimalGb(activationBytes) + " = " +
            decimalGb(totalBytes()) + " of " + decimalGb(config.gpuBytes) + (fits() ? ": fits" : ": does not fit");
    return text;
}

} // namespace gml
