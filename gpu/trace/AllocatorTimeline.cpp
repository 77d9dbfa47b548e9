#include "trace/AllocatorTimeline.h"

#include <algorithm>

namespace gml {

AllocatorTimeline AllocatorTimeline::build(const AllocatorTrace& trace, std::size_t maxPoints)
{
    AllocatorTimeline timeline;
    const std::size_t count = trace.size();
    if (count == 0)
        return timeline;
    const std::size_t stride = std::max<std::size_t>(1, (count + maxPoints - 1) / std::max<std::size_t>(maxPoints, 1));
    timeline.points.reserve(std::min(count, maxPoints) + 8);

    AllocatorState state;
    for (std::size_t i = 0; i < count; ++i) {
        const AllocatorEvent& event = trace[i];
        state.apply(event);
        const bool outOfMemory = event.kind == EventKind::Oom;
        if (outOfMemory)
            timeline.outOfMemoryEvents.push_back(i);
        if (i % stride == 0 || i + 1 == count || outOfMemory) {
            timeline.points.push_back({i, state.stats.allocatedBytes.all().current, state.stats.activeBytes.all().current,
                                       state.stats.reservedBytes.all().current, state.fragmentation()});
        }
    }
    timeline.peakReservedBytes = state.stats.reservedBytes.all().peak;
    timeline.peakAllocatedBytes = state.stats.allocatedBytes.all().peak;
    return timeline;
}

} // namespace gml
