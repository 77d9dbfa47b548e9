#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// Capacities of GPUs people train and serve on, so the simulated device can stand in for a named one.
struct SimulatedDevicePreset
{
    std::string id;   // "a100-80", used on command lines
    std::string name; // "NVIDIA A100 80GB"
    std::uint64_t totalBytes;
};

const std::vector<SimulatedDevicePreset>& simulatedDevicePresets();
std::optional<SimulatedDevicePreset> findSimulatedDevicePreset(std::string_view id);
const SimulatedDevicePreset& defaultSimulatedDevicePreset();

} // namespace gml
