#include "widgets/checkpoint/CheckpointCharts.h"

#include "widgets/charts/ChartDeck.h"
#include "widgets/charts/ChartPanel.h"
#include "widgets/charts/ChartPointLabels.h"
#include "widgets/charts/ChartStyle.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
constexpr double kGiB = 1024.0 * kMiB;
// Side by side needs about this many average characters of width for each chart.
constexpr int kCharactersEach = 48;
QLineSeries* line(QChart* chart)
{
    auto* series = new QLineSeries(chart);
    chart->addSeries(series);
    return series;
}

// The schedules' points: blue circles, ringed in the background colour so that overlapping ones stay apart.
void stylePoint(QScatterSeries* series, const QPalette& palette)
{
    series->setColor(DisplayTheme::ink(DisplayTheme::Ink::Blue));
    series->setBorderColor(palette.color(QPalette::Base));
}

void attach(QChart* chart, QAbstractSeries* series, QValueAxis* x, QValueAxis* y)
{
    if (!chart->series().contains(series))
        chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

void hideFromLegend(QChart* chart, QAbstractSeries* series)
{
    for (auto* marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

} // namespace

CheckpointCharts::CheckpointCharts(QWidget* parent) : QWidget(parent), m_memory(new QChart), m_pareto(new QChart)
{
    setObjectName(QStringLiteral("checkpointCharts"));
    m_live = line(m_memory);
    m_peak = line(m_memory);
    m_budget = line(m_memory);
    m_cursor = line(m_memory);
    m_timeAxis = new QValueAxis(m_memory);
    m_bytesAxis = new QValueAxis(m_memory);
    m_memory->addAxis(m_timeAxis, Qt::AlignBottom);
    m_memory->addAxis(m_bytesAxis, Qt::AlignLeft);
    for (auto* series : m_memory->series())
        attach(m_memory, series, m_timeAxis, m_bytesAxis);
    hideFromLegend(m_memory, m_cursor);
    m_bytesAxis->setLabelFormat(QStringLiteral("%.0f"));

    m_optimum = line(m_pareto);
    m_optimum->setPointsVisible(true);
    m_current = new QScatterSeries(m_pareto);
    m_current->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_current->setMarkerSize(14);
    m_peakAxis = new QValueAxis(m_pareto);
    m_extraAxis = new QValueAxis(m_pareto);
    m_pareto->addAxis(m_peakAxis, Qt::AlignBottom);
    m_pareto->addAxis(m_extraAxis, Qt::AlignLeft);
    attach(m_pareto, m_optimum, m_peakAxis, m_extraAxis);
    attach(m_pareto, m_current, m_peakAxis, m_extraAxis);
    m_peakAxis->setLabelFormat(QStringLiteral("%.0f%%"));
    m_extraAxis->setLabelFormat(QStringLiteral("%.0f%%"));
    m_pointLabels = new ChartPointLabels(m_pareto);
    fitParetoAxes();

    m_memoryPanel = new ChartPanel(m_memory, this);
    m_paretoPanel = new ChartPanel(m_pareto, this);
    m_deck = new ChartDeck(kCharactersEach, this);
    m_deck->addChart(m_memoryPanel);
    m_deck->addChart(m_paretoPanel);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_deck);
    applyTheme();
    retranslateUi();
}

void CheckpointCharts::applyTheme()
{
    using Ink = DisplayTheme::Ink;
    m_live->setPen(ChartStyle::pen(Ink::Blue, Qt::SolidLine, 2.0));
    m_peak->setPen(ChartStyle::pen(Ink::Vermillion, Qt::DashLine, 1.5));
    m_budget->setPen(ChartStyle::pen(Ink::Neutral, Qt::DashDotLine, 1.5));
    m_cursor->setPen(ChartStyle::pen(Ink::ReddishPurple, Qt::DotLine, 2.0));
    m_optimum->setPen(ChartStyle::pen(Ink::BluishGreen, Qt::DashLine, 2.0));
    // The schedule on screen: a square among the circles, not only another colour.
    m_current->setColor(DisplayTheme::ink(Ink::Vermillion));
    m_current->setBorderColor(palette().color(QPalette::Text));
    for (auto* series : std::as_const(m_points))
        stylePoint(series, palette());
    m_pointLabels->setColor(palette().color(QPalette::Text));
    ChartStyle::apply(m_memory, palette());
    ChartStyle::apply(m_pareto, palette());
}

void CheckpointCharts::setSchedule(const gml::CheckpointSchedule& schedule, double bandwidthBytesPerMs,
                                   std::optional<std::uint64_t> budgetBytes)
{
    m_layout.build(schedule.timeline, bandwidthBytesPerMs);
    const std::uint64_t top = std::max(schedule.peakActivationBytes, budgetBytes.value_or(0));
    // The unit that keeps the axis in whole numbers: a transformer's activations in GiB, the small MLP's in KiB.
    const auto topBytes = static_cast<double>(top);
    m_unitName = topBytes >= 8 * kGiB ? Unit::GiB : topBytes >= 4 * kMiB ? Unit::MiB : Unit::KiB;
    m_unit = m_unitName == Unit::GiB ? kGiB : m_unitName == Unit::MiB ? kMiB : 1024.0;
    QList<QPointF> live;
    live.reserve(static_cast<qsizetype>(2 * schedule.timeline.size() + 1));
    double previous = 0;
    live.append({0.0, 0.0});
    for (std::size_t i = 0; i < schedule.timeline.size(); ++i) {
        // Memory changes when an operation ends: a step, not a slope.
        const double t = m_layout.timeAfter(i + 1);
        const double value = static_cast<double>(schedule.timeline[i].liveBytes) / m_unit;
        live.append({t, previous});
        live.append({t, value});
        previous = value;
    }
    m_live->replace(live);
    const double end = std::max(m_layout.totalMs(), 1e-6);
    const double peak = static_cast<double>(schedule.peakActivationBytes) / m_unit;
    m_peak->replace({{0.0, peak}, {end, peak}});
    if (budgetBytes) {
        const double budget = static_cast<double>(*budgetBytes) / m_unit;
        m_budget->replace({{0.0, budget}, {end, budget}});
    } else {
        m_budget->clear();
    }
    m_maxY = std::max(1e-6, static_cast<double>(top) / m_unit * 1.12);
    m_timeAxis->setRange(0, end);
    m_bytesAxis->setRange(0, m_maxY);
    m_bytesAxis->applyNiceNumbers();
    m_maxY = m_bytesAxis->max();
    retranslateUi();
}

void CheckpointCharts::setCursor(std::size_t opCount)
{
    const double x = m_layout.timeAfter(opCount);
    m_cursor->replace({{x, 0.0}, {x, m_maxY}});
}

void CheckpointCharts::setParetoPoints(const QList<ParetoPoint>& points, const QString& current)
{
    // The names refer to the series about to go: drop them first (a plot change places them again).
    m_pointLabels->setLabels({});
    for (auto* series : std::as_const(m_points)) {
        m_pareto->removeSeries(series);
        delete series;
    }
    m_points.clear();
    QList<QPointF> currentPoint;
    // Schedules that land on the same spot (sqrt and every-k at K = sqrt(N), store-all and selective on a
    // uniform chain) share one point and one label, so that the names stay readable.
    QList<ParetoPoint> merged;
    for (const auto& point : points) {
        auto same = std::find_if(merged.begin(), merged.end(), [&](const ParetoPoint& m) {
            return std::abs(m.peakPercent - point.peakPercent) < 0.5 && std::abs(m.extraPercent - point.extraPercent) < 0.5;
        });
        if (same != merged.end())
            same->name += QStringLiteral(", ") + point.name;
        else
            merged.append(point);
        if (point.name == current)
            currentPoint.append({point.peakPercent, point.extraPercent});
    }
    QList<ChartPointLabels::Label> labels;
    for (const auto& point : std::as_const(merged)) {
        // One series per point: the first names them all in the legend.
        auto* series = new QScatterSeries(m_pareto);
        series->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        series->setMarkerSize(10);
        stylePoint(series, palette());
        series->append(point.peakPercent, point.extraPercent);
        attach(m_pareto, series, m_peakAxis, m_extraAxis);
        if (!m_points.isEmpty())
            hideFromLegend(m_pareto, series);
        m_points.append(series);
        labels.append({{point.peakPercent, point.extraPercent}, point.name, series});
    }
    m_current->replace(currentPoint);
    fitParetoAxes();
    retranslateUi();
    m_paretoPanel->refreshLegend();
    m_pointLabels->setLabels(labels);
}

QStringList CheckpointCharts::paretoNames() const
{
    QStringList names;
    for (const QString& text : m_pointLabels->texts())
        names.append(text.split(QStringLiteral(", ")));
    return names;
}

void CheckpointCharts::setOptimumCurve(const QList<QPointF>& curve)
{
    m_optimum->replace(curve);
    fitParetoAxes();
}

void CheckpointCharts::fitParetoAxes()
{
    double maxExtra = 10;
    for (auto* series : std::as_const(m_points))
        for (const QPointF& p : series->points())
            maxExtra = std::max(maxExtra, p.y());
    for (const QPointF& p : m_optimum->points())
        maxExtra = std::max(maxExtra, p.y());
    m_peakAxis->setRange(0, 120);
    m_extraAxis->setRange(0, maxExtra * 1.15);
    m_extraAxis->applyNiceNumbers();
}

void CheckpointCharts::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

void CheckpointCharts::retranslateUi()
{
    m_memoryPanel->setTitle(tr("Live activation memory"));
    m_deck->setTabName(0, tr("Live activation memory"));
    m_deck->setTabName(1, tr("Memory against recomputation"));
    m_live->setName(tr("live activations"));
    m_peak->setName(tr("peak"));
    m_budget->setName(tr("budget"));
    m_timeAxis->setTitleText(tr("time (ms)"));
    m_bytesAxis->setTitleText(m_unitName == Unit::GiB ? tr("GiB") : m_unitName == Unit::MiB ? tr("MiB") : tr("KiB"));
    m_paretoPanel->setTitle(tr("Memory against recomputation, every schedule"));
    m_peakAxis->setTitleText(tr("peak activation memory (% of store-all)"));
    m_extraAxis->setTitleText(tr("extra time: recomputation and waits (% of store-all)"));
    m_optimum->setName(tr("budget optimum, budget 0 to 1"));
    m_current->setName(tr("schedule on screen"));
    if (!m_points.isEmpty())
        m_points.front()->setName(tr("schedules"));
    ChartStyle::setAccessibleText(m_memory, tr("Live activation memory chart"),
                                  tr("Live activation memory over the step (solid line), its peak (dashed) and the "
                                     "budget (dash-dotted)."));
    ChartStyle::setAccessibleText(m_pareto, tr("Memory against recomputation chart"),
                                  tr("Each schedule as a circle, the one on screen as a square, and the budget "
                                     "optimum as a dashed line."));
}
