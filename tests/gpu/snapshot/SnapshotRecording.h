#pragma once

// Writes down what our own CachingAllocator did as PyTorch's allocator would have recorded it in a memory
// snapshot: the trace (without the events PyTorch does not record: expandable reservations, empty_cache
// markers, refused calls) and the final segments (an expandable segment as one segment per mapped range).
// Free of any test framework, so the Boost suites and the Qt page tests both build snapshots with it.
#include "allocator/CachingAllocator.h"
#include "snapshot/MemorySnapshot.h"

#include <algorithm>
#include <cstddef>
#include <vector>

namespace gml::test {

inline constexpr std::uint64_t kMiB = 1024ULL * 1024;

inline SnapshotBlockState snapshotStateOf(BlockState state)
{
    switch (state) {
    case BlockState::Allocated: return SnapshotBlockState::ActiveAllocated;
    case BlockState::PendingFree: return SnapshotBlockState::ActivePendingFree;
    default: return SnapshotBlockState::Inactive;
    }
}

inline void addFinalSegment(std::vector<SnapshotSegment>& segments, const SegmentInfo& info, std::size_t first,
                            std::size_t last)
{
    SnapshotSegment segment;
    segment.address = info.blocks[first].address;
    segment.stream = info.stream;
    segment.type = info.pool == PoolKind::Small ? SegmentType::Small : SegmentType::Large;
    segment.isExpandable = info.expandable;
    for (std::size_t i = first; i < last; ++i) {
        const BlockInfo& block = info.blocks[i];
        segment.totalSize += block.size;
        if (block.state == BlockState::Allocated)
            segment.allocatedSize += block.size;
        if (block.state != BlockState::Inactive) {
            segment.activeSize += block.size;
            segment.requestedSize += block.requested;
        }
        segment.blocks.push_back(SnapshotBlock{block.address, block.size, block.requested,
                                               snapshotStateOf(block.state), 0});
    }
    segments.push_back(std::move(segment));
}

// The segments a snapshot of `state` shows: an expandable segment as one segment per mapped range.
inline std::vector<SnapshotSegment> snapshotSegmentsOf(const AllocatorState& state)
{
    std::vector<SnapshotSegment> segments;
    for (const SegmentInfo& info : state.segments) {
        if (!info.expandable) {
            addFinalSegment(segments, info, 0, info.blocks.size());
            continue;
        }
        for (std::size_t first = 0; first < info.blocks.size();) {
            if (info.blocks[first].state == BlockState::Unmapped) {
                ++first;
                continue;
            }
            std::size_t last = first;
            while (last < info.blocks.size() && info.blocks[last].state != BlockState::Unmapped)
                ++last;
            addFinalSegment(segments, info, first, last);
            first = last;
        }
    }
    return segments;
}

// The snapshot PyTorch would have dumped after the allocator's events [firstEvent, end): a later firstEvent
// is a ring buffer that dropped the oldest events.
inline MemorySnapshot recordSnapshot(const CachingAllocator& allocator, std::size_t firstEvent = 0)
{
    MemorySnapshot snapshot;
    snapshot.deviceTraces.resize(1);
    const AllocatorTrace& trace = allocator.trace();
    for (std::size_t i = firstEvent; i < trace.size(); ++i) {
        const AllocatorEvent& event = trace[i];
        SnapshotTraceEvent out;
        out.address = event.address;
        out.size = event.requested;
        out.stream = event.stream;
        switch (event.kind) {
        case EventKind::Alloc: out.action = TraceAction::Alloc; break;
        case EventKind::FreeRequested: out.action = TraceAction::FreeRequested; break;
        case EventKind::FreeCompleted: out.action = TraceAction::FreeCompleted; break;
        case EventKind::SegmentAlloc:
            if (event.reason == EventReason::ExpandableReserve)
                continue;
            out.action = TraceAction::SegmentAlloc;
            out.size = event.size;
            break;
        case EventKind::SegmentFree:
            if (event.reason == EventReason::ExpandableRelease)
                continue;
            out.action = TraceAction::SegmentFree;
            out.size = event.size;
            break;
        case EventKind::SegmentMap:
            out.action = TraceAction::SegmentMap;
            out.size = event.size;
            break;
        case EventKind::SegmentUnmap:
            out.action = TraceAction::SegmentUnmap;
            out.size = event.size;
            break;
        case EventKind::Oom:
            out.action = TraceAction::Oom;
            out.address = event.detail; // device_free
            out.size = event.size;      // the rounded request
            break;
        case EventKind::EmptyCache:
        case EventKind::Error: continue;
        }
        snapshot.deviceTraces[0].push_back(out);
    }
    snapshot.segments = snapshotSegmentsOf(allocator.state());
    SnapshotAllocatorSettings settings;
    const AllocatorConfig& config = allocator.config();
    settings.allocConf = config.toString();
    settings.maxSplitSize = config.hasMaxSplitSize() ? static_cast<std::int64_t>(config.maxSplitSize) : -1;
    settings.garbageCollectionThreshold = config.garbageCollectionThreshold;
    settings.expandableSegments = config.expandableSegments;
    snapshot.allocatorSettings = settings;
    return snapshot;
}

// One snapshot of several GPUs: allocator i's recording as device i (their traces and segments, the settings
// of the last).
inline MemorySnapshot recordDevices(const std::vector<const CachingAllocator*>& allocators)
{
    MemorySnapshot merged;
    merged.deviceTraces.resize(allocators.size());
    for (std::size_t device = 0; device < allocators.size(); ++device) {
        MemorySnapshot one = recordSnapshot(*allocators[device]);
        merged.deviceTraces[device] = std::move(one.deviceTraces[0]);
        for (SnapshotSegment& segment : one.segments) {
            segment.device = static_cast<int>(device);
            merged.segments.push_back(std::move(segment));
        }
        merged.allocatorSettings = one.allocatorSettings;
    }
    return merged;
}

} // namespace gml::test
