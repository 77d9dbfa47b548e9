#pragma once

#include "trace/AllocatorTimeline.h"

#include <QWidget>

class ChartDeck;
class ChartPanel;
class QChart;
class QLineSeries;
class QScatterSeries;
class QTabBar;
class QValueAxis;

// The allocator's memory against event index (allocated, active, reserved, with out-of-memory markers) and
// its fragmentation, each with a line at the player's cursor. Line styles differ (solid, dashed, dotted) as
// well as colours, so the series stay apart in print and for colour-blind viewers.
//
// The event axis counts from 1, as the toolbar does. Side by side where there is room for both, one at a
// time under tabs where not (ChartDeck).
class AllocatorCharts : public QWidget
{
    Q_OBJECT

public:
    explicit AllocatorCharts(QWidget* parent = nullptr);

    void setTimeline(const gml::AllocatorTimeline& timeline);
    void setCursor(std::size_t event);

    QChart* memoryChart() const { return m_memory; }
    QLineSeries* memoryCursorSeries() const { return m_memoryCursor; }
    QChart* fragmentationChart() const { return m_fragmentation; }
    QLineSeries* reservedSeries() const { return m_reserved; }
    // Whether the charts are shown one at a time (see above).
    bool showsOneAtATime() const;
    QTabBar* chartTabs() const;
    ChartPanel* memoryPanel() const { return m_memoryPanel; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    // Series colours and patterns from DisplayTheme, the rest from the palette: on building and on every
    // palette change (system light/dark, high contrast).
    void applyTheme();

    QChart* m_memory;
    QChart* m_fragmentation;
    ChartPanel* m_memoryPanel;
    ChartPanel* m_fragmentationPanel;
    ChartDeck* m_deck;
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
