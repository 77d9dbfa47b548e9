#pragma once

#include <cstdint>
#include <optional>

namespace gml {

// Events of a device's trace that a TraceWindow left out on one side: how many, and the time_us of the first
// and last of them (absent in older files, which record no time).
struct LeftOutEvents
{
    std::uint64_t count = 0;
    std::optional<std::int64_t> firstUs;
    std::optional<std::int64_t> lastUs;
};

// What opening a window of one device's trace kept and left out, so that a page or the command line can say
// "showing events X-Y of Z; N earlier events left out". Indexes count from 0 in the whole recorded trace; the
// kept events are deviceTraces[device] of the windowed snapshot, whose segments are the allocator's state
// at the window's end (the dump's own when nothing after the window was left out).
struct TraceWindowRecord
{
    int device = 0;
    std::uint64_t totalEvents = 0; // in the file's trace
    std::uint64_t firstKept = 0;   // index of the first kept event in the file's trace
    std::uint64_t keptEvents = 0;
    LeftOutEvents before; // events before the window
    LeftOutEvents after;  // events after it: undone to rebuild the state at the window's end
    // Trace events that did not fit the state being undone while rebuilding the window's end state.
    std::uint64_t inconsistentEvents = 0;

    std::uint64_t leftOut() const { return before.count + after.count; }
};

} // namespace gml
