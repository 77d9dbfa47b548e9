#pragma once

#include "device/DeviceResult.h"

#include <cstdint>
#include <string>

namespace gml {

struct DeviceInfo
{
    std::string name;          // "NVIDIA H200" or "Simulated NVIDIA H200"
    std::uint64_t totalBytes = 0;
    bool simulated = true;
    int ordinal = 0;           // CUDA device index; 0 for the simulated device
    std::string computeCapability; // "9.0"; empty when simulated
};

// The one seam between the engines and hardware. The engines (allocator, KV cache, checkpoint executor) see
// device memory only through this interface, so the same decisions run on a real GPU and on the simulated
// device in tests. Addresses are plain integers: engines never dereference them.
class Device
{
public:
    virtual ~Device() = default;

    virtual DeviceInfo info() const = 0;
    virtual std::uint64_t freeBytes() const = 0;

    // Plain device memory, as cudaMalloc hands it out.
    virtual DeviceResult<std::uint64_t> allocate(std::uint64_t bytes) = 0;
    virtual DeviceStatus release(std::uint64_t address) = 0;

    // Virtual memory management (cuMemAddressReserve / cuMemCreate + cuMemMap / cuMemUnmap + cuMemRelease),
    // used by expandable segments. Sizes and addresses are multiples of pageGranularity().
    virtual bool supportsVirtualMemory() const = 0;
    virtual std::uint64_t pageGranularity() const = 0;
    virtual DeviceResult<std::uint64_t> reserveAddressRange(std::uint64_t bytes) = 0;
    // How much of the range reserveAddressRange() just returned at `address` may be used: all that was asked,
    // on real and simulated devices. A device replaying a recording grants less where the recording shows
    // another range starting sooner: the replay's guess of the range's size was too large, the record is not.
    virtual std::uint64_t grantedRangeBytes(std::uint64_t /*address*/, std::uint64_t asked) const
    {
        return asked;
    }
    virtual DeviceStatus releaseAddressRange(std::uint64_t address) = 0;
    virtual DeviceStatus mapPages(std::uint64_t address, std::uint64_t bytes) = 0;
    virtual DeviceStatus unmapPages(std::uint64_t address, std::uint64_t bytes) = 0;

    // "NVIDIA H200 · 141 GiB" or "Simulated device · no CUDA GPU found": what the status bar shows.
    virtual std::string describe() const = 0;
};

} // namespace gml
