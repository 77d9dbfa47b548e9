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

} // namespace gml
