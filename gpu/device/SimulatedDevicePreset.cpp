#include "device/SimulatedDevicePreset.h"

#include "util/ByteFormat.h"

namespace gml {

const std::vector<SimulatedDevicePreset>& simulatedDevicePresets()
{
    static const std::vector<SimulatedDevicePreset> presets{
        {"t4-16", "NVIDIA T4", 16 * GiB},
        {"rtx4090-24", "NVIDIA GeForce RTX 4090", 24 * GiB},
        {"a100-40", "NVIDIA A100 40GB", 40 * GiB},
        {"a100-80", "NVIDIA A100 80GB", 80 * GiB},
        {"h100-80", "NVIDIA H100 80GB", 80 * GiB},
        {"h200-141", "NVIDIA H200", 141 * GiB},
    };
    return presets;
}

std::optional<SimulatedDevicePreset> findSimulatedDevicePreset(std::string_view id)
{
    for (const auto& preset : simulatedDevicePresets())
        if (preset.id == id)
            return preset;
    return std::nullopt;
}

const SimulatedDevicePreset& defaultSimulatedDevicePreset()
{
    // An 80 GB card: the most common training GPU, and large enough that lessons never run out by accident.
    return simulatedDevicePresets()[3];
}

} // namespace gml
