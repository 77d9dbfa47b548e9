#pragma once

#include "trace/ActiveMemoryTimeline.h"
#include "widgets/snapshot/ActiveMemoryTimelineBands.h"
#include "widgets/snapshot/ActiveMemoryTimelineMarks.h"
#include "widgets/snapshot/ActiveMemoryTimelinePlot.h"
#include "widgets/snapshot/ActiveMemoryTimelineText.h"
#include "widgets/snapshot/TimelineVisibleRange.h"

#include <QHash>
#include <QImage>
#include <QTimer>
#include <QWidget>
#include <memory>
#include <optional>
#include <utility>

class QPainter;

// PyTorch's "Active Memory Timeline": live allocations stacked over time, each of the largest a band of its
// own colour, the rest merged into one grey band at the bottom; the reserved bytes as a line over them; a
// line at the player's cursor, marks at out-of-memory errors and the peak, named event ranges as bands
// along the top, private pools hatched. Clicking asks to move the cursor there (and says which allocation
// was clicked); so do the keys once it has the focus (Tab): Left and Right one event, Page Up and Page Down
// a tenth of the trace, Home and End to either end. The wheel zooms around the pointer, a drag pans,
// Plus and Minus zoom, 0 shows all, Shift+Left and Shift+Right pan; zoomed in, a strip under the plot shows
// where the view is, and the part in view is sampled again as finely as the whole was.
class ActiveMemoryTimelineView : public QWidget
{
    Q_OBJECT

public:
    struct Marker
    {
        std::size_t event;
        QString label;
    };
    using AnnotationRange = TimelineAnnotationRange;
    using PoolRange = TimelinePoolRange;
    // How long the view waits after the last zoom or pan before sampling the events in view again.
    static constexpr int kResampleDelayMs = 150;

    explicit ActiveMemoryTimelineView(QWidget* parent = nullptr);

    // `firstEvent`: the cursor at the timeline's left edge, where Home goes (a snapshot's replay starts at
    // the event before its recorded trace). Shows the whole timeline.
    void setTimeline(gml::ActiveMemoryTimeline timeline, std::size_t firstEvent = 0);
    // The trace the timeline was built from, for sampling the visible events again when zoomed in; without
    // it a zoomed view enlarges the whole trace's columns.
    void setTrace(std::shared_ptr<const gml::AllocatorTrace> trace);
    const gml::ActiveMemoryTimeline& timeline() const { return m_whole; }
    // What is drawn now: the whole timeline, or the closer look at the events in view.
    const gml::ActiveMemoryTimeline& shownTimeline() const;
    void setCursor(std::size_t event);
    std::size_t cursor() const { return m_cursor; }
    void setMarkers(QList<Marker> markers);
    void setOutOfMemoryEvents(QList<std::size_t> events);
    void setPeakEvent(std::optional<std::size_t> event);
    void setAnnotationRanges(QList<AnnotationRange> ranges);
    void setPrivatePools(QList<PoolRange> pools);
    // Bands of other streams are drawn faded; none: all streams alike.
    void setStreamFilter(std::optional<gml::StreamId> stream);
    // How events are named on the axis, in tooltips and to screen readers ("event 12" by default).
    void setEventNames(ActiveMemoryTimelineText::EventName name);
    // Names of the streams by the ids the trace records them by, for the tooltips.
    void setStreamLabels(QHash<gml::StreamId, QString> labels);
    // Outlines the band of the allocation made by event `allocEvent` (when it is drawn one by one).
    void setSelectedAllocation(std::optional<std::size_t> allocEvent);
    std::optional<std::size_t> selectedAllocation() const { return m_selected; }

    // The events in view, [first, end).
    std::pair<std::size_t, std::size_t> visibleRange() const;
    void setVisibleRange(std::size_t first, std::size_t end);
    void showAll();
    // The plot's rectangle, and where `bytes` after event `event` are drawn in it.
    QRectF plotRect() const { return plotArea(); }
    QPointF pointAt(std::size_t event, std::uint64_t bytes) const;

    QSize sizeHint() const override { return {900, 260}; }

signals:
    // A click or a key asks for the cursor at `event`; whoever drives the cursor (the player) moves it.
    void seekRequested(quint64 event);
    // A click on the band of the allocation made by event `allocEvent` at `address`.
    void allocationClicked(quint64 allocEvent, quint64 address);
    // The events in view changed: [first, end).
    void visibleRangeChanged(quint64 first, quint64 end);
    // The events in view were sampled again (or the whole timeline is shown again).
    void visibleRangeSampled();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateAccessibility();
    ActiveMemoryTimelineText::EventName eventName() const;
    // Whether m_bands may stand in for the bands in `painter`: on a raster device at the widget's own pixel
    // ratio only (the screen, a grab). SVG, PDF, pictures and printers get vector shapes, and a scaled export
    // (2x, 4K, a DPI) the bands drawn at its own resolution.
    bool cacheServes(const QPainter& painter) const;
    void renderBands();                       // into m_bands: the part that does not move with the cursor
    void paintBands(QPainter& painter) const; // as shapes: for SVG, PDF and scaled pictures
    bool
    paintFrame(QPainter& painter) const; // background and plot frame; false when there is nothing to plot
    // What lies over the bands and around the plot: reserved line, marks, axis labels, legend, named ranges,
    // the overview strip.
    void paintOverBands(QPainter& painter) const;
    void paintAxisLabels(QPainter& painter) const;
    QRectF plotArea() const;
    QRectF overviewArea() const;
    ActiveMemoryTimelinePlot plot() const;
    // The bytes at the top of the plot: the highest stack or reserved bytes, whichever is higher.
    std::uint64_t scaleBytes() const;
    // The room for the byte labels on the left, the legend and named ranges above and the event labels
    // (and overview strip) below, in this widget's font.
    void updateMargins();
    // After a zoom or pan: redraw, say so, and sample the new range once the view settles.
    void visibleRangeMoved();
    void resample();
    void redraw();

    gml::ActiveMemoryTimeline m_whole;
    std::optional<gml::ActiveMemoryTimeline> m_detail; // the events in view, sampled again
    std::vector<std::uint64_t> m_wholeTotals;          // for the overview strip
    std::shared_ptr<const gml::AllocatorTrace> m_trace;
    TimelineVisibleRange m_range;
    QTimer m_resampleTimer;
    std::size_t m_cursor = 0;
    std::size_t m_firstEvent = 0;
    QList<Marker> m_markers;
    TimelineMarks m_marks;
    TimelineBandLook m_look;
    std::optional<std::size_t> m_selected;
    QHash<gml::StreamId, QString> m_streamLabels;
    // A press in the plot: a click unless the pointer moves away (then a drag that pans, when zoomed in).
    std::optional<QPointF> m_pressedAt;
    double m_pressedBegin = 0;
    bool m_dragging = false;
    bool m_draggingOverview = false;
    QImage m_bands; // cached: re-rendered only when what it shows, its size, font or palette changes
    double m_leftMargin = 0;
    double m_topMargin = 0;
    double m_bottomMargin = 0;
    ActiveMemoryTimelineText::EventName m_eventName; // empty: ActiveMemoryTimelineText::defaultName
};
