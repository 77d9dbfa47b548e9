#include "snapshot/TraceWindowCutter.h"

#include "snapshot/SnapshotAllocatorConfig.h"
#include "snapshot/StartStateRebuilder.h"

#include <algorithm>
#include <map>
#include <string>

namespace gml {

namespace {

LeftOutEvents leftOut(const TraceEvents& trace, std::size_t first, std::size_t end)
{
    LeftOutEvents events;
    events.count = end - first;
    if (first < end && trace[first].hasTime)
        events.firstUs = trace[first].timeUs;
    if (first < end && trace[end - 1].hasTime)
        events.lastUs = trace[end - 1].timeUs;
    return events;
}

SnapshotBlockState snapshotStateOf(ReplayStartBlock::State state)
{
    switch (state) {
    case ReplayStartBlock::State::Allocated:
        return SnapshotBlockState::ActiveAllocated;
    case ReplayStartBlock::State::PendingFree:
        return SnapshotBlockState::ActivePendingFree;
    case ReplayStartBlock::State::Free:
        return SnapshotBlockState::Inactive;
    }
    return SnapshotBlockState::Inactive;
}

// The segments a snapshot dumped in `state` would show. What the rebuilt state does not know (a segment's
// private-pool id and stack) is taken from the dump's segment at the same address, when there is one.
std::vector<SnapshotSegment> segmentsOf(const ReplayStartState& state, int device,
                                        const std::map<std::uint64_t, const SnapshotSegment*>& dumped)
{
    std::vector<SnapshotSegment> segments;
    segments.reserve(state.segments.size());
    for (const ReplayStartSegment& rebuilt : state.segments) {
        SnapshotSegment& segment = segments.emplace_back();
        segment.device = device;
        segment.address = rebuilt.address;
        segment.totalSize = rebuilt.size;
        segment.stream = rebuilt.stream;
        segment.type = rebuilt.pool == PoolKind::Small ? SegmentType::Small : SegmentType::Large;
        segment.isExpandable = rebuilt.expandable;
        if (const auto it = dumped.find(rebuilt.address); it != dumped.end()) {
            segment.poolId[0] = it->second->poolId[0];
            segment.poolId[1] = it->second->poolId[1];
            segment.frames = it->second->frames;
        }
        segment.blocks.reserve(rebuilt.blocks.size());
        for (const ReplayStartBlock& block : rebuilt.blocks) {
            if (block.state == ReplayStartBlock::State::Allocated)
                segment.allocatedSize += block.size;
            if (block.state != ReplayStartBlock::State::Free) {
                segment.activeSize += block.size;
                segment.requestedSize += block.requested;
            }
            segment.blocks.push_back(SnapshotBlock{block.address, block.size, block.requested,
                                                   snapshotStateOf(block.state), block.frames,
                                                   block.sizeEstimated});
        }
    }
    return segments;
}

bool isSegmentEvent(TraceAction action)
{
    return action == TraceAction::SegmentAlloc || action == TraceAction::SegmentMap ||
           action == TraceAction::SegmentFree || action == TraceAction::SegmentUnmap;
}

// A window that ends inside the trace must not end inside one allocator call: the segment events PyTorch
// records before an alloc (its new segment, the segments its retry released) belong to that alloc, and an
// immediate free is a free_requested with its free_completed. Cut there, the replay would make a segment no
// alloc asked for, or empty a cache no call emptied. The end moves back to before the call.
std::size_t callBoundaryAtOrBefore(const TraceEvents& trace, std::size_t end)
{
    if (end >= trace.size())
        return end;
    if (end > 0 && trace[end].action == TraceAction::FreeCompleted &&
        trace[end - 1].action == TraceAction::FreeRequested && trace[end - 1].address == trace[end].address)
        --end;
    while (end > 0 && isSegmentEvent(trace[end - 1].action))
        --end;
    return end;
}

} // namespace

TraceWindowCutter::TraceWindowCutter(const TraceWindow& window) : m_window(window) {}

LoadResult<TraceWindowCutter::Range>
TraceWindowCutter::rangeOf(const TraceEvents& trace) const
{
    Range range{0, trace.size()};
    if (m_window.fromUs && m_window.toUs && *m_window.fromUs > *m_window.toUs)
        return LoadError{LoadErrorKind::BadWindow, "the time range ends (" + std::to_string(*m_window.toUs) +
                                                       " us) before it starts (" +
                                                       std::to_string(*m_window.fromUs) + " us)"};
    if (m_window.usesTime() && !trace.empty()) {
        // Older PyTorch wrote no time_us: a time range means nothing there (the last N events still do).
        if (std::any_of(trace.begin(), trace.end(), [](const SnapshotTraceEvent& e) { return !e.hasTime; }))
            return LoadError{
                LoadErrorKind::BadWindow,
                "this snapshot's trace records no time_us (an older PyTorch wrote it), so a time "
                "range cannot be chosen; choose the last N events instead"};
        // The window is the run of events from the first at or after A to the last before the first after B:
        // one contiguous run even if a trace's clock ever stepped back. (No events are skipped while a time
        // range is read, so trace.front() is the device's first recorded event.)
        const std::int64_t origin = m_window.fromFirstEvent ? trace.front().timeUs : 0;
        if (m_window.fromUs)
            while (range.first < trace.size() && trace[range.first].timeUs - origin < *m_window.fromUs)
                ++range.first;
        if (m_window.toUs) {
            range.end = range.first;
            while (range.end < trace.size() && trace[range.end].timeUs - origin <= *m_window.toUs)
                ++range.end;
            range.end = std::max(range.first, callBoundaryAtOrBefore(trace, range.end));
        }
    }
    if (m_window.lastEvents && *m_window.lastEvents < range.end - range.first)
        range.first = range.end - static_cast<std::size_t>(*m_window.lastEvents);
    return range;
}

std::optional<LoadError> TraceWindowCutter::apply(MemorySnapshot& snapshot) const
{
    if (m_window.wholeTrace())
        return std::nullopt;
    // Every device's window is found before any is cut: a window refused on one device changes nothing.
    std::vector<Range> ranges;
    for (const auto& trace : snapshot.deviceTraces) {
        auto range = rangeOf(trace);
        if (!range)
            return range.error();
        ranges.push_back(range.value());
    }
    // Events after a window are undone under the recorded settings, which decide the sizes undone frees had.
    const auto config = allocatorConfigFromSettings(snapshot.allocatorSettings);
    if (!config)
        return LoadError{LoadErrorKind::BadFile, config.error().message};
    // The model builder may already have left out the events before a window of the last N events.
    const std::vector<TraceWindowRecord> skippedWhileBuilding = std::move(snapshot.traceWindows);
    snapshot.traceWindows.clear();
    for (std::size_t device = 0; device < ranges.size(); ++device) {
        cut(snapshot, static_cast<int>(device), ranges[device], config.value());
        for (const TraceWindowRecord& skipped : skippedWhileBuilding)
            if (skipped.device == static_cast<int>(device))
                countSkipped(snapshot.traceWindows.back(), skipped);
    }
    return std::nullopt;
}

void TraceWindowCutter::countSkipped(TraceWindowRecord& record, const TraceWindowRecord& skipped)
{
    record.totalEvents += skipped.before.count;
    record.firstKept += skipped.before.count;
    if (record.before.count == 0)
        record.before.lastUs = skipped.before.lastUs;
    record.before.firstUs = skipped.before.firstUs;
    record.before.count += skipped.before.count;
}

void TraceWindowCutter::cut(MemorySnapshot& snapshot, int device, Range range, const AllocatorConfig& config)
{
    auto& trace = snapshot.deviceTraces[static_cast<std::size_t>(device)];
    TraceWindowRecord& record = snapshot.traceWindows.emplace_back();
    record.device = device;
    record.totalEvents = trace.size();
    record.firstKept = range.first;
    record.keptEvents = range.end - range.first;
    record.before = leftOut(trace, 0, range.first);
    record.after = leftOut(trace, range.end, trace.size());

    if (range.end < trace.size()) {
        // Events after the window: the window's end state is the dump's with them undone, and it takes the
        // place of this device's dumped segments.
        const ReplayStartState atEnd = StartStateRebuilder(snapshot, device, config).rebuild(range.end);
        record.inconsistentEvents = atEnd.inconsistentEvents;
        std::map<std::uint64_t, const SnapshotSegment*> dumped;
        for (const SnapshotSegment& segment : snapshot.segments)
            if (segment.device == device)
                dumped.emplace(segment.address, &segment);
        std::vector<SnapshotSegment> rebuilt = segmentsOf(atEnd, device, dumped);
        dumped.clear();
        std::erase_if(snapshot.segments, [&](const SnapshotSegment& s) { return s.device == device; });
        for (SnapshotSegment& segment : rebuilt)
            snapshot.segments.push_back(std::move(segment));
    }
    // Release what lies outside the window: from here on memory holds the window's events only.
    trace.erase(trace.begin() + static_cast<std::ptrdiff_t>(range.end), trace.end());
    trace.erase(trace.begin(), trace.begin() + static_cast<std::ptrdiff_t>(range.first));
    trace.shrink_to_fit();
}

} // namespace gml
