#include "run/LaneMoment.h"

#include <algorithm>
#include <cmath>

namespace gml {

std::optional<std::size_t> LaneMoment::recordedEventAt(const TraceEvents& trace,
                                                       double position)
{
    if (trace.empty())
        return std::nullopt;
    position = std::clamp(std::isfinite(position) ? position : 0.0, 0.0, 1.0);
    const bool hasTime = std::all_of(trace.begin(), trace.end(), [](const auto& e) { return e.hasTime; });
    if (!hasTime)
        return static_cast<std::size_t>(std::llround(position * static_cast<double>(trace.size() - 1)));
    const std::int64_t first = trace.front().timeUs;
    const std::int64_t duration = trace.back().timeUs - first;
    const auto target =
        first + static_cast<std::int64_t>(std::llround(position * static_cast<double>(duration)));
    // Events recorded in the same microsecond are one moment: the last of them shows it, so the search is
    // for the first event after the moment, and the one before it is the moment's last.
    const auto after =
        std::upper_bound(trace.begin(), trace.end(), target,
                         [](std::int64_t t, const SnapshotTraceEvent& e) { return t < e.timeUs; });
    if (after == trace.begin())
        return 0;
    if (after == trace.end())
        return trace.size() - 1;
    const auto before = std::prev(after);
    // The nearer of the two events around the moment; the earlier on a tie.
    const bool earlier = target - before->timeUs <= after->timeUs - target;
    return static_cast<std::size_t>((earlier ? before : after) - trace.begin());
}

std::size_t LaneMoment::replayEventOf(const SnapshotReplay& replay, std::size_t recorded)
{
    const std::size_t count = replay.trace.size();
    if (count == 0)
        return 0;
    // One pass, once per click: the replay can insert events the recording lacks (kNoRecordedEvent) among
    // the recorded ones, so the indices are not strictly sorted for a binary search.
    const std::size_t linked = std::min(count, replay.recordedEvents.size());
    for (std::size_t event = std::min(replay.startEventCount, linked); event < linked; ++event) {
        const std::uint32_t source = replay.recordedEvents[event];
        if (source != kNoRecordedEvent && source >= recorded)
            return event;
    }
    return count - 1;
}

} // namespace gml
