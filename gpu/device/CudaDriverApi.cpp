#include "device/CudaDriverApi.h"

#include <cuda_runtime_api.h>

#include <string>

namespace gml {

namespace {

// The driver ABI version the function signatures above were written against (CUDA 12.0).
constexpr unsigned kDriverAbiVersion = 12000;

template <typename Function> bool resolve(const char* symbol, Function& target, std::string& missing)
{
    void* address = nullptr;
    cudaDriverEntryPointQueryResult status = cudaDriverEntryPointSymbolNotFound;
#if CUDART_VERSION >= 12050
    const cudaError_t error =
        cudaGetDriverEntryPointByVersion(symbol, &address, kDriverAbiVersion, cudaEnableDefault, &status);
#else
    const cudaError_t error = cudaGetDriverEntryPoint(symbol, &address, cudaEnableDefault, &status);
#endif
    if (error != cudaSuccess || status != cudaDriverEntryPointSuccess || address == nullptr) {
        cudaGetLastError(); // do not leave the failed lookup as the runtime's last error
        missing = symbol;
        return false;
    }
    target = reinterpret_cast<Function>(address);
    return true;
}

} // namespace

DeviceResult<CudaDriverApi> CudaDriverApi::load()
{
    CudaDriverApi api;
    std::string missing;
    const bool complete = resolve("cuMemAddressReserve", api.memAddressReserve, missing) &&
                          resolve("cuMemAddressFree", api.memAddressFree, missing) &&
                          resolve("cuMemCreate", api.memCreate, missing) &&
                          resolve("cuMemRelease", api.memRelease, missing) &&
                          resolve("cuMemMap", api.memMap, missing) && resolve("cuMemUnmap", api.memUnmap, missing) &&
                          resolve("cuMemSetAccess", api.memSetAccess, missing) &&
                          resolve("cuMemGetAllocationGranularity", api.memGetAllocationGranularity, missing) &&
                          resolve("cuDeviceGetAttribute", api.deviceGetAttribute, missing) &&
                          resolve("cuGetErrorName", api.getErrorName, missing) &&
                          resolve("cuGetErrorString", api.getErrorString, missing);
    if (!complete)
        return DeviceError{DeviceErrorCode::Unsupported,
                           "the CUDA driver does not provide " + missing +
                               ", so virtual memory management (expandable segments) is unavailable"};
    return api;
}

std::string CudaDriverApi::describeError(const char* call, CUresult result) const
{
    const char* name = "unknown error";
    const char* text = "unknown error";
    if (getErrorName != nullptr)
        getErrorName(result, &name);
    if (getErrorString != nullptr)
        getErrorString(result, &text);
    return std::string(call) + " failed: " + text + " (" + name + ")";
}

} // namespace gml
