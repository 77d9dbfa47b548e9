#pragma once

#include "run/MemoryCategoryReport.h"
#include "snapshot/MemorySnapshot.h"
#include "snapshot/OutOfMemoryReport.h"
#include "snapshot/PrivatePools.h"
#include "snapshot/SnapshotReplay.h"
#include "trace/ActiveMemoryTimeline.h"

#include <QString>

#include <memory>
#include <optional>

// An opened PyTorch memory snapshot: the file's data, and one device's trace replayed through the
// allocator engine (what the views scrub through), with its active memory timeline.
struct SnapshotDocument
{
    QString path;
    std::shared_ptr<const gml::MemorySnapshot> snapshot;
    int device = 0;
    gml::SnapshotReplay replay;
    gml::ActiveMemoryTimeline timeline;
    std::optional<gml::SnapshotReplay> whatIf;
    // What the device's memory was for, guessed from stacks (computed with the replay, off the GUI thread).
    gml::MemoryCategoryReport categories;
    // What an engineer asks first, found with the replay: each recorded out-of-memory error explained, the
    // device's CUDA-graph private pools, and the event where allocated memory peaked.
    std::vector<gml::OutOfMemoryReport> outOfMemory;
    std::vector<gml::PrivatePool> pools;
    std::size_t allocatedPeak = 0;

    // The replay event the player's first position shows. 0, except in a snapshot without a trace: its replay
    // is only the events that rebuild the dump, which never happened in that order, so the player has one
    // position, the dump itself, instead of a history to scrub through.
    std::size_t playerOffset() const
    {
        const std::size_t events = replay.trace.size();
        return events > 0 && replay.startEventCount >= events ? events - 1 : 0;
    }
    bool hasTrace() const { return replay.startEventCount < replay.trace.size(); }
};
