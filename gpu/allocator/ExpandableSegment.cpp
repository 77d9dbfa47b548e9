#include "allocator/ExpandableSegment.h"

#include <cassert>

namespace gml {

DeviceResult<std::unique_ptr<ExpandableSegment>> ExpandableSegment::reserve(Device& device, std::uint64_t pageSize)
{
    if (!device.supportsVirtualMemory())
        return DeviceError{DeviceErrorCode::Unsupported,
                           "expandable segments need virtual memory management, which " + device.describe() +
                               " does not offer"};
    if (pageSize % device.pageGranularity() != 0)
        return DeviceError{DeviceErrorCode::Unsupported, "the device's page granularity does not divide the "
                                                         "expandable segment's page size"};
    auto address = device.reserveAddressRange(reservationBytes(device.info().totalBytes, pageSize));
    if (!address)
        return address.error();
    const std::uint64_t granted =
        device.grantedRangeBytes(address.value(), reservationBytes(device.info().totalBytes, pageSize));
    const std::uint64_t pages = granted / pageSize;
    if (pages == 0) {
        device.releaseAddressRange(address.value());
        return DeviceError{DeviceErrorCode::OutOfMemory, "the address range granted holds no whole page"};
    }
    return std::unique_ptr<ExpandableSegment>(new ExpandableSegment(device, address.value(), pageSize, pages));
}

std::uint64_t ExpandableSegment::reservationBytes(std::uint64_t deviceBytes, std::uint64_t pageSize)
{
    // PyTorch's ExpandableSegment: numSegments(total + total / 8) pages, numSegments rounding up.
    const std::uint64_t wanted = deviceBytes + deviceBytes / 8;
    return (wanted + pageSize - 1) / pageSize * pageSize;
}

ExpandableSegment::ExpandableSegment(Device& device, std::uint64_t address, std::uint64_t pageSize,
                                     std::uint64_t pages)
    : m_device(&device), m_address(address), m_pageSize(pageSize), m_mapped(pages, false)
{
}

ExpandableSegment::~ExpandableSegment()
{
    if (m_released)
        return;
    // Unmap each run of mapped pages, then give the range back. Errors are ignored: the allocator is
    // going away, as the process would.
    for (std::size_t page = 0; page < m_mapped.size();) {
        if (!m_mapped[page]) {
            ++page;
            continue;
        }
        std::size_t end = page;
        while (end < m_mapped.size() && m_mapped[end])
            ++end;
        m_device->unmapPages(m_address + page * m_pageSize, (end - page) * m_pageSize);
        page = end;
    }
    m_device->releaseAddressRange(m_address);
}

void ExpandableSegment::releaseRange()
{
    assert(!m_released);
    m_device->releaseAddressRange(m_address);
    m_released = true;
}

ExpandableSegment::Range ExpandableSegment::map(std::uint64_t address, std::uint64_t bytes)
{
    assert(address >= m_address && (address - m_address) % m_pageSize == 0);
    const std::uint64_t begin = (address - m_address) / m_pageSize;
    const std::uint64_t end = std::min<std::uint64_t>((address - m_address + bytes + m_pageSize - 1) / m_pageSize,
                                                      m_mapped.size());
    if (begin >= end)
        return {address, 0};
    for (std::uint64_t page = begin; page < end; ++page)
        assert(!m_mapped[page]);
    const Range range{m_address + begin * m_pageSize, (end - begin) * m_pageSize};
    if (!m_device->mapPages(range.address, range.size))
        return {address, 0};
    for (std::uint64_t page = begin; page < end; ++page)
        m_mapped[page] = true;
    return range;
}

ExpandableSegment::Range ExpandableSegment::unmap(std::uint64_t address, std::uint64_t bytes)
{
    const std::uint64_t begin = (address - m_address + m_pageSize - 1) / m_pageSize; // first whole page
    const std::uint64_t end = (address - m_address + bytes) / m_pageSize;            // past the last whole page
    if (begin >= end)
        return {address, 0};
    const Range range{m_address + begin * m_pageSize, (end - begin) * m_pageSize};
    if (!m_device->unmapPages(range.address, range.size))
        return {address, 0};
    for (std::uint64_t page = begin; page < end; ++page)
        m_mapped[page] = false;
    return range;
}

} // namespace gml
