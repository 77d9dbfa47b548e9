#pragma once

#include <cstdint>
#include <optional>

namespace gml {

// The part of each device's trace to open, for files too large to open whole (or when only one step
// matters): the last `lastEvents` events, or the events whose time_us lies from `fromUs` to `toUs` (either
// side may be left open). Both together: the last `lastEvents` events of that time range. No field set: the
// whole trace. The window is always one contiguous run of events, so that it can be replayed; a time range
// that ends in the middle of one allocator call (an alloc's segment events before it, a free's two halves)
// ends before that call.
struct TraceWindow
{
    std::optional<std::uint64_t> lastEvents;
    std::optional<std::int64_t> fromUs;
    std::optional<std::int64_t> toUs;
    // fromUs and toUs count from each device's first recorded event instead of time_us's own epoch (what a
    // person choosing "the first ten minutes" means; the command line's --time-range takes time_us as is).
    bool fromFirstEvent = false;

    bool wholeTrace() const { return !lastEvents && !fromUs && !toUs; }
    bool usesTime() const { return fromUs.has_value() || toUs.has_value(); }
};

} // namespace gml
