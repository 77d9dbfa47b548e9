#pragma once

#include "trace/AllocatorTrace.h"

#include <cstdint>
#include <vector>

namespace gml {

// The live allocations of a trace stacked over time, as PyTorch's "Active Memory Timeline" draws them: each
// allocation a band from its alloc to its free_completed, stacked in the order they were made, so a band
// drops when something below it is freed. Sampled into a fixed number of columns (a chart has no more
// pixels than that); the largest allocations are kept one by one and all the others merged into one band
// at the bottom, which is what keeps million-event traces drawable.
struct ActiveMemoryTimeline
{
    struct Band
    {
        std::uint64_t address = 0;
        std::uint64_t size = 0;
        std::size_t allocEvent = 0;
        std::size_t endEvent = 0;      // its free_completed, or the trace's end if it is still alive
        StreamId stream = 0;           // the stream its alloc was made on
        std::uint32_t firstColumn = 0; // offsets[k] is its bottom edge (bytes) in column firstColumn + k
        std::vector<std::uint64_t> offsets;
    };

    // The events the columns sample: [firstEvent, endEvent), evenly. A timeline assembled by hand leaves
    // endEvent 0, and is taken to end after its last column's event.
    std::size_t firstEvent = 0;
    std::size_t endEvent = 0;
    std::vector<std::size_t> columnEvents;  // the event each column shows the state after
    std::vector<Band> bands;                // the largest allocations, drawn one by one
    std::vector<std::uint64_t> mergedBytes; // per column: all the other live allocations, merged
    // Per column: the device memory the allocator held (segment_alloc less segment_free, an expandable
    // segment's pages as mapped), as PyTorch's reserved_bytes counts it. Empty when assembled by hand.
    std::vector<std::uint64_t> reservedBytes;
    std::uint64_t maxBytes = 0;         // the highest stack over all columns
    std::uint64_t maxReservedBytes = 0; // the highest of reservedBytes

    // Columns sample events [firstEvent, trace.size()). O(events + columns x live allocations).
    static ActiveMemoryTimeline build(const AllocatorTrace& trace, std::size_t firstEvent = 0,
                                      std::size_t columns = 1200, std::size_t maxBands = 1500);
    // Columns sample only events [firstEvent, endEvent): a closer look at part of the trace, as finely as
    // the whole is sampled. The trace is still read from its start, for what is alive when the range
    // begins and the order it is stacked in; the bands are the largest allocations alive in the range.
    static ActiveMemoryTimeline buildRange(const AllocatorTrace& trace, std::size_t firstEvent,
                                           std::size_t endEvent, std::size_t columns = 1200,
                                           std::size_t maxBands = 1500);

    // The column showing event `event` (the last column at or before it).
    std::size_t columnOf(std::size_t event) const;
    // The bytes of all allocations live in `column`: merged and drawn.
    std::uint64_t activeBytes(std::size_t column) const;
    // The end of the events the columns sample, for timelines built (endEvent) and assembled alike.
    std::size_t sampledEnd() const
    {
        return endEvent > 0 ? endEvent : columnEvents.empty() ? firstEvent : columnEvents.back() + 1;
    }
};

} // namespace gml
