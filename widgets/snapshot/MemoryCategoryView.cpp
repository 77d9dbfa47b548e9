#include "widgets/snapshot/MemoryCategoryView.h"

#include "app/content/common/NumberText.h"
#include "app/content/snapshot/MemoryCategoryText.h"
#include "widgets/charts/ChartPanel.h"
#include "widgets/charts/ChartStyle.h"
#include "widgets/common/DisplayTheme.h"
#include "widgets/common/ScrollColumn.h"

#include <QAreaSeries>
#include <QChart>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace {

using gml::MemoryCategory;

QColor categoryColor(MemoryCategory category)
{
    using Ink = DisplayTheme::Ink;
    switch (category) {
    case MemoryCategory::Parameter:
        return DisplayTheme::ink(Ink::Blue);
    case MemoryCategory::Gradient:
        return DisplayTheme::ink(Ink::BluishGreen);
    case MemoryCategory::OptimizerState:
        return DisplayTheme::ink(Ink::Orange);
    case MemoryCategory::Activation:
        return DisplayTheme::ink(Ink::ReddishPurple);
    case MemoryCategory::Temporary:
        return DisplayTheme::ink(Ink::Yellow);
    case MemoryCategory::InferenceCache:
        return DisplayTheme::ink(Ink::SkyBlue);
    case MemoryCategory::Unknown:
        break;
    }
    return DisplayTheme::ink(Ink::Neutral);
}

// Each band its own hatching too, so the bands tell apart in print and without colour.
Qt::BrushStyle categoryPattern(MemoryCategory category)
{
    switch (category) {
    case MemoryCategory::Parameter:
        return Qt::SolidPattern;
    case MemoryCategory::Gradient:
        return Qt::BDiagPattern;
    case MemoryCategory::OptimizerState:
        return Qt::Dense5Pattern;
    case MemoryCategory::Activation:
        return Qt::FDiagPattern;
    case MemoryCategory::Temporary:
        return Qt::CrossPattern;
    case MemoryCategory::InferenceCache:
        return Qt::HorPattern;
    case MemoryCategory::Unknown:
        break;
    }
    return Qt::DiagCrossPattern;
}

std::uint64_t total(const gml::CategoryBytes& bytes)
{
    return std::accumulate(bytes.begin(), bytes.end(), std::uint64_t{0});
}

} // namespace

MemoryCategoryView::MemoryCategoryView(QWidget* parent)
    : QWidget(parent), m_heading(new QLabel), m_note(new QLabel), m_chart(new QChart), m_time(new QValueAxis),
      m_bytes(new QValueAxis), m_peakLine(new QLineSeries), m_peakTitle(new QLabel), m_peakSplit(new QLabel),
      m_checkpoint(new QLabel), m_openLesson(new QPushButton)
{
    setObjectName(QStringLiteral("memoryCategoryView"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setWordWrap(true);
    m_note->setObjectName(QStringLiteral("categoryGuessNote"));
    m_note->setWordWrap(true);
    m_peakTitle->setFont(bold);
    m_peakTitle->setWordWrap(true);
    m_peakSplit->setObjectName(QStringLiteral("categoryPeakSplit"));
    m_peakSplit->setTextFormat(Qt::RichText);
    m_peakSplit->setWordWrap(true);
    m_peakSplit->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_checkpoint->setObjectName(QStringLiteral("categoryCheckpointSentence"));
    m_checkpoint->setWordWrap(true);
    m_openLesson->setObjectName(QStringLiteral("openCheckpointLesson"));

    m_chart->addAxis(m_time, Qt::AlignBottom);
    m_chart->addAxis(m_bytes, Qt::AlignLeft);
    for (std::size_t i = 0; i < gml::kMemoryCategoryCount; ++i) {
        m_tops[i] = new QLineSeries(m_chart);
        m_bottoms[i] = new QLineSeries(m_chart);
        m_areas[i] = new QAreaSeries(m_tops[i], m_bottoms[i]);
        m_chart->addSeries(m_areas[i]);
        m_areas[i]->attachAxis(m_time);
        m_areas[i]->attachAxis(m_bytes);
    }
    m_chart->addSeries(m_peakLine);
    m_peakLine->attachAxis(m_time);
    m_peakLine->attachAxis(m_bytes);
    m_panel = new ChartPanel(m_chart);
    m_panel->setObjectName(QStringLiteral("categoryTimeline"));
    m_panel->setLeastHeight(12, 220);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_heading);
    layout->addWidget(m_note);
    layout->addWidget(m_panel, 1);
    layout->addWidget(m_peakTitle);
    layout->addWidget(m_peakSplit);
    layout->addWidget(m_checkpoint);
    auto* buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_openLesson);
    buttonRow->addStretch(1);
    layout->addLayout(buttonRow);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(ScrollColumn::around(content, ScrollColumn::Fit::Least));

    connect(m_openLesson, &QPushButton::clicked, this, &MemoryCategoryView::checkpointLessonRequested);
    applyTheme();
    retranslateUi();
    clear();
}

void MemoryCategoryView::clear()
{
    m_report.reset();
    for (std::size_t i = 0; i < gml::kMemoryCategoryCount; ++i) {
        m_tops[i]->clear();
        m_bottoms[i]->clear();
    }
    m_peakLine->clear();
    m_rows.clear();
    writeTexts();
}

void MemoryCategoryView::setReport(const gml::MemoryCategoryReport& report)
{
    m_report = report;
    fillSeries();
    writeTexts();
}

void MemoryCategoryView::fillSeries()
{
    const gml::MemoryCategoryReport& report = *m_report;
    // The unit that keeps the axis in short numbers: KiB, MiB or GiB.
    m_unitPower = report.peakAllocatedBytes >= (std::uint64_t{8} << 30)   ? 3
                  : report.peakAllocatedBytes >= (std::uint64_t{4} << 20) ? 2
                                                                          : 1;
    m_unit = std::pow(1024.0, m_unitPower);
    std::array<QList<QPointF>, gml::kMemoryCategoryCount> tops;
    std::array<QList<QPointF>, gml::kMemoryCategoryCount> bottoms;
    double peakX = 0.0;
    std::uint64_t highest = 0;
    for (const gml::CategoryPoint& point : report.series) {
        // By event, like the active memory timeline: in time, a training step after seconds of setup was a
        // sliver at the right edge. A point is the state after events [0, sample): it is drawn at the last of
        // them, so its number is the one the map, the timeline and the command line give that event.
        const double x = static_cast<double>(std::max<std::int64_t>(point.sample - 1, 0));
        double below = 0.0;
        for (std::size_t i = 0; i < gml::kMemoryCategoryCount; ++i) {
            const double above = below + static_cast<double>(point.bytes[i]) / m_unit;
            bottoms[i].append({x, below});
            tops[i].append({x, above});
            below = above;
        }
        if (total(point.bytes) > highest) {
            highest = total(point.bytes);
            peakX = x;
        }
    }
    for (std::size_t i = 0; i < gml::kMemoryCategoryCount; ++i) {
        m_tops[i]->replace(tops[i]);
        m_bottoms[i]->replace(bottoms[i]);
    }
    const double top = static_cast<double>(report.peakAllocatedBytes) / m_unit;
    m_peakLine->replace({QPointF(peakX, 0.0), QPointF(peakX, top)});
    const double lastX =
        report.series.empty() ? 1.0 : static_cast<double>(std::max<std::int64_t>(report.series.back().sample - 1, 0));
    m_time->setRange(0.0, std::max(lastX, 1.0));
    m_time->setLabelFormat(QStringLiteral("%d"));
    m_bytes->setRange(0.0, std::max(top * 1.05, 1.0));
}

QString MemoryCategoryView::checkpointText() const
{
    return m_checkpoint->text();
}

void MemoryCategoryView::writeTexts()
{
    m_rows.clear();
    const bool shown = m_report.has_value();
    m_panel->setVisible(shown);
    m_peakTitle->setVisible(shown);
    m_peakSplit->setVisible(shown);
    m_checkpoint->setVisible(shown);
    m_openLesson->setVisible(shown);
    if (!shown)
        return;
    const gml::MemoryCategoryReport& report = *m_report;
    //: %1 is a size: what the program requested, before the allocator rounds blocks up.
    m_peakTitle->setText(tr("At the peak: %1 allocated (requested sizes)").arg(NumberText::bytes(report.peakAllocatedBytes)));
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    for (std::size_t i = 0; i < gml::kMemoryCategoryCount; ++i) {
        const auto category = static_cast<MemoryCategory>(i);
        const std::uint64_t bytes = report.atPeak[i];
        // Memory alive before the trace began has no stack to guess from: the part guessed from the rest of
        // the run instead is said, so a reader knows how much of a figure is inference.
        const std::uint64_t inferred = report.guessedFromTraceAtPeak[i];
        const QString name = inferred == 0 ? MemoryCategoryText::name(category)
                                           //: %1 a category, %2 the part of it guessed from the rest of the trace.
                                           : tr("%1 (%2 inferred from the trace)")
                                                 .arg(MemoryCategoryText::name(category), NumberText::bytes(inferred));
        const QString size = NumberText::bytes(bytes);
        const QString share = MemoryCategoryText::percent(bytes, report.peakAllocatedBytes);
        //: One category's part of the peak: %1 the category, %2 its size, %3 its share.
        m_rows.append({category, bytes, tr("%1: %2 (%3)").arg(name, size, share)});
        html += QStringLiteral("<tr><td><span style='color:%1'>&#9632;</span> %2</td><td align='right' "
                               "style='padding-left:16px'>%3</td>"
                               "<td align='right' style='padding-left:12px'>%4</td></tr>")
                    .arg(categoryColor(category).name(), name.toHtmlEscaped(), size.toHtmlEscaped(),
                         share.toHtmlEscaped());
    }
    m_peakSplit->setText(html + QStringLiteral("</table>"));
    m_checkpoint->setText(MemoryCategoryText::checkpointSentence(report));
    m_time->setTitleText(tr("Event (index in the trace)"));
    switch (m_unitPower) {
    case 3:
        m_bytes->setTitleText(tr("Allocated (GiB)"));
        break;
    case 2:
        m_bytes->setTitleText(tr("Allocated (MiB)"));
        break;
    default:
        m_bytes->setTitleText(tr("Allocated (KiB)"));
        break;
    }
}

void MemoryCategoryView::applyTheme()
{
    for (std::size_t i = 0; i < gml::kMemoryCategoryCount; ++i) {
        const auto category = static_cast<MemoryCategory>(i);
        m_areas[i]->setBrush(ChartStyle::patternBrush(categoryColor(category), categoryPattern(category)));
        m_areas[i]->setPen(QPen(categoryColor(category).darker(130), DisplayTheme::lineWidth(1.0)));
    }
    m_peakLine->setPen(ChartStyle::pen(DisplayTheme::Ink::Vermillion, Qt::DashLine, 2.0));
    ChartStyle::apply(m_chart, palette());
}

void MemoryCategoryView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

void MemoryCategoryView::retranslateUi()
{
    m_heading->setText(tr("Memory by category (a guess)"));
    m_note->setText(MemoryCategoryText::guessNote());
    m_panel->setTitle(tr("What the allocated memory was for, over the trace"));
    for (std::size_t i = 0; i < gml::kMemoryCategoryCount; ++i)
        m_areas[i]->setName(MemoryCategoryText::name(static_cast<MemoryCategory>(i)));
    m_peakLine->setName(tr("Peak"));
    m_openLesson->setText(tr("Open the activation checkpointing lesson"));
    ChartStyle::setAccessibleText(m_chart, tr("Memory by category chart"),
                                  tr("Allocated memory over the trace, stacked by guessed category."));
    writeTexts();
}
