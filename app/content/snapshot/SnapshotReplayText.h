#pragma once

#include "snapshot/SnapshotReplay.h"

#include <QCoreApplication>
#include <QString>

// A replayed snapshot in the learner's language: each event's reason (the events that rebuild the state
// at the trace's start say what they stand for), the first place the replay departed from the record, and
// the GPU memory size the replay assumed, with where that size came from.
class SnapshotReplayText
{
    Q_DECLARE_TR_FUNCTIONS(SnapshotReplayText)

public:
    static QString explain(const gml::SnapshotReplay& replay, std::size_t index);
    static QString mismatch(const gml::ReplayMismatch& mismatch);
    static QString capacity(const gml::DeviceCapacity& capacity);
};
