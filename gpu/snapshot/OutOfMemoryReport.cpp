#include "snapshot/OutOfMemoryReport.h"

#include <algorithm>
#include <unordered_map>

namespace gml {

namespace {

const TraceEvents& traceOf(const MemorySnapshot& snapshot, int device)
{
    static const TraceEvents kNoTrace;
    const auto slot = static_cast<std::size_t>(device);
    return device >= 0 && slot < snapshot.deviceTraces.size() ? snapshot.deviceTraces[slot] : kNoTrace;
}

// For each recorded oom event, the replay event that reproduces it: its Oom event when the replay failed too,
// else the last event linked to it (the replay served it from the cache: a mismatch, reported elsewhere).
// One pass over the replay, whatever the number of ooms.
std::unordered_map<std::size_t, std::size_t> replayEventsOfOoms(const SnapshotReplay& replay, const TraceEvents& trace)
{
    std::unordered_map<std::size_t, std::size_t> found;
    std::unordered_map<std::size_t, bool> exact;
    for (std::size_t i = replay.startEventCount; i < replay.recordedEvents.size(); ++i) {
        const std::uint32_t recorded = replay.recordedEvents[i];
        if (recorded == kNoRecordedEvent || recorded >= trace.size() || trace[recorded].action != TraceAction::Oom)
            continue;
        if (exact[recorded])
            continue;
        found[recorded] = i;
        exact[recorded] = replay.trace[i].kind == EventKind::Oom;
    }
    return found;
}

// The held bytes by kind, from the blocks: a segment that still holds a live (or pending) block cannot be
// released, so its free blocks are inactive split; a segment with nothing live is a whole free segment.
// The cache split as PyTorch's statistics split it: inactive split bytes are the allocator's own figure (free
// blocks of segments that are split, which empty_cache cannot give back); what else is cached and not waiting
// for a stream could be given back: whole free segments, and the free pages of expandable segments.
void fillHeldBytes(const AllocatorState& state, OutOfMemoryReport& report)
{
    const auto bytesOf = [](const Stat& stat) { return static_cast<std::uint64_t>(std::max<std::int64_t>(stat.current, 0)); };
    report.allocatedBytes = bytesOf(state.stats.allocatedBytes.all());
    report.reservedBytes = bytesOf(state.stats.reservedBytes.all());
    report.inactiveSplitBytes = bytesOf(state.stats.inactiveSplitBytes.all());
    for (const SegmentInfo& segment : state.segments)
        for (const BlockInfo& block : segment.blocks)
            if (block.state == BlockState::PendingFree)
                report.pendingFreeBytes += block.size;
    const std::uint64_t held = report.allocatedBytes + report.pendingFreeBytes + report.inactiveSplitBytes;
    report.freeSegmentBytes = report.reservedBytes > held ? report.reservedBytes - held : 0;
}

bool expandableSegmentsOn(const MemorySnapshot& snapshot, const SnapshotReplay& replay)
{
    if (snapshot.allocatorSettings && snapshot.allocatorSettings->expandableSegments.value_or(false))
        return true;
    if (replay.config.expandableSegments)
        return true;
    return std::any_of(snapshot.segments.begin(), snapshot.segments.end(), [&](const SnapshotSegment& segment) {
        return segment.device == replay.device && segment.isExpandable;
    });
}

bool maxSplitSizeUnlimited(const MemorySnapshot& snapshot)
{
    if (!snapshot.allocatorSettings || !snapshot.allocatorSettings->maxSplitSize)
        return true;
    return *snapshot.allocatorSettings->maxSplitSize < 0;
}

// The advice, most useful first. Each rule asks whether the remedy would have found the bytes the failing
// request needed, and none repeats what the run already did.
std::vector<OutOfMemoryAdvice> adviseOn(const OutOfMemoryReport& report, bool maxSplitUnlimited)
{
    const std::uint64_t requested = report.requestedBytes;
    const std::uint64_t cached = report.inactiveSplitBytes + report.freeSegmentBytes;
    // What PyTorch could have had at best: what it held plus what the device still had free. This equals
    // capacity - outside when the capacity is known, and needs no capacity when it is only guessed.
    const std::uint64_t reachable = report.reservedBytes + report.deviceFreeBytes;
    const bool noRoomEvenPacked = report.allocatedBytes + requested > reachable;
    const bool allocatedDominates =
        report.reservedBytes > 0 && report.allocatedBytes * 10 >= report.reservedBytes * 8;

    const bool expandable =
        !report.expandableSegments && (cached >= requested || (report.reservedBytes > 0 && cached * 10 >= report.reservedBytes));
    // The older remedy for the same scattering, for a run that keeps fixed segments: blocks above
    // max_split_size_mb are never split, so large cached blocks are not carved into pieces no request fits.
    // Expandable segments have no such blocks to keep whole.
    const bool lowerMaxSplit =
        !report.expandableSegments && report.inactiveSplitBytes >= requested && maxSplitUnlimited && requested > 0;
    const bool outside = report.outsidePyTorchBytes &&
                         *report.outsidePyTorchBytes >= std::max(requested, report.capacity.bytes / 20) &&
                         *report.outsidePyTorchBytes > 0;
    const bool releaseCache = report.freeSegmentBytes >= requested && report.freeSegmentBytes > 0;

    std::vector<OutOfMemoryAdvice> advice;
    // When even a perfectly packed cache could not have served it, only fewer live tensors (or memory won back
    // from other processes) help: say that first.
    if (noRoomEvenPacked)
        advice.push_back(OutOfMemoryAdvice::ReduceLiveTensors);
    if (outside && noRoomEvenPacked)
        advice.push_back(OutOfMemoryAdvice::FreeMemoryOutsidePyTorch);
    if (expandable)
        advice.push_back(OutOfMemoryAdvice::EnableExpandableSegments);
    if (lowerMaxSplit)
        advice.push_back(OutOfMemoryAdvice::LowerMaxSplitSize);
    if (releaseCache)
        advice.push_back(OutOfMemoryAdvice::ReleaseCacheBetweenPhases);
    if (outside && !noRoomEvenPacked)
        advice.push_back(OutOfMemoryAdvice::FreeMemoryOutsidePyTorch);
    if (!noRoomEvenPacked && allocatedDominates)
        advice.push_back(OutOfMemoryAdvice::ReduceLiveTensors);
    return advice;
}

} // namespace

std::string_view outOfMemoryAdviceName(OutOfMemoryAdvice advice)
{
    switch (advice) {
    case OutOfMemoryAdvice::EnableExpandableSegments: return "enable_expandable_segments";
    case OutOfMemoryAdvice::LowerMaxSplitSize: return "lower_max_split_size";
    case OutOfMemoryAdvice::FreeMemoryOutsidePyTorch: return "free_memory_outside_pytorch";
    case OutOfMemoryAdvice::ReduceLiveTensors: return "reduce_live_tensors";
    case OutOfMemoryAdvice::ReleaseCacheBetweenPhases: return "release_cache_between_phases";
    }
    return "unknown";
}

std::vector<OutOfMemoryReport> reportOutOfMemory(const MemorySnapshot& snapshot, const SnapshotReplay& recorded)
{
    std::vector<OutOfMemoryReport> reports;
    const TraceEvents& trace = traceOf(snapshot, recorded.device);
    const bool expandable = expandableSegmentsOn(snapshot, recorded);
    const bool unlimitedSplit = maxSplitSizeUnlimited(snapshot);
    const bool capacityKnown = recorded.capacity.source == DeviceCapacitySource::GivenByUser ||
                               recorded.capacity.source == DeviceCapacitySource::InferredFromRangeSpacing;
    const auto replayEvents = replayEventsOfOoms(recorded, trace);
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const SnapshotTraceEvent& event = trace[i];
        if (event.action != TraceAction::Oom)
            continue;
        OutOfMemoryReport report;
        report.device = recorded.device;
        report.recordedEvent = i;
        report.requestedBytes = event.size;
        report.deviceFreeBytes = event.address; // an oom entry's device_free
        report.stack = event.frames;
        report.capacity = recorded.capacity;
        report.settingsRecorded = snapshot.allocatorSettings.has_value();
        report.expandableSegments = expandable;
        // An oom the replay has no event for (a replay stopped short): the state at the trace's start.
        const auto found = replayEvents.find(i);
        report.traceIndex = found != replayEvents.end() ? found->second
                                                        : (recorded.startEventCount > 0 ? recorded.startEventCount - 1 : 0);
        // The oom event changes nothing: the state after it is the state it failed in, with the cached
        // segments the failing call released already gone.
        fillHeldBytes(recorded.trace.stateAt(std::min(report.traceIndex + 1, recorded.trace.size())), report);
        if (capacityKnown) {
            const std::uint64_t used = report.reservedBytes + report.deviceFreeBytes;
            report.outsidePyTorchBytes = recorded.capacity.bytes > used ? recorded.capacity.bytes - used : 0;
        }
        report.advice = adviseOn(report, unlimitedSplit);
        reports.push_back(std::move(report));
    }
    return reports;
}

} // namespace gml
