#include "trace/ActiveMemoryTimeline.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace gml {

namespace {

struct Lifetime
{
    std::uint64_t address;
    std::uint64_t size;
    std::size_t start;
    std::size_t end;
    StreamId stream;
};

// A change of the reserved bytes: device memory taken or given back at event `event`.
struct ReservedChange
{
    std::size_t event;
    std::int64_t bytes;
};

struct TraceHistory
{
    std::vector<Lifetime> lifetimes;
    std::vector<ReservedChange> reserved;
};

// Every allocation's lifetime, from its alloc to the free_completed that returned its block, and every
// change of the reserved bytes, counted as the allocator counts reserved_bytes: whole segments as they are
// allocated and freed, an expandable segment's pages as they are mapped and unmapped (its segment_alloc only
// reserves address space).
TraceHistory history(const AllocatorTrace& trace)
{
    TraceHistory result;
    std::unordered_map<std::uint64_t, std::size_t> open; // address -> index in lifetimes
    for (std::size_t i = 0; i < trace.size(); ++i) {
        const AllocatorEvent& event = trace[i];
        const auto size = static_cast<std::int64_t>(event.size);
        switch (event.kind) {
        case EventKind::Alloc:
            open[event.address] = result.lifetimes.size();
            result.lifetimes.push_back({event.address, event.size, i, trace.size(), event.stream});
            break;
        case EventKind::FreeCompleted:
            if (const auto it = open.find(event.address); it != open.end()) {
                result.lifetimes[it->second].end = i;
                open.erase(it);
            }
            break;
        case EventKind::SegmentAlloc:
            if (!event.has(event_flags::kExpandable))
                result.reserved.push_back({i, size});
            break;
        case EventKind::SegmentFree:
            if (!event.has(event_flags::kExpandable))
                result.reserved.push_back({i, -size});
            break;
        case EventKind::SegmentMap: result.reserved.push_back({i, size}); break;
        case EventKind::SegmentUnmap: result.reserved.push_back({i, -size}); break;
        default: break;
        }
    }
    return result;
}

} // namespace

ActiveMemoryTimeline ActiveMemoryTimeline::build(const AllocatorTrace& trace, std::size_t firstEvent,
                                                 std::size_t columns, std::size_t maxBands)
{
    return buildRange(trace, firstEvent, trace.size(), columns, maxBands);
}

ActiveMemoryTimeline ActiveMemoryTimeline::buildRange(const AllocatorTrace& trace, std::size_t firstEvent,
                                                      std::size_t endEvent, std::size_t columns,
                                                      std::size_t maxBands)
{
    ActiveMemoryTimeline timeline;
    const std::size_t count = std::min(endEvent, trace.size());
    if (count == 0 || firstEvent >= count || columns == 0)
        return timeline;
    timeline.firstEvent = firstEvent;
    timeline.endEvent = count;
    const TraceHistory walked = history(trace);
    const std::vector<Lifetime>& all = walked.lifetimes;

    // The largest allocations alive in the range get bands of their own; ties go to the earlier one.
    std::vector<std::size_t> order;
    order.reserve(all.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].start < count && all[i].end > firstEvent)
            order.push_back(i);
    const std::size_t drawn = std::min(maxBands, order.size());
    std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(drawn), order.end(),
                      [&](std::size_t a, std::size_t b) { return all[a].size != all[b].size ? all[a].size > all[b].size : a < b; });
    std::vector<std::int32_t> bandOf(all.size(), -1);
    for (std::size_t k = 0; k < drawn; ++k) {
        bandOf[order[k]] = static_cast<std::int32_t>(timeline.bands.size());
        const Lifetime& l = all[order[k]];
        timeline.bands.push_back({l.address, l.size, l.start, l.end, l.stream, 0, {}});
    }

    // Sweep the columns in event order, keeping the drawn allocations alive now in the order they were made.
    const std::size_t span = count - firstEvent;
    columns = std::min(columns, span);
    std::vector<std::size_t> byStart(all.size());
    for (std::size_t i = 0; i < byStart.size(); ++i)
        byStart[i] = i; // lifetimes are already in start order
    std::vector<std::size_t> byEnd = byStart;
    std::sort(byEnd.begin(), byEnd.end(), [&](std::size_t a, std::size_t b) { return all[a].end < all[b].end; });

    std::map<std::size_t, std::size_t> liveDrawn; // start event -> lifetime index
    std::uint64_t liveMerged = 0;
    std::int64_t reserved = 0;
    std::size_t nextReserved = 0;
    std::size_t nextStart = 0;
    std::size_t nextEnd = 0;
    for (std::size_t c = 0; c < columns; ++c) {
        const std::size_t event = firstEvent + (c + 1) * span / columns - 1; // the state after this event
        while (nextStart < byStart.size() && all[byStart[nextStart]].start <= event) {
            const std::size_t i = byStart[nextStart++];
            if (all[i].end <= event)
                continue; // born and gone within one column: too brief to see
            if (bandOf[i] >= 0)
                liveDrawn.emplace(all[i].start, i);
            else
                liveMerged += all[i].size;
        }
        while (nextEnd < byEnd.size() && all[byEnd[nextEnd]].end <= event) {
            const std::size_t i = byEnd[nextEnd++];
            // Counted in an earlier column only if it had started by then (it is still alive then, or its
            // end would have come up in that column); one born and gone within this column never was.
            const bool counted = c > 0 && all[i].start <= timeline.columnEvents.back();
            if (!counted)
                continue;
            if (bandOf[i] >= 0)
                liveDrawn.erase(all[i].start);
            else
                liveMerged -= all[i].size;
        }
        while (nextReserved < walked.reserved.size() && walked.reserved[nextReserved].event <= event)
            reserved += walked.reserved[nextReserved++].bytes;
        const auto reservedNow = static_cast<std::uint64_t>(std::max<std::int64_t>(reserved, 0));
        timeline.reservedBytes.push_back(reservedNow);
        timeline.maxReservedBytes = std::max(timeline.maxReservedBytes, reservedNow);
        timeline.columnEvents.push_back(event);
        timeline.mergedBytes.push_back(liveMerged);
        std::uint64_t offset = liveMerged;
        for (const auto& [start, index] : liveDrawn) {
            Band& band = timeline.bands[static_cast<std::size_t>(bandOf[index])];
            if (band.offsets.empty())
                band.firstColumn = static_cast<std::uint32_t>(c);
            band.offsets.push_back(offset);
            offset += all[index].size;
        }
        timeline.maxBytes = std::max(timeline.maxBytes, offset);
    }
    // Allocations that were never alive at a sampled column have no band to draw.
    std::erase_if(timeline.bands, [](const Band& band) { return band.offsets.empty(); });
    return timeline;
}

std::size_t ActiveMemoryTimeline::columnOf(std::size_t event) const
{
    const auto it = std::upper_bound(columnEvents.begin(), columnEvents.end(), event);
    return it == columnEvents.begin() ? 0 : static_cast<std::size_t>(std::distance(columnEvents.begin(), it)) - 1;
}

std::uint64_t ActiveMemoryTimeline::activeBytes(std::size_t column) const
{
    if (column >= mergedBytes.size())
        return 0;
    std::uint64_t total = mergedBytes[column];
    for (const auto& band : bands)
        if (column >= band.firstColumn && column < band.firstColumn + band.offsets.size())
            total += band.size;
    return total;
}

} // namespace gml
