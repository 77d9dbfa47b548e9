// The caching allocator's way back: completing frees, merging free neighbours, and returning memory to the
// device (empty_cache, the release-and-retry path of an allocation, garbage collection, unmapping pages).
#include "allocator/CachingAllocator.h"

#include <algorithm>
#include <cassert>

namespace gml {

void CachingAllocator::freeBlock(std::uint32_t block, EventReason reason)
{
    Block& b = m_table[block];
    assert(b.isFree());
    const std::uint64_t originalAddress = b.address;
    const std::uint64_t originalSize = b.size;
    const std::uint64_t requested = b.requested;
    const PoolKind pool = b.pool;
    b.requested = 0;

    std::int64_t countChange = 0;
    std::int64_t bytesChange = 0;
    for (const std::uint32_t neighbour : {m_table[block].prev, m_table[block].next}) {
        const std::uint64_t subsumed = tryMergeBlocks(block, neighbour);
        if (subsumed > 0) {
            countChange -= 1;
            bytesChange -= static_cast<std::int64_t>(subsumed);
        }
    }
    insertFree(block);
    if (m_table[block].isSplit()) {
        countChange += 1;
        bytesChange += static_cast<std::int64_t>(m_table[block].size);
    }
    if (!isExpandable(block)) {
        if (countChange > 0)
            m_stats.inactiveSplit.increase(pool, static_cast<std::uint64_t>(countChange));
        else if (countChange < 0)
            m_stats.inactiveSplit.decrease(pool, static_cast<std::uint64_t>(-countChange));
        if (bytesChange > 0)
            m_stats.inactiveSplitBytes.increase(pool, static_cast<std::uint64_t>(bytesChange));
        else if (bytesChange < 0)
            m_stats.inactiveSplitBytes.decrease(pool, static_cast<std::uint64_t>(-bytesChange));
    }
    m_stats.active.decrease(pool, 1);
    m_stats.activeBytes.decrease(pool, originalSize);
    m_stats.requestedBytes.decrease(pool, requested);

    const std::uint8_t flags = isExpandable(block) ? event_flags::kExpandable : 0;
    // A free at once: free() appended this block's free_requested just before, and the completion shares
    // its slot, adding only the flags and the merged size.
    if (reason == EventReason::FreedAtOnce && m_trace.appendCompletionOfLast(flags, m_table[block].size))
        return;
    AllocatorEvent event;
    event.kind = EventKind::FreeCompleted;
    event.flags = flags;
    event.reason = reason;
    event.pool = pool;
    event.stream = m_table[block].stream;
    event.segment = segmentId(block);
    event.address = originalAddress;
    event.size = originalSize;
    event.requested = requested;
    event.detail = m_table[block].size;
    event.detail2 = originalSize;
    record(event);
}

std::uint64_t CachingAllocator::tryMergeBlocks(std::uint32_t dst, std::uint32_t src)
{
    if (src == kNoBlock)
        return 0;
    const Block& s = m_table[src];
    if (!s.isFree() || s.mapped != m_table[dst].mapped)
        return 0;
    const std::uint64_t subsumed = s.size;
    eraseFree(src);
    m_table.absorb(dst, src);
    return subsumed;
}

void CachingAllocator::completePendingFrees()
{
    while (!m_pendingByStream.empty())
        completeEventsOf(m_pendingByStream.begin()->first);
    offerKeyframe();
}

void CachingAllocator::emptyCache()
{
    m_releasedInCall = 0;
    m_releasedSegmentsInCall = 0;
    releaseCachedBlocks(EventReason::EmptyCacheRelease, nullptr);
    AllocatorEvent event;
    event.kind = EventKind::EmptyCache;
    event.count = m_releasedSegmentsInCall;
    event.detail = m_releasedInCall;
    record(event);
    offerKeyframe();
}

void CachingAllocator::completeEventsOf(StreamId stream)
{
    const auto it = m_pendingByStream.find(stream);
    if (it == m_pendingByStream.end())
        return;
    const std::deque<std::uint32_t> blocks = std::move(it->second);
    m_pendingByStream.erase(it);
    for (const std::uint32_t block : blocks)
        if (--m_table[block].eventCount == 0)
            freeBlock(block, EventReason::StreamsFinished);
}

void CachingAllocator::releaseBlock(std::uint32_t block, EventReason reason, std::uint64_t age)
{
    const Block& b = m_table[block];
    assert(!b.isSplit() && !isExpandable(block));
    const std::uint32_t segmentIndex = b.segment;
    const PoolKind pool = b.pool;
    AllocatorEvent event;
    event.kind = EventKind::SegmentFree;
    event.reason = reason;
    event.pool = pool;
    event.stream = b.stream;
    event.segment = segmentId(block);
    event.address = b.address;
    event.size = b.size;
    event.detail = age;
    if (m_rules.isOversize(b.size)) {
        m_stats.oversizeSegments.decrease(1);
        event.flags |= event_flags::kOversize;
    }
    eraseFree(block);
    m_device.release(event.address);
    m_totalAllocatedMemory -= event.size;
    m_stats.segment.decrease(pool, 1);
    m_stats.reservedBytes.decrease(pool, event.size);
    ++m_stats.numDeviceFree;
    m_table.removeSegment(segmentIndex);
    m_releasedInCall += event.size;
    ++m_releasedSegmentsInCall;
    record(event);
}

void CachingAllocator::releaseExpandableSegment(std::uint32_t block)
{
    const Block& b = m_table[block];
    assert(!b.isSplit() && !b.mapped);
    const std::uint32_t segmentIndex = b.segment;
    Segment& segment = m_table.segment(segmentIndex);
    AllocatorEvent event;
    event.kind = EventKind::SegmentFree;
    event.reason = EventReason::ExpandableRelease;
    event.flags = event_flags::kExpandable;
    event.pool = b.pool;
    event.stream = b.stream;
    event.segment = segment.id;
    event.address = b.address;
    event.size = b.size;
    eraseFree(block);
    segment.expandable->releaseRange();
    m_table.removeSegment(segmentIndex);
    record(event);
}

void CachingAllocator::unmapBlock(std::uint32_t block, EventReason reason, Request* request)
{
    Segment& segment = m_table.segment(m_table[block].segment);
    const ExpandableSegment::Range range = segment.expandable->unmap(m_table[block].address, m_table[block].size);
    if (range.size == 0)
        return; // no whole page is free
    eraseFree(block);
    // [free part before the pages] [the pages, now unmapped] [free part after]
    if (range.address > m_table[block].address)
        insertFree(m_table.splitFront(block, range.address - m_table[block].address));
    if (m_table[block].size > range.size)
        insertFree(m_table.splitBack(block, m_table[block].size - range.size));
    m_table[block].mapped = false;
    tryMergeBlocks(block, m_table[block].prev);
    tryMergeBlocks(block, m_table[block].next);
    insertFree(block);
    m_totalAllocatedMemory -= range.size;
    m_stats.reservedBytes.decrease(segment.pool, range.size);
    ++m_stats.numDeviceFree;
    m_releasedInCall += range.size;
    if (request != nullptr) {
        ++request->released;
        request->releasedBytes += range.size;
    }

    AllocatorEvent event;
    event.kind = EventKind::SegmentUnmap;
    event.reason = reason;
    event.flags = event_flags::kExpandable;
    event.pool = segment.pool;
    event.stream = segment.stream;
    event.segment = segment.id;
    event.address = range.address;
    event.size = range.size;
    record(event);
}

void CachingAllocator::releaseBlocks(Pool& pool, EventReason reason, Request* request)
{
    // Whole free segments go back to the device; free blocks of expandable segments give back their whole
    // pages. Collected first: releasing changes the set being walked. Whole segments come from the
    // releasable set (in the free set's order, so in the same order as from a walk of the whole cache): the
    // walk costs what it releases. Blocks of expandable segments need the walk of the cache, which is then
    // mostly theirs.
    std::vector<std::uint32_t> whole;
    std::vector<std::uint32_t> toUnmap;
    for (const FreeKey& key : pool.releasable)
        whole.push_back(key.block);
    if (pool.expandableCached > 0)
        for (const FreeKey& key : pool.blocks.ordered())
            if (isExpandable(key.block))
                toUnmap.push_back(key.block);
    for (const std::uint32_t block : whole) {
        if (request != nullptr) {
            ++request->released;
            request->releasedBytes += m_table[block].size;
        }
        releaseBlock(block, reason);
    }
    for (const std::uint32_t block : toUnmap) {
        unmapBlock(block, reason, request);
        if (!m_table[block].mapped && !m_table[block].isSplit())
            releaseExpandableSegment(block);
    }
}

void CachingAllocator::releaseCachedBlocks(EventReason reason, Request* request)
{
    // Frees waiting on other streams complete first (PyTorch synchronizes on their events), so their blocks
    // can be released too.
    while (!m_pendingByStream.empty())
        completeEventsOf(m_pendingByStream.begin()->first);
    releaseBlocks(m_large, reason, request);
    releaseBlocks(m_small, reason, request);
}

bool CachingAllocator::releaseAvailableCachedBlocks(Request& request)
{
    if (!m_config.hasMaxSplitSize())
        return false;
    Pool& pool = *request.pool;
    const std::uint64_t maxSplit = m_config.maxSplitSize;
    const std::uint64_t target = std::max(request.size, maxSplit);
    // Only oversize blocks that are whole segments can go back; expandable ones are left to release-all.
    const auto releasable = [&](const FreeKey& key) {
        return key.size >= maxSplit && key.stream == request.stream && !isExpandable(key.block) &&
               !m_table[key.block].isSplit();
    };
    const auto release = [&](std::uint32_t block) {
        ++request.released;
        request.releasedBytes += m_table[block].size;
        releaseBlock(block, EventReason::OversizeRelease);
    };
    auto it = pool.blocks.lower_bound(FreeKey{request.stream, 0, target, 0});
    if (it != pool.blocks.end() && it->stream == request.stream) {
        if (!releasable(*it))
            return false;
        release(it->block); // one oversize block large enough: release just that one
        return true;
    }
    // None large enough alone: release oversize blocks, largest first, until enough is freed. Chosen first,
    // then released: releasing changes the set, whose positions then no longer hold.
    if (it == pool.blocks.begin())
        return false;
    --it;
    std::uint64_t released = 0;
    std::vector<std::uint32_t> chosen;
    while (released < target && releasable(*it)) {
        chosen.push_back(it->block);
        released += it->size;
        if (it == pool.blocks.begin())
            break;
        --it;
    }
    for (const std::uint32_t block : chosen)
        release(block);
    return released >= target;
}

void CachingAllocator::garbageCollectCachedBlocks()
{
    // Above threshold x allowed memory, release whole cached large-pool segments that have gone unused at
    // least as long as the average, until the excess is reclaimed.
    const auto threshold = static_cast<std::uint64_t>(m_config.garbageCollectionThreshold *
                                                      static_cast<double>(m_allowedMemoryMaximum));
    if (m_totalAllocatedMemory <= threshold)
        return;
    const std::uint64_t target = m_totalAllocatedMemory - threshold;
    const auto age = [this](std::uint32_t block) {
        return static_cast<std::uint64_t>(m_large.freeBlockSearches - m_table[block].gcCountBase);
    };
    const auto freeable = [this](std::uint32_t block) {
        return !m_table[block].isSplit() && !isExpandable(block);
    };
    std::uint64_t totalAge = 0;
    std::uint64_t freeableCount = 0;
    // Freeable blocks are whole segments: all in the releasable set, which is walked instead of the cache.
    for (const FreeKey& key : m_large.releasable) {
        if (freeable(key.block)) {
            totalAge += age(key.block);
            ++freeableCount;
        }
    }
    std::uint64_t reclaimed = 0;
    bool freedOne = true;
    while (reclaimed < target && freedOne && freeableCount > 0) {
        const double ageThreshold = static_cast<double>(totalAge) / static_cast<double>(freeableCount);
        freedOne = false;
        std::vector<std::uint32_t> blocks;
        for (const FreeKey& key : m_large.releasable)
            blocks.push_back(key.block);
        for (const std::uint32_t block : blocks) {
            if (!freeable(block) || static_cast<double>(age(block)) < ageThreshold)
                continue;
            freedOne = true;
            reclaimed += m_table[block].size;
            totalAge -= age(block);
            --freeableCount;
            releaseBlock(block, EventReason::GarbageCollection, age(block));
        }
    }
}

} // namespace gml
