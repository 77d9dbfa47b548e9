#include "snapshot/SnapshotDumpState.h"

#include <algorithm>

namespace gml {

namespace {

BlockState stateOf(SnapshotBlockState state)
{
    switch (state) {
    case SnapshotBlockState::ActiveAllocated: return BlockState::Allocated;
    case SnapshotBlockState::ActivePendingFree: return BlockState::PendingFree;
    case SnapshotBlockState::Inactive: return BlockState::Inactive;
    }
    return BlockState::Inactive;
}

} // namespace

AllocatorState SnapshotDumpState::of(const MemorySnapshot& snapshot, int device)
{
    return of(std::span<const SnapshotSegment>(snapshot.segments), device);
}

AllocatorState SnapshotDumpState::of(std::span<const SnapshotSegment> recordedSegments, int device)
{
    AllocatorState state;
    std::vector<const SnapshotSegment*> segments;
    for (const SnapshotSegment& segment : recordedSegments)
        if (segment.device == device)
            segments.push_back(&segment);
    std::sort(segments.begin(), segments.end(),
              [](const SnapshotSegment* a, const SnapshotSegment* b) { return a->address < b->address; });
    std::uint32_t id = 0;
    for (const SnapshotSegment* recorded : segments) {
        SegmentInfo segment;
        segment.id = ++id;
        segment.address = recorded->address;
        segment.size = recorded->totalSize;
        segment.pool = recorded->type == SegmentType::Small ? PoolKind::Small : PoolKind::Large;
        segment.expandable = recorded->isExpandable;
        segment.blocks.reserve(recorded->blocks.size());
        for (const SnapshotBlock& block : recorded->blocks) {
            const BlockState blockState = stateOf(block.state);
            const bool active = blockState != BlockState::Inactive;
            segment.blocks.push_back(BlockInfo{block.address, block.size, active ? block.requestedSize : 0, blockState});
            if (blockState == BlockState::Allocated)
                state.stats.allocatedBytes.increase(segment.pool, block.size);
            if (active) {
                state.stats.activeBytes.increase(segment.pool, block.size);
                state.stats.requestedBytes.increase(segment.pool, block.requestedSize);
            }
        }
        state.stats.reservedBytes.increase(segment.pool, segment.size);
        if (!segment.expandable) // as the allocator counts them: cudaMalloc'd segments only
            state.stats.segment.increase(segment.pool, 1);
        state.segments.push_back(std::move(segment));
    }
    return state;
}

} // namespace gml
