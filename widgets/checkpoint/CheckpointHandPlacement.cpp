#include "widgets/checkpoint/CheckpointHandPlacement.h"

#include "app/content/common/NumberText.h"


#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QStyle>

#include <algorithm>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace {

QString bytes(std::uint64_t n)
{
    return NumberText::bytes(n);
}

} // namespace

CheckpointHandPlacement::CheckpointHandPlacement(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("handPlacement"));
    m_help = new QLabel(this);
    m_help->setWordWrap(true);
    m_strip = new QListWidget(this);
    m_strip->setObjectName(QStringLiteral("checkpointStrip"));
    // A wrapping strip of small toggles: the whole chain visible at once, in order.
    m_strip->setViewMode(QListView::ListMode);
    m_strip->setFlow(QListView::LeftToRight);
    m_strip->setWrapping(true);
    m_strip->setResizeMode(QListView::Adjust);
    m_strip->setUniformItemSizes(true);
    m_strip->setSpacing(1);
    fitStripHeight();
    m_hand = new QLabel(this);
    m_hand->setObjectName(QStringLiteral("handFigures"));
    m_hand->setWordWrap(true);
    m_optimum = new QLabel(this);
    m_optimum->setObjectName(QStringLiteral("optimumFigures"));
    m_optimum->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_help);
    layout->addWidget(m_strip);
    layout->addWidget(m_hand);
    layout->addWidget(m_optimum);
    connect(m_strip, &QListWidget::itemChanged, this, [this] { emit placementChanged(); });
    retranslateUi();
}

void CheckpointHandPlacement::setLayers(std::uint32_t layers, const QList<std::uint32_t>& checked)
{
    const QSignalBlocker blocker(m_strip);
    m_strip->clear();
    for (std::uint32_t layer = 0; layer < layers; ++layer) {
        auto* item = new QListWidgetItem(QString::number(layer + 1), m_strip);
        // Layer 1's input is the batch: always kept, so not a choice.
        item->setFlags(layer == 0 ? Qt::ItemIsEnabled : Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(layer == 0 || checked.contains(layer) ? Qt::Checked : Qt::Unchecked);
    }
}

QList<std::uint32_t> CheckpointHandPlacement::starts() const
{
    QList<std::uint32_t> result{0};
    for (int row = 1; row < m_strip->count(); ++row)
        if (m_strip->item(row)->checkState() == Qt::Checked)
            result.append(static_cast<std::uint32_t>(row));
    return result;
}

void CheckpointHandPlacement::setChecked(std::uint32_t layer, bool checked)
{
    if (auto* item = m_strip->item(static_cast<int>(layer)); item && layer > 0)
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

void CheckpointHandPlacement::setComparison(const Figures& hand, const std::optional<Figures>& optimum)
{
    m_hand->setText(tr("Your checkpoints: peak %1, extra compute %2 ms (%3% more than store-all).")
                        .arg(bytes(hand.peakBytes))
                        .arg(hand.extraMs, 0, 'f', 1)
                        .arg(hand.extraPercent, 0, 'f', 0));
    if (!optimum)
        m_optimum->setText(tr("Working out the optimum at the same peak…"));
    else
        m_optimum->setText(tr("The optimum within the same peak: peak %1, extra compute %2 ms (%3% more than store-all).")
                               .arg(bytes(optimum->peakBytes))
                               .arg(optimum->extraMs, 0, 'f', 1)
                               .arg(optimum->extraPercent, 0, 'f', 0));
}

void CheckpointHandPlacement::setMessage(const QString& text)
{
    m_optimum->setText(text);
}

void CheckpointHandPlacement::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange)
        fitStripHeight();
}

void CheckpointHandPlacement::fitStripHeight()
{
    // Two to four lines of toggles, as tall as their text: a fixed height cut the second line off when the
    // text was enlarged (presentation, a 4K page).
    const int line = std::max(m_strip->fontMetrics().height(), m_strip->style()->pixelMetric(QStyle::PM_IndicatorHeight)) + 8;
    const int frame = 2 * m_strip->frameWidth() + 4;
    m_strip->setMinimumHeight(2 * line + frame);
    m_strip->setMaximumHeight(4 * line + frame);
}

void CheckpointHandPlacement::retranslateUi()
{
    m_help->setText(tr("Tick the layers whose input to keep as a checkpoint; each segment is recomputed before its "
                       "backward."));
    m_strip->setAccessibleName(tr("Checkpointed layers"));
    m_strip->setAccessibleDescription(m_help->text());
}
