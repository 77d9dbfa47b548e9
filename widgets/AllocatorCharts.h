#pragma once

#include "trace/AllocatorTimeline.h"

#include <QWidget>

class QChart;
class QChartView;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

// The allocator's memory against event index (allocated, active, reserved, with out-of-memory markers) and
// its fragmentation, each with a line at the player's cursor. Line styles differ (solid, dashed, dotted) as
// well as colours, so the series stay apart in print and for colour-blind viewers.
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

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    // Series colours and patterns from DisplayTheme, the rest from the palette: on building and on every
    // palette change (system light/dark, high contrast).
    void applyTheme();

    QChart* m_memory;
    QChart* m_fragmentation;
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
