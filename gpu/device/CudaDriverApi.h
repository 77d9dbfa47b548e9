#pragma once

#include "device/DeviceResult.h"

#include <cuda.h>

namespace gml {

// The handful of CUDA driver functions the virtual-memory features need, looked up at run time through the
// runtime's cudaGetDriverEntryPoint rather than linked against libcuda. A binary linked this way starts on
// machines with no NVIDIA driver at all and simply reports that the driver API is unavailable.
class CudaDriverApi
{
public:
    // Resolves every entry point or says which one is missing.
    static DeviceResult<CudaDriverApi> load();

    // "cuMemMap failed: out of memory (CUDA_ERROR_OUT_OF_MEMORY)"
    std::string describeError(const char* call, CUresult result) const;

    CUresult (*memAddressReserve)(CUdeviceptr*, size_t, size_t, CUdeviceptr, unsigned long long) = nullptr;
    CUresult (*memAddressFree)(CUdeviceptr, size_t) = nullptr;
    CUresult (*memCreate)(CUmemGenericAllocationHandle*, size_t, const CUmemAllocationProp*,
                          unsigned long long) = nullptr;
    CUresult (*memRelease)(CUmemGenericAllocationHandle) = nullptr;
    CUresult (*memMap)(CUdeviceptr, size_t, size_t, CUmemGenericAllocationHandle, unsigned long long) = nullptr;
    CUresult (*memUnmap)(CUdeviceptr, size_t) = nullptr;
    CUresult (*memSetAccess)(CUdeviceptr, size_t, const CUmemAccessDesc*, size_t) = nullptr;
    CUresult (*memGetAllocationGranularity)(size_t*, const CUmemAllocationProp*,
                                            CUmemAllocationGranularity_flags) = nullptr;
    CUresult (*deviceGetAttribute)(int*, CUdevice_attribute, CUdevice) = nullptr;
    CUresult (*getErrorName)(CUresult, const char**) = nullptr;
    CUresult (*getErrorString)(CUresult, const char**) = nullptr;
};

} // namespace gml
