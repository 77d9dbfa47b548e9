// The caching allocator's expandable segments (expandable_segments:True): finding room in the stream's
// ranges, reserving a new range, and mapping pages into it. Unmapping lives with the other releases.
#include "allocator/CachingAllocator.h"

#include "allocator/AllocationRules.h"
#include "allocator/ExpandableSegment.h"

namespace gml {

std::uint32_t CachingAllocator::findExpandableBlock(Request& request)
{
    Pool& pool = *request.pool;
    const auto allocatable = [this](std::uint32_t block) {
        return block != kNoBlock && m_table[block].isFree();
    };
    // Enough room from `block` on, over free and unmapped blocks?
    const auto hasRoom = [&](std::uint32_t block) {
        std::uint64_t bytes = 0;
        while (bytes < request.size && allocatable(block)) {
            bytes += m_table[block].size;
            block = m_table[block].next;
        }
        return bytes >= request.size;
    };
    // The lowest unmapped address of this stream's segments where the request fits, counting a free block
    // just before it: mapping there makes the segment grow instead of a new one being made.
    for (auto it = pool.unmapped.lower_bound(FreeKey{request.stream, 0, 0, 0});
         it != pool.unmapped.end() && it->stream == request.stream; ++it) {
        std::uint32_t candidate = it->block;
        if (allocatable(m_table[candidate].prev))
            candidate = m_table[candidate].prev;
        if (hasRoom(candidate))
            return candidate;
    }
    return reserveExpandableSegment(request);
}

std::uint32_t CachingAllocator::reserveExpandableSegment(Request& request)
{
    Pool& pool = *request.pool;
    auto reserved = ExpandableSegment::reserve(m_device, AllocationRules::expandablePageSize(pool.kind));
    if (!reserved) {
        if (reserved.error().code != DeviceErrorCode::OutOfMemory)
            request.deviceError = reserved.error().message;
        return kNoBlock;
    }
    Segment segment;
    segment.id = m_nextSegmentId++;
    segment.address = reserved.value()->address();
    segment.size = reserved.value()->size();
    segment.pool = pool.kind;
    segment.stream = request.stream;
    segment.expandable = std::move(reserved.value());
    const std::uint32_t index = m_table.addSegment(std::move(segment));
    const std::uint32_t head = m_table.segment(index).head;
    insertFree(head);

    AllocatorEvent event;
    event.kind = EventKind::SegmentAlloc;
    event.reason = EventReason::ExpandableReserve;
    event.flags = event_flags::kExpandable;
    event.pool = pool.kind;
    event.stream = request.stream;
    event.segment = m_table.segment(index).id;
    event.address = m_table[head].address;
    event.size = m_table[head].size;
    event.requested = request.requested;
    event.detail2 = request.size;
    record(event);
    return head;
}

std::uint32_t CachingAllocator::tryAllocateExpandableBlock(Request& request)
{
    std::uint32_t candidate = findExpandableBlock(request);
    if (candidate == kNoBlock)
        return kNoBlock;
    // The candidate starts a run of free and unmapped blocks with room enough: map what is unmapped, front
    // to back, each mapping merging with the free block before it.
    if (!m_table[candidate].mapped &&
        !mapBlock(candidate, std::min(m_table[candidate].size, request.size), request))
        return kNoBlock;
    while (m_table[candidate].size < request.size) {
        const std::uint32_t next = m_table[candidate].next;
        if (!mapBlock(next, std::min(request.size - m_table[candidate].size, m_table[next].size), request))
            return kNoBlock;
        candidate = next;
    }
    eraseFree(candidate);
    return candidate;
}

bool CachingAllocator::mapBlock(std::uint32_t block, std::uint64_t bytes, Request& request)
{
    Segment& segment = m_table.segment(m_table[block].segment);
    const ExpandableSegment::Range range = segment.expandable->map(m_table[block].address, bytes);
    if (range.size == 0)
        return false;
    eraseFree(block);
    m_table[block].mapped = true;
    if (range.size < m_table[block].size) {
        const std::uint32_t rest = m_table.splitBack(block, m_table[block].size - range.size);
        m_table[rest].mapped = false;
        insertFree(rest);
    }
    tryMergeBlocks(block, m_table[block].prev);
    tryMergeBlocks(block, m_table[block].next);
    insertFree(block);
    m_totalAllocatedMemory += range.size;
    m_stats.reservedBytes.increase(segment.pool, range.size);
    ++m_stats.numDeviceAlloc;

    AllocatorEvent event;
    event.kind = EventKind::SegmentMap;
    event.reason = request.reason == EventReason::RetryAfterReleaseAll ? EventReason::RetryAfterReleaseAll
                                                                       : EventReason::NoCachedBlockFits;
    event.flags = event_flags::kExpandable;
    event.pool = segment.pool;
    event.stream = segment.stream;
    event.segment = segment.id;
    event.address = range.address;
    event.size = range.size;
    event.requested = request.requested;
    event.detail2 = request.size;
    record(event);
    return true;
}

} // namespace gml
