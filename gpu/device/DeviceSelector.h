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

// Why the engines run where they do, as a fact for the application's own sentence.
enum class DeviceChoice {
    Cuda,               // a CUDA GPU answered
    SimulatedRequested, // --device sim
    NoCudaInBuild,      // this build was made without nvcc
    CudaUnavailable,    // the CUDA runtime or driver did not give a device (whyNotCuda has its words)
};

struct DeviceSelection
{
    std::unique_ptr<Device> device;
    // Why the simulated device was chosen ("no CUDA GPU found: ..."), in English for the command line;
    // empty when CUDA drives the engines. For CudaUnavailable, it ends with the CUDA error's own text.
    std::string whyNotCuda;
    DeviceChoice choice = DeviceChoice::Cuda;

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
