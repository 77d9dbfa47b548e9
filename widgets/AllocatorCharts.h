#pragma once

#include "trace/AllocatorTimeline.h"

#include <QWidget>

class QChart;
class QChartView;
class QLineSeries;
class QScatterSeries;
class QTabBar;
class QValueAxis;

// The allocator's memory against event index (allocated, active, reserved, with out-of-memory markers) and
// its fragmentation, each with a line at the player's cursor. Line styles differ (solid, dashed, dotted) as
// well as colours, so the series stay apart in print and for colour-blind viewers.
//
// Side by side where there is room for both. Narrower (a 1280-pixel screen with the lesson list and the quiz
// docked, or any screen at classroom size) one chart is shown at a time, chosen by tabs above it: squeezed
// side by side, both lost their legends' names and axis labels to "…".
class AllocatorCharts : public QWidget
{
    Q_OBJECT

public:
    explicit AllocatorCharts(QWidget* parent = nullptr);

    void setTimeline(const gml::AllocatorTimeline& timeline);
    void setCursor(std::size_t event);

    QChart* memoryChart() const { return m_memory; }
    QChart* fragmentationChart() const { return m_fragmentation; }
    QLineSeries* reservedSeries() const { return m_reserved; }
    // Whether the charts are shown one at a time (see above).
    bool showsOneAtATime() const;
    QTabBar* chartTabs() const { return m_tabs; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslateUi();
    // Series colours and patterns from DisplayTheme, the rest from the palette: on building and on every
    // palette change (system light/dark, high contrast).
    void applyTheme();
    // Side by side or one at a time, for the width and font now (on every resize).
    void arrange();
    // The charts' least height for the font now, then arrange() (on building and font changes).
    void fitToFont();

    QChart* m_memory;
    QChart* m_fragmentation;
    QChartView* m_memoryView;
    QChartView* m_fragmentationView;
    QTabBar* m_tabs;
    QLineSeries* m_allocated;
    QLineSeries* m_active;
    QLineSeries* m_reserved;
    QScatterSeries* m_outOfMemory;
    QLineSeries* m_memoryCursor;
    QLineSeries* m_fragmentationLine;
    QLineSeries* m_fragmentationCursor;
    QValueAxis* m_memoryX;
    QValueAxis* m_memoryY;
    QValueAxis* m_fragmentationX;
    QValueAxis* m_fragmentationY;
    double m_maxMiB = 1.0;
};
