#include "device/CudaDevice.h"

#include "util/ByteFormat.h"

#include <cuda_runtime_api.h>

namespace gml {

namespace {

std::string runtimeError(const std::string& call, cudaError_t error)
{
    return call + " failed: " + cudaGetErrorString(error) + " (" + cudaGetErrorName(error) + ")";
}

DeviceError fromRuntime(const std::string& call, cudaError_t error)
{
    cudaGetLastError(); // clear it so the next call does not report it again
    const auto code = error == cudaErrorMemoryAllocation ? DeviceErrorCode::OutOfMemory
                      : error == cudaErrorInvalidValue   ? DeviceErrorCode::InvalidArgument
                                                         : DeviceErrorCode::DriverError;
    return {code, runtimeError(call, error)};
}

} // namespace

int CudaDevice::deviceCount(std::string* whyNone)
{
    int count = 0;
    const cudaError_t error = cudaGetDeviceCount(&count);
    if (error != cudaSuccess) {
        cudaGetLastError();
        if (whyNone != nullptr)
            *whyNone = runtimeError("cudaGetDeviceCount", error);
        return 0;
    }
    if (count == 0 && whyNone != nullptr)
        *whyNone = "the CUDA runtime sees no GPU";
    return count;
}

DeviceResult<std::unique_ptr<CudaDevice>> CudaDevice::open(int ordinal)
{
    std::string whyNone;
    const int count = deviceCount(&whyNone);
    if (count == 0)
        return DeviceError{DeviceErrorCode::Unsupported, "no CUDA GPU found: " + whyNone};
    if (ordinal < 0 || ordinal >= count)
        return DeviceError{DeviceErrorCode::InvalidArgument,
                           "there is no CUDA GPU " + std::to_string(ordinal) + " (this machine has " +
                               std::to_string(count) + ")"};
    if (const cudaError_t error = cudaSetDevice(ordinal); error != cudaSuccess)
        return fromRuntime("cudaSetDevice(" + std::to_string(ordinal) + ")", error);
    cudaDeviceProp properties{};
    if (const cudaError_t error = cudaGetDeviceProperties(&properties, ordinal); error != cudaSuccess)
        return fromRuntime("cudaGetDeviceProperties", error);

    DeviceInfo info{properties.name, properties.totalGlobalMem, false, ordinal,
                    std::to_string(properties.major) + "." + std::to_string(properties.minor)};
    std::unique_ptr<CudaDevice> device(new CudaDevice(std::move(info)));

    auto driver = CudaDriverApi::load();
    if (!driver) {
        device->m_noVirtualMemoryReason = driver.error().message;
        return device;
    }
    int supported = 0;
    const CUresult attribute = driver.value().deviceGetAttribute(
        &supported, CU_DEVICE_ATTRIBUTE_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED, ordinal);
    if (attribute != CUDA_SUCCESS || supported == 0) {
        device->m_noVirtualMemoryReason = "this GPU or driver does not support virtual memory management";
        return device;
    }
    CUmemAllocationProp prop{};
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = ordinal;
    size_t granularity = 0;
    if (driver.value().memGetAllocationGranularity(&granularity, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM) ==
            CUDA_SUCCESS &&
        granularity > device->m_pageGranularity)
        device->m_pageGranularity = granularity;
    device->m_driver = driver.value();
    return device;
}

CudaDevice::CudaDevice(DeviceInfo info) : m_info(std::move(info)) {}

CudaDevice::~CudaDevice()
{
    // Whatever an engine left mapped or reserved goes back, so a lesson never leaks GPU memory.
    if (m_driver) {
        for (const auto& [address, handle] : m_mappedPages) {
            m_driver->memUnmap(address, m_pageGranularity);
            m_driver->memRelease(handle);
        }
        for (const auto& [address, bytes] : m_reservations)
            m_driver->memAddressFree(address, bytes);
    }
}

DeviceStatus CudaDevice::makeCurrent() const
{
    if (const cudaError_t error = cudaSetDevice(m_info.ordinal); error != cudaSuccess)
        return fromRuntime("cudaSetDevice", error);
    return Done{};
}

std::string CudaDevice::describe() const
{
    return m_info.name + " · " + formatBytes(m_info.totalBytes);
}

std::uint64_t CudaDevice::freeBytes() const
{
    size_t free = 0;
    size_t total = 0;
    if (!makeCurrent() || cudaMemGetInfo(&free, &total) != cudaSuccess) {
        cudaGetLastError();
        return 0;
    }
    return free;
}

DeviceResult<std::uint64_t> CudaDevice::allocate(std::uint64_t bytes)
{
    if (bytes == 0)
        return DeviceError{DeviceErrorCode::InvalidArgument, "cannot allocate 0 bytes"};
    if (auto status = makeCurrent(); !status)
        return status.error();
    void* pointer = nullptr;
    if (const cudaError_t error = cudaMalloc(&pointer, bytes); error != cudaSuccess)
        return fromRuntime("cudaMalloc of " + formatBytes(bytes), error);
    return reinterpret_cast<std::uint64_t>(pointer);
}

DeviceStatus CudaDevice::release(std::uint64_t address)
{
    if (auto status = makeCurrent(); !status)
        return status;
    if (const cudaError_t error = cudaFree(reinterpret_cast<void*>(address)); error != cudaSuccess)
        return fromRuntime("cudaFree(" + formatAddress(address) + ")", error);
    return Done{};
}

DeviceResult<std::uint64_t> CudaDevice::reserveAddressRange(std::uint64_t bytes)
{
    if (!m_driver)
        return DeviceError{DeviceErrorCode::Unsupported, m_noVirtualMemoryReason};
    if (bytes == 0 || bytes % m_pageGranularity != 0)
        return DeviceError{DeviceErrorCode::InvalidArgument,
                           "an address range must be a non-zero multiple of " + formatBytes(m_pageGranularity)};
    CUdeviceptr address = 0;
    if (const CUresult result = m_driver->memAddressReserve(&address, bytes, 0, 0, 0); result != CUDA_SUCCESS)
        return DeviceError{DeviceErrorCode::DriverError, m_driver->describeError("cuMemAddressReserve", result)};
    m_reservations.emplace(address, bytes);
    return static_cast<std::uint64_t>(address);
}

DeviceStatus CudaDevice::releaseAddressRange(std::uint64_t address)
{
    if (!m_driver)
        return DeviceError{DeviceErrorCode::Unsupported, m_noVirtualMemoryReason};
    const auto it = m_reservations.find(address);
    if (it == m_reservations.end())
        return DeviceError{DeviceErrorCode::InvalidArgument,
                           "cannot release " + formatAddress(address) + ": no address range was reserved there"};
    if (const CUresult result = m_driver->memAddressFree(address, it->second); result != CUDA_SUCCESS)
        return DeviceError{DeviceErrorCode::DriverError, m_driver->describeError("cuMemAddressFree", result)};
    m_reservations.erase(it);
    return Done{};
}

DeviceStatus CudaDevice::mapPages(std::uint64_t address, std::uint64_t bytes)
{
    if (!m_driver)
        return DeviceError{DeviceErrorCode::Unsupported, m_noVirtualMemoryReason};
    if (bytes == 0 || bytes % m_pageGranularity != 0 || address % m_pageGranularity != 0)
        return DeviceError{DeviceErrorCode::InvalidArgument,
                           "pages are mapped in whole multiples of " + formatBytes(m_pageGranularity)};
    CUmemAllocationProp prop{};
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = m_info.ordinal;
    CUmemAccessDesc access{};
    access.location = prop.location;
    access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;

    // One physical handle per page, so that any single page can later be unmapped and released on its own,
    // as expandable segments do when empty_cache returns their free tail.
    for (std::uint64_t page = address; page < address + bytes; page += m_pageGranularity) {
        CUmemGenericAllocationHandle handle = 0;
        CUresult result = m_driver->memCreate(&handle, m_pageGranularity, &prop, 0);
        if (result == CUDA_SUCCESS) {
            result = m_driver->memMap(page, m_pageGranularity, 0, handle, 0);
            if (result != CUDA_SUCCESS)
                m_driver->memRelease(handle);
        }
        if (result == CUDA_SUCCESS) {
            result = m_driver->memSetAccess(page, m_pageGranularity, &access, 1);
            if (result != CUDA_SUCCESS) {
                m_driver->memUnmap(page, m_pageGranularity);
                m_driver->memRelease(handle);
            }
        }
        if (result != CUDA_SUCCESS) {
            if (page > address) // undo the pages of this call already mapped: all or nothing
                unmapPages(address, page - address);
            const auto code =
                result == CUDA_ERROR_OUT_OF_MEMORY ? DeviceErrorCode::OutOfMemory : DeviceErrorCode::DriverError;
            return DeviceError{code, m_driver->describeError("mapping a page with cuMemCreate/cuMemMap", result)};
        }
        m_mappedPages.emplace(page, handle);
    }
    return Done{};
}

DeviceStatus CudaDevice::unmapPages(std::uint64_t address, std::uint64_t bytes)
{
    if (!m_driver)
        return DeviceError{DeviceErrorCode::Unsupported, m_noVirtualMemoryReason};
    if (bytes == 0 || bytes % m_pageGranularity != 0 || address % m_pageGranularity != 0)
        return DeviceError{DeviceErrorCode::InvalidArgument,
                           "pages are unmapped in whole multiples of " + formatBytes(m_pageGranularity)};
    for (std::uint64_t page = address; page < address + bytes; page += m_pageGranularity)
        if (!m_mappedPages.contains(page))
            return DeviceError{DeviceErrorCode::InvalidArgument,
                               "cannot unmap " + formatAddress(page) + ": it is not mapped"};
    for (std::uint64_t page = address; page < address + bytes; page += m_pageGranularity) {
        const auto it = m_mappedPages.find(page);
        if (const CUresult result = m_driver->memUnmap(page, m_pageGranularity); result != CUDA_SUCCESS)
            return DeviceError{DeviceErrorCode::DriverError, m_driver->describeError("cuMemUnmap", result)};
        m_driver->memRelease(it->second);
        m_mappedPages.erase(it);
    }
    return Done{};
}

} // namespace gml
