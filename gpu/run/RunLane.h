#pragma once

#include <cstdint>
#include <vector>

namespace gml {

// One point of a lane: the highest allocated and reserved bytes within a stretch of the trace, so that a
// lane drawn from a few thousand points still shows every peak.
struct LanePoint
{
    std::int64_t timeUs =
        0;                 // microseconds since the file's first event (its index when the file has no times)
    double position = 0.0; // where in the recorded step: 0 at the first event, 1 at the last
    std::uint64_t allocatedBytes = 0; // the highest in this stretch (requested sizes, as the summary counts)
    std::uint64_t reservedBytes = 0;  // the highest in this stretch
};

// A snapshot's active memory and reserved memory over its trace, downsampled for drawing beside other ranks
// and steps. Its highest point equals the summary's peaks (SnapshotDeviceSummary).
struct RunLane
{
    bool hasTime = false;         // false for older files without time_us: timeUs then counts events
    std::int64_t durationUs = 0;  // last event's time minus first's
    std::uint64_t eventCount = 0; // events the lane was drawn from
    std::vector<LanePoint> points;
};

} // namespace gml
