#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// The shape of a transformer that decides its KV cache: each layer keeps a key and a value vector of
// kvHeads x headDim elements for every token. Grouped-query attention (Llama 3, Mistral) shares each KV head
// among several query heads, which is why their cache is 4x smaller than Llama 2's at the same width.
struct KvModelPreset
{
    std::string id;   // "opt-13b": what --model takes
    std::string name; // "OPT-13B"
    std::uint32_t layers = 0;
    std::uint32_t attentionHeads = 0;
    std::uint32_t kvHeads = 0;
    std::uint32_t headDim = 0;
    std::uint64_t parameters = 0;       // for the weights' memory
    std::uint32_t bytesPerElement = 2;  // fp16 / bf16 for weights and cache

    // 2 (K and V) x layers x kvHeads x headDim x bytes: OPT-13B 2 x 40 x 5120 x 2 B = 800 KiB.
    std::uint64_t bytesPerToken() const
    {
        return 2ULL * layers * kvHeads * headDim * bytesPerElement;
    }
    std::uint64_t weightBytes() const { return parameters * bytesPerElement; }
    bool groupedQueryAttention() const { return kvHeads < attentionHeads; }
};

const std::vector<KvModelPreset>& kvModelPresets();
// nullptr when `id` names no preset.
const KvModelPreset* findKvModelPreset(std::string_view id);
// "opt-13b, llama-2-7b, ...": for error messages and --help.
std::string kvModelPresetList();

} // namespace gml
