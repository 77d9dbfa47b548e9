#pragma once

#include "widgets/snapshot/ActiveMemoryTimelineBands.h"
#include "widgets/snapshot/ActiveMemoryTimelinePlot.h"

#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QPalette>
#include <QRectF>
#include <QString>
#include <optional>

class QPainter;

// A span of events someone named (a profiler's annotation: "forward", "optimizer step"), events first to
// last, both included.
struct TimelineAnnotationRange
{
    std::size_t first = 0;
    std::size_t last = 0;
    QString label;
};

// What the timeline marks over its bands: out-of-memory events, the peak, named event ranges, the reserved
// bytes, and the private pools the legend names.
struct TimelineMarks
{
    QList<std::size_t> outOfMemoryEvents;
    std::optional<std::size_t> peakEvent;
    QList<TimelineAnnotationRange> annotations;
    QList<TimelinePoolRange> pools;
    bool reserved = false; // the timeline has reserved bytes to draw
    // Named ranges that overlap are stacked in rows, at most this many (the last takes the rest): fewer
    // where the plot would otherwise be squeezed.
    int annotationRows = 3;
};

// Draws the active memory timeline's marks: the legend strip above (the reserved line, each private pool),
// the named ranges as translucent bands in rows below it, and over the plot the reserved line and the marks
// of out-of-memory events and of the peak, each a line with a small label at the top. Everything as
// QPainter shapes, so that SVG and PDF exports get them as they are on screen. Translated in the timeline
// view's context.
class ActiveMemoryTimelineMarks
{
    Q_DECLARE_TR_FUNCTIONS(ActiveMemoryTimelineView)

public:
    ActiveMemoryTimelineMarks(const TimelineMarks& marks, const QFont& font, const QPalette& palette)
        : m_marks(marks), m_font(font), m_palette(palette)
    {
    }

    // The legend's height at `width` (none when there is nothing to name), and the named ranges' strip's.
    double legendHeight(double width) const;
    double annotationHeight() const;
    // A line of the legend, or a row of named ranges.
    double lineHeight() const;
    // Row of each named range (overlapping ones stacked, the rows capped, the last row taking the rest).
    QList<int> annotationRows() const;

    void paintLegend(QPainter& painter, const QRectF& strip) const;
    void paintAnnotations(QPainter& painter, const ActiveMemoryTimelinePlot& plot, const QRectF& strip) const;
    void paintReserved(QPainter& painter, const ActiveMemoryTimelinePlot& plot) const;
    void paintEventMarks(QPainter& painter, const ActiveMemoryTimelinePlot& plot) const;

    static QColor reservedColor();
    static QColor outOfMemoryColor();
    static QColor peakColor();
    static QColor annotationColor();

private:
    struct LegendItem
    {
        QString text;
        bool pool;
    };
    QList<LegendItem> legendItems() const;
    // Calls place(item, QRectF swatch, QRectF text) for each legend item, flowing onto more lines at `width`.
    template <typename Place> int layoutLegend(double left, double top, double width, Place&& place) const;

    const TimelineMarks& m_marks;
    QFont m_font;
    QPalette m_palette;
};
