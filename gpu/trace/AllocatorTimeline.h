#pragma once

#include "trace/AllocatorTrace.h"

#include <cstdint>
#include <vector>

namespace gml {

// The allocator's memory over a whole trace, for the charts: allocated, active and reserved bytes and the
// fragmentation after each of at most a few thousand sampled events (charts cannot show more points than
// they have pixels), plus every out-of-memory event, which is always kept.
struct AllocatorTimeline
{
    struct Point
    {
        std::size_t event = 0; // the state after this event
        std::int64_t allocatedBytes = 0;
        std::int64_t activeBytes = 0;
        std::int64_t reservedBytes = 0;
        double fragmentation = 0.0;
    };

    std::vector<Point> points;
    std::vector<std::size_t> outOfMemoryEvents;
    std::int64_t peakReservedBytes = 0;
    std::int64_t peakAllocatedBytes = 0;

    // One pass over the trace: O(events + samples x blocks).
    static AllocatorTimeline build(const AllocatorTrace& trace, std::size_t maxPoints = 2000);
};

} // namespace gml
