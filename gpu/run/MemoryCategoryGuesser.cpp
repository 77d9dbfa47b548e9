#include "run/MemoryCategoryGuesser.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace gml {

namespace {

bool contains(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

std::string lower(std::string_view text)
{
    std::string result(text);
    std::transform(result.begin(), result.end(), result.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return result;
}

// Where serving engines allocate their KV cache: vLLM (CacheEngine._allocate_kv_cache under
// CacheEngine.__init__, Worker._init_cache_engine, v1's GPUModelRunner.initialize_kv_cache and
// _allocate_kv_cache_tensors), Hugging Face transformers (StaticCache / DynamicCache in cache_utils.py),
// SGLang (the token-to-KV pools in mem_cache/memory_pool.py).
bool isInferenceCacheFrame(const FrameNames& frame)
{
    const std::string name = lower(frame.name);
    if (contains(name, "kv_cache") || contains(name, "kvcache") || contains(name, "_init_cache") ||
        contains(name, "cacheengine") || contains(name, "kv_pool") || contains(name, "kvpool"))
        return true;
    std::string filename = lower(frame.filename);
    for (char& c : filename)
        c = c == '\\' ? '/' : c;
    return contains(filename, "/cache_engine.py") || contains(filename, "transformers/cache_utils.py") ||
           contains(filename, "/mem_cache/") || contains(filename, "/kv_cache");
}

bool isOptimizerFrame(const FrameNames& frame)
{
    const std::string filename = lower(frame.filename);
    // The file name, not the whole path: a project folder called "optim-experiments" says nothing.
    const std::size_t slash = filename.find_last_of("/\\");
    const std::string_view base = slash == std::string::npos ? std::string_view(filename)
                                                             : std::string_view(filename).substr(slash + 1);
    return contains(filename, "torch/optim/") || contains(base, "optim") ||
           frame.name.starts_with("_multi_tensor_") || frame.name.starts_with("_single_tensor_") ||
           frame.name.starts_with("_fused_");
}

bool isBackwardFrame(const FrameNames& frame)
{
    return frame.name == "backward" || frame.name == "_engine_run_backward" ||
           (frame.name == "grad" && contains(frame.filename, "autograd")) ||
           contains(frame.name, "autograd::Engine") || contains(frame.filename, "csrc/autograd/engine");
}

bool isForwardFrame(const FrameNames& frame)
{
    return frame.name == "forward" || frame.name == "_call_impl" || frame.name == "_wrapped_call_impl";
}

bool isParameterFrame(const FrameNames& frame)
{
    for (std::string_view name :
         {"__init__", "reset_parameters", "_apply", "to", "to_empty", "cuda", "load_state_dict"})
        if (frame.name == name)
            return true;
    return false;
}

} // namespace

TrainingPhase MemoryCategoryGuesser::phaseOfStack(std::span<const FrameNames> frames)
{
    auto any = [&](bool (*rule)(const FrameNames&)) {
        return std::any_of(frames.begin(), frames.end(), rule);
    };
    if (any(isInferenceCacheFrame))
        return TrainingPhase::InferenceCacheSetup;
    if (any(isOptimizerFrame))
        return TrainingPhase::Optimizer;
    if (any(isBackwardFrame))
        return TrainingPhase::Backward;
    if (any(isForwardFrame))
        return TrainingPhase::Forward;
    if (any([](const FrameNames& frame) { return frame.name == "step"; }))
        return TrainingPhase::Optimizer;
    if (any(isParameterFrame))
        return TrainingPhase::ParameterSetup;
    return TrainingPhase::None;
}

TrainingPhase MemoryCategoryGuesser::phaseOfText(std::string_view text)
{
    const std::string words = lower(text);
    if (contains(words, "kv_cache") || contains(words, "kv cache") || contains(words, "kvcache"))
        return TrainingPhase::InferenceCacheSetup;
    if (contains(words, "optim"))
        return TrainingPhase::Optimizer;
    if (contains(words, "backward"))
        return TrainingPhase::Backward;
    if (contains(words, "forward"))
        return TrainingPhase::Forward;
    if (contains(words, "param") || contains(words, "weight"))
        return TrainingPhase::ParameterSetup;
    return TrainingPhase::None;
}

MemoryCategory MemoryCategoryGuesser::categoryOf(TrainingPhase phase, bool aliveAfterBackward)
{
    switch (phase) {
    case TrainingPhase::ParameterSetup:
        return MemoryCategory::Parameter;
    case TrainingPhase::Forward:
        return MemoryCategory::Activation;
    case TrainingPhase::Backward:
        return aliveAfterBackward ? MemoryCategory::Gradient : MemoryCategory::Temporary;
    case TrainingPhase::Optimizer:
        return MemoryCategory::OptimizerState;
    case TrainingPhase::InferenceCacheSetup:
        return MemoryCategory::InferenceCache;
    case TrainingPhase::None:
        break;
    }
    return MemoryCategory::Unknown;
}

} // namespace gml
