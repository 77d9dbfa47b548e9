#include "widgets/allocator/AllocatorCharts.h"

#include "widgets/charts/ChartDeck.h"
#include "widgets/charts/ChartPanel.h"
#include "widgets/charts/ChartStyle.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHBoxLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
// Side by side needs about this many average characters of width for each chart: the memory chart's legend
// on one or two lines and the fragmentation chart's axis labels whole.
constexpr int kCharactersEach = 50;

QLineSeries* line(QChart* chart)
{
    auto* series = new QLineSeries(chart);
    chart->addSeries(series);
    return series;
}

} // namespace

AllocatorCharts::AllocatorCharts(QWidget* parent)
    : QWidget(parent), m_memory(new QChart), m_fragmentation(new QChart)
{
    setObjectName(QStringLiteral("allocatorCharts"));
    m_allocated = line(m_memory);
    m_active = line(m_memory);
    m_reserved = line(m_memory);
    m_outOfMemory = new QScatterSeries(m_memory);
    m_outOfMemory->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_outOfMemory->setMarkerSize(11);
    m_memory->addSeries(m_outOfMemory);
    m_memoryCursor = line(m_memory);

    m_fragmentationLine = line(m_fragmentation);
    m_fragmentationCursor = line(m_fragmentation);

    m_memoryX = new QValueAxis(m_memory);
    m_memoryY = new QValueAxis(m_memory);
    m_fragmentationX = new QValueAxis(m_fragmentation);
    m_fragmentationY = new QValueAxis(m_fragmentation);
    m_fragmentationY->setRange(0.0, 1.0);
    m_fragmentationY->setTickCount(6); // 0.2 apart: at 0.25 apart the one-decimal labels read 0.3 and 0.8
    m_memory->addAxis(m_memoryX, Qt::AlignBottom);
    m_memory->addAxis(m_memoryY, Qt::AlignLeft);
    m_fragmentation->addAxis(m_fragmentationX, Qt::AlignBottom);
    m_fragmentation->addAxis(m_fragmentationY, Qt::AlignLeft);
    for (auto* series : m_memory->series()) {
        series->attachAxis(m_memoryX);
        series->attachAxis(m_memoryY);
    }
    for (auto* series : m_fragmentation->series()) {
        series->attachAxis(m_fragmentationX);
        series->attachAxis(m_fragmentationY);
    }
    for (auto* xAxis : {m_memoryX, m_fragmentationX})
        xAxis->setLabelFormat(QStringLiteral("%d"));
    m_memoryY->setLabelFormat(QStringLiteral("%.0f"));
    m_fragmentationY->setLabelFormat(QStringLiteral("%.1f"));
    // The cursor lines are not data: keep them out of the legend.
    m_memory->legend()->markers(m_memoryCursor).front()->setVisible(false);
    m_fragmentation->legend()->markers(m_fragmentationCursor).front()->setVisible(false);
    // One line needs no legend: the title names it.
    m_fragmentation->legend()->markers(m_fragmentationLine).front()->setVisible(false);

    m_memoryPanel = new ChartPanel(m_memory, this);
    m_fragmentationPanel = new ChartPanel(m_fragmentation, this);
    m_deck = new ChartDeck(kCharactersEach, this);
    m_deck->addChart(m_memoryPanel, 3);
    m_deck->addChart(m_fragmentationPanel, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_deck);
    applyTheme();
    retranslateUi();
}

void AllocatorCharts::applyTheme()
{
    using Ink = DisplayTheme::Ink;
    // Solid, dashed and dash-dotted: the three memory lines differ by dash as well as colour.
    m_allocated->setPen(ChartStyle::pen(Ink::Blue, Qt::SolidLine, 2.0));
    m_active->setPen(ChartStyle::pen(Ink::Orange, Qt::DashLine, 2.0));
    m_reserved->setPen(ChartStyle::pen(Ink::Neutral, Qt::DashDotLine, 2.5));
    m_outOfMemory->setColor(DisplayTheme::ink(Ink::Vermillion));
    m_outOfMemory->setBorderColor(palette().color(QPalette::Text));
    m_memoryCursor->setPen(ChartStyle::pen(Ink::ReddishPurple, Qt::DotLine, 2.0));
    m_fragmentationLine->setPen(ChartStyle::pen(Ink::BluishGreen, Qt::SolidLine, 2.0));
    m_fragmentationCursor->setPen(ChartStyle::pen(Ink::ReddishPurple, Qt::DotLine, 2.0));
    ChartStyle::apply(m_memory, palette());
    ChartStyle::apply(m_fragmentation, palette());
}

void AllocatorCharts::setTimeline(const gml::AllocatorTimeline& timeline)
{
    QList<QPointF> allocated, active, reserved, fragmentation, outOfMemory;
    m_maxMiB = 1.0;
    for (const auto& point : timeline.points) {
        // Counted from 1, as the toolbar counts: the state after event 1 is at 1.
        const double x = static_cast<double>(point.event + 1);
        allocated.append({x, static_cast<double>(point.allocatedBytes) / kMiB});
        active.append({x, static_cast<double>(point.activeBytes) / kMiB});
        reserved.append({x, static_cast<double>(point.reservedBytes) / kMiB});
        fragmentation.append({x, point.fragmentation});
        m_maxMiB = std::max(m_maxMiB, static_cast<double>(point.reservedBytes) / kMiB);
    }
    for (const std::size_t event : timeline.outOfMemoryEvents)
        for (const auto& point : timeline.points)
            if (point.event == event)
                outOfMemory.append(
                    {static_cast<double>(event + 1), static_cast<double>(point.reservedBytes) / kMiB});
    // replace() swaps all points at once: one redraw instead of one per point.
    m_allocated->replace(allocated);
    m_active->replace(active);
    m_reserved->replace(reserved);
    m_outOfMemory->replace(outOfMemory);
    // The legend names the squares only when there are some: most runs never run out of memory, and the
    // entry took the room the other names needed (in presentation mode they were cut to "…").
    for (QLegendMarker* marker : m_memory->legend()->markers(m_outOfMemory))
        marker->setVisible(!outOfMemory.isEmpty());
    m_fragmentationLine->replace(fragmentation);
    const double last =
        timeline.points.empty() ? 2.0 : std::max(2.0, static_cast<double>(timeline.points.back().event + 1));
    m_memoryX->setRange(1, last);
    m_fragmentationX->setRange(1, last);
    m_memoryY->setRange(0, m_maxMiB * 1.1);
    m_memoryY->applyNiceNumbers();
}

void AllocatorCharts::setCursor(std::size_t event)
{
    const double x = static_cast<double>(event + 1);
    m_memoryCursor->replace({{x, 0.0}, {x, m_memoryY->max()}});
    m_fragmentationCursor->replace({{x, 0.0}, {x, 1.0}});
}

void AllocatorCharts::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

void AllocatorCharts::retranslateUi()
{
    m_memoryPanel->setTitle(tr("Memory"));
    m_deck->setTabName(0, tr("Memory"));
    m_deck->setTabName(1, tr("Fragmentation"));
    m_allocated->setName(tr("allocated"));
    m_active->setName(tr("active"));
    m_reserved->setName(tr("reserved"));
    m_outOfMemory->setName(tr("out of memory"));
    m_memoryX->setTitleText(tr("event"));
    m_memoryY->setTitleText(tr("MiB"));
    m_fragmentationPanel->setTitle(tr("Fragmentation"));
    m_fragmentationX->setTitleText(tr("event"));
    m_fragmentationY->setTitleText(tr("fragmentation"));
    m_fragmentation->setToolTip(tr("Fragmentation = 1 − largest free cached block / all free cached bytes"));
    ChartStyle::setAccessibleText(
        m_memory, tr("Memory chart"),
        tr("Allocated (solid line), active (dashed) and reserved (dash-dotted) memory in "
           "MiB over the events; squares mark out-of-memory errors."));
    ChartStyle::setAccessibleText(m_fragmentation, tr("Fragmentation chart"), m_fragmentation->toolTip());
}

bool AllocatorCharts::showsOneAtATime() const
{
    return m_deck->showsOneAtATime();
}

QTabBar* AllocatorCharts::chartTabs() const
{
    return m_deck->tabs();
}
