#pragma once

#include "trace/MemoryPool.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// One thing a lesson's program does to the allocator: what a line of PyTorch does.
struct ScenarioAction
{
    enum class Kind {
        Allocate,             // x = torch.empty(bytes, dtype=torch.uint8, device="cuda")
        Free,                 // del x
        RecordStream,         // x.record_stream(s)
        SynchronizeStream,    // s.synchronize()
        CompletePendingFrees, // torch.cuda.synchronize()
        EmptyCache,           // torch.cuda.empty_cache()
        SetMemoryFraction,    // torch.cuda.set_per_process_memory_fraction(fraction)
        ChangeSettings,       // torch.cuda.memory._set_allocator_settings(settings)
    };
    Kind kind = Kind::Allocate;
    std::string tensor;      // the name the lesson gives the tensor ("weights", "act3")
    std::uint64_t bytes = 0; // Allocate
    StreamId stream = 0;     // Allocate, RecordStream, SynchronizeStream
    double fraction = 1.0;   // SetMemoryFraction
    std::string settings;    // ChangeSettings: a PYTORCH_CUDA_ALLOC_CONF string

    bool operator==(const ScenarioAction&) const = default;
};

// One step of a lesson: what the program does. What the learner is told about it is lesson content
// (resources/narration/caching-allocator.json), found by the scenario's and the step's ids.
struct ScenarioStep
{
    // A prediction step stops before it runs and asks the learner what its first allocation will do.
    enum class Prediction {
        None,
        Fits,  // "predict": "fits": will it fit, or run out of memory?
        Block, // "predict": "block": which free block will it take, or will it need a new segment?
    };
    std::string id;
    std::vector<ScenarioAction> actions;
    Prediction prediction = Prediction::None;

    bool operator==(const ScenarioStep&) const = default;
};

// A named moment a quiz's "show me" link can jump to: the state after the step it names.
struct ScenarioScene
{
    std::string id;
    std::size_t step = 0;
};

// A built-in lesson: a deterministic program of allocations and frees, in steps. Its title, summary and
// narration are content, in every language, under the same ids.
struct AllocatorScenario
{
    std::string id;
    std::uint64_t defaultCapacity = 0; // the simulated device's memory the narration assumes
    std::string defaultSettings;       // the PYTORCH_CUDA_ALLOC_CONF it was written for ("" = PyTorch's defaults)
    std::vector<ScenarioStep> steps;
    std::vector<ScenarioScene> scenes;

    std::optional<std::size_t> sceneStep(std::string_view sceneId) const
    {
        for (const ScenarioScene& scene : scenes)
            if (scene.id == sceneId)
                return scene.step;
        return std::nullopt;
    }
};

} // namespace gml
