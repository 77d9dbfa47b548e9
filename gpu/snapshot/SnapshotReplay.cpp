#include "snapshot/SnapshotReplay.h"

#include "util/ByteFormat.h"

namespace gml {

std::uint32_t SnapshotReplay::stackOf(std::size_t traceIndex, const MemorySnapshot& snapshot) const
{
    if (traceIndex < startEventCount)
        return traceIndex < startEventStacks.size() ? startEventStacks[traceIndex] : 0;
    const std::uint32_t recorded = recordedEventOf(traceIndex);
    const auto slot = static_cast<std::size_t>(device);
    if (recorded == kNoRecordedEvent || slot >= snapshot.deviceTraces.size() ||
        recorded >= snapshot.deviceTraces[slot].size())
        return 0;
    return snapshot.deviceTraces[slot][recorded].frames;
}

std::string SnapshotReplay::explain(std::size_t traceIndex) const
{
    if (traceIndex >= trace.size())
        return {};
    if (traceIndex >= startEventCount)
        return trace.explain(traceIndex);
    // The start state is written as ordinary events; say what they stand for instead of what they mimic.
    const AllocatorEvent& event = trace[traceIndex];
    const std::string where = " at " + formatAddress(event.address);
    switch (event.kind) {
    case EventKind::SegmentAlloc:
        return "before the trace began: the allocator already held this " + formatBytes(event.size) + " " +
               poolName(event.pool) + "-pool segment" + where;
    case EventKind::Alloc:
        return "before the trace began: a block of " + formatBytes(event.size) + where + " was carved out of it";
    case EventKind::FreeRequested:
        return "before the trace began: the block" + where + " was freed";
    case EventKind::FreeCompleted:
        return "before the trace began: the block" + where + " was cached";
    default: return trace.explain(traceIndex);
    }
}

std::string describeMismatch(const ReplayMismatch& m)
{
    const std::string recorded = std::string(traceActionName(m.action)) + " of " + formatBytes(m.recordedSize);
    switch (m.kind) {
    case MismatchKind::StartSegmentRefused:
        return "the start state's segment at " + formatAddress(m.recordedAddress) +
               " could not be adopted: " + m.engineMessage;
    case MismatchKind::AllocFailed:
        return "alloc of " + formatBytes(m.recordedSize) + " recorded at " + formatAddress(m.recordedAddress) +
               " failed in the replay: " + m.engineMessage;
    case MismatchKind::AllocElsewhere:
        return "alloc of " + formatBytes(m.recordedSize) + " recorded at " + formatAddress(m.recordedAddress) +
               ", replayed at " + formatAddress(m.replayedAddress);
    case MismatchKind::OomServedFromCache:
        return "the trace records an out-of-memory for " + formatBytes(m.recordedSize) +
               "; the replay found a cached block for it";
    case MismatchKind::EmptyCacheCount:
        return "empty_cache released " + std::to_string(m.replayedSize) + " segments in the replay; the trace shows " +
               std::to_string(m.recordedSize);
    case MismatchKind::SegmentNotRecorded:
        return "the replay made a new " + formatBytes(m.replayedSize) + " segment that the trace does not have";
    case MismatchKind::SegmentDiffers:
        return recorded + " recorded at " + formatAddress(m.recordedAddress) + ", replayed as " +
               std::string(eventKindName(m.replayedKind)) + " of " + formatBytes(m.replayedSize) + " at " +
               formatAddress(m.replayedAddress);
    case MismatchKind::SegmentNotPredicted:
        return recorded + " at " + formatAddress(m.recordedAddress) +
               " was not predicted: the replay served the allocation from its cache";
    }
    return {};
}

} // namespace gml
