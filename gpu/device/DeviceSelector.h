#pragma once

#include "device/Device.h"
#include "device/SimulatedDevicePreset.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace gml {

enum class DeviceKind {
    Automatic, // CUDA when a GPU answers, else the simulated device
    Simulated,
    Cuda,
};

// "auto", "sim" (or "simulated"), "cuda"; nullopt for anything else.
std::optional<DeviceKind> parseDeviceKind(std::string_view text);

struct DeviceSelection
{
    std::unique_ptr<Device> device;
    // Why the simulated device was chosen ("no CUDA GPU found: ..."), empty when CUDA drives the engines.
    std::string whyNotCuda;

    // The status bar's line: "NVIDIA H200 · 141 GiB" or "Simulated device · no CUDA GPU found".
    std::string statusLine() const;
};

// Picks the device the engines run on. Asking for CUDA where there is none is an error (the caller decides
// whether to fall back); Automatic never fails.
DeviceResult<DeviceSelection> selectDevice(DeviceKind kind,
                                           const SimulatedDevicePreset& preset = defaultSimulatedDevicePreset());

// Whether this build can drive a CUDA GPU at all.
bool builtWithCuda();

} // namespace gml
