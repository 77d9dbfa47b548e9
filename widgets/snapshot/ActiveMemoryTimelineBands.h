#pragma once

#include "widgets/snapshot/ActiveMemoryTimelinePlot.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QPolygonF>
#include <QString>
#include <optional>

class QPainter;

// A private pool's address range on the timeline: bands of allocations inside it are hatched, and the legend
// names the pool by `label`.
struct TimelinePoolRange
{
    quint64 low = 0;
    quint64 high = 0; // past the pool's last byte
    QString label;
};

// How the bands are drawn besides their places: which stream stands out (the others faded), which address
// ranges are private pools (hatched), on what background.
struct TimelineBandLook
{
    std::optional<gml::StreamId> stream;
    QList<TimelinePoolRange> pools;
    QColor background;
};

// Draws the active memory timeline's bands over the visible part of its plot: as runs of pixels into the
// on-screen image (thousands of band polygons took the raster engine a second to fill), or as polygons for
// SVG, PDF and scaled pictures. Both colour the same pixels, hatching and fading included.
class ActiveMemoryTimelineBands
{
public:
    ActiveMemoryTimelineBands(const ActiveMemoryTimelinePlot& plot, const TimelineBandLook& look)
        : m_plot(plot), m_look(look)
    {
    }

    // A stable colour per allocation (its address hashed onto the hue circle), in the middle of the
    // lightness range so that neighbours differ and text stays readable on top.
    static QColor colorOf(std::uint64_t address);
    static QColor mergedColor();
    // The index of the private pool holding `address`, if any.
    static std::optional<qsizetype> poolOf(const QList<TimelinePoolRange>& pools, std::uint64_t address);

    void fillPixels(QImage& image) const;
    void paintShapes(QPainter& painter) const;
    // The outline of the band of the allocation made by event `allocEvent`, where it is drawn; nothing
    // when it is not drawn one by one (merged, or outside the visible part).
    void paintSelection(QPainter& painter, std::size_t allocEvent, const QColor& colour) const;

private:
    QColor fillOf(const gml::ActiveMemoryTimeline::Band& band) const;
    QColor faded(const QColor& colour) const;
    // The visible part of a band as one polygon: its top edge left to right, its bottom edge back.
    QPolygonF outline(const gml::ActiveMemoryTimeline::Band& band) const;
    // Calls visit(QRectF) for each stretch of the band's visible part at one height.
    template <typename Visit>
    void forEachStep(const gml::ActiveMemoryTimeline::Band& band, Visit&& visit) const;

    const ActiveMemoryTimelinePlot& m_plot;
    const TimelineBandLook& m_look;
};
