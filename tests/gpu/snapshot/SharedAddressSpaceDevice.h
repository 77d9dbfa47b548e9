#pragma once

// A simulated GPU whose virtual address ranges come from an address space shared with other GPUs of the same
// process, as CUDA's unified addressing gives them: cuMemAddressReserve on any device takes the next free
// range of the one space, back to back. The space can hand ranges out upwards or downwards, so that tests see
// ranges whose order in address space differs from their creation order. Physical memory is per device.
#include "device/Device.h"
#include "device/SimulatedDevice.h"

#include <cstdint>
#include <map>
#include <string>

namespace gml::test {

class SharedAddressSpaceDevice final : public Device
{
public:
    struct Space
    {
        std::uint64_t next =
            SimulatedDevice::kReservationBase; // upwards: the next range's start; else its end
        bool downwards = false;
        // Each upward range starts at the next multiple of this (0: none), as the driver aligns them.
        std::uint64_t alignment = 0;

        std::uint64_t take(std::uint64_t bytes)
        {
            if (downwards)
                return next -= bytes;
            if (alignment != 0)
                next = (next + alignment - 1) / alignment * alignment;
            const std::uint64_t address = next;
            next += bytes;
            return address;
        }
    };

    SharedAddressSpaceDevice(Space& space, std::string name, std::uint64_t totalBytes)
        : m_space(&space), m_plain(name, totalBytes), m_name(std::move(name)), m_totalBytes(totalBytes)
    {
    }

    DeviceInfo info() const override { return DeviceInfo{m_name, m_totalBytes, true, 0, {}}; }
    std::uint64_t freeBytes() const override { return m_totalBytes - m_mappedBytes - m_plainBytes; }
    DeviceResult<std::uint64_t> allocate(std::uint64_t bytes) override
    {
        if (bytes > freeBytes())
            return DeviceError{DeviceErrorCode::OutOfMemory, "out of memory"};
        auto address = m_plain.allocate(bytes);
        if (address) {
            m_plainSizes[address.value()] = bytes;
            m_plainBytes += bytes;
        }
        return address;
    }
    DeviceStatus release(std::uint64_t address) override
    {
        if (const auto it = m_plainSizes.find(address); it != m_plainSizes.end()) {
            m_plainBytes -= it->second;
            m_plainSizes.erase(it);
        }
        return m_plain.release(address);
    }

    bool supportsVirtualMemory() const override { return true; }
    std::uint64_t pageGranularity() const override { return SimulatedDevice::kPageGranularity; }
    DeviceResult<std::uint64_t> reserveAddressRange(std::uint64_t bytes) override
    {
        return m_space->take(bytes);
    }
    DeviceStatus releaseAddressRange(std::uint64_t) override { return Done{}; } // never handed out again
    DeviceStatus mapPages(std::uint64_t, std::uint64_t bytes) override
    {
        if (bytes > freeBytes())
            return DeviceError{DeviceErrorCode::OutOfMemory, "out of memory"};
        m_mappedBytes += bytes;
        return Done{};
    }
    DeviceStatus unmapPages(std::uint64_t, std::uint64_t bytes) override
    {
        m_mappedBytes -= bytes;
        return Done{};
    }

    std::string describe() const override { return m_name; }

private:
    Space* m_space;
    SimulatedDevice m_plain; // plain segments (cudaMalloc), which expandable segments do not use
    std::string m_name;
    std::uint64_t m_totalBytes;
    std::uint64_t m_mappedBytes = 0;
    std::uint64_t m_plainBytes = 0;
    std::map<std::uint64_t, std::uint64_t> m_plainSizes;
};

} // namespace gml::test
