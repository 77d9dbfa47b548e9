#include "trace/AllocatorState.h"

#include <algorithm>

namespace gml {

namespace {

using Blocks = std::vector<BlockInfo>;

// Index of the block that contains `address`, or blocks.size().
std::size_t blockContaining(const Blocks& blocks, std::uint64_t address)
{
    auto it = std::upper_bound(blocks.begin(), blocks.end(), address,
                               [](std::uint64_t a, const BlockInfo& block) { return a < block.address; });
    if (it == blocks.begin())
        return blocks.size();
    --it;
    return address < it->end() ? static_cast<std::size_t>(it - blocks.begin()) : blocks.size();
}

// Merges block `index` with its neighbours of the same state (free with free, unmapped with unmapped), as the
// allocator's try_merge_blocks does. Returns the index of the merged block and reports the bytes subsumed.
std::size_t mergeWithNeighbours(Blocks& blocks, std::size_t index, int& merged, std::uint64_t& subsumed)
{
    const BlockState state = blocks[index].state;
    if (index + 1 < blocks.size() && blocks[index + 1].state == state) {
        blocks[index].size += blocks[index + 1].size;
        subsumed += blocks[index + 1].size;
        ++merged;
        blocks.erase(blocks.begin() + static_cast<std::ptrdiff_t>(index + 1));
    }
    if (index > 0 && blocks[index - 1].state == state) {
        blocks[index - 1].size += blocks[index].size;
        subsumed += blocks[index - 1].size - blocks[index].size;
        ++merged;
        blocks.erase(blocks.begin() + static_cast<std::ptrdiff_t>(index));
        --index;
    }
    return index;
}

} // namespace

const char* blockStateName(BlockState state)
{
    switch (state) {
    case BlockState::Allocated: return "allocated";
    case BlockState::PendingFree: return "pending_free";
    case BlockState::Inactive: return "inactive";
    case BlockState::Unmapped: return "unmapped";
    }
    return "unknown";
}

std::uint64_t SegmentInfo::mappedBytes() const
{
    std::uint64_t mapped = size;
    for (const BlockInfo& block : blocks)
        if (block.state == BlockState::Unmapped)
            mapped -= block.size;
    return mapped;
}

const SegmentInfo* AllocatorState::segmentContaining(std::uint64_t address) const
{
    return const_cast<AllocatorState*>(this)->findSegment(address);
}

SegmentInfo* AllocatorState::findSegment(std::uint64_t address)
{
    auto it = std::upper_bound(segments.begin(), segments.end(), address,
                               [](std::uint64_t a, const SegmentInfo& segment) { return a < segment.address; });
    if (it == segments.begin())
        return nullptr;
    --it;
    return address < it->end() ? &*it : nullptr;
}

std::size_t AllocatorState::blockCount() const
{
    std::size_t count = 0;
    for (const SegmentInfo& segment : segments)
        count += segment.blocks.size();
    return count;
}

std::uint64_t AllocatorState::cachedBytes() const
{
    std::uint64_t bytes = 0;
    for (const SegmentInfo& segment : segments)
        for (const BlockInfo& block : segment.blocks)
            if (block.state == BlockState::Inactive)
                bytes += block.size;
    return bytes;
}

std::uint64_t AllocatorState::largestCachedBlock() const
{
    std::uint64_t largest = 0;
    for (const SegmentInfo& segment : segments)
        for (const BlockInfo& block : segment.blocks)
            if (block.state == BlockState::Inactive)
                largest = std::max(largest, block.size);
    return largest;
}

double AllocatorState::fragmentation() const
{
    const std::uint64_t cached = cachedBytes();
    if (cached == 0)
        return 0.0;
    return 1.0 - static_cast<double>(largestCachedBlock()) / static_cast<double>(cached);
}

bool AllocatorState::apply(const AllocatorEvent& event)
{
    switch (event.kind) {
    case EventKind::Alloc: return applyAlloc(event);
    case EventKind::FreeRequested: return applyFreeRequested(event);
    case EventKind::FreeCompleted: return applyFreeCompleted(event);
    case EventKind::SegmentAlloc: return applySegmentAlloc(event);
    case EventKind::SegmentFree: return applySegmentFree(event);
    case EventKind::SegmentMap: return applySegmentMap(event);
    case EventKind::SegmentUnmap: return applySegmentUnmap(event);
    case EventKind::Oom:
        ++stats.numOoms;
        if (event.has(event_flags::kRetry))
            ++stats.numAllocRetries;
        return true;
    case EventKind::EmptyCache:
    case EventKind::Error: return true;
    }
    return false;
}

bool AllocatorState::applyAlloc(const AllocatorEvent& event)
{
    SegmentInfo* segment = findSegment(event.address);
    if (segment == nullptr)
        return false;
    Blocks& blocks = segment->blocks;
    const std::size_t index = blockContaining(blocks, event.address);
    if (index == blocks.size() || blocks[index].address != event.address ||
        blocks[index].state != BlockState::Inactive || blocks[index].size < event.size || event.size == 0)
        return false;

    // The allocated part is the front of the block; the remainder stays cached at the higher address.
    // inactive_split counts free blocks of split segments; expandable segments are left out of it.
    const bool alreadySplit = blocks.size() > 1;
    const bool counted = !segment->expandable;
    const PoolKind pool = segment->pool;
    if (blocks[index].size > event.size) {
        const std::uint64_t remainder = blocks[index].size - event.size;
        blocks[index].size = event.size;
        blocks.insert(blocks.begin() + static_cast<std::ptrdiff_t>(index + 1),
                      BlockInfo{event.address + event.size, remainder, 0, BlockState::Inactive});
        if (counted && alreadySplit) {
            stats.inactiveSplitBytes.decrease(pool, event.size);
        } else if (counted) {
            stats.inactiveSplitBytes.increase(pool, remainder);
            stats.inactiveSplit.increase(pool, 1);
        }
    } else if (counted && alreadySplit) {
        stats.inactiveSplitBytes.decrease(pool, event.size);
        stats.inactiveSplit.decrease(pool, 1);
    }
    BlockInfo& block = segment->blocks[index];
    block.state = BlockState::Allocated;
    block.requested = event.requested;
    stats.allocation.increase(pool, 1);
    stats.allocatedBytes.increase(pool, block.size);
    stats.active.increase(pool, 1);
    stats.activeBytes.increase(pool, block.size);
    stats.requestedBytes.increase(pool, block.requested);
    if (event.has(event_flags::kOversize))
        stats.oversizeAllocations.increase(1);
    return true;
}

bool AllocatorState::applyFreeRequested(const AllocatorEvent& event)
{
    SegmentInfo* segment = findSegment(event.address);
    if (segment == nullptr)
        return false;
    const std::size_t index = blockContaining(segment->blocks, event.address);
    if (index == segment->blocks.size() || segment->blocks[index].address != event.address ||
        segment->blocks[index].state != BlockState::Allocated)
        return false;
    BlockInfo& block = segment->blocks[index];
    block.state = BlockState::PendingFree;
    stats.allocation.decrease(segment->pool, 1);
    stats.allocatedBytes.decrease(segment->pool, block.size);
    if (event.has(event_flags::kOversize))
        stats.oversizeAllocations.decrease(1);
    return true;
}

bool AllocatorState::applyFreeCompleted(const AllocatorEvent& event)
{
    SegmentInfo* segment = findSegment(event.address);
    if (segment == nullptr)
        return false;
    Blocks& blocks = segment->blocks;
    std::size_t index = blockContaining(blocks, event.address);
    if (index == blocks.size() || blocks[index].address != event.address ||
        blocks[index].state != BlockState::PendingFree)
        return false;
    const PoolKind pool = segment->pool;
    const std::uint64_t originalSize = blocks[index].size;
    const std::uint64_t requested = blocks[index].requested;
    blocks[index].state = BlockState::Inactive;
    blocks[index].requested = 0;
    int merged = 0;
    std::uint64_t subsumed = 0;
    index = mergeWithNeighbours(blocks, index, merged, subsumed);
    if (!segment->expandable) {
        // Net change of inactive_split: the neighbours swallowed leave it, the merged block joins it if
        // the segment is still split.
        std::int64_t countChange = -merged;
        std::int64_t bytesChange = -static_cast<std::int64_t>(subsumed);
        if (blocks.size() > 1) {
            countChange += 1;
            bytesChange += static_cast<std::int64_t>(blocks[index].size);
        }
        if (countChange > 0)
            stats.inactiveSplit.increase(pool, static_cast<std::uint64_t>(countChange));
        else if (countChange < 0)
            stats.inactiveSplit.decrease(pool, static_cast<std::uint64_t>(-countChange));
        if (bytesChange > 0)
            stats.inactiveSplitBytes.increase(pool, static_cast<std::uint64_t>(bytesChange));
        else if (bytesChange < 0)
            stats.inactiveSplitBytes.decrease(pool, static_cast<std::uint64_t>(-bytesChange));
    }
    stats.active.decrease(pool, 1);
    stats.activeBytes.decrease(pool, originalSize);
    stats.requestedBytes.decrease(pool, requested);
    return true;
}

bool AllocatorState::applySegmentAlloc(const AllocatorEvent& event)
{
    if (event.size == 0)
        return false;
    auto it = std::lower_bound(segments.begin(), segments.end(), event.address,
                               [](const SegmentInfo& segment, std::uint64_t a) { return segment.address < a; });
    if ((it != segments.end() && it->address < event.address + event.size) ||
        (it != segments.begin() && std::prev(it)->end() > event.address))
        return false; // overlaps a segment already there
    const bool expandable = event.has(event_flags::kExpandable);
    SegmentInfo segment{event.segment, event.address, event.size, event.pool, event.stream, expandable, {}};
    segment.blocks.push_back(
        BlockInfo{event.address, event.size, 0, expandable ? BlockState::Unmapped : BlockState::Inactive});
    segments.insert(it, std::move(segment));
    if (!expandable) {
        // An expandable segment's reservation holds no memory; its pages count when they are mapped.
        stats.segment.increase(event.pool, 1);
        stats.reservedBytes.increase(event.pool, event.size);
        ++stats.numDeviceAlloc;
        if (event.has(event_flags::kOversize))
            stats.oversizeSegments.increase(1);
    }
    if (event.has(event_flags::kRetry))
        ++stats.numAllocRetries;
    return true;
}

bool AllocatorState::applySegmentFree(const AllocatorEvent& event)
{
    auto it = std::lower_bound(segments.begin(), segments.end(), event.address,
                               [](const SegmentInfo& segment, std::uint64_t a) { return segment.address < a; });
    if (it == segments.end() || it->address != event.address || it->blocks.size() != 1)
        return false;
    const BlockState only = it->blocks.front().state;
    if (only != (it->expandable ? BlockState::Unmapped : BlockState::Inactive))
        return false;
    if (!it->expandable) {
        stats.segment.decrease(it->pool, 1);
        stats.reservedBytes.decrease(it->pool, it->size);
        ++stats.numDeviceFree;
        if (event.has(event_flags::kOversize))
            stats.oversizeSegments.decrease(1);
    }
    segments.erase(it);
    return true;
}

bool AllocatorState::applySegmentMap(const AllocatorEvent& event)
{
    SegmentInfo* segment = findSegment(event.address);
    if (segment == nullptr || !segment->expandable || event.size == 0)
        return false;
    Blocks& blocks = segment->blocks;
    std::size_t index = blockContaining(blocks, event.address);
    if (index == blocks.size() || blocks[index].state != BlockState::Unmapped ||
        blocks[index].end() < event.address + event.size)
        return false;
    // The allocator maps from the start of an unmapped stretch; a replay that takes over a range holding
    // several runs of pages maps each where it lies: [before: still unmapped] [mapped] [after: unmapped].
    if (blocks[index].address < event.address) {
        const std::uint64_t before = event.address - blocks[index].address;
        blocks.insert(blocks.begin() + static_cast<std::ptrdiff_t>(index),
                      BlockInfo{blocks[index].address, before, 0, BlockState::Unmapped});
        ++index;
        blocks[index].address = event.address;
        blocks[index].size -= before;
    }
    if (blocks[index].size > event.size) {
        const std::uint64_t remainder = blocks[index].size - event.size;
        blocks[index].size = event.size;
        blocks.insert(blocks.begin() + static_cast<std::ptrdiff_t>(index + 1),
                      BlockInfo{event.address + event.size, remainder, 0, BlockState::Unmapped});
    }
    blocks[index].state = BlockState::Inactive;
    int merged = 0;
    std::uint64_t subsumed = 0;
    mergeWithNeighbours(blocks, index, merged, subsumed);
    stats.reservedBytes.increase(segment->pool, event.size);
    ++stats.numDeviceAlloc;
    if (event.has(event_flags::kRetry))
        ++stats.numAllocRetries;
    return true;
}

bool AllocatorState::applySegmentUnmap(const AllocatorEvent& event)
{
    SegmentInfo* segment = findSegment(event.address);
    if (segment == nullptr || !segment->expandable || event.size == 0)
        return false;
    Blocks& blocks = segment->blocks;
    std::size_t index = blockContaining(blocks, event.address);
    if (index == blocks.size() || blocks[index].state != BlockState::Inactive ||
        blocks[index].end() < event.address + event.size)
        return false;
    // [before: still free] [the unmapped pages] [after: still free]
    const BlockInfo original = blocks[index];
    const std::uint64_t before = event.address - original.address;
    const std::uint64_t after = original.end() - (event.address + event.size);
    blocks[index] = BlockInfo{event.address, event.size, 0, BlockState::Unmapped};
    if (after > 0)
        blocks.insert(blocks.begin() + static_cast<std::ptrdiff_t>(index + 1),
                      BlockInfo{event.address + event.size, after, 0, BlockState::Inactive});
    if (before > 0) {
        blocks.insert(blocks.begin() + static_cast<std::ptrdiff_t>(index),
                      BlockInfo{original.address, before, 0, BlockState::Inactive});
        ++index;
    }
    int merged = 0;
    std::uint64_t subsumed = 0;
    mergeWithNeighbours(blocks, index, merged, subsumed);
    stats.reservedBytes.decrease(segment->pool, event.size);
    ++stats.numDeviceFree;
    return true;
}

} // namespace gml
