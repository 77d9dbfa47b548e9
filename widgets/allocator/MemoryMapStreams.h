#pragma once

#include "trace/AllocatorState.h"
#include "widgets/allocator/MemoryMapLayout.h"

#include <QColor>
#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <optional>

class QPainter;

// Streams on the memory map: by their recorded ids where the caller names them ("0x7f00…" rather than the
// allocator's renumbered 1, 2, ...), and one stream picked out with the others' segments faded. Translated
// in MemoryMapView's context.
class MemoryMapStreams
{
    Q_DECLARE_TR_FUNCTIONS(MemoryMapView)

public:
    static QString name(gml::StreamId stream, const QHash<gml::StreamId, QString>& labels);
    // For the screen reader: which stream is picked out.
    static QString filterSentence(gml::StreamId stream, const QHash<gml::StreamId, QString>& labels);
    // Covers the segments of every stream but `shown` with the background, mostly opaque: they stay
    // visible, but the picked stream's stand out. The painter at the map's origin.
    static void paintFade(QPainter& painter, const MemoryMapLayout& layout, const gml::AllocatorState& state,
                          gml::StreamId shown, const QColor& background);
};
