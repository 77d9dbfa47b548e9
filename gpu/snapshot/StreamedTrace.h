#pragma once

#include "snapshot/SnapshotTraceEvent.h"
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
// Events are held in chunks until the end, when they move into one vector of the exact size chunk by chunk,
// each chunk freed as it is copied: a vector grown by doubling would need up to three times the events' size
// at once, and the count is known only when the list ends. The chunks are mapped memory of their own
// (HugePageMemory), so that each freed chunk goes back to the system at once: from the heap, freed chunks
// stayed with the process and the copy doubled the peak.
class StreamedTrace
{
public:
    explicit StreamedTrace(const TraceWindow& window);

    void add(const SnapshotTraceEvent& event);
    std::uint64_t taken() const { return m_taken; }
    // The kept events in file order; `skipped` gets what was left out before them (count 0: nothing).
    std::vector<SnapshotTraceEvent> takeEvents(LeftOutEvents& skipped);

private:
    bool m_ring = false;
    std::uint64_t m_lastEvents = 0;
    std::int64_t m_fromUs = 0;
    bool m_skipping = false;
    static constexpr std::size_t kChunkEvents = std::size_t{1} << 17; // 6 MiB: whole huge pages
    SnapshotTraceEvent& slot(std::uint64_t position)
    {
        return m_chunks[position / kChunkEvents][position % kChunkEvents];
    }

    std::vector<HugePageArray<SnapshotTraceEvent>> m_chunks;
    std::uint64_t m_held = 0; // events in the chunks (a full ring holds m_lastEvents + 1)
    std::uint64_t m_taken = 0;
    LeftOutEvents m_skipped;
};

} // namespace gml
