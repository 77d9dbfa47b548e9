#include "snapshot/SnapshotSummary.h"

#include <algorithm>

namespace gml {

namespace {

// Walks a device's trace from the last event to the first, undoing each, and keeps the highest values seen.
void findPeaks(const TraceEvents& trace, SnapshotDeviceSummary& summary)
{
    auto allocated = static_cast<std::int64_t>(summary.allocatedBytes);
    auto reserved = static_cast<std::int64_t>(summary.reservedBytes);
    std::int64_t peakAllocated = allocated;
    std::int64_t peakReserved = reserved;
    for (auto it = trace.rbegin(); it != trace.rend(); ++it) {
        const auto size = static_cast<std::int64_t>(it->size);
        switch (it->action) {
        case TraceAction::Alloc: allocated -= size; break;
        case TraceAction::FreeRequested: allocated += size; break;
        case TraceAction::SegmentAlloc:
        case TraceAction::SegmentMap: reserved -= size; break;
        case TraceAction::SegmentFree:
        case TraceAction::SegmentUnmap: reserved += size; break;
        default: break;
        }
        peakAllocated = std::max(peakAllocated, allocated);
        peakReserved = std::max(peakReserved, reserved);
    }
    summary.peakAllocatedBytes = static_cast<std::uint64_t>(std::max<std::int64_t>(peakAllocated, 0));
    summary.peakReservedBytes = static_cast<std::uint64_t>(std::max<std::int64_t>(peakReserved, 0));
}

void addInto(SnapshotDeviceSummary& total, const SnapshotDeviceSummary& part)
{
    total.segments += part.segments;
    total.blocks += part.blocks;
    total.events += part.events;
    for (std::size_t i = 0; i < total.eventsByAction.size(); ++i)
        total.eventsByAction[i] += part.eventsByAction[i];
    total.allocatedBytes += part.allocatedBytes;
    total.reservedBytes += part.reservedBytes;
    total.peakAllocatedBytes += part.peakAllocatedBytes;
    total.peakReservedBytes += part.peakReservedBytes;
}

} // namespace

SnapshotSummary summarizeSnapshot(const MemorySnapshot& snapshot, std::optional<int> device)
{
    SnapshotSummary summary;
    for (const int number : snapshot.devices()) {
        if (device && *device != number)
            continue;
        SnapshotDeviceSummary& part = summary.devices.emplace_back();
        part.device = number;
        for (const auto& segment : snapshot.segments) {
            if (segment.device != number)
                continue;
            ++part.segments;
            part.blocks += segment.blocks.size();
            part.allocatedBytes += segment.allocatedSize;
            part.reservedBytes += segment.totalSize;
        }
        static const TraceEvents kNoTrace;
        const auto& trace = static_cast<std::size_t>(number) < snapshot.deviceTraces.size()
            ? snapshot.deviceTraces[static_cast<std::size_t>(number)]
            : kNoTrace;
        part.events = trace.size();
        for (const auto& event : trace)
            ++part.eventsByAction[static_cast<std::size_t>(event.action)];
        findPeaks(trace, part);
        addInto(summary.total, part);
    }
    return summary;
}

} // namespace gml
