#include "device/SimulatedDevice.h"

#include "util/ByteFormat.h"

namespace gml {

namespace {

std::uint64_t roundUp(std::uint64_t value, std::uint64_t multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

DeviceError invalid(std::string message)
{
    return {DeviceErrorCode::InvalidArgument, std::move(message)};
}

} // namespace

SimulatedDevice::SimulatedDevice(const SimulatedDevicePreset& preset)
    : SimulatedDevice(preset.name, preset.totalBytes)
{
}

SimulatedDevice::SimulatedDevice(std::string name, std::uint64_t totalBytes)
    : m_name(std::move(name)), m_totalBytes(totalBytes)
{
}

DeviceInfo SimulatedDevice::info() const
{
    return DeviceInfo{"Simulated " + m_name, m_totalBytes, true, 0, {}};
}

std::string SimulatedDevice::describe() const
{
    return "Simulated " + m_name + " · " + formatBytes(m_totalBytes);
}

DeviceStatus SimulatedDevice::takePhysical(std::uint64_t bytes, const char* what)
{
    if (m_injectedOutOfMemory > 0) {
        --m_injectedOutOfMemory;
        return DeviceError{DeviceErrorCode::OutOfMemory,
                           std::string(what) + " of " + formatBytes(bytes) +
                               " failed: out of memory (injected by the simulation)"};
    }
    if (bytes > m_totalBytes - m_usedBytes)
        return DeviceError{DeviceErrorCode::OutOfMemory, std::string(what) + " of " + formatBytes(bytes) +
                                                             " failed: out of memory (" +
                                                             formatBytes(m_totalBytes - m_usedBytes) +
                                                             " free of " + formatBytes(m_totalBytes) + ")"};
    m_usedBytes += bytes;
    return Done{};
}

DeviceResult<std::uint64_t> SimulatedDevice::allocate(std::uint64_t bytes)
{
    if (bytes == 0)
        return invalid("cannot allocate 0 bytes");
    if (bytes > m_totalBytes)
        return DeviceError{DeviceErrorCode::OutOfMemory, "allocation of " + formatBytes(bytes) +
                                                             " failed: larger than the whole device (" +
                                                             formatBytes(m_totalBytes) + ")"};
    const std::uint64_t footprint = roundUp(bytes, kAllocationAlignment);
    if (auto status = takePhysical(footprint, "allocation"); !status)
        return status.error();
    const std::optional<std::uint64_t> address = m_allocationSpace.take(footprint);
    if (!address) { // 16 EiB of address space: only reachable by a device larger than that
        m_usedBytes -= footprint;
        return DeviceError{DeviceErrorCode::OutOfMemory, "allocation of " + formatBytes(bytes) +
                                                             " failed: no address range is left for it"};
    }
    m_allocations.emplace(*address, bytes);
    return *address;
}

DeviceStatus SimulatedDevice::release(std::uint64_t address)
{
    const auto it = m_allocations.find(address);
    if (it == m_allocations.end())
        return invalid("cannot free " + formatAddress(address) + ": the device never allocated it");
    m_usedBytes -= roundUp(it->second, kAllocationAlignment);
    m_allocationSpace.give(address, it->second);
    m_allocations.erase(it);
    return Done{};
}

DeviceResult<std::uint64_t> SimulatedDevice::reserveAddressRange(std::uint64_t bytes)
{
    if (bytes == 0 || bytes % kPageGranularity != 0)
        return invalid("an address range must be a non-zero multiple of " + formatBytes(kPageGranularity) +
                       ", not " + formatBytes(bytes));
    const std::optional<std::uint64_t> address = m_reservationSpace.take(bytes);
    if (!address)
        return DeviceError{DeviceErrorCode::OutOfMemory,
                           "no virtual address range of " + formatBytes(bytes) + " is left to reserve"};
    m_reservations.emplace(*address, Reservation{bytes, std::vector<bool>(bytes / kPageGranularity, false)});
    return *address;
}

DeviceStatus SimulatedDevice::releaseAddressRange(std::uint64_t address)
{
    const auto it = m_reservations.find(address);
    if (it == m_reservations.end())
        return invalid("cannot release " + formatAddress(address) + ": no address range was reserved there");
    for (const bool mapped : it->second.mappedPages)
        if (mapped)
            return invalid("cannot release the address range at " + formatAddress(address) +
                           " while pages are still mapped in it");
    m_reservationSpace.give(address, it->second.bytes);
    m_reservations.erase(it);
    return Done{};
}

SimulatedDevice::Reservation* SimulatedDevice::findReservationFor(std::uint64_t address, std::uint64_t bytes,
                                                                  std::uint64_t& firstPage)
{
    auto it = m_reservations.upper_bound(address);
    if (it == m_reservations.begin())
        return nullptr;
    --it;
    auto& [start, range] = *it;
    if (address < start || address + bytes > start + range.bytes)
        return nullptr;
    firstPage = (address - start) / kPageGranularity;
    return &range;
}

DeviceStatus SimulatedDevice::mapPages(std::uint64_t address, std::uint64_t bytes)
{
    if (bytes == 0 || bytes % kPageGranularity != 0 || address % kPageGranularity != 0)
        return invalid("pages are mapped in whole multiples of " + formatBytes(kPageGranularity));
    std::uint64_t firstPage = 0;
    Reservation* range = findReservationFor(address, bytes, firstPage);
    if (range == nullptr)
        return invalid("cannot map " + formatBytes(bytes) + " at " + formatAddress(address) +
                       ": outside every reserved address range");
    const std::uint64_t pages = bytes / kPageGranularity;
    for (std::uint64_t page = firstPage; page < firstPage + pages; ++page)
        if (range->mappedPages[page])
            return invalid("cannot map " + formatAddress(address) + ": part of it is mapped already");
    if (auto status = takePhysical(bytes, "mapping"); !status)
        return status;
    auto& mapped = range->mappedPages;
    for (std::uint64_t page = firstPage; page < firstPage + pages; ++page)
        mapped[page] = true;
    return Done{};
}

DeviceStatus SimulatedDevice::unmapPages(std::uint64_t address, std::uint64_t bytes)
{
    if (bytes == 0 || bytes % kPageGranularity != 0 || address % kPageGranularity != 0)
        return invalid("pages are unmapped in whole multiples of " + formatBytes(kPageGranularity));
    std::uint64_t firstPage = 0;
    Reservation* range = findReservationFor(address, bytes, firstPage);
    if (range == nullptr)
        return invalid("cannot unmap " + formatAddress(address) + ": outside every reserved address range");
    const std::uint64_t pages = bytes / kPageGranularity;
    for (std::uint64_t page = firstPage; page < firstPage + pages; ++page)
        if (!range->mappedPages[page])
            return invalid("cannot unmap " + formatAddress(address) + ": part of it is not mapped");
    auto& mapped = range->mappedPages;
    for (std::uint64_t page = firstPage; page < firstPage + pages; ++page)
        mapped[page] = false;
    m_usedBytes -= bytes;
    return Done{};
}

} // namespace gml
