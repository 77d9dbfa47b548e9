#include "widgets/kvcache/KvWasteChart.h"

#include "widgets/common/ErrorMessageLabel.h"

#include "widgets/charts/ChartPanel.h"
#include "widgets/charts/ChartStyle.h"
#include "widgets/charts/StackedBarValueLabels.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QSlider>
#include <QHorizontalStackedBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>

namespace {

// Block sizes the slider offers: powers of two from 8 to 128 (what the budget accepts for serving).
constexpr std::array<int, 5> kBlockSizes{8, 16, 32, 64, 128};

// Token states solid; the three kinds of waste hatched, each its own way. A pattern brush alone would leave
// the bar see-through between its lines, so the hatching is baked onto the colour in a small tile.
constexpr std::array<Qt::BrushStyle, 4> kShareStyles{
    Qt::SolidPattern,     // token states: blue, solid
    Qt::Dense5Pattern,    // reservation: orange, dotted
    Qt::BDiagPattern,     // internal fragmentation: vermillion, hatched
    Qt::DiagCrossPattern, // external fragmentation: grey, cross-hatched
};

QColor shareColor(int share)
{
    using Ink = DisplayTheme::Ink;
    switch (share) {
    case 0: return DisplayTheme::ink(Ink::Blue);
    case 1: return DisplayTheme::ink(Ink::Orange);
    case 2: return DisplayTheme::ink(Ink::Vermillion);
    default: return DisplayTheme::isDark() ? QColor(0x80, 0x80, 0x80) : QColor(0x99, 0x99, 0x99);
    }
}

QBrush shareBrush(int share)
{
    return ChartStyle::patternBrush(shareColor(share), kShareStyles[static_cast<std::size_t>(share)]);
}

} // namespace

KvWasteChart::KvWasteChart(QWidget* parent)
    : QWidget(parent), m_chart(new QChart), m_series(new QHorizontalStackedBarSeries),
      m_categories(new QBarCategoryAxis), m_percent(new QValueAxis)
{
    setObjectName(QStringLiteral("kvWasteChart"));
    for (int share = 0; share < kShareCount; ++share) {
        auto* set = new QBarSet(QString(), m_series);
        m_sets[static_cast<std::size_t>(share)] = set;
        m_series->append(set);
    }
    m_chart->addSeries(m_series);
    // Bars lying down, the systems' names beside them: standing, the names had a bar's width each and were
    // cut to "Orca (…" in the window.
    m_chart->addAxis(m_categories, Qt::AlignLeft);
    m_chart->addAxis(m_percent, Qt::AlignBottom);
    m_series->attachAxis(m_categories);
    m_series->attachAxis(m_percent);
    m_percent->setRange(0, 100);
    m_percent->setLabelFormat(QStringLiteral("%d%%"));
    // One decimal, as the paper prints them, and only inside segments wide enough to hold them.
    m_valueLabels = new StackedBarValueLabels(m_chart, m_series, 1);
    m_chart->setAnimationOptions(QChart::SeriesAnimations);
    m_chart->setAnimationDuration(200);

    m_panel = new ChartPanel(m_chart, this);
    // Ten lines: four bars, each with room for its system's name beside it (squeezed, Qt Charts cut the
    // names to "…").
    m_panel->setLeastHeight(10, 220);

    m_blockSizeLabel = new QLabel(this);
    m_blockSizeLabel->setObjectName(QStringLiteral("blockSizeLabel"));
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("blockSizeSlider"));
    m_slider->setRange(0, static_cast<int>(kBlockSizes.size()) - 1);
    m_slider->setPageStep(1);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_slider->setValue(1);
    m_blockSizeLabel->setBuddy(m_slider);
    m_workload = new QLabel(this);
    m_workload->setObjectName(QStringLiteral("wasteWorkload"));
    m_workload->setWordWrap(true);
    m_message = new ErrorMessageLabel(this);
    m_message->setObjectName(QStringLiteral("wasteMessage"));
    m_message->hide();

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_blockSizeLabel);
    controls->addWidget(m_slider, 1);
    auto* layout = new QVBoxLayout(this);
    applyTheme();
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_panel, 1);
    layout->addLayout(controls);
    layout->addWidget(m_workload);
    layout->addWidget(m_message);

    connect(m_slider, &QSlider::valueChanged, this, [this] {
        updateBlockSizeLabel();
        emit blockSizeChanged(blockSize());
    });
    retranslateUi();
}

void KvWasteChart::setPolicies(const QStringList& labels)
{
    m_categories->setCategories(labels);
}

void KvWasteChart::setShares(const std::array<gml::KvWasteShares, kPolicyCount>& shares, int measuredAt)
{
    m_message->hide();
    for (int share = 0; share < kShareCount; ++share) {
        QList<qreal> values;
        for (const auto& policy : shares) {
            const double fraction = share == 0   ? policy.tokenStates
                                    : share == 1 ? policy.reservation
                                    : share == 2 ? policy.internal
                                                 : policy.external;
            // One decimal, as the paper prints them; rounding here keeps the bar labels short.
            values.append(std::round(fraction * 1000.0) / 10.0);
        }
        QBarSet* set = m_sets[static_cast<std::size_t>(share)];
        set->remove(0, set->count());
        set->append(values);
    }
    setBlockSize(measuredAt);
}

void KvWasteChart::setWorkload(int requests, qulonglong tokenSlots)
{
    m_requests = requests;
    m_slots = tokenSlots;
    retranslateUi();
}

void KvWasteChart::setError(const QString& message)
{
    for (QBarSet* set : m_sets)
        set->remove(0, set->count());
    m_message->setText(message);
    m_message->show();
}

int KvWasteChart::blockSize() const
{
    return kBlockSizes[static_cast<std::size_t>(m_slider->value())];
}

void KvWasteChart::setBlockSize(int size)
{
    const auto found = std::find(kBlockSizes.begin(), kBlockSizes.end(), size);
    if (found == kBlockSizes.end())
        return;
    const QSignalBlocker quiet(m_slider);
    m_slider->setValue(static_cast<int>(found - kBlockSizes.begin()));
    updateBlockSizeLabel();
}

double KvWasteChart::value(int share, int policy) const
{
    const QBarSet* set = m_sets.at(static_cast<std::size_t>(share));
    return policy < set->count() ? set->at(policy) : 0.0;
}

void KvWasteChart::updateBlockSizeLabel()
{
    m_blockSizeLabel->setText(tr("&Block size: %1 tokens").arg(blockSize()));
}

void KvWasteChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

void KvWasteChart::applyTheme()
{
    for (int share = 0; share < kShareCount; ++share) {
        auto* set = m_sets[static_cast<std::size_t>(share)];
        set->setBrush(shareBrush(share));
        set->setPen(QPen(DisplayTheme::highContrast() ? palette().color(QPalette::Text) : shareColor(share).darker(140),
                         DisplayTheme::lineWidth(1.0)));
        set->setLabelColor(DisplayTheme::textOn(shareColor(share)));
    }
    ChartStyle::apply(m_chart, palette());
}

void KvWasteChart::retranslateUi()
{
    // The comparison of the paper's Fig. 2, run on the lesson's own requests: its figures are not the paper's.
    m_panel->setTitle(tr("Where KV memory goes (the paper's Fig. 2, run on this lesson's requests)"));
    m_sets[0]->setLabel(tr("token states"));
    m_sets[1]->setLabel(tr("reservation"));
    m_sets[2]->setLabel(tr("internal fragmentation"));
    m_sets[3]->setLabel(tr("external fragmentation"));
    m_percent->setTitleText(tr("share of KV memory"));
    ChartStyle::setAccessibleText(m_chart, m_panel->title(),
                                  tr("For each serving system, the share of KV cache memory holding token states "
                                     "(solid), reservation (dotted), internal fragmentation (hatched) and external "
                                     "fragmentation (cross-hatched)."));
    updateBlockSizeLabel();
    m_slider->setToolTip(
        tr("Larger blocks waste more of each sequence's last block; smaller ones need longer block "
           "tables. vLLM's default is 16."));
    if (m_requests > 0)
        m_workload->setText(
            tr("The same %1 ShareGPT-shaped requests served four ways on %2 token slots of KV memory.")
                .arg(m_requests)
                .arg(QLocale().toString(m_slots)));
}
