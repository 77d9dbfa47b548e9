#include "widgets/run/RunLanesView.h"

#include "app/content/common/NumberText.h"
#include "widgets/common/DisplayTheme.h"
#include "widgets/common/ErrorMessageLabel.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTextLayout>
#include <QToolTip>
#include <algorithm>
#include <cmath>

namespace {

constexpr double kMargin = 8;
constexpr double kGap = 10;

// A tick step of 1, 2 or 5 times a power of ten that gives at most `most` steps over `span`.
double niceStep(double span, int most)
{
    if (span <= 0 || most < 1)
        return 1;
    const double raw = span / most;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 5.0, 10.0})
        if (factor * power >= raw)
            return factor * power;
    return 10 * power;
}

QColor allocatedInk()
{
    return DisplayTheme::ink(DisplayTheme::Ink::Blue);
}

QColor reservedInk()
{
    return DisplayTheme::ink(DisplayTheme::Ink::Orange);
}

QColor outOfMemoryInk()
{
    return DisplayTheme::ink(DisplayTheme::Ink::Vermillion);
}

} // namespace

RunLanesView::RunLanesView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("runLanes"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setCursor(Qt::PointingHandCursor);
    // Reached with Tab: Up and Down choose a lane, Left and Right (with Shift, ten times as far), Home and
    // End a moment, Enter opens it, as a click does.
    setFocusPolicy(Qt::StrongFocus);
}

void RunLanesView::setLanes(std::vector<gml::RunEntry> lanes)
{
    m_lanes = std::move(lanes);
    m_keyLane = std::clamp(m_keyLane, 0, std::max(0, static_cast<int>(m_lanes.size()) - 1));
    updateGeometry();
    update();
}

void RunLanesView::setAxis(Axis axis)
{
    m_axis = axis;
    update();
}

double RunLanesView::textWidthAt(double width) const
{
    // The figures take about a quarter of the width: enough for a rank's sentences in any language at
    // presentation size, while the curves keep most of it.
    const QFontMetricsF metrics(font());
    return std::clamp(width * 0.27, std::min(metrics.averageCharWidth() * 18, width * 0.4), width * 0.4);
}

QStringList RunLanesView::linesOf(const gml::RunEntry& entry) const
{
    QStringList lines{
        figuresOf(entry),
        tr("Idle in the cache at the peak: %1%").arg(std::lround(entry.cachedFractionAtPeak * 100))};
    if (entry.oomEvents > 0)
        lines.append(tr("%n out-of-memory event(s)", "",
                        static_cast<int>(std::min<std::uint64_t>(entry.oomEvents, INT32_MAX))));
    if (entry.outOfMemoryExit)
        lines.append(tr("The job stopped here: out of memory."));
    return lines;
}

double RunLanesView::laneNeed(double width) const
{
    // Every lane as tall as the most any lane's figures need at this width (wrapped, never cut), and tall
    // enough that a curve still shows its shape.
    const QFontMetricsF metrics(font());
    const double textWidth = textWidthAt(width);
    QFont bold = font();
    bold.setBold(true);
    double need = metrics.lineSpacing() * 4.6;
    for (const auto& entry : m_lanes) {
        double text = PaintedText::height(bold, textWidth, titleOf(entry), 2);
        for (const QString& line : linesOf(entry))
            text += PaintedText::height(font(), textWidth, line, 3);
        need = std::max(need, text);
    }
    return need + kGap;
}

double RunLanesView::axisHeight() const
{
    return QFontMetricsF(font()).lineSpacing() * 2.6;
}

QSize RunLanesView::sizeHint() const
{
    const QFontMetricsF metrics(font());
    const auto lanes = static_cast<double>(std::max<std::size_t>(m_lanes.size(), 1));
    const double lane = std::max(laneNeed(900), metrics.lineSpacing() * 7);
    return QSize(900, static_cast<int>(std::ceil(legendHeight(900) + lanes * lane + axisHeight())));
}

QSize RunLanesView::minimumSizeHint() const
{
    const double width = std::max(320.0, QFontMetricsF(font()).averageCharWidth() * 40);
    return QSize(static_cast<int>(width), heightForWidth(std::max(static_cast<int>(width), this->width())));
}

int RunLanesView::heightForWidth(int width) const
{
    const auto lanes = static_cast<double>(std::max<std::size_t>(m_lanes.size(), 1));
    return static_cast<int>(std::ceil(legendHeight(width) + lanes * laneNeed(width) + axisHeight()));
}

QList<std::pair<RunLanesView::LegendLook, QString>> RunLanesView::legendEntries() const
{
    bool capacity = false;
    bool outOfMemory = false;
    for (const auto& entry : m_lanes) {
        capacity = capacity || entry.capacityBytes.has_value();
        outOfMemory = outOfMemory || entry.outOfMemoryExit;
    }
    QList<std::pair<LegendLook, QString>> entries{{LegendLook::Fill, tr("Allocated (active) memory")},
                                                  {LegendLook::Line, tr("Reserved memory")}};
    if (capacity)
        entries.append({LegendLook::Dash, tr("Device capacity")});
    if (outOfMemory)
        entries.append({LegendLook::Mark, tr("Ran out of memory")});
    return entries;
}

double RunLanesView::legendTextWidth(const QString& name, double width) const
{
    // Measured as PaintedText lays it out (QTextLayout): for Bengali, QFontMetricsF's advance came out
    // narrower than the shaped line, and a name that fits wrapped onto a second line.
    QTextLayout layout(name, font());
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setLineWidth(1e6);
    const double natural = line.naturalTextWidth();
    layout.endLayout();
    const double swatch = QFontMetricsF(font()).height() * 1.6;
    return std::max(1.0, std::min(std::ceil(natural) + 2, width - 2 * kMargin - swatch - 6));
}

double RunLanesView::legendHeight(double width) const
{
    // The legend's entries flow in rows; measured as painted (paintLegend takes the same steps).
    const QFontMetricsF metrics(font());
    const double swatch = metrics.height() * 1.6;
    double x = kMargin;
    double rows = 1;
    double rowLines = 1;
    for (const auto& [look, name] : legendEntries()) {
        const double textWidth = legendTextWidth(name, width);
        const double entry = swatch + 6 + textWidth + 18;
        if (x + entry > width - kMargin && x > kMargin) {
            ++rows;
            x = kMargin;
        }
        // A name wider than the whole width wraps within its entry.
        rowLines =
            std::max(rowLines, PaintedText::height(font(), textWidth, name, 3) / metrics.lineSpacing());
        x += entry;
    }
    return rows * metrics.lineSpacing() * (rowLines + 1) + kMargin;
}

RunLanesView::Layout RunLanesView::layout() const
{
    Layout l;
    l.legendHeight = legendHeight(width());
    l.axisHeight = axisHeight();
    const auto lanes = static_cast<double>(std::max<std::size_t>(m_lanes.size(), 1));
    l.laneHeight = std::max(laneNeed(width()), (height() - l.legendHeight - l.axisHeight) / lanes);
    l.textWidth = textWidthAt(width());
    const double left = kMargin + l.textWidth + kGap;
    l.plots = QRectF(left, l.legendHeight, std::max(10.0, width() - left - kMargin), lanes * l.laneHeight);
    return l;
}

QRectF RunLanesView::plotRect(int lane) const
{
    const Layout l = layout();
    const double top = l.legendHeight + lane * l.laneHeight;
    return QRectF(l.plots.left(), top + kGap / 2, l.plots.width(), l.laneHeight - kGap);
}

double RunLanesView::longestDurationUs() const
{
    std::int64_t longest = 0;
    for (const auto& entry : m_lanes)
        if (entry.lane.hasTime)
            longest = std::max(longest, entry.lane.durationUs);
    return static_cast<double>(longest);
}

double RunLanesView::fractionOf(const gml::RunEntry& entry, const gml::LanePoint& point) const
{
    const double longest = longestDurationUs();
    // A file without times (older PyTorch) can only be placed by position, on either axis.
    if (m_axis == Axis::Position || !entry.lane.hasTime || longest <= 0)
        return point.position;
    return static_cast<double>(point.timeUs) / longest;
}

std::uint64_t RunLanesView::scaleBytes() const
{
    std::uint64_t scale = 0;
    for (const auto& entry : m_lanes) {
        scale = std::max({scale, entry.peakReservedBytes, entry.peakAllocatedBytes});
        if (entry.capacityBytes)
            scale = std::max(scale, *entry.capacityBytes);
    }
    return std::max<std::uint64_t>(scale, 1);
}

double RunLanesView::positionIn(int lane, double fraction) const
{
    // In time, the shared axis runs to the longest file's end: a shorter file's end comes before the right
    // edge.
    const gml::RunEntry& entry = m_lanes[static_cast<std::size_t>(lane)];
    const double longest = longestDurationUs();
    double at = fraction;
    if (m_axis == Axis::Time && entry.lane.hasTime && longest > 0)
        at =
            entry.lane.durationUs > 0 ? fraction * longest / static_cast<double>(entry.lane.durationUs) : 0.0;
    return std::clamp(at, 0.0, 1.0);
}

int RunLanesView::laneAt(QPointF point, double* position) const
{
    for (int lane = 0; lane < static_cast<int>(m_lanes.size()); ++lane) {
        const QRectF plot = plotRect(lane);
        if (point.y() < plot.top() || point.y() > plot.bottom() || point.x() < plot.left() - 2 ||
            point.x() > plot.right() + 2)
            continue;
        if (position != nullptr)
            *position = positionIn(lane, std::clamp((point.x() - plot.left()) / plot.width(), 0.0, 1.0));
        return lane;
    }
    return -1;
}

QString RunLanesView::titleOf(const gml::RunEntry& entry) const
{
    if (entry.rank && entry.deviceCount > 1)
        return tr("Rank %1 (device %2 of the file)").arg(*entry.rank).arg(entry.device);
    if (entry.rank)
        return tr("Rank %1").arg(*entry.rank);
    //: A lane whose file name says no rank: %1 is the file's path within the run.
    return tr("Unknown rank: %1").arg(QString::fromStdString(entry.relativePath));
}

QString RunLanesView::figuresOf(const gml::RunEntry& entry) const
{
    return tr("Peak %1 allocated, %2 reserved")
        .arg(NumberText::bytes(entry.peakAllocatedBytes), NumberText::bytes(entry.peakReservedBytes));
}

void RunLanesView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    m_text.clear();
    const Layout l = layout();
    paintLegend(painter, QRectF(0, 0, width(), l.legendHeight));
    if (m_lanes.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        m_text.draw(painter, QRectF(kMargin, l.legendHeight, width() - 2 * kMargin, l.laneHeight),
                    tr("No rank of this step has loaded yet."));
        return;
    }
    const std::uint64_t scale = scaleBytes();
    for (std::size_t lane = 0; lane < m_lanes.size(); ++lane) {
        const QRectF plot = plotRect(static_cast<int>(lane));
        const QRectF text(kMargin, plot.top(), l.textWidth, plot.height());
        paintLane(painter, m_lanes[lane], text, plot, scale);
    }
    paintAxis(painter, l.plots, l.plots.bottom());
    if (hasFocus() && m_keyLane < static_cast<int>(m_lanes.size())) {
        // The keyboard's moment: a line across the chosen lane, and the lane framed.
        const QRectF plot = plotRect(m_keyLane);
        const double x = plot.left() + m_keyFraction * plot.width();
        painter.setPen(QPen(palette().color(QPalette::Highlight), DisplayTheme::lineWidth(2)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(plot.adjusted(-1, -1, 1, 1));
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
}

void RunLanesView::paintLegend(QPainter& painter, const QRectF& rect)
{
    const QFontMetricsF metrics(font());
    const double swatch = metrics.height() * 1.6;
    double rowLines = 1;
    for (const auto& [look, name] : legendEntries())
        rowLines =
            std::max(rowLines, PaintedText::height(font(), legendTextWidth(name, rect.width()), name, 3) /
                                   metrics.lineSpacing());
    const double rowHeight = metrics.lineSpacing() * (rowLines + 1);
    double x = rect.left() + kMargin;
    double y = rect.top() + kMargin / 2;
    for (const auto& [look, name] : legendEntries()) {
        const double textWidth = legendTextWidth(name, rect.width());
        const double entry = swatch + 6 + textWidth + 18;
        if (x + entry > rect.right() - kMargin && x > rect.left() + kMargin) {
            x = rect.left() + kMargin;
            y += rowHeight;
        }
        const double middle = y + rowHeight / 2;
        const QRectF box(x, middle - metrics.height() / 2, swatch, metrics.height());
        switch (look) {
        case LegendLook::Fill: {
            QColor fill = allocatedInk();
            fill.setAlphaF(0.45f);
            painter.fillRect(box, fill);
            painter.setPen(QPen(allocatedInk(), DisplayTheme::lineWidth(1.5)));
            painter.drawLine(box.topLeft(), box.topRight());
            break;
        }
        case LegendLook::Line:
            painter.setPen(QPen(reservedInk(), DisplayTheme::lineWidth(2)));
            painter.drawLine(QPointF(box.left(), middle), QPointF(box.right(), middle));
            break;
        case LegendLook::Dash:
            painter.setPen(QPen(DisplayTheme::ink(DisplayTheme::Ink::Neutral), DisplayTheme::lineWidth(1.5),
                                Qt::DashLine));
            painter.drawLine(QPointF(box.left(), middle), QPointF(box.right(), middle));
            break;
        case LegendLook::Mark:
            painter.setPen(QPen(outOfMemoryInk(), DisplayTheme::lineWidth(2.5)));
            painter.drawLine(QPointF(box.center().x(), box.top()), QPointF(box.center().x(), box.bottom()));
            break;
        }
        painter.setPen(palette().color(QPalette::WindowText));
        m_text.draw(painter, QRectF(x + swatch + 6, y, textWidth, rowHeight), name);
        x += entry;
    }
}

void RunLanesView::paintLane(QPainter& painter, const gml::RunEntry& entry, const QRectF& text,
                             const QRectF& plot, std::uint64_t scale)
{
    const QFontMetricsF metrics(font());
    // The figures: the rank's name in bold, then one line each (wrapped when the column is narrow).
    const QStringList lines = linesOf(entry);
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(palette().color(QPalette::WindowText));
    const double titleHeight =
        std::min(text.height(), PaintedText::height(bold, text.width(), titleOf(entry), 2));
    m_text.draw(painter, QRectF(text.left(), text.top(), text.width(), titleHeight), titleOf(entry));
    painter.setFont(font());
    double y = text.top() + titleHeight;
    for (int i = 0; i < lines.size() && y < text.bottom() - 1; ++i) {
        const bool last = i == lines.size() - 1;
        double h = PaintedText::height(font(), text.width(), lines[i], 3);
        // The last line to fit takes what is left, and is shortened (with a tooltip) if it needs more.
        if (y + h > text.bottom() || (!last && y + h + metrics.lineSpacing() > text.bottom()))
            h = std::max(metrics.lineSpacing(), text.bottom() - y);
        // The exit sentence in the red error text takes on this background (at least 4.5:1), not the
        // lighter vermillion of the mark, which is a line and needs less.
        painter.setPen(entry.outOfMemoryExit && last
                           ? ErrorMessageLabel::errorColor(palette().color(QPalette::Window),
                                                           DisplayTheme::highContrast())
                           : palette().color(QPalette::WindowText));
        m_text.draw(painter, QRectF(text.left(), y, text.width(), h), lines[i]);
        y += h;
    }

    // The plot: a frame, the shared scale at its top, the curves.
    painter.setPen(QPen(palette().color(QPalette::Mid), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);
    const auto yOf = [&](std::uint64_t bytes) {
        return plot.bottom() - static_cast<double>(bytes) / static_cast<double>(scale) * plot.height();
    };
    const auto& points = entry.lane.points;
    if (!points.empty()) {
        QPainterPath allocated;
        QPolygonF reserved;
        allocated.moveTo(plot.left() + fractionOf(entry, points.front()) * plot.width(), plot.bottom());
        for (const auto& point : points) {
            const double x = plot.left() + fractionOf(entry, point) * plot.width();
            allocated.lineTo(x, yOf(point.allocatedBytes));
            reserved.append(QPointF(x, yOf(point.reservedBytes)));
        }
        allocated.lineTo(plot.left() + fractionOf(entry, points.back()) * plot.width(), plot.bottom());
        allocated.closeSubpath();
        QColor fill = allocatedInk();
        fill.setAlphaF(0.45f);
        painter.setPen(QPen(allocatedInk(), DisplayTheme::lineWidth(1)));
        painter.setBrush(fill);
        painter.drawPath(allocated);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(reservedInk(), DisplayTheme::lineWidth(2)));
        painter.drawPolyline(reserved);
        if (entry.outOfMemoryExit) {
            const double x = plot.left() + fractionOf(entry, points.back()) * plot.width();
            painter.setPen(QPen(outOfMemoryInk(), DisplayTheme::lineWidth(3)));
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        }
    }
    if (entry.capacityBytes) {
        painter.setPen(
            QPen(DisplayTheme::ink(DisplayTheme::Ink::Neutral), DisplayTheme::lineWidth(1.5), Qt::DashLine));
        const double capacityY = yOf(*entry.capacityBytes);
        painter.drawLine(QPointF(plot.left(), capacityY), QPointF(plot.right(), capacityY));
    }
    painter.setPen(palette().color(QPalette::WindowText));
    const QString top = NumberText::bytes(scale);
    painter.drawText(QRectF(plot.left() + 4, plot.top() + 2, plot.width() - 8, metrics.lineSpacing()),
                     Qt::AlignLeft | Qt::AlignTop, top);
}

QString RunLanesView::tickLabel(double value, double span) const
{
    if (m_axis == Axis::Position)
        return tr("%1%").arg(std::lround(value * 100));
    // Time in the unit the whole axis reads best in.
    if (span < 2000)
        return tr("%1 µs").arg(std::llround(value));
    if (span < 2'000'000)
        return NumberText::milliseconds(value / 1000, span < 20'000 ? 1 : 0);
    return tr("%1 s").arg(QString::number(value / 1'000'000, 'f', span < 20'000'000 ? 1 : 0));
}

void RunLanesView::paintAxis(QPainter& painter, const QRectF& plots, double top)
{
    const QFontMetricsF metrics(font());
    const bool time = m_axis == Axis::Time && longestDurationUs() > 0;
    const double span = time ? longestDurationUs() : 1.0;
    // As many ticks as their labels have room for, each label twice its own width apart.
    const double widest = std::max(metrics.horizontalAdvance(tickLabel(span, span)),
                                   metrics.horizontalAdvance(tickLabel(0, span)));
    const int most = std::max(1, static_cast<int>(plots.width() / (widest * 2 + 8)));
    const double step = time ? niceStep(span, most) : niceStep(1.0, std::min(most, 10));
    painter.setPen(palette().color(QPalette::WindowText));
    double lastRight = -1e9;
    for (double value = 0; value <= span * (1 + 1e-9); value += step) {
        const double x = plots.left() + value / span * plots.width();
        painter.drawLine(QPointF(x, top), QPointF(x, top + 4));
        const QString label = tickLabel(value, span);
        const double w = metrics.horizontalAdvance(label);
        const double left = std::clamp(x - w / 2, plots.left() - kMargin, plots.right() + kMargin - w);
        if (left < lastRight + 8)
            continue;
        painter.drawText(QRectF(left, top + 4, w + 1, metrics.lineSpacing()), Qt::AlignCenter, label);
        lastRight = left + w;
    }
    const QString title = time ? tr("Time since each file's first event")
                               : tr("Position in the step, from its first event to its last");
    m_text.draw(
        painter,
        QRectF(plots.left(), top + 4 + metrics.lineSpacing(), plots.width(), metrics.lineSpacing() * 1.4),
        title);
}

void RunLanesView::mousePressEvent(QMouseEvent* event)
{
    double position = 0;
    const int lane = laneAt(event->position(), &position);
    if (lane >= 0 && event->button() == Qt::LeftButton)
        emit momentChosen(lane, position);
    QWidget::mousePressEvent(event);
}

void RunLanesView::keyPressEvent(QKeyEvent* event)
{
    if (m_lanes.empty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int last = static_cast<int>(m_lanes.size()) - 1;
    const double step = event->modifiers() & Qt::ShiftModifier ? 0.1 : 0.01;
    switch (event->key()) {
    case Qt::Key_Left:
        m_keyFraction = std::max(0.0, m_keyFraction - step);
        break;
    case Qt::Key_Right:
        m_keyFraction = std::min(1.0, m_keyFraction + step);
        break;
    case Qt::Key_Home:
        m_keyFraction = 0;
        break;
    case Qt::Key_End:
        m_keyFraction = 1;
        break;
    case Qt::Key_Up:
        m_keyLane = std::max(0, std::min(m_keyLane, last) - 1);
        break;
    case Qt::Key_Down:
        m_keyLane = std::min(last, m_keyLane + 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        m_keyLane = std::min(m_keyLane, last);
        emit momentChosen(m_keyLane, positionIn(m_keyLane, m_keyFraction));
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    update();
}

bool RunLanesView::event(QEvent* event)
{
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        update();
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString full = m_text.fullTextAt(help->pos());
        if (!full.isEmpty())
            QToolTip::showText(help->globalPos(), full, this);
        else if (laneAt(help->pos(), nullptr) >= 0)
            QToolTip::showText(help->globalPos(), tr("Click to open this rank's snapshot at this moment."),
                               this);
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        updateGeometry();
    return QWidget::event(event);
}
