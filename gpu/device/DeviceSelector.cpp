#include "device/DeviceSelector.h"

#include "device/SimulatedDevice.h"

#ifdef GML_HAVE_CUDA
#include "device/CudaDevice.h"
#endif

namespace gml {

std::optional<DeviceKind> parseDeviceKind(std::string_view text)
{
    if (text == "auto")
        return DeviceKind::Automatic;
    if (text == "sim" || text == "simulated")
        return DeviceKind::Simulated;
    if (text == "cuda")
        return DeviceKind::Cuda;
    return std::nullopt;
}

bool builtWithCuda()
{
#ifdef GML_HAVE_CUDA
    return true;
#else
    return false;
#endif
}

std::string DeviceSelection::statusLine() const
{
    if (whyNotCuda.empty())
        return device->describe();
    // The reason is shortened to its first clause for the status bar; the full text is in the tooltip/CLI.
    const auto colon = whyNotCuda.find(':');
    return "Simulated device · " + (colon == std::string::npos ? whyNotCuda : whyNotCuda.substr(0, colon));
}

DeviceResult<DeviceSelection> selectDevice(DeviceKind kind, const SimulatedDevicePreset& preset)
{
    if (kind == DeviceKind::Simulated)
        return DeviceSelection{std::make_unique<SimulatedDevice>(preset), "requested with --device sim",
                               DeviceChoice::SimulatedRequested};

#ifdef GML_HAVE_CUDA
    auto cuda = CudaDevice::open(0);
    if (cuda)
        return DeviceSelection{std::move(cuda.value()), {}, DeviceChoice::Cuda};
    if (kind == DeviceKind::Cuda)
        return cuda.error();
    return DeviceSelection{std::make_unique<SimulatedDevice>(preset), cuda.error().message,
                           DeviceChoice::CudaUnavailable};
#else
    const std::string why = "no CUDA GPU found: this build has no CUDA support (nvcc was not found when it was built)";
    if (kind == DeviceKind::Cuda)
        return DeviceError{DeviceErrorCode::Unsupported, why};
    return DeviceSelection{std::make_unique<SimulatedDevice>(preset), why, DeviceChoice::NoCudaInBuild};
#endif
}

} // namespace gml
