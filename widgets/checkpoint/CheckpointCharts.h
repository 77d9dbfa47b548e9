#pragma once

#include "checkpoint/CheckpointSchedule.h"
#include "widgets/checkpoint/CheckpointTimelineLayout.h"

#include <QList>
#include <QPointF>
#include <QWidget>

#include <optional>

class ChartDeck;
class ChartPanel;
class ChartPointLabels;
class QChart;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

// Two charts of the checkpointing lesson. Memory against time for the schedule on screen, with its peak, the
// budget and the player's cursor. And the trade-off: every schedule of the library as a point of peak
// activation memory against extra time (both as a share of store-all's), labelled with its name, beside
// the budget optimum's curve as the budget is swept from 0 to 1 of store-all. Line styles differ as well as
// colours. Side by side where there is room, one at a time under tabs where not (ChartDeck).
class CheckpointCharts : public QWidget
{
    Q_OBJECT

public:
    struct ParetoPoint
    {
        QString name;
        double peakPercent = 0;  // of store-all's peak
        double extraPercent = 0; // extra time (recomputation and waits), of store-all's step
    };

    explicit CheckpointCharts(QWidget* parent = nullptr);

    void setSchedule(const gml::CheckpointSchedule& schedule, double bandwidthBytesPerMs, std::optional<std::uint64_t> budgetBytes);
    void setCursor(std::size_t opCount);
    // The library's schedules; `current` is drawn apart.
    void setParetoPoints(const QList<ParetoPoint>& points, const QString& current);
    // The budget optimum at budgets from 0 to 1 of store-all: (peak %, extra compute %).
    void setOptimumCurve(const QList<QPointF>& curve);

    QChart* memoryChart() const { return m_memory; }
    QChart* paretoChart() const { return m_pareto; }
    QLineSeries* memorySeries() const { return m_live; }
    // The memory chart's horizontal lines at the schedule's peak and at the budget (empty without one).
    QLineSeries* peakSeries() const { return m_peak; }
    QLineSeries* budgetSeries() const { return m_budget; }
    // Bytes per unit of the memory chart's vertical axis (KiB, MiB or GiB, whichever keeps it readable).
    double bytesPerUnit() const { return m_unit; }
    QLineSeries* optimumSeries() const { return m_optimum; }
    int paretoPointCount() const { return static_cast<int>(m_points.size()); }
    // The schedules named on the trade-off chart (points shared by several name them all).
    QStringList paretoNames() const;
    // Where the schedules' names are drawn on the trade-off chart (they never overlap).
    ChartPointLabels* paretoLabels() const { return m_pointLabels; }
    ChartDeck* deck() const { return m_deck; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    // Series colours and patterns from DisplayTheme, the rest from the palette: on building and on every
    // palette change (system light/dark, high contrast).
    void applyTheme();
    void fitParetoAxes();

    QChart* m_memory;
    QChart* m_pareto;
    ChartPanel* m_memoryPanel;
    ChartPanel* m_paretoPanel;
    ChartDeck* m_deck;
    ChartPointLabels* m_pointLabels;
    QLineSeries* m_live;
    QLineSeries* m_peak;
    QLineSeries* m_budget;
    QLineSeries* m_cursor;
    QValueAxis* m_timeAxis;
    QValueAxis* m_bytesAxis;
    QList<QScatterSeries*> m_points;
    QScatterSeries* m_current;
    QLineSeries* m_optimum;
    QValueAxis* m_peakAxis;
    QValueAxis* m_extraAxis;
    CheckpointTimelineLayout m_layout;
    double m_unit = 1024.0 * 1024.0;
    enum class Unit { KiB, MiB, GiB };
    Unit m_unitName = Unit::MiB;
    double m_maxY = 1.0;
};
