#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace gml {

// What a block of memory was for, in the terms of torch.profiler's memory timeline. Snapshots do not say:
// every category here is a guess from the allocating stack and annotations (see MemoryCategoryGuesser).
enum class MemoryCategory : std::uint8_t
{
    Parameter,      // model weights: made in __init__, reset_parameters, to(), cuda(), _apply
    Gradient,       // made during backward and still alive when backward ends
    OptimizerState, // made inside an optimizer's step (Adam's exp_avg, exp_avg_sq, ...)
    Activation,     // made inside a module's forward (kept for backward or not)
    Temporary,      // made during backward and freed before it ends
    InferenceCache, // a serving engine's KV cache (vLLM's CacheEngine, Hugging Face's StaticCache, ...)
    Unknown,        // nothing in the stack or annotations says
};
inline constexpr std::size_t kMemoryCategoryCount = 7;

// "parameter", "gradient", "optimizer_state", "activation", "temporary", "inference_cache", "unknown" (the
// JSON keys).
std::string_view memoryCategoryName(MemoryCategory category);

// Bytes per category, indexed by MemoryCategory.
using CategoryBytes = std::array<std::uint64_t, kMemoryCategoryCount>;

} // namespace gml
