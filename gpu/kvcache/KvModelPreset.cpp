#include "kvcache/KvModelPreset.h"

namespace gml {

const std::vector<KvModelPreset>& kvModelPresets()
{
    // Layer counts and head shapes from each model's published config; parameter counts as reported by
    // their authors. OPT-13B is the paper's running example (Table 1, Fig. 2).
    static const std::vector<KvModelPreset> presets{
        {"opt-13b", "OPT-13B", 40, 40, 40, 128, 12'850'000'000ULL, 2},
        {"llama-2-7b", "Llama 2 7B", 32, 32, 32, 128, 6'740'000'000ULL, 2},
        {"llama-3-8b", "Llama 3 8B", 32, 32, 8, 128, 8'030'000'000ULL, 2},
        {"mistral-7b", "Mistral 7B", 32, 32, 8, 128, 7'240'000'000ULL, 2},
        {"llama-3-70b", "Llama 3 70B", 80, 64, 8, 128, 70'550'000'000ULL, 2},
    };
    return presets;
}

const KvModelPreset* findKvModelPreset(std::string_view id)
{
    for (const auto& preset : kvModelPresets())
        if (preset.id == id)
            return &preset;
    return nullptr;
}

std::string kvModelPresetList()
{
    std::string list;
    for (const auto& preset : kvModelPresets())
        list += (list.empty() ? "" : ", ") + preset.id;
    return list;
}

} // namespace gml
