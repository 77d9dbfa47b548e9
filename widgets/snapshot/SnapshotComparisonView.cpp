#include "widgets/snapshot/SnapshotComparisonView.h"

#include "app/content/common/NumberText.h"
#include "widgets/charts/ChartPanel.h"
#include "widgets/charts/ChartStyle.h"
#include "widgets/common/DisplayTheme.h"
#include "widgets/common/ScrollColumn.h"
#include "widgets/snapshot/SnapshotComparisonModel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetricsF>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTableView>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <cstdlib>

SnapshotComparisonView::SnapshotComparisonView(QWidget* parent)
    : QWidget(parent), m_model(new SnapshotComparisonModel(this)), m_title(new QLabel),
      m_headline(new QLabel), m_note(new QLabel), m_chart(new QChart),
      m_series(new QHorizontalStackedBarSeries), m_growth(new QBarSet(QString())),
      m_shrink(new QBarSet(QString())), m_groups(new QBarCategoryAxis), m_bytes(new QValueAxis),
      m_table(new QTableView), m_saveCsv(new QPushButton)
{
    setObjectName(QStringLiteral("snapshotComparisonView"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_headline->setObjectName(QStringLiteral("comparisonHeadline"));
    m_headline->setWordWrap(true);
    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_note->setWordWrap(true);

    // One stacked series of two sets: each place has a value in only one of them, so its bar grows right
    // (more in B) or left (less in B) from zero, and the two directions get their own colour and legend
    // entry.
    m_series->append(m_growth);
    m_series->append(m_shrink);
    m_chart->addSeries(m_series);
    m_chart->addAxis(m_groups, Qt::AlignLeft);
    m_chart->addAxis(m_bytes, Qt::AlignBottom);
    m_series->attachAxis(m_groups);
    m_series->attachAxis(m_bytes);
    m_panel = new ChartPanel(m_chart);
    m_panel->setObjectName(QStringLiteral("comparisonChart"));
    m_panel->setLeastHeight(14, 240);

    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setModel(m_model);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(SnapshotComparisonModel::Stack, QHeaderView::Stretch);
    for (int column = SnapshotComparisonModel::BytesA; column < SnapshotComparisonModel::ColumnCount;
         ++column)
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    // No column chosen at first: the rows stay in the engine's order, largest change (either way) first.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::DescendingOrder);
    m_table->setSortingEnabled(true);
    m_saveCsv->setObjectName(QStringLiteral("comparisonSaveCsv"));

    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(m_panel);
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_saveCsv);
    // The page scrolls below its chart's least height rather than raising the window's least height: in a
    // stacked widget every page's least height is the window's, and one taller than the screen took the
    // window out of full screen in presentation.
    auto* content = new QWidget;
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(ScrollColumn::around(content, ScrollColumn::Fit::Least));
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_title);
    layout->addWidget(m_headline);
    layout->addWidget(m_note);
    layout->addWidget(split, 1);
    layout->addLayout(buttons);

    connect(m_saveCsv, &QPushButton::clicked, this, &SnapshotComparisonView::chooseCsvFile);
    connect(m_chart, &QChart::plotAreaChanged, this, &SnapshotComparisonView::relabelLater);
    connect(m_groups, &QAbstractAxis::labelsFontChanged, this, &SnapshotComparisonView::relabelLater);
    connect(m_series, &QAbstractBarSeries::hovered, this,
            [this](bool shown, int index, QBarSet*) { showBarTip(shown, index); });
    applyTheme();
    retranslateUi();
}

void SnapshotComparisonView::setComparison(std::shared_ptr<const gml::SnapshotComparison> comparison)
{
    m_comparison = std::move(comparison);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::DescendingOrder);
    m_model->setComparison(m_comparison);
    m_bars.clear(); // a new comparison is drawn afresh even where its names are the same
    fillChart(groupsThatFit());
    retranslateUi();
}

const gml::SnapshotComparison* SnapshotComparisonView::comparison() const
{
    return m_comparison.get();
}

QString SnapshotComparisonView::headline() const
{
    return m_headline->text();
}

int SnapshotComparisonView::groupsThatFit() const
{
    // A category axis standing up elides every name to "..." once a name's box (the text and Qt Charts'
    // margin around it) is taller than its row: as many bars as there are such boxes with some air, the ten
    // largest at most, three at least.
    const double row = QFontMetricsF(m_groups->labelsFont()).height() * 1.25 + 12.0;
    const double height = m_chart->plotArea().height();
    if (height <= 0.0)
        return kChartGroups;
    return std::clamp(static_cast<int>(height / row), 3, static_cast<int>(kChartGroups));
}

QString SnapshotComparisonView::barLabel(int rank, const gml::StackGroup& group) const
{
    // Numbered: two places can share their innermost frame, and a category axis needs distinct names.
    const QString full =
        QStringLiteral("%1. %2").arg(rank).arg(SnapshotComparisonModel::shortStackText(group.frames));
    // Qt Charts gives a standing axis at most about two fifths of the chart's width and cuts longer names at
    // their end, which is the function's name. A name that would not fit gives up the start of its file's
    // name instead: "10. …snapshots.py:67 case_expandable". The bar's tooltip has the whole stack.
    const QFontMetricsF metrics(m_groups->labelsFont());
    const double room = m_chart->size().width() * 0.38 - metrics.averageCharWidth() * 2.0;
    if (room <= 0.0 || metrics.horizontalAdvance(full) <= room || group.frames.empty())
        return full;
    const gml::StackFrameText& frame = group.frames.front();
    const QString path = QString::fromStdString(frame.filename);
    const QString file =
        path.mid(std::max(path.lastIndexOf(QLatin1Char('/')), path.lastIndexOf(QLatin1Char('\\'))) + 1);
    const QString prefix = QStringLiteral("%1. ").arg(rank);
    const QString suffix = (frame.line ? QStringLiteral(":%1 ").arg(*frame.line) : QStringLiteral(" ")) +
                           QString::fromStdString(frame.name);
    const double fileRoom = room - metrics.horizontalAdvance(prefix + suffix);
    return prefix + metrics.elidedText(file, Qt::ElideLeft, std::max(fileRoom, 0.0)) + suffix;
}

void SnapshotComparisonView::fillChart(int groups)
{
    std::vector<const gml::StackGroup*> shown;
    if (m_comparison)
        for (const gml::StackGroup& group : m_comparison->byStack) {
            if (shown.size() >= static_cast<std::size_t>(groups) || group.differenceBytes() == 0)
                break; // the engine's order: the largest changes come first, the unchanged last
            shown.push_back(&group);
        }
    // Qt Charts puts the first category at the bottom: add them in reverse, so the largest change is on top.
    std::reverse(shown.begin(), shown.end());
    QStringList labels;
    for (std::size_t i = 0; i < shown.size(); ++i)
        labels.append(barLabel(static_cast<int>(shown.size() - i), *shown[i]));
    // Refilled on every relayout; nothing to do when the same names come out (and no relayout is started).
    if (m_comparison && groups == m_shownGroups && labels == m_labels && shown == m_bars)
        return;
    m_shownGroups = groups;
    m_bars = shown;
    m_labels = labels;
    m_growth->remove(0, static_cast<int>(m_growth->count()));
    m_shrink->remove(0, static_cast<int>(m_shrink->count()));
    m_groups->clear();
    if (shown.empty())
        return;
    std::uint64_t largest = 0;
    for (const gml::StackGroup* group : shown)
        largest = std::max<std::uint64_t>(largest,
                                          static_cast<std::uint64_t>(std::llabs(group->differenceBytes())));
    m_unitPower = largest >= (std::uint64_t{8} << 30) ? 3 : largest >= (std::uint64_t{4} << 20) ? 2 : 1;
    m_unit = std::pow(1024.0, m_unitPower);
    double low = 0.0;
    double high = 0.0;
    for (const gml::StackGroup* group : shown) {
        const double value = static_cast<double>(group->differenceBytes()) / m_unit;
        m_growth->append(std::max(value, 0.0));
        m_shrink->append(std::min(value, 0.0));
        low = std::min(low, value);
        high = std::max(high, value);
    }
    m_groups->append(labels);
    const double pad = std::max(high - low, 1.0) * 0.05;
    m_bytes->setRange(low < 0.0 ? low - pad : 0.0, high > 0.0 ? high + pad : 0.0);
}

void SnapshotComparisonView::showBarTip(bool shown, int index)
{
    if (!shown || index < 0 || static_cast<std::size_t>(index) >= m_bars.size()) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(
        QCursor::pos(),
        SnapshotComparisonModel::fullStackText(m_bars[static_cast<std::size_t>(index)]->frames),
        m_panel->view());
}

bool SnapshotComparisonView::saveCsv(const QString& path, QString* error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        *error = tr("%1 could not be written: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    file.write(m_model->toCsv().toUtf8());
    if (!file.commit()) {
        *error = tr("%1 could not be written: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    return true;
}

void SnapshotComparisonView::chooseCsvFile()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the comparison table"),
                                                      QStringLiteral("snapshot-comparison.csv"),
                                                      tr("Comma-separated values (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveCsv(path, &error))
        QMessageBox::warning(this, tr("Save the comparison table"), error);
}

void SnapshotComparisonView::applyTheme()
{
    using Ink = DisplayTheme::Ink;
    m_growth->setBrush(ChartStyle::patternBrush(DisplayTheme::ink(Ink::Vermillion), Qt::SolidPattern));
    m_growth->setPen(Qt::NoPen);
    m_shrink->setBrush(ChartStyle::patternBrush(DisplayTheme::ink(Ink::BluishGreen), Qt::BDiagPattern));
    m_shrink->setPen(Qt::NoPen);
    ChartStyle::apply(m_chart, palette());
}

void SnapshotComparisonView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        applyTheme();
    else if (event->type() == QEvent::FontChange)
        relabelLater();
}

void SnapshotComparisonView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relabelLater();
}

void SnapshotComparisonView::relabelLater()
{
    // Qt Charts elides category labels to the room they had when they were set and keeps them so after the
    // plot grows (entering presentation left every place as "..."): set them again once the layout is done.
    if (m_relabelQueued)
        return;
    m_relabelQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_relabelQueued = false;
            const QStringList before = m_labels;
            fillChart(groupsThatFit());
            if (m_labels == before && !m_labels.isEmpty())
                m_groups->setCategories(m_labels); // the same names, laid out again for the room there is now
        },
        Qt::QueuedConnection);
}

void SnapshotComparisonView::retranslateUi()
{
    m_growth->setLabel(tr("More in B"));
    m_shrink->setLabel(tr("Less in B"));
    m_panel->setTitle(tr("Where the difference sits: the places that changed most"));
    switch (m_unitPower) {
    case 3:
        m_bytes->setTitleText(tr("Difference, B − A (GiB)"));
        break;
    case 2:
        m_bytes->setTitleText(tr("Difference, B − A (MiB)"));
        break;
    default:
        m_bytes->setTitleText(tr("Difference, B − A (KiB)"));
        break;
    }
    m_saveCsv->setText(tr("&Save table as CSV…"));
    m_note->setText(tr("Memory alive at each snapshot's peak, grouped by the first frames in your own code. "
                       "The rows add up to each peak. Hover over a place to see its frames."));
    ChartStyle::setAccessibleText(
        m_chart, tr("Snapshot comparison chart"),
        tr("The places in the code whose memory at the peak changed most from A to B."));
    if (!m_comparison) {
        m_title->setText(tr("Compare two snapshots"));
        m_headline->clear();
        return;
    }
    const QString nameA = QFileInfo(QString::fromStdString(m_comparison->a.file)).fileName();
    const QString nameB = QFileInfo(QString::fromStdString(m_comparison->b.file)).fileName();
    m_title->setText(tr("%1 compared with %2").arg(nameA, nameB));
    const std::uint64_t peakA = m_comparison->a.peakAllocatedBytes;
    const std::uint64_t peakB = m_comparison->b.peakAllocatedBytes;
    const auto difference = static_cast<std::int64_t>(peakB) - static_cast<std::int64_t>(peakA);
    const QString size = NumberText::bytes(static_cast<std::uint64_t>(std::llabs(difference)));
    if (difference > 0)
        //: %1, %3: file names; %2, %4: peak sizes; %5: how much more B held.
        m_headline->setText(tr("A (%1) peaked at %2, B (%3) at %4: B held %5 more.")
                                .arg(nameA, NumberText::bytes(peakA), nameB, NumberText::bytes(peakB), size));
    else if (difference < 0)
        m_headline->setText(tr("A (%1) peaked at %2, B (%3) at %4: B held %5 less.")
                                .arg(nameA, NumberText::bytes(peakA), nameB, NumberText::bytes(peakB), size));
    else
        m_headline->setText(
            tr("A (%1) and B (%2) both peaked at %3.").arg(nameA, nameB, NumberText::bytes(peakA)));
}
