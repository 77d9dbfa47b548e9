#pragma once

#include "run/MemoryCategoryReport.h"
#include "snapshot/MemorySnapshot.h"
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
};
