#include "app/content/snapshot/SnapshotEventText.h"

std::optional<std::size_t> SnapshotEventText::recorded(const gml::SnapshotReplay& replay, std::size_t traceIndex)
{
    const std::uint32_t event = replay.recordedEventOf(traceIndex);
    if (event == gml::kNoRecordedEvent)
        return std::nullopt;
    return event;
}

QString SnapshotEventText::label(const gml::SnapshotReplay& replay, std::size_t traceIndex)
{
    if (const auto event = recorded(replay, traceIndex))
        //: A snapshot's trace event, by its index in the file's device trace (as the command line's JSON gives it).
        return tr("event %1").arg(*event);
    //: Where the replay stands before the trace's first event: the memory held when the recording began.
    return tr("the trace's start");
}

QString SnapshotEventText::position(const gml::SnapshotReplay& replay, std::size_t traceIndex, std::size_t recordedCount)
{
    if (const auto event = recorded(replay, traceIndex))
        //: The player's position in a snapshot: %1 the event's index in the trace, which holds events 0 to %2.
        return tr("Event %1 of 0–%2").arg(*event).arg(recordedCount > 0 ? recordedCount - 1 : 0);
    return tr("The trace's start");
}

QString SnapshotEventText::place(int step, int steps, const gml::SnapshotReplay& replay, std::size_t traceIndex,
                                 std::size_t recordedCount)
{
    if (const auto event = recorded(replay, traceIndex))
        //: %3 is the event's index in the snapshot's trace, which holds events 0 to %4.
        return tr("Step %1 of %2 · event %3 of 0–%4").arg(step + 1).arg(steps).arg(*event).arg(recordedCount > 0 ? recordedCount - 1 : 0);
    return tr("Step %1 of %2 · before the trace").arg(step + 1).arg(steps);
}
