#include "widgets/snapshot/ActiveMemoryTimelineOverview.h"

#include "widgets/common/DisplayTheme.h"

#include <QPainter>
#include <QPolygonF>
#include <algorithm>

std::vector<std::uint64_t> ActiveMemoryTimelineOverview::columnTotals(const gml::ActiveMemoryTimeline& whole)
{
    std::vector<std::uint64_t> totals(whole.mergedBytes);
    totals.resize(whole.columnEvents.size());
    for (const auto& band : whole.bands)
        for (std::size_t k = 0; k < band.offsets.size() && band.firstColumn + k < totals.size(); ++k)
            totals[band.firstColumn + k] =
                std::max(totals[band.firstColumn + k], band.offsets[k] + band.size);
    return totals;
}

double ActiveMemoryTimelineOverview::xOfEvent(double event) const
{
    const double first = static_cast<double>(m_whole.firstEvent);
    const double span = std::max(static_cast<double>(m_whole.sampledEnd()) - first, 1.0);
    return m_strip.left() + m_strip.width() * (event - first) / span;
}

double ActiveMemoryTimelineOverview::eventAt(double x) const
{
    const double first = static_cast<double>(m_whole.firstEvent);
    const double span = static_cast<double>(m_whole.sampledEnd()) - first;
    return first + (x - m_strip.left()) / std::max(m_strip.width(), 1.0) * span;
}

void ActiveMemoryTimelineOverview::paint(QPainter& painter, const QPalette& palette, double begin,
                                         double end) const
{
    painter.save();
    painter.setPen(palette.color(QPalette::Mid));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(m_strip);
    const std::uint64_t top = m_totals.empty() ? 0 : *std::max_element(m_totals.begin(), m_totals.end());
    if (top > 0) {
        // The outline of the whole trace, one point per column (its right edge), filled down to the base.
        const QRectF inner = m_strip.adjusted(1, 2, -1, -1);
        const double columns = static_cast<double>(m_totals.size());
        QPolygonF outline;
        outline << inner.bottomLeft();
        for (std::size_t c = 0; c < m_totals.size(); ++c) {
            const double y =
                inner.bottom() - inner.height() * static_cast<double>(m_totals[c]) / static_cast<double>(top);
            outline << QPointF(inner.left() + inner.width() * static_cast<double>(c) / columns, y)
                    << QPointF(inner.left() + inner.width() * static_cast<double>(c + 1) / columns, y);
        }
        outline << inner.bottomRight();
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette.color(QPalette::Mid));
        painter.drawPolygon(outline);
    }
    // The view: a frame in the highlight colour, at least a few pixels wide however far one zooms in.
    const double left = std::clamp(xOfEvent(begin), m_strip.left(), m_strip.right());
    const double right = std::clamp(xOfEvent(end), m_strip.left(), m_strip.right());
    QRectF window(left, m_strip.top(), std::max(right - left, 4.0), m_strip.height());
    window.moveLeft(std::min(window.left(), m_strip.right() - window.width()));
    QColor wash = palette.color(QPalette::Highlight);
    wash.setAlphaF(0.25);
    painter.setBrush(wash);
    painter.setPen(QPen(palette.color(QPalette::Highlight), DisplayTheme::lineWidth(2.0)));
    painter.drawRect(window);
    painter.restore();
}
