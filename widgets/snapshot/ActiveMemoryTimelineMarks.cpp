#include "widgets/snapshot/ActiveMemoryTimelineMarks.h"

#include "widgets/common/DisplayTheme.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <vector>

namespace {

constexpr double kSwatch = 22;
constexpr double kSwatchGap = 5;
constexpr double kItemGap = 16;

} // namespace

QColor ActiveMemoryTimelineMarks::reservedColor()
{
    return DisplayTheme::ink(DisplayTheme::Ink::Neutral);
}

QColor ActiveMemoryTimelineMarks::outOfMemoryColor()
{
    return DisplayTheme::ink(DisplayTheme::Ink::Vermillion);
}

QColor ActiveMemoryTimelineMarks::peakColor()
{
    return DisplayTheme::ink(DisplayTheme::Ink::Blue);
}

QColor ActiveMemoryTimelineMarks::annotationColor()
{
    return DisplayTheme::ink(DisplayTheme::Ink::BluishGreen);
}

double ActiveMemoryTimelineMarks::lineHeight() const
{
    return std::ceil(QFontMetricsF(m_font).height()) + 4;
}

QList<ActiveMemoryTimelineMarks::LegendItem> ActiveMemoryTimelineMarks::legendItems() const
{
    QList<LegendItem> items;
    if (m_marks.reserved)
        //: Legend of the active memory timeline: the line of the bytes the allocator holds from the device.
        items.append({tr("reserved"), false});
    for (const auto& pool : m_marks.pools)
        items.append({pool.label, true});
    return items;
}

template <typename Place>
int ActiveMemoryTimelineMarks::layoutLegend(double left, double top, double width, Place&& place) const
{
    const QList<LegendItem> items = legendItems();
    if (items.isEmpty())
        return 0;
    const QFontMetricsF metrics(m_font);
    const double line = lineHeight();
    int lines = 1;
    double x = left;
    for (const auto& item : items) {
        // A label longer than a whole line is elided to it rather than pushed past the edge.
        const double room = std::max(0.0, width - kSwatch - kSwatchGap);
        const QString text = metrics.elidedText(item.text, Qt::ElideRight, room);
        const double itemWidth = kSwatch + kSwatchGap + metrics.horizontalAdvance(text);
        if (x > left && x + itemWidth > left + width) {
            ++lines;
            x = left;
        }
        const double y = top + (lines - 1) * line;
        place(item, text, QRectF(x, y + (line - 12) / 2, kSwatch, 12),
              QRectF(x + kSwatch + kSwatchGap, y, itemWidth - kSwatch - kSwatchGap, line));
        x += itemWidth + kItemGap;
    }
    return lines;
}

double ActiveMemoryTimelineMarks::legendHeight(double width) const
{
    const int lines =
        layoutLegend(0, 0, width, [](const LegendItem&, const QString&, const QRectF&, const QRectF&) {});
    return lines * lineHeight();
}

void ActiveMemoryTimelineMarks::paintLegend(QPainter& painter, const QRectF& strip) const
{
    painter.save();
    painter.setFont(m_font);
    layoutLegend(strip.left(), strip.top(), strip.width(),
                 [&](const LegendItem& item, const QString& text, const QRectF& swatch, const QRectF& label) {
                     if (item.pool) {
                         // A pool's swatch is a band hatched as its bands are.
                         const QColor fill = ActiveMemoryTimelineBands::colorOf(0x200000);
                         painter.fillRect(swatch, fill);
                         painter.setPen(QPen(DisplayTheme::patternInk(fill), 1.5));
                         for (double c = swatch.left() + swatch.top() + 3;
                              c < swatch.right() + swatch.bottom(); c += 6) {
                             const double x0 = std::max(swatch.left(), c - swatch.bottom());
                             const double x1 = std::min(swatch.right(), c - swatch.top());
                             if (x1 > x0)
                                 painter.drawLine(QPointF(x0, c - x0), QPointF(x1, c - x1));
                         }
                     } else {
                         painter.setPen(QPen(reservedColor(), DisplayTheme::lineWidth(2.0)));
                         painter.drawLine(QPointF(swatch.left(), swatch.center().y()),
                                          QPointF(swatch.right(), swatch.center().y()));
                     }
                     painter.setPen(m_palette.color(QPalette::Text));
                     painter.drawText(label, Qt::AlignLeft | Qt::AlignVCenter, text);
                 });
    painter.restore();
}

QList<int> ActiveMemoryTimelineMarks::annotationRows() const
{
    // Greedily, in the order given: each range on the first row whose last range ended before it began.
    QList<int> rows;
    std::vector<std::size_t> rowEnds; // past the last event of each row's last range
    for (const auto& range : m_marks.annotations) {
        int row = 0;
        while (row < static_cast<int>(rowEnds.size()) && rowEnds[static_cast<std::size_t>(row)] > range.first)
            ++row;
        row = std::min(row, std::max(m_marks.annotationRows, 1) - 1);
        if (row >= static_cast<int>(rowEnds.size()))
            rowEnds.push_back(0);
        rowEnds[static_cast<std::size_t>(row)] =
            std::max(rowEnds[static_cast<std::size_t>(row)], range.last + 1);
        rows.append(row);
    }
    return rows;
}

double ActiveMemoryTimelineMarks::annotationHeight() const
{
    const QList<int> rows = annotationRows();
    const int count = rows.isEmpty() ? 0 : *std::max_element(rows.begin(), rows.end()) + 1;
    return count * lineHeight();
}

void ActiveMemoryTimelineMarks::paintAnnotations(QPainter& painter, const ActiveMemoryTimelinePlot& plot,
                                                 const QRectF& strip) const
{
    if (m_marks.annotations.isEmpty())
        return;
    painter.save();
    painter.setFont(m_font);
    const QFontMetricsF metrics(m_font);
    const QList<int> rows = annotationRows();
    const double line = lineHeight();
    const QColor ink = annotationColor();
    QColor wash = ink;
    wash.setAlphaF(0.22f);
    for (qsizetype i = 0; i < m_marks.annotations.size(); ++i) {
        const auto& range = m_marks.annotations[i];
        if (static_cast<double>(range.last + 1) <= plot.viewBegin ||
            static_cast<double>(range.first) >= plot.viewEnd)
            continue; // outside the events in view
        // Whole columns, as the bands are drawn: a range of one event is at least a column wide.
        const auto& shown = *plot.timeline;
        const double left = range.first < shown.firstEvent
                                ? plot.area.left()
                                : std::max(plot.xOfColumn(shown.columnOf(range.first)), plot.area.left());
        const double right =
            range.last >= shown.sampledEnd()
                ? plot.area.right()
                : std::min(plot.xOfColumn(shown.columnOf(range.last) + 1), plot.area.right());
        const QRectF band(left, strip.top() + rows[i] * line + 1, std::max(right - left, 2.0), line - 2);
        painter.setPen(QPen(ink, 1.0));
        painter.setBrush(wash);
        painter.drawRect(band);
        const QString text = metrics.elidedText(range.label, Qt::ElideRight, band.width() - 6);
        if (text.isEmpty() || text == QStringLiteral("…"))
            continue; // too narrow for a word: the tooltip names it
        painter.setPen(m_palette.color(QPalette::Text));
        painter.drawText(band.adjusted(3, 0, -3, 0), Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    painter.restore();
}

void ActiveMemoryTimelineMarks::paintReserved(QPainter& painter, const ActiveMemoryTimelinePlot& plot) const
{
    const auto& reserved = plot.timeline->reservedBytes;
    const std::size_t first = plot.firstVisibleColumn();
    const std::size_t end = std::min(plot.endVisibleColumn(), reserved.size());
    if (!m_marks.reserved || first >= end)
        return;
    QPolygonF line;
    plot.appendSteps(line, first, end, true, [&](std::size_t c) { return plot.yOf(reserved[c]); });
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(
        QPen(reservedColor(), DisplayTheme::lineWidth(2.0), Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter.drawPolyline(line);
    painter.restore();
}

void ActiveMemoryTimelineMarks::paintEventMarks(QPainter& painter, const ActiveMemoryTimelinePlot& plot) const
{
    painter.save();
    QFont small = m_font;
    small.setPointSizeF(m_font.pointSizeF() * 0.85);
    small.setBold(true);
    painter.setFont(small);
    const QFontMetricsF metrics(small);
    QList<QRectF> labels; // placed so far: a label that would cover one is left out, its line stays
    const auto mark = [&](std::size_t event, const QColor& colour, Qt::PenStyle style, const QString& text) {
        const double x = plot.centreOf(event);
        if (x < plot.area.left() || x > plot.area.right())
            return;
        painter.setPen(QPen(colour, DisplayTheme::lineWidth(2.0), style, Qt::FlatCap));
        painter.drawLine(QPointF(x, plot.area.top()), QPointF(x, plot.area.bottom()));
        const double width = metrics.horizontalAdvance(text) + 6;
        QRectF box(x - width / 2, plot.area.top() + 1, width, metrics.height() + 2);
        box.moveLeft(std::clamp(box.left(), plot.area.left() + 1, plot.area.right() - width - 1));
        // Below a label already there (an out-of-memory error at the peak), else left out.
        for (int tries = 0; tries < 2; ++tries)
            if (std::any_of(labels.begin(), labels.end(),
                            [&](const QRectF& other) { return other.intersects(box); }))
                box.translate(0, box.height() + 1);
        if (std::any_of(labels.begin(), labels.end(),
                        [&](const QRectF& other) { return other.intersects(box); }) ||
            box.bottom() > plot.area.bottom())
            return;
        labels.append(box);
        painter.fillRect(box, colour);
        painter.setPen(DisplayTheme::textOn(colour));
        painter.drawText(box, Qt::AlignCenter, text);
    };
    // Out-of-memory errors first: where one falls at the peak, its label keeps the top.
    for (const std::size_t event : m_marks.outOfMemoryEvents)
        //: The mark on the active memory timeline at an allocation that failed for lack of memory. Keep it
        //: short: it labels a line a few pixels wide.
        mark(event, outOfMemoryColor(), Qt::SolidLine, tr("OOM"));
    if (m_marks.peakEvent)
        //: The mark on the active memory timeline at the event where allocated memory peaks. Keep it short.
        mark(*m_marks.peakEvent, peakColor(), Qt::DashLine, tr("peak"));
    painter.restore();
}
