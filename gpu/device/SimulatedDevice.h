#pragma once

#include "device/AddressSpace.h"
#include "device/Device.h"
#include "device/SimulatedDevicePreset.h"

#include <map>
#include <vector>

namespace gml {

// A GPU that exists only in host memory's bookkeeping: a fixed capacity, deterministic addresses (the same
// sequence of calls always yields the same addresses, so traces and tests are reproducible), virtual memory
// management with 2 MiB pages, and an out-of-memory that tests can inject on demand.
class SimulatedDevice final : public Device
{
public:
    // Where the simulated address space begins: near where CUDA's own allocations usually appear, so the
    // addresses learners see look like the ones in their own snapshots.
    static constexpr std::uint64_t kAllocationBase = 0x7f0000000000ULL;
    static constexpr std::uint64_t kReservationBase = 0x7e0000000000ULL;
    static constexpr std::uint64_t kAllocationAlignment = 512;
    static constexpr std::uint64_t kPageGranularity = 2ULL * 1024 * 1024;

    explicit SimulatedDevice(const SimulatedDevicePreset& preset = defaultSimulatedDevicePreset());
    SimulatedDevice(std::string name, std::uint64_t totalBytes);

    DeviceInfo info() const override;
    std::uint64_t freeBytes() const override { return m_totalBytes - m_usedBytes; }
    DeviceResult<std::uint64_t> allocate(std::uint64_t bytes) override;
    DeviceStatus release(std::uint64_t address) override;

    bool supportsVirtualMemory() const override { return true; }
    std::uint64_t pageGranularity() const override { return kPageGranularity; }
    DeviceResult<std::uint64_t> reserveAddressRange(std::uint64_t bytes) override;
    DeviceStatus releaseAddressRange(std::uint64_t address) override;
    DeviceStatus mapPages(std::uint64_t address, std::uint64_t bytes) override;
    DeviceStatus unmapPages(std::uint64_t address, std::uint64_t bytes) override;

    std::string describe() const override;

    // The next `count` calls that would take physical memory (allocate, mapPages) fail with out-of-memory,
    // whatever is free: how tests and lessons reach the allocator's release-and-retry path.
    void injectOutOfMemory(int count = 1) { m_injectedOutOfMemory = count; }
    std::uint64_t usedBytes() const { return m_usedBytes; }
    std::size_t liveAllocationCount() const { return m_allocations.size(); }

private:
    struct Reservation
    {
        std::uint64_t bytes;
        std::vector<bool> mappedPages;
    };

    DeviceStatus takePhysical(std::uint64_t bytes, const char* what);
    Reservation* findReservationFor(std::uint64_t address, std::uint64_t bytes, std::uint64_t& firstPage);

    std::string m_name;
    std::uint64_t m_totalBytes;
    std::uint64_t m_usedBytes = 0;
    int m_injectedOutOfMemory = 0;
    std::map<std::uint64_t, std::uint64_t> m_allocations; // address -> bytes
    std::map<std::uint64_t, Reservation> m_reservations;  // start address -> range
    // Where the next allocation or reservation goes: first fit, from the bases above.
    AddressSpace m_allocationSpace{kAllocationBase, ~std::uint64_t{0} - kAllocationAlignment + 1,
                                   kAllocationAlignment};
    AddressSpace m_reservationSpace{kReservationBase, kAllocationBase, kPageGranularity};
};

} // namespace gml
