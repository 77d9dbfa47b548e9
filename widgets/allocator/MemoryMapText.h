#pragma once

#include "trace/AllocatorState.h"

#include <QCoreApplication>
#include <QString>

// The memory map in words: a block's tooltip (also what the keyboard's selection shows) and the summary a
// screen reader hears. Translated in MemoryMapView's context, where these texts were first written.
class MemoryMapText
{
    Q_DECLARE_TR_FUNCTIONS(MemoryMapView)

public:
    // Rich text: the block's state, address, size, request, segment, pool and stream (`stream`: its name,
    // when the caller knows the recorded id; else the allocator's number); `origin` (the event that made the
    // block, when the trace is known) on a line of its own.
    static QString tooltip(const gml::SegmentInfo& segment, const gml::BlockInfo& block,
                           const QString& origin, const QString& stream = {});
    // The label a segment carries on the map: "#3 · 100 MiB", and on the rows it wraps onto, the same
    // marked as continued.
    static QString segmentLabel(const gml::SegmentInfo& segment, bool continued);
    // Plain text: the state's counts, then the selected block's tooltip as one line (none: empty `selected`).
    static QString summary(const gml::AllocatorState& state, const QString& selectedTooltip);
};
