#pragma once

#include "checkpoint/CheckpointResult.h"
#include "checkpoint/ScheduleLibrary.h"
#include "checkpoint/TransformerLayerShape.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

enum class TrainingOptimizer : std::uint8_t {
    Sgd,         // no state
    SgdMomentum, // one fp32 momentum buffer per parameter
    Adam,        // two fp32 states per parameter (first and second moments)
};

// A model to train: its parameter count and the shape of its transformer layers.
struct TrainingModelPreset
{
    std::string id;   // "7b"
    std::string name; // "7B transformer (Llama-2-7B's shape)"
    std::uint64_t parameters = 0;
    std::uint32_t layers = 0;
    TransformerLayerShape layer; // with the preset's usual tensor parallelism
};

// "7b", "22b" (Korthikanti's 22B: 48 layers, h 6144, a 64, s 2048, b 4, t 8).
const std::vector<TrainingModelPreset>& trainingModelPresets();
const TrainingModelPreset* findTrainingModelPreset(std::string_view id);

struct ModelMemoryConfig
{
    TrainingModelPreset model;
    TrainingOptimizer optimizer = TrainingOptimizer::Adam;
    bool mixedPrecision = true;   // fp16/bf16 weights and gradients, fp32 master weights
    std::uint32_t fsdpShards = 1; // FSDP (ZeRO-3): weights, gradients and optimizer state split over k GPUs
    std::string schedule = "store-all"; // the checkpoint schedule for the activations
    ScheduleOptions scheduleOptions;     // e.g. every = 1 with "every-k": full recomputation
    std::uint64_t gpuBytes = 80ULL * 1000 * 1000 * 1000; // an 80 GB GPU
};

// Everything one GPU holds to train the model, part by part, against its capacity. Tensor parallelism (t in
// the layer shape) splits weights, gradients and optimizer state over t GPUs, FSDP over k more; activations are
// the peak of the chosen checkpoint schedule over the model's layers (Korthikanti's per-layer sizes). The
// lesson: checkpointing moves only the activations line; the optimizer state stays what it was.
struct ModelMemoryBudget
{
    ModelMemoryConfig config;
    std::uint64_t parametersPerGpu = 0;
    std::uint64_t weightBytes = 0;      // fp32, or fp16/bf16 with mixed precision
    std::uint64_t masterWeightBytes = 0; // mixed precision's fp32 copy
    std::uint64_t gradientBytes = 0;
    std::uint64_t optimizerBytes = 0;
    std::uint64_t activationBytes = 0;
    std::uint64_t totalBytes() const { return weightBytes + masterWeightBytes + gradientBytes + optimizerBytes + activationBytes; }
    bool fits() const { return totalBytes() <= config.gpuBytes; }
    // "weights 1.7 GB + master copy ... = 61.2 GB of 80 GB: fits".
    std::string summary() const;
};

// The budget, or why there is none (no such schedule, 0 shards).
CheckpointResult<ModelMemoryBudget> planModelMemory(const ModelMemoryConfig& config);

const char* trainingOptimizerName(TrainingOptimizer optimizer);

} // namespace gml
