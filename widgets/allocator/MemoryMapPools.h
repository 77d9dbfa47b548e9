#pragma once

#include "trace/AllocatorState.h"
#include "widgets/allocator/MemoryMapLayout.h"

#include <QFont>
#include <QList>
#include <QPalette>
#include <QString>

class QPainter;

// A private pool (a CUDA graph's, one made with torch.cuda.MemPool): its segments, by address, and how it is
// named on the map ("CUDA graph pool (1, 0)").
struct MemoryMapPool
{
    QString label;
    QList<quint64> segmentAddresses;
};

// Private pools drawn as pools on the memory map, as memory_viz draws them: each pool's segments laid out
// together after the ordinary ones, inside one frame captioned with the pool's name.
class MemoryMapPools
{
public:
    // The caption's font: the map's, a little smaller and bold, so that it reads as a heading over the bands.
    static QFont captionFont(const QFont& font);
    // How the layout groups `state`'s segments by pool; segments of no pool (and pools with no segment in
    // the state) are left alone.
    static MemoryMapLayout::Grouping grouping(const gml::AllocatorState& state,
                                              const QList<MemoryMapPool>& pools, const QFont& font);
    // Each pool's frame and caption, in the map's coordinates (the painter at the map's origin). The caption
    // is elided to the frame's width rather than cut at an edge.
    static void paint(QPainter& painter, const MemoryMapLayout& layout, const QList<MemoryMapPool>& pools,
                      const QFont& font, const QPalette& palette);
};
