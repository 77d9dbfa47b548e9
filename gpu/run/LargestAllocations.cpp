#include "run/LargestAllocations.h"

#include "run/AllocationCategories.h"

#include <algorithm>
#include <unordered_map>

namespace gml {

std::size_t allocatedPeakIndex(const SnapshotReplay& replay)
{
    const AllocatorTrace& trace = replay.trace;
    const std::size_t count = trace.size();
    if (count == 0)
        return 0;
    // From the state the recorded trace starts in (the last start event) on: the start events only rebuild
    // what was there, one block at a time, and never make a peak of their own. Allocated bytes change at
    // alloc and free_requested, by the block's (rounded) size, as the allocator counts them.
    const std::size_t start = replay.startEventCount > 0 ? std::min(count - 1, replay.startEventCount - 1) : 0;
    std::int64_t allocated = 0;
    std::int64_t peak = -1;
    std::size_t peakIndex = start;
    for (std::size_t i = 0; i < count; ++i) {
        const AllocatorEvent event = trace[i];
        if (event.kind == EventKind::Alloc)
            allocated += static_cast<std::int64_t>(event.size);
        else if (event.kind == EventKind::FreeRequested)
            allocated -= static_cast<std::int64_t>(event.size);
        if (i >= start && allocated > peak) {
            peak = allocated;
            peakIndex = i;
        }
    }
    return peakIndex;
}

std::vector<LiveAllocation> largestLiveAllocations(const MemorySnapshot& snapshot, const SnapshotReplay& replay,
                                                   std::size_t traceIndex, std::size_t count)
{
    return largestLiveAllocations(snapshot, replay, traceIndex, count, AllocationCategories(snapshot, replay.device));
}

std::vector<LiveAllocation> largestLiveAllocations(const MemorySnapshot& snapshot, const SnapshotReplay& replay,
                                                   std::size_t traceIndex, std::size_t count,
                                                   const AllocationCategories& categories)
{
    std::vector<LiveAllocation> result;
    if (replay.trace.empty() || count == 0)
        return result;
    traceIndex = std::min(traceIndex, replay.trace.size() - 1);
    const AllocatorState state = replay.trace.stateAt(traceIndex + 1);
    std::vector<const BlockInfo*> live;
    for (const SegmentInfo& segment : state.segments)
        for (const BlockInfo& block : segment.blocks)
            if (block.state == BlockState::Allocated)
                live.push_back(&block);
    // Largest first; the lower address first among equals, so the list is the same every time.
    std::sort(live.begin(), live.end(), [](const BlockInfo* a, const BlockInfo* b) {
        return a->size != b->size ? a->size > b->size : a->address < b->address;
    });
    if (live.size() > count)
        live.resize(count);

    // The event that made each of them: the last alloc at its address up to the moment.
    std::unordered_map<std::uint64_t, std::size_t> madeBy;
    for (const BlockInfo* block : live)
        madeBy.emplace(block->address, 0);
    for (std::size_t i = 0; i <= traceIndex; ++i) {
        const AllocatorEvent event = replay.trace[i];
        if (event.kind != EventKind::Alloc)
            continue;
        if (const auto it = madeBy.find(event.address); it != madeBy.end())
            it->second = i;
    }

    for (const BlockInfo* block : live) {
        LiveAllocation allocation;
        allocation.bytes = block->size;
        allocation.requestedBytes = block->requested;
        allocation.address = block->address;
        allocation.allocTraceIndex = madeBy[block->address];
        allocation.stack = replay.stackOf(allocation.allocTraceIndex, snapshot);
        std::int32_t life = BlockLifeTable::kNoLife;
        if (allocation.allocTraceIndex >= replay.startEventCount) {
            const std::uint32_t recorded = replay.recordedEventOf(allocation.allocTraceIndex);
            if (recorded != kNoRecordedEvent)
                life = categories.lifeMadeBy(recorded);
        } else {
            life = categories.lifeBeforeTrace(block->address);
        }
        if (life != BlockLifeTable::kNoLife) {
            allocation.category = categories.categoryOf(static_cast<std::size_t>(life));
            allocation.categoryGuessedFromTrace = categories.guessedFromTrace(static_cast<std::size_t>(life));
            if (allocation.stack == 0)
                allocation.stack = categories.table().lives()[static_cast<std::size_t>(life)].stack;
        }
        result.push_back(allocation);
    }
    return result;
}

} // namespace gml
