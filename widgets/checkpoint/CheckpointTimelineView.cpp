#include "widgets/checkpoint/CheckpointTimelineView.h"

#include "app/content/checkpoint/CheckpointText.h"
#include "app/content/common/NumberText.h"
#include "widgets/common/PaintedText.h"

#include <QApplication>
#include <QHelpEvent>
#include <QPainter>
#include <QMouseEvent>
#include <QToolTip>

#include <cmath>
#include <cstdlib>

namespace {

constexpr double kMargin = 6.0;
constexpr double kTitleHeight = 24.0; // these four at the normal font size; they grow with larger text
constexpr double kAxisHeight = 20.0;
constexpr double kLegendRow = 17.0;
constexpr double kStackWidth = 270.0;

using Lane = CheckpointPalette::Lane;
using Held = CheckpointPalette::Held;

void fillPatterned(QPainter& painter, const QRectF& rect, const QColor& color, const QBrush& pattern)
{
    painter.fillRect(rect, color);
    if (pattern.style() != Qt::SolidPattern && rect.width() >= 3)
        painter.fillRect(rect, pattern);
}

QString bytes(std::uint64_t n)
{
    return NumberText::bytes(n);
}

QString milliseconds(double ms)
{
    return QString::number(ms, 'f', ms < 10 ? 2 : 1);
}

} // namespace

void CheckpointTimelineView::retranslateAccessibility()
{
    setAccessibleName(tr("Training step timeline"));
    setAccessibleDescription(tr("The forward, backward, recompute and offload operations of one training step in "
                                "their lanes (each lane with its own colour and pattern), and which layers' "
                                "activations are held at the cursor."));
}

CheckpointTimelineView::CheckpointTimelineView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("checkpointTimeline"));
    retranslateAccessibility();
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_animation.setDuration(kAnimationMs);
    m_animation.setEasingCurve(QEasingCurve::OutCubic);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        m_cursorMs = value.toDouble();
        update();
    });
}

void CheckpointTimelineView::setSchedule(const gml::CheckpointSchedule& schedule, const gml::CheckpointChain& chain,
                                         double bandwidthBytesPerMs)
{
    m_schedule = schedule;
    m_chain = chain;
    m_maxLayerBytes = 1;
    for (const auto& layer : chain.layers())
        m_maxLayerBytes = std::max(m_maxLayerBytes, layer.savedBytes);
    m_layout.build(m_schedule.timeline, bandwidthBytesPerMs);
    relayout();
    m_cursor = static_cast<std::size_t>(-1); // so that setCursor(0) recomputes
    setCursor(0, false);
}

void CheckpointTimelineView::setCursor(std::size_t opCount, bool animate)
{
    opCount = std::min(opCount, m_schedule.timeline.size());
    if (opCount == m_cursor)
        return;
    m_cursor = opCount;
    m_state = m_schedule.timeline.stateAt(opCount);
    // Which layers hold what a recomputation made: the state keeps only the hold, so replay the kinds.
    m_recomputed.assign(m_state.holds.size(), false);
    for (std::size_t i = 0; i < opCount; ++i) {
        const auto& op = m_schedule.timeline[i];
        if (op.layer >= m_recomputed.size())
            continue;
        if (op.kind == gml::CheckpointOpKind::Recompute)
            m_recomputed[op.layer] = op.hold == gml::LayerHold::Saved || op.hold == gml::LayerHold::Selective;
        else if (op.kind == gml::CheckpointOpKind::Forward || op.kind == gml::CheckpointOpKind::Backward ||
                 op.kind == gml::CheckpointOpKind::Free)
            m_recomputed[op.layer] = false;
    }
    const double target = m_layout.timeAfter(opCount);
    m_animation.stop();
    if (animate && isVisible()) {
        m_animation.setStartValue(m_cursorMs);
        m_animation.setEndValue(target);
        m_animation.start();
    } else {
        m_cursorMs = target;
    }
    update();
}

std::optional<CheckpointPalette::Held> CheckpointTimelineView::heldAt(std::uint32_t layer) const
{
    if (layer >= m_state.holds.size())
        return std::nullopt;
    switch (m_state.holds[layer]) {
    case gml::LayerHold::None: return std::nullopt;
    case gml::LayerHold::Input: return Held::Checkpoint;
    case gml::LayerHold::Offloaded: return Held::Offloaded;
    case gml::LayerHold::Selective: return m_recomputed[layer] ? Held::Recomputed : Held::Selective;
    case gml::LayerHold::Saved: return m_recomputed[layer] ? Held::Recomputed : Held::Saved;
    }
    return std::nullopt;
}

std::uint64_t CheckpointTimelineView::heldBytes(std::uint32_t layer) const
{
    if (layer >= m_chain.size() || layer >= m_state.holds.size())
        return 0;
    const auto& sizes = m_chain[layer];
    switch (m_state.holds[layer]) {
    case gml::LayerHold::None: return 0;
    case gml::LayerHold::Input: return sizes.inputBytes;
    case gml::LayerHold::Selective: return sizes.selectiveBytes;
    case gml::LayerHold::Saved:
    case gml::LayerHold::Offloaded: return sizes.savedBytes; // offloaded: what sits in host memory
    }
    return 0;
}

double CheckpointTimelineView::textScale() const
{
    // 1 at the application's font size, so the everyday layout is unchanged; more in presentation mode.
    return std::max(1.0, QFontMetricsF(font()).height() / QFontMetricsF(QApplication::font()).height());
}

double CheckpointTimelineView::titleHeight() const
{
    return m_titleHeight;
}

double CheckpointTimelineView::measureTitleHeight() const
{
    // As many lines as the longer title wraps into at its width (two, in Swahili beside a docked quiz), the
    // live figure measured at the schedule's peak so the lanes do not jump as it grows.
    QFont bold = font();
    bold.setBold(true);
    const double lanes = std::max(10.0, width() - stackWidth() - 4 * kMargin);
    const double needed =
        std::max(PaintedText::height(bold, lanes, timelineTitle(), 2),
                 PaintedText::height(bold, stackWidth(), liveTitle(m_schedule.peakActivationBytes, m_schedule.peakActivationBytes), 2));
    return std::max(kTitleHeight * textScale(), needed + 6);
}

QString CheckpointTimelineView::timelineTitle() const
{
    const QString title = m_schedule.name.empty() ? tr("No schedule yet.") : CheckpointText::title(m_schedule);
    return tr("Timeline: %1").arg(title);
}

QString CheckpointTimelineView::liveTitle(std::uint64_t live, std::uint64_t peak) const
{
    return tr("Live now: %1 (peak so far %2)").arg(bytes(live), bytes(peak));
}



double CheckpointTimelineView::axisHeight() const
{
    return kAxisHeight * textScale();
}

double CheckpointTimelineView::legendRow() const
{
    return kLegendRow * textScale();
}

double CheckpointTimelineView::stackWidth() const
{
    // Never more than about two fifths of the view: the lanes are what the lesson is about. On a narrow view
    // its legend's names are shortened (with tooltips) rather than the lanes squeezed to a sliver.
    return std::min(width() * 0.42, std::max(kStackWidth, kStackWidth * textScale()));
}

QRectF CheckpointTimelineView::stackArea() const
{
    const double legend = legendRow() * CheckpointPalette::kHeldCount + 26;
    return {width() - stackWidth() - kMargin, titleHeight() + legend, stackWidth(),
            std::max(10.0, height() - titleHeight() - legend - kMargin)};
}

double CheckpointTimelineView::stackLabelWidth() const
{
    return m_stackLabelWidth;
}

QRectF CheckpointTimelineView::stackRow(std::uint32_t layer) const
{
    const QRectF area = stackArea();
    const std::uint32_t n = std::max<std::uint32_t>(m_chain.size(), 1);
    const double row = area.height() / n;
    // Layer 1 at the bottom: the stack grows upwards as the forward pass climbs the chain.
    const double labels = stackLabelWidth();
    return {area.left() + labels, area.bottom() - (layer + 1) * row, area.width() - labels, row};
}

QRectF CheckpointTimelineView::boxRectOfOp(std::size_t op) const
{
    const auto box = m_layout.boxOfOp(op);
    return box ? m_layout.boxRect(m_layout.boxes()[*box]) : QRectF();
}

void CheckpointTimelineView::relayout()
{
    // Measured here, on a resize, a font, language or schedule change, not on every paint: the stack asks for
    // them once per layer.
    m_titleHeight = measureTitleHeight();
    // Room for the widest layer name ("L1000") in the font now: 44 pixels cut "L15" to "-15" when presenting.
    m_stackLabelWidth = std::max(
        44.0, QFontMetricsF(font()).horizontalAdvance(tr("L%1").arg(std::max<std::uint32_t>(m_chain.size(), 10))) + 8);
    m_layout.setArea(QRectF(kMargin, titleHeight(), std::max(10.0, width() - stackWidth() - 4 * kMargin),
                            std::max(10.0, height() - titleHeight() - axisHeight() - kMargin)),
                     std::max(CheckpointTimelineLayout::kLaneLabelWidth,
                              std::min(CheckpointTimelineLayout::kLaneLabelWidth * textScale(), width() * 0.18)));
}

void CheckpointTimelineView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    relayout();
}

void CheckpointTimelineView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.setPen(palette().color(QPalette::Text));
    m_texts.clear();
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    m_texts.draw(painter, QRectF(kMargin, 0, m_layout.area().width(), titleHeight()), timelineTitle());
    painter.setFont(font());
    paintLanes(painter);
    paintAxis(painter);
    paintStack(painter);
}

void CheckpointTimelineView::paintLanes(QPainter& painter) const
{
    const QFontMetricsF metrics(font());
    for (int l = 0; l < CheckpointPalette::kLaneCount; ++l) {
        const auto lane = static_cast<Lane>(l);
        painter.fillRect(m_layout.laneRect(lane), palette().color(QPalette::AlternateBase));
        painter.setPen(palette().color(QPalette::Text));
        const QRectF label = m_layout.laneLabelRect(lane);
        const QRectF swatch(label.left(), label.center().y() - 6, 14, 12);
        fillPatterned(painter, swatch, CheckpointPalette::laneColor(lane), CheckpointPalette::laneBrush(lane));
        m_texts.draw(painter, label.adjusted(18, 0, 0, 0), CheckpointPalette::laneLabel(lane));
    }
    const auto& boxes = m_layout.boxes();
    const std::optional<std::size_t> current = m_cursor > 0 ? m_layout.boxOfOp(m_cursor - 1) : std::nullopt;
    const QPen ghost(palette().color(QPalette::Mid), 1.0);
    for (std::size_t b = 0; b < boxes.size(); ++b) {
        const QRectF r = m_layout.boxRect(boxes[b]);
        if (boxes[b].op < m_cursor) {
            fillPatterned(painter, r, CheckpointPalette::laneColor(boxes[b].lane), CheckpointPalette::laneBrush(boxes[b].lane));
            if (r.width() >= 4) {
                painter.setPen(QPen(palette().color(QPalette::Base), 1.0));
                painter.drawLine(r.topLeft(), r.bottomLeft()); // a seam between neighbours
            }
        } else {
            // Still to come: an outline, so the whole step's shape shows from the start.
            painter.setPen(ghost);
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(r.adjusted(0.5, 0.5, -0.5, -0.5));
        }
        const QString number = QString::number(m_schedule.timeline[boxes[b].op].layer + 1);
        if (r.width() >= metrics.horizontalAdvance(number) + 6 && r.height() >= metrics.height()) {
            const bool done = boxes[b].op < m_cursor;
            if (done) {
                // A plate behind the number keeps it legible over any pattern.
                const QRectF plate(r.center() - QPointF(metrics.horizontalAdvance(number) / 2 + 2, metrics.height() / 2),
                                   QSizeF(metrics.horizontalAdvance(number) + 4, metrics.height()));
                painter.fillRect(plate, QColor(255, 255, 255, 210));
            }
            painter.setPen(done ? QColor(Qt::black) : palette().color(QPalette::PlaceholderText));
            painter.drawText(r, Qt::AlignCenter, number);
        }
    }
    if (current) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 3.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(m_layout.boxRect(boxes[*current]).adjusted(-1.5, -1.5, 1.5, 1.5));
    }
    const double x = m_layout.xOf(m_cursorMs);
    const QRectF top = m_layout.laneRect(Lane::Forward);
    const QRectF bottom = m_layout.laneRect(Lane::Offload);
    painter.setPen(QPen(QColor(0xCC, 0x79, 0xA7), 2.0, Qt::DashLine));
    painter.drawLine(QPointF(x, top.top() - 2), QPointF(x, bottom.bottom() + 2));
}

void CheckpointTimelineView::paintAxis(QPainter& painter) const
{
    const QRectF lanes = m_layout.laneRect(Lane::Offload);
    const double y = lanes.bottom() + 2;
    painter.setPen(palette().color(QPalette::Text));
    painter.drawLine(QPointF(lanes.left(), y), QPointF(lanes.right(), y));
    // Labels at round times, as many as their width allows in the font now (a fixed 120 pixels apart, the
    // presentation's larger labels ran into each other: "50.0 ms60.0 ms").
    const QFontMetricsF metrics(font());
    const double total = m_layout.totalMs();
    const double spacing = metrics.horizontalAdvance(tr("%1 ms").arg(milliseconds(total))) + 3 * metrics.averageCharWidth();
    const double rough = total / std::max(1.0, lanes.width() / std::max(spacing, 1.0));
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::max(rough, 1e-9))));
    double step = magnitude;
    for (const double factor : {1.0, 2.0, 5.0, 10.0})
        if (magnitude * factor >= rough) {
            step = magnitude * factor;
            break;
        }
    double labelsEnd = -1e9;
    for (double t = 0; t <= total + step * 1e-6; t += step) {
        const double x = m_layout.xOf(t);
        painter.drawLine(QPointF(x, y), QPointF(x, y + 4));
        const QString label = tr("%1 ms").arg(milliseconds(t));
        const double w = metrics.horizontalAdvance(label);
        const double left = std::min(x - w / 2, lanes.right() - w);
        if (left < labelsEnd + metrics.averageCharWidth())
            continue; // the last, pulled in from the edge, would cover the one before
        painter.drawText(QPointF(left, y + 4 + metrics.ascent()), label);
        labelsEnd = left + w;
    }
}

void CheckpointTimelineView::paintStack(QPainter& painter) const
{
    const QRectF area = stackArea();
    const double left = area.left();
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(palette().color(QPalette::Text));
    m_texts.draw(painter, QRectF(left, 0, stackWidth(), titleHeight()), liveTitle(m_state.liveBytes, m_state.peakBytes));
    painter.setFont(font());
    for (int k = 0; k < CheckpointPalette::kHeldCount; ++k) {
        const auto held = static_cast<Held>(k);
        const QRectF swatch(left, titleHeight() + k * legendRow() + 2, 22, legendRow() - 5);
        fillPatterned(painter, swatch, CheckpointPalette::heldColor(held), CheckpointPalette::heldBrush(held));
        painter.setPen(palette().color(QPalette::Mid));
        painter.drawRect(swatch);
        painter.setPen(palette().color(QPalette::Text));
        m_texts.draw(painter, QRectF(left + 28, swatch.top() - 2, stackWidth() - 28, legendRow()),
                  CheckpointPalette::heldLabel(held));
    }
    const QFontMetricsF metrics(font());
    const std::uint32_t n = m_chain.size();
    const double row = n > 0 ? area.height() / n : area.height();
    // Label every layer when rows are tall enough, else every few.
    const std::uint32_t labelEvery = row >= metrics.height() ? 1 : static_cast<std::uint32_t>(std::ceil(metrics.height() / std::max(row, 0.1)));
    for (std::uint32_t layer = 0; layer < n; ++layer) {
        const QRectF full = stackRow(layer);
        const auto held = heldAt(layer);
        if (held) {
            const double fraction = static_cast<double>(heldBytes(layer)) / static_cast<double>(m_maxLayerBytes);
            const QRectF bar(full.left(), full.top() + (row >= 4 ? 1 : 0), std::max(2.0, full.width() * fraction),
                             std::max(1.0, full.height() - (row >= 4 ? 2 : 0)));
            painter.save();
            if (*held == Held::Offloaded)
                painter.setOpacity(0.55); // away from the device: drawn faint
            fillPatterned(painter, bar, CheckpointPalette::heldColor(*held), CheckpointPalette::heldBrush(*held));
            painter.restore();
        }
        if ((layer + 1) % labelEvery == 0 || layer == 0) {
            painter.setPen(layer == m_state.nextBackward ? palette().color(QPalette::Highlight) : palette().color(QPalette::Text));
            painter.drawText(QRectF(left, full.center().y() - metrics.height() / 2, stackLabelWidth() - 4, metrics.height()),
                             Qt::AlignRight | Qt::AlignVCenter, tr("L%1").arg(layer + 1));
        }
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(left + stackLabelWidth(), area.top(), stackWidth() - stackLabelWidth(), area.height())
                         .adjusted(0, 0, -0.5, -0.5));
}

std::optional<std::uint32_t> CheckpointTimelineView::layerAt(const QPointF& point) const
{
    if (const auto box = m_layout.hitTest(point))
        return m_schedule.timeline[m_layout.boxes()[*box].op].layer;
    for (std::uint32_t layer = 0; layer < m_chain.size(); ++layer)
        if (stackRow(layer).contains(point))
            return layer;
    return std::nullopt;
}

void CheckpointTimelineView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        if (const auto layer = layerAt(event->position()))
            emit layerClicked(*layer);
    QWidget::mousePressEvent(event);
}

bool CheckpointTimelineView::event(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateAccessibility();
        relayout(); // the titles' lines
    }
    if (event->type() == QEvent::FontChange) // the lanes' labels and the legend take their room from the font
        relayout();
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QPointF point(help->pos());
        QString text = m_texts.fullTextAt(point);
        if (text.isEmpty()) {
            if (const auto box = m_layout.hitTest(point)) {
                text = boxTooltip(*box);
            } else {
                for (std::uint32_t layer = 0; layer < m_chain.size(); ++layer)
                    if (stackRow(layer).contains(point))
                        text = stackTooltip(layer);
            }
        }
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

QString CheckpointTimelineView::boxTooltip(std::size_t index) const
{
    const auto& box = m_layout.boxes()[index];
    const auto& op = m_schedule.timeline[box.op];
    const auto size = static_cast<std::uint64_t>(std::llabs(op.deltaBytes));
    QString text = tr("<b>%1, layer %2</b> (operation %3 of %4)<br>Memory: %5, %6 live after it<br>Time: %7 ms to %8 ms")
                       .arg(CheckpointPalette::laneLabel(box.lane))
                       .arg(op.layer + 1)
                       .arg(box.op + 1)
                       .arg(m_schedule.timeline.size())
                       .arg(bytes(size), bytes(op.liveBytes), milliseconds(box.startMs), milliseconds(box.endMs));
    if (op.stallMs > 0)
        text += tr("<br>Compute waited %1 ms for this copy.").arg(milliseconds(op.stallMs));
    text += QStringLiteral("<br>") + CheckpointText::explain(m_schedule.timeline, box.op).toHtmlEscaped();
    return text;
}

QString CheckpointTimelineView::stackTooltip(std::uint32_t layer) const
{
    const auto held = heldAt(layer);
    if (!held)
        return tr("Layer %1 holds nothing now.").arg(layer + 1);
    return tr("Layer %1: %2, %3").arg(layer + 1).arg(CheckpointPalette::heldLabel(*held), bytes(heldBytes(layer)));
}
