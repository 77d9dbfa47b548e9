#include "run/RunEntryExtractor.h"

#include "run/LaneSampler.h"
#include "snapshot/SnapshotSummary.h"

#include <algorithm>
#include <optional>

namespace gml {

namespace {

const TraceEvents& traceOf(const MemorySnapshot& snapshot, int device)
{
    static const TraceEvents kNoTrace;
    const auto index = static_cast<std::size_t>(device);
    return index < snapshot.deviceTraces.size() ? snapshot.deviceTraces[index] : kNoTrace;
}

// Allocated and reserved bytes before the trace's first event: the dump's values with every event undone,
// exactly as the summary's peak search counts them (requested sizes for alloc and free).
void valuesAtStart(const TraceEvents& trace, std::int64_t& allocated,
                   std::int64_t& reserved)
{
    for (const SnapshotTraceEvent& event : trace) {
        const auto size = static_cast<std::int64_t>(event.size);
        switch (event.action) {
        case TraceAction::Alloc:
            allocated -= size;
            break;
        case TraceAction::FreeRequested:
            allocated += size;
            break;
        case TraceAction::SegmentAlloc:
        case TraceAction::SegmentMap:
            reserved -= size;
            break;
        case TraceAction::SegmentFree:
        case TraceAction::SegmentUnmap:
            reserved += size;
            break;
        default:
            break;
        }
    }
}

// Walks the trace forwards from its start state, drawing the lane and finding the moment allocated memory
// peaked (the first, if it peaks more than once).
void drawLane(const TraceEvents& trace, const SnapshotDeviceSummary& summary,
              std::size_t maxPoints, RunEntry& entry)
{
    RunLane& lane = entry.lane;
    lane.eventCount = trace.size();
    lane.hasTime =
        !trace.empty() && std::all_of(trace.begin(), trace.end(), [](const auto& e) { return e.hasTime; });
    const std::int64_t firstTime = lane.hasTime ? trace.front().timeUs : 0;
    lane.durationUs = lane.hasTime ? trace.back().timeUs - firstTime : 0;

    auto allocated = static_cast<std::int64_t>(summary.allocatedBytes);
    auto reserved = static_cast<std::int64_t>(summary.reservedBytes);
    valuesAtStart(trace, allocated, reserved);
    auto clamp = [](std::int64_t value) {
        return static_cast<std::uint64_t>(std::max<std::int64_t>(value, 0));
    };
    // Sample 0 is the state before the first event; sample i + 1 the state after event i.
    const std::size_t samples = trace.size() + 1;
    auto timeOf = [&](std::size_t sample) -> std::int64_t {
        if (trace.empty())
            return 0;
        const std::size_t event = sample == 0 ? 0 : sample - 1;
        return lane.hasTime ? trace[event].timeUs - firstTime : static_cast<std::int64_t>(event);
    };
    auto positionOf = [&](std::size_t sample) {
        if (lane.hasTime)
            return lane.durationUs > 0
                       ? static_cast<double>(timeOf(sample)) / static_cast<double>(lane.durationUs)
                       : 0.0;
        return trace.size() > 1 ? static_cast<double>(timeOf(sample)) / static_cast<double>(trace.size() - 1)
                                : 0.0;
    };
    std::optional<LaneSampler> sampler;
    if (maxPoints > 0)
        sampler.emplace(samples, maxPoints, lane);
    std::int64_t peakAllocated = -1;
    std::int64_t reservedAtPeak = 0;
    for (std::size_t sample = 0; sample < samples; ++sample) {
        if (sample > 0) {
            const SnapshotTraceEvent& event = trace[sample - 1];
            const auto size = static_cast<std::int64_t>(event.size);
            switch (event.action) {
            case TraceAction::Alloc:
                allocated += size;
                break;
            case TraceAction::FreeRequested:
                allocated -= size;
                break;
            case TraceAction::SegmentAlloc:
            case TraceAction::SegmentMap:
                reserved += size;
                break;
            case TraceAction::SegmentFree:
            case TraceAction::SegmentUnmap:
                reserved -= size;
                break;
            default:
                break;
            }
        }
        if (allocated > peakAllocated) {
            peakAllocated = allocated;
            reservedAtPeak = reserved;
        }
        if (sampler)
            sampler->add(sample, timeOf(sample), positionOf(sample), clamp(allocated), clamp(reserved));
    }
    if (sampler)
        sampler->finish();
    if (reservedAtPeak > 0)
        entry.cachedFractionAtPeak = std::max(0.0, static_cast<double>(reservedAtPeak - peakAllocated) /
                                                       static_cast<double>(reservedAtPeak));
}

} // namespace

std::vector<RunEntry> extractRunEntries(const MemorySnapshot& snapshot, const RunFile& file,
                                        const RunEntryOptions& options)
{
    std::vector<RunEntry> entries;
    const std::vector<int> devices = snapshot.devices();
    const int deviceCount = std::max<int>(1, static_cast<int>(devices.size()));
    // A file with no device at all (an empty snapshot) still gets its entry, with zero figures.
    const std::vector<int> shown = devices.empty() ? std::vector<int>{0} : devices;
    for (const int device : shown) {
        const SnapshotSummary summary = summarizeSnapshot(snapshot, device);
        const SnapshotDeviceSummary part =
            summary.devices.empty() ? SnapshotDeviceSummary{} : summary.devices.front();
        RunEntry& entry = entries.emplace_back();
        entry.step = file.step;
        // Several devices in one file are several ranks: the device number stands in for a rank the path
        // lacks.
        entry.rank = file.rank ? file.rank : (devices.size() > 1 ? std::optional<int>(device) : std::nullopt);
        entry.device = device;
        entry.deviceCount = deviceCount;
        entry.file = file.path;
        entry.relativePath = file.relativePath;
        entry.outOfMemoryExit = file.outOfMemoryExit;
        entry.peakAllocatedBytes = part.peakAllocatedBytes;
        entry.peakReservedBytes = part.peakReservedBytes;
        entry.allocatedBytes = part.allocatedBytes;
        entry.reservedBytes = part.reservedBytes;
        entry.eventCount = part.events;
        entry.oomEvents = part.eventsByAction[static_cast<std::size_t>(TraceAction::Oom)];
        entry.capacityBytes = options.capacityBytes;
        drawLane(traceOf(snapshot, device), part, options.maxLanePoints, entry);
        if (options.categories)
            entry.categories = reportMemoryCategories(snapshot, device, options.maxLanePoints);
    }
    return entries;
}

} // namespace gml
