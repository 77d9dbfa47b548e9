#pragma once

#include "snapshot/SnapshotReplay.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

// One numbering of a snapshot's events on every tab and in the command line: an event is its index in the
// file's device trace (device_traces[device][i], what `snapshot --json` calls "event"). The replay's own
// events that rebuild the memory held before the trace began have no number: they are "before the trace".
class SnapshotEventText
{
    Q_DECLARE_TR_FUNCTIONS(SnapshotEventText)

public:
    static std::optional<std::size_t> recorded(const gml::SnapshotReplay& replay, std::size_t traceIndex);
    // "event 1204" or "the trace's start"
    static QString label(const gml::SnapshotReplay& replay, std::size_t traceIndex);
    // The player's position: "Event 1204 of 0–4656", or "The trace's start".
    static QString position(const gml::SnapshotReplay& replay, std::size_t traceIndex, std::size_t recordedCount);
    // "Step 2 of 5 · event 1204 of the trace's 0 to 4656"
    static QString place(int step, int steps, const gml::SnapshotReplay& replay, std::size_t traceIndex,
                         std::size_t recordedCount);
};
