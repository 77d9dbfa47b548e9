#pragma once

#include "allocator/AllocatorConfig.h"
#include "snapshot/LoadError.h"
#include "snapshot/MemorySnapshot.h"
#include "snapshot/TraceWindow.h"

#include <cstddef>
#include <optional>

namespace gml {

// Cuts a loaded snapshot down to a window of each device's trace, so that a huge file is shown and replayed
// from the window alone, and the events outside it are released.
//
// The replay needs the allocator's state where the window starts. StartStateRebuilder finds a trace's start
// state by undoing the trace backwards from the final segments, so the windowed snapshot is made to look like
// a file that was dumped at the window's end: its segments become the state at the window's end (the dump's
// segments with the events after the window undone; unchanged when nothing after it is left out) and its
// trace becomes the window's events. Rebuilding and replaying it then undo the window from there, which is
// the state at the window's first event, and replay the window to the state at its last one: the same
// states, and the same addresses, as a replay of the whole trace passes through.
//
// Blocks allocated before the window's end and freed after it are known only by their requested size, as
// blocks allocated before a trace are; they keep that mark (SnapshotBlock::sizeEstimated), so the replay can
// still correct them.
class TraceWindowCutter
{
public:
    explicit TraceWindowCutter(const TraceWindow& window);

    // Cuts every device's trace; records what was left out in snapshot.traceWindows. A window that cannot be
    // cut (a time range in a file without time_us, a range that ends before it starts, recorded settings
    // PyTorch would refuse) leaves the snapshot unchanged and returns why.
    std::optional<LoadError> apply(MemorySnapshot& snapshot) const;

    // The kept events' indexes in `trace`: [first, end). Fails as apply() does.
    struct Range
    {
        std::size_t first = 0;
        std::size_t end = 0;
    };
    LoadResult<Range> rangeOf(const TraceEvents& trace) const;

private:
    static void cut(MemorySnapshot& snapshot, int device, Range range, const AllocatorConfig& config);
    // Adds the events the model builder never built (before a window of the last N events) to `record`.
    static void countSkipped(TraceWindowRecord& record, const TraceWindowRecord& skipped);

    TraceWindow m_window;
};

} // namespace gml
