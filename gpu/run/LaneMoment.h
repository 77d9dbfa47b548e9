#pragma once

#include "snapshot/SnapshotReplay.h"
#include "snapshot/TraceEvents.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace gml {

// From a moment picked on a run's lane back to the snapshot it was drawn from: a lane point's position
// (RunLane, LanePoint::position) is the share of the recorded step's time, or of its events when the file
// has no times. These find the recorded event nearest such a position, and the replayed event that
// reproduces it, so a click on a lane opens the file's replay at that moment.
class LaneMoment
{
public:
    // The index in `trace` of the event nearest `position` (clamped to [0, 1]) as RunEntryExtractor places
    // events, the last of several recorded in the same microsecond; nullopt for an empty trace. Binary
    // search: times in a trace never go back.
    static std::optional<std::size_t> recordedEventAt(const TraceEvents& trace,
                                                      double position);

    // The first replayed event (an index into replay.trace) that reproduces recorded event `recorded` or a
    // later one: the replay's cursor for that moment. The last event when the replay ends before it.
    static std::size_t replayEventOf(const SnapshotReplay& replay, std::size_t recorded);
};

} // namespace gml
