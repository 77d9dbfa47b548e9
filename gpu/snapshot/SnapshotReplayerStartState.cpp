// The recorded replay's start: the segments and expandable ranges PyTorch's allocator held when the trace
// (or the part of it opened) began, taken over by the engine as they stood. Kept apart from the replay of
// events, which never comes back here.
#include "snapshot/SnapshotReplayer.h"

#include "allocator/AllocationRules.h"

#include <algorithm>

namespace gml {

namespace {

CachingAllocator::AdoptedBlock::State adoptedState(ReplayStartBlock::State state)
{
    switch (state) {
    case ReplayStartBlock::State::Allocated: return CachingAllocator::AdoptedBlock::State::Allocated;
    case ReplayStartBlock::State::PendingFree: return CachingAllocator::AdoptedBlock::State::PendingFree;
    case ReplayStartBlock::State::Free: return CachingAllocator::AdoptedBlock::State::Free;
    }
    return CachingAllocator::AdoptedBlock::State::Free;
}

} // namespace

CachingAllocator::AdoptedBlock SnapshotReplayer::adoptBlock(const ReplayStartBlock& block,
                                                           std::unordered_map<std::uint64_t, std::uint32_t>& stacks)
{
    CachingAllocator::AdoptedBlock adopted;
    adopted.size = block.size;
    adopted.requested = block.requested;
    adopted.state = adoptedState(block.state);
    if (block.state == ReplayStartBlock::State::PendingFree) {
        adopted.waitsFor = newPendingStream();
        m_pending[block.address] = adopted.waitsFor;
    }
    if (block.state != ReplayStartBlock::State::Free) {
        m_live[block.address] = block.address;
        if (block.sizeEstimated) {
            m_estimatedEnds[block.end()] = block.address;
            m_estimatedStarts[block.address] = block.end();
        }
    }
    if (block.frames != 0)
        stacks[block.address] = block.frames;
    return adopted;
}

bool SnapshotReplayer::adoptExpandableRange(const std::vector<const ReplayStartSegment*>& runs,
                                            std::unordered_map<std::uint64_t, std::uint32_t>& stacks)
{
    const ReplayStartSegment& first = *runs.front();
    const std::uint64_t page = AllocationRules::expandablePageSize(first.pool);
    // The range starts at or below its lowest page the recording shows; runs mapped at the window's start
    // and unmapped within it may lie below every page the recording names for the range.
    std::uint64_t start = first.address;
    if (const auto recorded = m_rangeStarts.find({first.pool, first.stream}); recorded != m_rangeStarts.end())
        start = std::min(start, recorded->second);
    // What the engine would refuse, checked before anything is adopted: runs of whole pages from the range's
    // start, in order.
    for (std::size_t i = 0; i < runs.size(); ++i)
        if ((runs[i]->address - start) % page != 0 || runs[i]->size % page != 0 ||
            (i > 0 && runs[i]->address < runs[i - 1]->end()))
            return false;
    std::vector<CachingAllocator::AdoptedExtent> extents;
    extents.reserve(runs.size());
    for (const ReplayStartSegment* run : runs) {
        CachingAllocator::AdoptedExtent extent;
        extent.address = run->address;
        extent.size = run->size;
        extent.blocks.reserve(run->blocks.size());
        for (const ReplayStartBlock& block : run->blocks)
            extent.blocks.push_back(adoptBlock(block, stacks));
        extents.push_back(std::move(extent));
    }
    m_replayDevice->expectReservation(start);
    return m_engine->adoptExpandableSegment(first.pool, streamOf(first.stream), extents).ok();
}

void SnapshotReplayer::adoptPlainSegment(const ReplayStartSegment& segment,
                                         std::unordered_map<std::uint64_t, std::uint32_t>& stacks,
                                         SnapshotReplay& result)
{
    std::vector<CachingAllocator::AdoptedBlock> blocks;
    blocks.reserve(segment.blocks.size());
    for (const ReplayStartBlock& block : segment.blocks)
        blocks.push_back(adoptBlock(block, stacks));
    m_replayDevice->expectAllocation(segment.address);
    const auto adopted = m_engine->adoptSegment(segment.pool, streamOf(segment.stream), segment.size, blocks);
    if (!adopted)
        mismatch(result, ReplayMismatch{0, TraceAction::SegmentAlloc, segment.address, 0, segment.size, 0,
                                        MismatchKind::StartSegmentRefused, EventKind::SegmentAlloc,
                                        adopted.error().code, adopted.error().message});
}

void SnapshotReplayer::adoptStartState(SnapshotReplay& result)
{
    std::unordered_map<std::uint64_t, std::uint32_t> stacks; // block address -> stack id
    // The mapped runs of each expandable range, by pool and stream: a range with pages unmapped between
    // its runs shows as several segments in the snapshot.
    std::map<std::pair<PoolKind, std::uint64_t>, std::vector<const ReplayStartSegment*>> ranges;
    for (const ReplayStartSegment& segment : result.startState.segments)
        if (segment.expandable)
            ranges[{segment.pool, segment.stream}].push_back(&segment);
    // The runs name their range's pool and stream better than the trace's unmaps do (ten small pages
    // unmapped at once look like one large page): where a run lies below the range's recorded start, the
    // range starts there, and no range reserved before it may reach past it.
    if (!ranges.empty()) {
        std::vector<std::uint64_t> starts = m_recordedStarts;
        for (const auto& [key, runs] : ranges) {
            const std::uint64_t lowest = runs.front()->address;
            if (const auto recorded = m_rangeStarts.find(key); recorded != m_rangeStarts.end()) {
                if (recorded->second <= lowest)
                    continue;
                // The range's start was put too high: it starts at its lowest run instead.
                if (const auto stale = std::find(starts.begin(), starts.end(), recorded->second); stale != starts.end())
                    starts.erase(stale);
                recorded->second = lowest;
            }
            starts.push_back(lowest);
        }
        std::sort(starts.begin(), starts.end());
        m_replayDevice->setRecordedStarts(std::move(starts));
    }
    for (const ReplayStartSegment& segment : result.startState.segments) {
        if (segment.expandable) {
            const auto range = ranges.find({segment.pool, segment.stream});
            if (range == ranges.end() || range->second.front() != &segment)
                continue; // adopted with its range's first run
            const bool adopted = adoptExpandableRange(range->second, stacks);
            if (adopted)
                continue;
            // Not adoptable as a range: each run becomes a plain segment, as the engine can hold it.
            for (const ReplayStartSegment* run : range->second)
                adoptPlainSegment(*run, stacks, result);
            continue;
        }
        adoptPlainSegment(segment, stacks, result);
    }
    m_replayDevice->dropExpectedAllocations();
    const AllocatorTrace& trace = m_engine->trace();
    result.startEventStacks.resize(trace.size(), 0);
    for (std::size_t i = 0; i < trace.size(); ++i)
        if (trace[i].kind == EventKind::Alloc || trace[i].kind == EventKind::FreeRequested)
            if (const auto it = stacks.find(trace[i].address); it != stacks.end())
                result.startEventStacks[i] = it->second;
}

} // namespace gml
