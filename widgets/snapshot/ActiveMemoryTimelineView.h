#pragma once

#include "trace/ActiveMemoryTimeline.h"

#include <QImage>
#include <QWidget>

class QPainter;

// PyTorch's "Active Memory Timeline": live allocations stacked over time, each of the largest a band of its
// own colour, the rest merged into one grey band at the bottom; a line at the player's cursor and markers at
// annotations. Clicking asks to move the cursor there; so do the keys once it has the focus (Tab): Left and
// Right one event, Page Up and Page Down a tenth of the trace, Home and End to either end.
class ActiveMemoryTimelineView : public QWidget
{
    Q_OBJECT

public:
    struct Marker
    {
        std::size_t event;
        QString label;
    };

    explicit ActiveMemoryTimelineView(QWidget* parent = nullptr);

    // `firstEvent`: the cursor at the timeline's left edge, where Home goes (a snapshot's replay starts at
    // the event before its recorded trace).
    void setTimeline(gml::ActiveMemoryTimeline timeline, std::size_t firstEvent = 0);
    const gml::ActiveMemoryTimeline& timeline() const { return m_timeline; }
    void setCursor(std::size_t event);
    std::size_t cursor() const { return m_cursor; }
    void setMarkers(QList<Marker> markers);

    QSize sizeHint() const override { return {900, 260}; }

signals:
    // A click or a key asks for the cursor at `event`; whoever drives the cursor (the player) moves it.
    void seekRequested(quint64 event);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateAccessibility();
    // Whether m_bands may stand in for the bands in `painter`: on a raster device at the widget's own pixel
    // ratio only (the screen, a grab). SVG, PDF, pictures and printers get vector shapes, and a scaled export
    // (2x, 4K, a DPI) the bands drawn at its own resolution.
    bool cacheServes(const QPainter& painter) const;
    void renderBands(); // into m_bands: the part that does not move with the cursor
    void paintBands(QPainter& painter) const; // as shapes: for SVG, PDF and scaled pictures
    bool paintFrame(QPainter& painter) const; // background and plot frame; false when there is nothing to plot
    void paintBandShapes(QPainter& painter) const;
    void fillBandPixels(QImage& image) const; // the same bands as runs of pixels, into a raster image
    void paintAxisLabels(QPainter& painter) const;
    std::uint64_t activeBytes(std::size_t column) const;
    QRectF plotArea() const;
    // The room for the byte labels on the left and the event labels below, in this widget's font.
    void updateMargins();
    double xOf(std::size_t column) const;
    double yOf(std::uint64_t bytes) const;
    std::size_t columnAt(double x) const;

    gml::ActiveMemoryTimeline m_timeline;
    std::size_t m_cursor = 0;
    std::size_t m_firstEvent = 0;
    QList<Marker> m_markers;
    QImage m_bands; // cached: re-rendered only when the timeline, size, font or palette changes
    double m_leftMargin = 0;
    double m_bottomMargin = 0;
};
