#pragma once

#include "snapshot/TraceEvents.h"
#include "snapshot/TraceWindow.h"
#include "snapshot/TraceWindowRecord.h"
#include "util/HugePageMemory.h"

#include <cstdint>
#include <vector>

namespace gml {

// One device's trace as the streamed build takes it, event by event, keeping only what the TraceWindow can
// use: the last N events (a ring of N + 1, the one before the window giving the left-out events' last time),
// or the events from the first at or after a time range's start. The events left out are counted as the
// model builder counts the events it skips (TraceWindowRecord::before), and TraceWindowCutter completes the
// record; with the whole trace, every event is kept.
//
// Kept events go straight into the trace the model keeps (TraceEvents, which grows without copying), except
// in a ring: its events are held in chunks of mapped memory of their own until the end, when the ring's
// last N move into the trace in order and each chunk goes back to the system.
class StreamedTrace
{
public:
    explicit StreamedTrace(const TraceWindow& window);

    void add(const SnapshotTraceEvent& event);
    std::uint64_t taken() const { return m_taken; }
    // The kept events in file order; `skipped` gets what was left out before them (count 0: nothing).
    TraceEvents takeEvents(LeftOutEvents& skipped);

private:
    bool m_ring = false;
    std::uint64_t m_lastEvents = 0;
    std::int64_t m_fromUs = 0;
    bool m_skipping = false;
    static constexpr std::size_t kChunkEvents = std::size_t{1} << 17; // 7 MiB: whole huge pages
    SnapshotTraceEvent& slot(std::uint64_t position)
    {
        return m_chunks[position / kChunkEvents][position % kChunkEvents];
    }

    TraceEvents m_events; // the kept events, when there is no ring
    std::vector<HugePageArray<SnapshotTraceEvent>> m_chunks; // the ring's
    std::uint64_t m_held = 0; // events in the ring (a full ring holds m_lastEvents + 1)
    std::uint64_t m_taken = 0;
    LeftOutEvents m_skipped;
};

} // namespace gml
