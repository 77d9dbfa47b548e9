// The caching allocator's public calls and its allocation path: validation, best fit, new segments and
// expandable growth, splitting, out-of-memory. Frees, merges and releases are in CachingAllocatorRelease.cpp.
#include "allocator/CachingAllocator.h"

#include "trace/OutOfMemoryMessage.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <cassert>

namespace gml {

CachingAllocator::CachingAllocator(Device& device, AllocatorConfig config, std::size_t keyframeInterval)
    : m_device(device), m_deviceTotal(device.info().totalBytes), m_config(std::move(config)), m_rules(m_config),
      m_trace(keyframeInterval)
{
}

CachingAllocator::~CachingAllocator()
{
    // Give everything back, quietly: plain segments with cudaFree; expandable ones unmap and release their
    // range in ExpandableSegment's destructor.
    for (const auto& [address, index] : m_table.segmentsByAddress())
        if (m_table.segment(index).expandable == nullptr)
            m_device.release(address);
}

AllocatorState CachingAllocator::state() const
{
    return keyframe().toState();
}

AllocatorKeyframe CachingAllocator::keyframe() const
{
    AllocatorKeyframe keyframe;
    m_table.fillKeyframe(keyframe);
    keyframe.stats = m_stats;
    return keyframe;
}

double CachingAllocator::fragmentation() const
{
    std::uint64_t cached = 0;
    std::uint64_t largest = 0;
    for (const Pool* pool : {&m_small, &m_large})
        pool->blocks.forEach([&](const FreeKey& key) {
            cached += key.size;
            largest = std::max(largest, key.size);
        });
    return cached == 0 ? 0.0 : 1.0 - static_cast<double>(largest) / static_cast<double>(cached);
}

std::size_t CachingAllocator::pendingFreeCount() const
{
    std::set<std::uint32_t> blocks;
    for (const auto& [stream, queue] : m_pendingByStream)
        blocks.insert(queue.begin(), queue.end());
    return blocks.size();
}

void CachingAllocator::record(const AllocatorEvent& event)
{
    // By reference: a copy of the event, built a field at a time by the caller, was read back 16 bytes at a
    // time, and each such read waited for the small stores before it to drain (a failed store forwarding)
    // on every event.
    if (m_retryPending && (event.kind == EventKind::SegmentAlloc || event.kind == EventKind::SegmentMap ||
                           event.kind == EventKind::Oom)) [[unlikely]] {
        AllocatorEvent retry = event;
        retry.flags |= event_flags::kRetry;
        m_retryPending = false;
        m_trace.append(retry);
        return;
    }
    m_trace.append(event);
}

void CachingAllocator::offerKeyframe()
{
    m_trace.offerKeyframe([this] { return keyframe(); });
}

AllocatorError CachingAllocator::refuse(AllocatorErrorCode code, EventReason reason, std::string message)
{
    AllocatorEvent event;
    event.kind = EventKind::Error;
    event.reason = reason;
    event.count = m_trace.addMessage(message);
    record(event);
    offerKeyframe();
    return AllocatorError{code, std::move(message)};
}

CachingAllocator::FreeKey CachingAllocator::keyOf(std::uint32_t block) const
{
    const Block& b = m_table[block];
    return FreeKey{b.stream, block, b.mapped ? b.size : 0, b.address};
}

void CachingAllocator::insertFree(std::uint32_t block)
{
    Block& b = m_table[block];
    Pool& pool = poolOf(b);
    if (b.mapped) {
        b.gcCountBase = pool.freeBlockSearches; // its age starts now
        pool.blocks.insert(keyOf(block));
        // Splits and merges take a block out of the cache first: being whole cannot change while cached.
        if (b.expandable) {
            ++pool.expandableCached;
        } else if (!b.isSplit()) [[unlikely]] {
            b.releasable = true;
            pool.releasable.insert(keyOf(block));
        }
    } else {
        pool.unmapped.insert(keyOf(block));
    }
}

void CachingAllocator::eraseFree(std::uint32_t block)
{
    Pool& pool = poolOf(m_table[block]);
    [[maybe_unused]] const std::size_t erased =
        m_table[block].mapped ? pool.blocks.erase(keyOf(block)) : pool.unmapped.erase(keyOf(block));
    assert(erased == 1);
    if (m_table[block].mapped)
        forgetCached(pool, block);
}

void CachingAllocator::forgetCached(Pool& pool, std::uint32_t block)
{
    Block& b = m_table[block];
    if (b.expandable) {
        --pool.expandableCached;
    } else if (b.releasable) [[unlikely]] {
        [[maybe_unused]] const std::size_t erased = pool.releasable.erase(keyOf(block));
        assert(erased == 1);
        b.releasable = false;
    }
}

// ---- public calls ----

AllocatorResult<std::uint64_t> CachingAllocator::allocate(std::uint64_t bytes, StreamId stream)
{
    if (bytes == 0)
        return refuse(AllocatorErrorCode::InvalidSize, EventReason::InvalidSize,
                      "cannot allocate 0 bytes: a tensor with no elements needs no device memory");
    if (bytes >= AllocationRules::kMaxRequest)
        return refuse(AllocatorErrorCode::InvalidSize, EventReason::InvalidSize,
                      "cannot allocate " + std::to_string(bytes) +
                          " bytes: PyTorch refuses requests of 1 EiB and more (a negative size made unsigned?)");
    if (bytes > m_deviceTotal)
        return refuse(AllocatorErrorCode::InvalidSize, EventReason::InvalidSize,
                      "cannot allocate " + formatBytes(bytes) + ": more than the device's whole memory (" +
                          formatBytes(m_deviceTotal) + ")");

    Request request;
    request.requested = bytes;
    request.size = m_rules.roundSize(bytes);
    request.stream = stream;
    request.pool = &poolOf(AllocationRules::poolFor(request.size));

    bool found = getFreeBlock(request);
    if (!found) {
        // Only a request that no cached block serves needs a segment size: most allocations skip the
        // size-dependent branches.
        request.allocSize = AllocationRules::segmentSizeFor(request.size);
        if (m_fractionSet && m_config.garbageCollectionThreshold > 0.0)
            garbageCollectCachedBlocks();
        found = allocBlock(request, false);
        if (!found && request.deviceError.empty() && releaseAvailableCachedBlocks(request)) {
            request.reason = EventReason::RetryAfterOversize;
            found = allocBlock(request, false);
        }
        if (!found && request.deviceError.empty()) {
            releaseCachedBlocks(EventReason::ReleaseAllForRetry, &request);
            request.reason = EventReason::RetryAfterReleaseAll;
            found = allocBlock(request, true);
        }
    }
    if (!found) {
        AllocatorError error = request.deviceError.empty()
                                   ? outOfMemory(request)
                                   : refuse(AllocatorErrorCode::DeviceFailure, EventReason::None, request.deviceError);
        offerKeyframe();
        return error;
    }
    const std::uint64_t address = allocFoundBlock(request);
    offerKeyframe();
    return address;
}

AllocatorStatus CachingAllocator::free(std::uint64_t address)
{
    const std::uint32_t block = m_allocated.take(address);
    if (block == AddressIndex::kNone)
        return diagnoseFree(address);
    Block& b = m_table[block];
    b.allocated = false;
    m_stats.allocation.decrease(b.pool, 1);
    m_stats.allocatedBytes.decrease(b.pool, b.size);

    AllocatorEvent event;
    event.kind = EventKind::FreeRequested;
    event.reason = EventReason::FreedAtOnce;
    event.pool = b.pool;
    event.stream = b.stream;
    event.segment = segmentId(block);
    event.address = b.address;
    event.size = b.size;
    event.requested = b.requested;
    if (m_rules.isOversize(b.size)) {
        m_stats.oversizeAllocations.decrease(1);
        event.flags |= event_flags::kOversize;
    }
    // Usually no block has other streams' uses recorded: skip the hash lookup then.
    const auto uses = m_streamUses.empty() ? m_streamUses.end() : m_streamUses.find(block);
    if (uses != m_streamUses.end()) {
        // Other streams may still read or write the block: its memory is not reusable until their work
        // (queued before this free) completes. PyTorch records a CUDA event on each; here each stream's
        // queue waits for synchronizeStream.
        event.reason = EventReason::WaitsForStreams;
        event.count = static_cast<std::uint32_t>(uses->second.size());
        for (const StreamId other : uses->second) {
            m_pendingByStream[other].push_back(block);
            ++b.eventCount;
        }
        m_streamUses.erase(uses);
        record(event);
    } else {
        record(event);
        freeBlock(block, EventReason::FreedAtOnce);
    }
    offerKeyframe();
    return Done{};
}

AllocatorError CachingAllocator::diagnoseFree(std::uint64_t address)
{
    const std::uint32_t block = m_table.blockContaining(address);
    if (block == kNoBlock)
        return refuse(AllocatorErrorCode::UnknownAddress, EventReason::UnknownAddress,
                      "cannot free " + formatAddress(address) + ": no allocation of this allocator is there");
    const Block& b = m_table[block];
    if (b.address != address)
        return refuse(AllocatorErrorCode::UnknownAddress, EventReason::UnknownAddress,
                      "cannot free " + formatAddress(address) + ": it lies inside the block at " +
                          formatAddress(b.address) + "; free takes the address an allocation returned");
    if (b.eventCount > 0)
        return refuse(AllocatorErrorCode::DoubleFree, EventReason::DoubleFree,
                      "cannot free " + formatAddress(address) +
                          " twice: it was freed already and waits for other streams to finish with it");
    return refuse(AllocatorErrorCode::DoubleFree, EventReason::DoubleFree,
                  "cannot free " + formatAddress(address) + " twice: the block there is already free (cached)");
}

AllocatorStatus CachingAllocator::recordStream(std::uint64_t address, StreamId stream)
{
    const std::uint32_t block = m_allocated.find(address);
    if (block == AddressIndex::kNone)
        return refuse(AllocatorErrorCode::UnknownAddress, EventReason::UnknownAddress,
                      "cannot record stream " + std::to_string(stream) + " on " + formatAddress(address) +
                          ": no live allocation starts there");
    if (m_table[block].stream == stream)
        return Done{}; // uses on the allocation stream need no synchronization
    auto& uses = m_streamUses[block];
    if (std::find(uses.begin(), uses.end(), stream) == uses.end())
        uses.push_back(stream);
    return Done{};
}

void CachingAllocator::synchronizeStream(StreamId stream)
{
    completeEventsOf(stream);
    offerKeyframe();
}

AllocatorStatus CachingAllocator::setMemoryFraction(double fraction)
{
    if (!(fraction >= 0.0 && fraction <= 1.0))
        return refuse(AllocatorErrorCode::BadSetting, EventReason::BadSetting,
                      "set_per_process_memory_fraction: the fraction must be between 0 and 1, not " +
                          std::to_string(fraction));
    m_allowedMemoryMaximum = static_cast<std::uint64_t>(fraction * static_cast<double>(m_deviceTotal));
    m_fractionSet = true;
    return Done{};
}

AllocatorStatus CachingAllocator::setSettings(std::string_view text)
{
    auto parsed = m_config.with(text);
    if (!parsed)
        return refuse(AllocatorErrorCode::BadSetting, EventReason::BadSetting, parsed.error().message);
    if (parsed.value().expandableSegments != m_config.expandableSegments && m_table.segmentCount() > 0)
        return refuse(AllocatorErrorCode::BadSetting, EventReason::BadSetting,
                      "expandable_segments can only be switched while the allocator holds no memory (free the "
                      "tensors and call empty_cache first)");
    m_config = parsed.value();
    return Done{};
}

// ---- the allocation path ----

bool CachingAllocator::getFreeBlock(Request& request)
{
    Pool& pool = *request.pool;
    if (m_fractionSet && m_config.garbageCollectionThreshold > 0.0)
        ++pool.freeBlockSearches; // block ages are counted in searches, only when garbage collection is on
    auto it = pool.blocks.lower_bound(FreeKey{request.stream, 0, request.size, 0});
    if (it == pool.blocks.end() || it->stream != request.stream)
        return false;
    // The block is almost always the one allocated: its address-index slot, another cache miss, loads
    // while the block's own line does (at the insert, the end of allocate, it waited on its own).
    m_allocated.prefetch(it->address);
    if (isExpandable(it->block)) {
        if (m_config.expandableSegments) {
            // A free block at the end of an expandable segment can grow into the unmapped space after it,
            // so best fit compares the size each block could grow to.
            const auto expandableSize = [this](const FreeKey& key) {
                const Block& b = m_table[key.block];
                return b.size + (b.next != kNoBlock && !m_table[b.next].mapped ? m_table[b.next].size : 0);
            };
            auto next = it;
            ++next;
            while (isExpandable(it->block) && next != pool.blocks.end() && next->stream == request.stream &&
                   expandableSize(*next) < expandableSize(*it)) {
                it = next;
                ++next;
            }
        } else {
            // expandable_segments was switched off: only plain segments serve new requests.
            do
                ++it;
            while (it != pool.blocks.end() && it->stream == request.stream && isExpandable(it->block));
            if (it == pool.blocks.end() || it->stream != request.stream)
                return false;
        }
    }
    if (!m_rules.cachedBlockServes(it->size, request.size))
        return false;
    request.block = it->block;
    request.fromCache = true;
    pool.blocks.erase(it);
    forgetCached(pool, request.block);
    return true;
}

bool CachingAllocator::allocBlock(Request& request, bool isRetry)
{
    if (isRetry) {
        ++m_stats.numAllocRetries;
        m_retryPending = true;
    }
    if (m_fractionSet && m_totalAllocatedMemory + request.allocSize > m_allowedMemoryMaximum)
        return false;
    if (m_config.expandableSegments) {
        request.block = tryAllocateExpandableBlock(request);
        return request.block != kNoBlock;
    }
    const auto address = m_device.allocate(request.allocSize);
    if (!address) {
        if (address.error().code != DeviceErrorCode::OutOfMemory)
            request.deviceError = address.error().message;
        return false;
    }
    addPlainSegment(request, address.value());
    return true;
}

void CachingAllocator::addPlainSegment(Request& request, std::uint64_t address)
{
    Segment segment;
    segment.id = m_nextSegmentId++;
    segment.address = address;
    segment.size = request.allocSize;
    segment.pool = request.pool->kind;
    segment.stream = request.stream;
    const std::uint32_t index = m_table.addSegment(std::move(segment));
    request.block = m_table.segment(index).head;
    m_totalAllocatedMemory += request.allocSize;
    m_stats.segment.increase(request.pool->kind, 1);
    m_stats.reservedBytes.increase(request.pool->kind, request.allocSize);
    ++m_stats.numDeviceAlloc;

    AllocatorEvent event;
    event.kind = EventKind::SegmentAlloc;
    event.reason = request.reason;
    event.pool = request.pool->kind;
    event.stream = request.stream;
    event.segment = m_table.segment(index).id;
    event.count = request.released;
    event.address = address;
    event.size = request.allocSize;
    event.requested = request.requested;
    event.detail = request.releasedBytes;
    event.detail2 = request.size;
    if (m_rules.isOversize(request.allocSize)) {
        m_stats.oversizeSegments.increase(1);
        event.flags |= event_flags::kOversize;
    }
    record(event);
}

std::uint64_t CachingAllocator::allocFoundBlock(Request& request)
{
    std::uint32_t block = request.block;
    const bool alreadySplit = m_table[block].isSplit();
    const bool counted = !isExpandable(block); // inactive_split leaves expandable segments out
    const PoolKind pool = m_table[block].pool;
    std::uint64_t splitOff = 0;
    const bool split = request.adopting ? m_table[block].size > request.size
                                        : m_rules.shouldSplit(m_table[block].size, request.size, pool);
    if (split) {
        // The front of the block goes to the tensor; the rest stays cached at the higher address.
        const std::uint32_t remaining = block;
        block = m_table.splitFront(remaining, request.size);
        insertFree(remaining);
        splitOff = m_table[remaining].size;
        if (counted && alreadySplit) {
            m_stats.inactiveSplitBytes.decrease(pool, request.size);
        } else if (counted) {
            m_stats.inactiveSplitBytes.increase(pool, splitOff);
            m_stats.inactiveSplit.increase(pool, 1);
        }
    } else if (counted && alreadySplit) {
        m_stats.inactiveSplitBytes.decrease(pool, m_table[block].size);
        m_stats.inactiveSplit.decrease(pool, 1);
    }
    Block& b = m_table[block];
    b.allocated = true;
    b.requested = request.requested;
    m_allocated.insert(b.address, block);
    m_stats.allocation.increase(pool, 1);
    m_stats.allocatedBytes.increase(pool, b.size);
    m_stats.active.increase(pool, 1);
    m_stats.activeBytes.increase(pool, b.size);
    m_stats.requestedBytes.increase(pool, b.requested);

    AllocatorEvent event;
    event.kind = EventKind::Alloc;
    event.reason = request.fromCache ? EventReason::ReusedCachedBlock : EventReason::FromNewMemory;
    event.pool = pool;
    event.stream = b.stream;
    event.segment = segmentId(block);
    event.address = b.address;
    event.size = b.size;
    event.requested = b.requested;
    event.detail = splitOff;
    event.detail2 = request.size;
    if (m_rules.isOversize(b.size)) {
        m_stats.oversizeAllocations.increase(1);
        event.flags |= event_flags::kOversize;
    }
    record(event);
    return b.address;
}

AllocatorError CachingAllocator::outOfMemory(const Request& request)
{
    const std::uint64_t allocated = static_cast<std::uint64_t>(m_stats.allocatedBytes.all().current);
    const std::uint64_t reserved = static_cast<std::uint64_t>(m_stats.reservedBytes.all().current);
    OutOfMemoryMessage facts;
    facts.deviceOrdinal = m_device.info().ordinal;
    facts.triedToAllocate = request.allocSize;
    facts.totalCapacity = m_deviceTotal;
    facts.deviceFree = m_device.freeBytes();
    if (m_fractionSet)
        facts.allowed = m_allowedMemoryMaximum;
    facts.allocatedByPyTorch = allocated;
    facts.reservedButUnallocated = reserved - allocated;
    facts.expandableSegments = m_config.expandableSegments;
    ++m_stats.numOoms;

    AllocatorEvent event;
    event.kind = EventKind::Oom;
    event.reason = EventReason::OutOfMemory;
    event.pool = request.pool->kind;
    event.stream = request.stream;
    event.count = m_trace.addOutOfMemory(facts);
    event.size = request.size;
    event.requested = request.requested;
    event.detail = facts.deviceFree;
    event.detail2 = request.allocSize;
    record(event);
    return AllocatorError{AllocatorErrorCode::OutOfMemory, facts.text()};
}

} // namespace gml
