#include "snapshot/ReplayDevice.h"

#include "util/ByteFormat.h"

#include <algorithm>
#include <iterator>

namespace gml {

namespace {

DeviceError outOfMemory(const char* what, std::uint64_t bytes)
{
    return {DeviceErrorCode::OutOfMemory,
            std::string(what) + " of " + formatBytes(bytes) + " failed: out of memory (as recorded in the trace)"};
}

} // namespace

DeviceInfo ReplayDevice::info() const
{
    return DeviceInfo{"Recorded device (snapshot replay)", m_totalBytes, true, m_ordinal, {}};
}

std::string ReplayDevice::describe() const
{
    return "Recorded device (snapshot replay) · " + formatBytes(m_totalBytes);
}

std::size_t ReplayDevice::dropExpectedAllocations()
{
    const std::size_t dropped = m_expected.size();
    m_expected.clear();
    m_expectedReservation.reset();
    return dropped;
}

std::uint64_t ReplayDevice::freshAddress(std::uint64_t bytes)
{
    const std::uint64_t address = m_nextFresh;
    m_nextFresh += (bytes + kPageGranularity - 1) / kPageGranularity * kPageGranularity;
    ++m_fresh;
    return address;
}

bool ReplayDevice::overlapsAllocation(std::uint64_t address, std::uint64_t bytes) const
{
    const auto next = m_allocations.lower_bound(address);
    if (next != m_allocations.end() && next->first < address + bytes)
        return true;
    return next != m_allocations.begin() && std::prev(next)->first + std::prev(next)->second > address;
}

DeviceResult<std::uint64_t> ReplayDevice::allocate(std::uint64_t bytes)
{
    if (bytes == 0)
        return DeviceError{DeviceErrorCode::InvalidArgument, "cannot allocate 0 bytes"};
    if (failing())
        return outOfMemory("cudaMalloc", bytes);
    std::uint64_t address = 0;
    if (!m_expected.empty()) {
        address = m_expected.front();
        m_expected.pop_front();
    }
    // After a misprediction the recorded address may still be in use here: never hand out memory twice.
    if (address == 0 || overlapsAllocation(address, bytes))
        address = freshAddress(bytes);
    m_allocations[address] = bytes;
    m_usedBytes += bytes;
    return address;
}

DeviceStatus ReplayDevice::release(std::uint64_t address)
{
    const auto it = m_allocations.find(address);
    if (it == m_allocations.end())
        return DeviceError{DeviceErrorCode::InvalidArgument,
                           "cannot free " + formatAddress(address) + ": the device never allocated it"};
    m_usedBytes -= it->second;
    m_allocations.erase(it);
    ++m_releases;
    return Done{};
}

DeviceResult<std::uint64_t> ReplayDevice::reserveAddressRange(std::uint64_t bytes)
{
    if (bytes == 0 || bytes % kPageGranularity != 0)
        return DeviceError{DeviceErrorCode::InvalidArgument,
                           "an address range must be a non-zero multiple of " + formatBytes(kPageGranularity)};
    const std::optional<std::uint64_t> expected = m_expectedReservation;
    m_expectedReservation.reset();
    if (!expected) {
        // A range the trace does not show: the model's own, kept apart from everything recorded.
        const std::uint64_t address = freshAddress(bytes);
        m_reservations[address] = bytes;
        return address;
    }
    // The recorded range goes where it was, always. Only a range the model holds already can be in the
    // way, and only when the recording did not tell their starts apart: say so rather than move either.
    const auto next = m_reservations.upper_bound(*expected);
    if (next != m_reservations.begin() && std::prev(next)->first + std::prev(next)->second > *expected)
        return DeviceError{DeviceErrorCode::InvalidArgument,
                           "the recorded expandable range at " + formatAddress(*expected) +
                               " lies inside the range the replay reserved at " +
                               formatAddress(std::prev(next)->first)};
    const std::uint64_t room = roomAbove(*expected) / kPageGranularity * kPageGranularity;
    m_reservations[*expected] = std::min(bytes, room);
    return *expected;
}

std::uint64_t ReplayDevice::grantedRangeBytes(std::uint64_t address, std::uint64_t asked) const
{
    const auto it = m_reservations.find(address);
    return it == m_reservations.end() ? asked : std::min(asked, it->second);
}

std::uint64_t ReplayDevice::roomAbove(std::uint64_t address) const
{
    std::uint64_t limit = ~std::uint64_t{0};
    const auto recorded = std::upper_bound(m_recordedStarts.begin(), m_recordedStarts.end(), address);
    if (recorded != m_recordedStarts.end())
        limit = *recorded;
    const auto modelled = m_reservations.upper_bound(address);
    if (modelled != m_reservations.end())
        limit = std::min(limit, modelled->first);
    return limit - address;
}

DeviceStatus ReplayDevice::releaseAddressRange(std::uint64_t address)
{
    m_reservations.erase(address);
    return Done{};
}

DeviceStatus ReplayDevice::mapPages(std::uint64_t, std::uint64_t bytes)
{
    if (failing())
        return outOfMemory("cuMemMap", bytes);
    m_usedBytes += bytes;
    return Done{};
}

DeviceStatus ReplayDevice::unmapPages(std::uint64_t, std::uint64_t bytes)
{
    m_usedBytes -= bytes < m_usedBytes ? bytes : m_usedBytes;
    ++m_releases;
    return Done{};
}

} // namespace gml
