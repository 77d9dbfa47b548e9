#pragma once

#include "run/MemoryCategory.h"

#include <optional>
#include <span>
#include <string_view>

namespace gml {

// The phase of a training step an allocation was made in, as its stack or an annotation suggests.
enum class TrainingPhase : std::uint8_t
{
    None,
    ParameterSetup,
    Forward,
    Backward,
    Optimizer,
    InferenceCacheSetup, // a serving engine allocating its KV cache
};
inline constexpr std::size_t kTrainingPhaseCount = 6;

// A frame as the guesser reads it.
struct FrameNames
{
    std::string_view filename;
    std::string_view name;
};

// Guesses, never knows: PyTorch does not record what a tensor is for. The rules, in order:
// 0. an inference engine's KV cache: a frame named like the cache's allocation (_allocate_kv_cache,
//    initialize_kv_cache, _init_cache_engine, anything with kv_cache / KVCache in its name) or in a file that
//    holds one (vllm's cache_engine.py, transformers' cache_utils.py, sglang's mem_cache/); first, because
//    such caches are made in an __init__, which rule 5 would call parameters;
// 1. an optimizer: a frame in a file whose path names an optimizer (torch/optim/*, my_optimizer.py) or a
//    function named _multi_tensor_*, _single_tensor_*, _fused_* (the kernels of torch.optim);
// 2. backward: a frame named backward, _engine_run_backward or torch.autograd's grad, or the C++ autograd
//    engine; anything called under backward counts (activation checkpointing recomputes there);
// 3. forward: a frame named forward or Module._call_impl;
// 4. an optimizer again: a frame named step (a hand-written optimizer) when neither forward nor backward is
//    on the stack;
// 5. parameter setup: __init__, reset_parameters, _apply, to, to_empty, cuda, load_state_dict;
// otherwise none.
class MemoryCategoryGuesser
{
public:
    // `frames` innermost first.
    static TrainingPhase phaseOfStack(std::span<const FrameNames> frames);
    // An annotation's text (user_metadata, compile_context, an external_annotations range's name): a phase
    // when it names one (kv_cache/kv cache, optimizer/optim, backward, forward, param/parameter/weight), else
    // None.
    static TrainingPhase phaseOfText(std::string_view text);
    // The category of a block made in `phase`; `aliveAfterBackward` decides gradient or temporary.
    static MemoryCategory categoryOf(TrainingPhase phase, bool aliveAfterBackward);
};

} // namespace gml
