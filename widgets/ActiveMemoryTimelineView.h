#pragma once

#include "trace/ActiveMemoryTimeline.h"

#include <QImage>
#include <QWidget>

// PyTorch's "Active Memory Timeline": live allocations stacked over time, each of the largest a band of its
// own colour, the rest merged into one grey band at the bottom; a line at the player's cursor and markers at
// annotations. Clicking moves the cursor there.
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

    void setTimeline(gml::ActiveMemoryTimeline timeline);
    const gml::ActiveMemoryTimeline& timeline() const { return m_timeline; }
    void setCursor(std::size_t event);
    void setMarkers(QList<Marker> markers);

    QSize sizeHint() const override { return {900, 260}; }

signals:
    void eventClicked(quint64 event);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateAccessibility();
    void renderBands(); // into m_bands: the part that does not move with the cursor
    QRectF plotArea() const;
    double xOf(std::size_t column) const;
    double yOf(std::uint64_t bytes) const;
    std::size_t columnAt(double x) const;

    gml::ActiveMemoryTimeline m_timeline;
    std::size_t m_cursor = 0;
    QList<Marker> m_markers;
    QImage m_bands; // cached: re-rendered only when the timeline, size or palette changes
};
