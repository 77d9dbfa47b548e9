#pragma once

#include "device/Device.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace gml {

// The memory behind one expandable segment: a virtual address range as large as the device's memory plus an
// eighth (so pages freed early in the range can be re-mapped at its end), backed page by page. Pages are
// 2 MiB in the small pool and 20 MiB in the large pool: fewer, larger mappings are cheaper to make.
// It only talks to the device; which blocks use the pages is the allocator's business.
class ExpandableSegment
{
public:
    // Reserves the range. Fails if the device has no virtual memory management or no address space left.
    static DeviceResult<std::unique_ptr<ExpandableSegment>> reserve(Device& device, std::uint64_t pageSize);
    // The bytes PyTorch reserves for one range on a device of `deviceBytes`: the device's memory plus an
    // eighth (rounded down), rounded up to whole pages.
    static std::uint64_t reservationBytes(std::uint64_t deviceBytes, std::uint64_t pageSize);

    ExpandableSegment(const ExpandableSegment&) = delete;
    ExpandableSegment& operator=(const ExpandableSegment&) = delete;
    ~ExpandableSegment(); // unmaps what is still mapped and releases the range

    std::uint64_t address() const { return m_address; }
    std::uint64_t size() const { return m_pageSize * m_mapped.size(); }
    std::uint64_t pageSize() const { return m_pageSize; }

    struct Range
    {
        std::uint64_t address = 0;
        std::uint64_t size = 0; // 0: nothing happened
    };

    // Maps the pages covering [address, address + bytes); `address` must be page aligned. All or nothing:
    // returns the range mapped (whole pages, so possibly more than asked), or an empty range when the device
    // is out of memory.
    Range map(std::uint64_t address, std::uint64_t bytes);

    // Unmaps the pages lying wholly inside [address, address + bytes); returns them (possibly none).
    Range unmap(std::uint64_t address, std::uint64_t bytes);

    // Releases the range at once; the segment must have no page mapped. Used instead of the destructor's
    // quiet release when the allocator records it.
    void releaseRange();

private:
    ExpandableSegment(Device& device, std::uint64_t address, std::uint64_t pageSize, std::uint64_t pages);

    Device* m_device;
    std::uint64_t m_address;
    std::uint64_t m_pageSize;
    std::vector<bool> m_mapped;
    bool m_released = false;
};

} // namespace gml
