#pragma once

#include "device/CudaDriverApi.h"
#include "device/Device.h"

#include <map>
#include <memory>
#include <optional>

namespace gml {

// A real NVIDIA GPU through the CUDA runtime (cudaMalloc, cudaFree, cudaMemGetInfo) and, for expandable
// segments, the driver's virtual memory API. Every CUDA error becomes a DeviceError naming the call.
class CudaDevice final : public Device
{
public:
    // Opens GPU `ordinal`, or says why there is none ("no CUDA GPU found: ...").
    static DeviceResult<std::unique_ptr<CudaDevice>> open(int ordinal = 0);
    // How many GPUs the runtime sees; 0 with the reason when it sees none.
    static int deviceCount(std::string* whyNone = nullptr);

    ~CudaDevice() override;
    CudaDevice(const CudaDevice&) = delete;
    CudaDevice& operator=(const CudaDevice&) = delete;

    DeviceInfo info() const override { return m_info; }
    std::uint64_t freeBytes() const override;
    DeviceResult<std::uint64_t> allocate(std::uint64_t bytes) override;
    DeviceStatus release(std::uint64_t address) override;

    bool supportsVirtualMemory() const override { return m_driver.has_value(); }
    std::uint64_t pageGranularity() const override { return m_pageGranularity; }
    DeviceResult<std::uint64_t> reserveAddressRange(std::uint64_t bytes) override;
    DeviceStatus releaseAddressRange(std::uint64_t address) override;
    DeviceStatus mapPages(std::uint64_t address, std::uint64_t bytes) override;
    DeviceStatus unmapPages(std::uint64_t address, std::uint64_t bytes) override;

    std::string describe() const override;
    // Why supportsVirtualMemory() is false, if it is.
    const std::string& virtualMemoryUnavailableReason() const { return m_noVirtualMemoryReason; }

private:
    explicit CudaDevice(DeviceInfo info);
    DeviceStatus makeCurrent() const;

    DeviceInfo m_info;
    std::optional<CudaDriverApi> m_driver;
    std::string m_noVirtualMemoryReason;
    std::uint64_t m_pageGranularity = 2ULL * 1024 * 1024;
    std::map<std::uint64_t, std::uint64_t> m_reservations;        // start -> bytes
    std::map<std::uint64_t, unsigned long long> m_mappedPages;    // page address -> physical handle
};

} // namespace gml
