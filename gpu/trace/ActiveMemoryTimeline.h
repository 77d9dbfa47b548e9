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
        std::uint32_t firstColumn = 0; // offsets[k] is its bottom edge (bytes) in column firstColumn + k
        std::vector<std::uint64_t> offsets;
    };

    std::vector<std::size_t> columnEvents;  // the event each column shows the state after
    std::vector<Band> bands;                // the largest allocations, drawn one by one
    std::vector<std::uint64_t> mergedBytes; // per column: all the other live allocations, merged
    std::uint64_t maxBytes = 0;             // the highest stack over all columns

    // Columns sample events [firstEvent, trace.size()). O(events + columns x live allocations).
    static ActiveMemoryTimeline build(const AllocatorTrace& trace, std::size_t firstEvent = 0,
                                      std::size_t columns = 1200, std::size_t maxBands = 1500);

    // The column showing event `event` (the last column at or before it).
    std::size_t columnOf(std::size_t event) const;
};

} // namespace gml
