#include "widgets/kvcache/KvBlockCell.h"

#include <QFontMetricsF>

#include "widgets/kvcache/KvBlockPalette.h"

#include <QPainter>
#include <algorithm>

QFont KvBlockCell::scaledFont(const QFont& base, double factor, bool bold)
{
    QFont font = base;
    font.setPointSizeF(std::max(6.0, base.pointSizeF() * factor));
    font.setBold(bold);
    return font;
}

namespace {

double barHeightOf(const QRectF& rect)
{
    return std::clamp(rect.height() * 0.14, 4.0, 9.0);
}

} // namespace

KvBlockCell::Places KvBlockCell::places(const QRectF& rect, const QFont& font) const
{
    Places places;
    const double side = std::min(rect.width(), rect.height());
    if (refCount > 1 && side >= 20) {
        const QFont badgeFont = scaledFont(font, 0.8, true);
        const QFontMetricsF metrics(badgeFont);
        const double width = metrics.horizontalAdvance(QStringLiteral("×%1").arg(refCount)) + 8;
        places.badge = QRectF(rect.right() - width - 2, rect.top() + 2, width, metrics.height());
    }
    if (side < 16 || title.isEmpty())
        return places;
    const double trackTop = rect.bottom() - barHeightOf(rect) - 3;
    QRectF body(rect.left(), rect.top(), rect.width(), trackTop - rect.top());
    places.titleFont = scaledFont(font, side >= 44 ? 1.35 : 1.0, true);
    double titleWidth = QFontMetricsF(places.titleFont).horizontalAdvance(title);
    // A centred number that would reach under the badge starts below it instead.
    if (!places.badge.isNull() && rect.center().x() + titleWidth / 2 + 2 > places.badge.left())
        body.setTop(places.badge.bottom() + 1);
    // A number taller or wider than a small tile (presentation's text in a crowded pool) is drawn smaller.
    const auto heightOf = [](const QFontMetricsF& metrics) { return metrics.ascent() + metrics.descent() * 0.5; };
    const double fit = std::min(body.height() / heightOf(QFontMetricsF(places.titleFont)), (rect.width() - 2) / titleWidth);
    if (fit < 1.0)
        places.titleFont.setPointSizeF(std::max(5.0, places.titleFont.pointSizeF() * fit * 0.95));
    const QFontMetricsF titleMetrics(places.titleFont);
    titleWidth = titleMetrics.horizontalAdvance(title);
    // A word longer than the tile ("isiyotumika" at presentation size) is drawn smaller, down to six tenths
    // of the text, then shortened: the tile's tooltip says it in full.
    const QString text = note.isEmpty() ? subtitle : note;
    const double room = body.width() - 4;
    places.lineFont = scaledFont(font, 0.8);
    const double needed = QFontMetricsF(places.lineFont).horizontalAdvance(text);
    if (needed > room && needed > 0)
        places.lineFont = scaledFont(font, std::max(0.6, 0.8 * room / needed));
    const QFontMetricsF lineMetrics(places.lineFont);
    // The line goes under the number where both fit in the height; otherwise the number alone, centred.
    const double titleHeight = heightOf(titleMetrics);
    const double lineHeight = lineMetrics.ascent() + lineMetrics.descent();
    const bool roomy = !text.isEmpty() && rect.width() >= 30 && body.height() >= titleHeight + lineHeight + 2;
    const double top = roomy ? body.top() + (body.height() - titleHeight - lineHeight) / 2
                             : body.center().y() - titleHeight / 2;
    places.title = QRectF(rect.center().x() - titleWidth / 2, top, titleWidth, titleHeight);
    if (!roomy)
        return places;
    places.lineText = lineMetrics.elidedText(text, Qt::ElideRight, room);
    const double lineWidth = lineMetrics.horizontalAdvance(places.lineText);
    places.line = QRectF(rect.center().x() - lineWidth / 2, places.title.bottom() + 1, lineWidth, lineHeight);
    return places;
}

void KvBlockCell::paint(QPainter& painter, const QRectF& rect, const QFont& font,
                        const QColor& highlight) const
{
    painter.save();
    painter.setOpacity(opacity);
    painter.fillRect(rect, color);
    if (pattern.style() != Qt::NoBrush)
        painter.fillRect(rect, pattern);
    const QColor ink = KvBlockPalette::textOn(color);

    // The fill bar along the bottom, with a tick per slot while slotCount are wide enough to count.
    const double barHeight = barHeightOf(rect);
    const QRectF track(rect.left() + 3, rect.bottom() - barHeight - 3, rect.width() - 6, barHeight);
    if (slotCount > 0 && rect.width() >= 22) {
        painter.fillRect(track, KvBlockPalette::fillTrackColor());
        painter.fillRect(
            QRectF(track.topLeft(), QSizeF(track.width() * std::clamp(fill, 0.0, 1.0), track.height())),
            KvBlockPalette::fillColor());
        const double slot = track.width() / slotCount;
        if (slot >= 5) {
            painter.setPen(QPen(KvBlockPalette::fillTrackColor(), 1));
            for (std::uint32_t s = 1; s < slotCount; ++s)
                painter.drawLine(QPointF(track.left() + s * slot, track.top()),
                                 QPointF(track.left() + s * slot, track.bottom()));
        }
    }

    // The big number, and under it the owner (or the logical index) when there is room.
    const Places at = places(rect, font);
    painter.setPen(ink);
    if (!at.title.isNull()) {
        painter.setFont(at.titleFont);
        painter.drawText(at.title.adjusted(-2, 0, 2, 4), Qt::AlignHCenter | Qt::AlignTop, title);
    }
    if (!at.line.isNull()) {
        painter.setFont(at.lineFont);
        painter.drawText(at.line.adjusted(-2, 0, 2, 0), Qt::AlignHCenter | Qt::AlignTop, at.lineText);
    }
    const double side = std::min(rect.width(), rect.height());
    // Prefix-cached: a folded corner, top left.
    if (cached) {
        const double corner = std::clamp(side * 0.3, 6.0, 16.0);
        painter.setPen(QPen(Qt::white, 1));
        painter.setBrush(KvBlockPalette::cachedMarkColor());
        painter.drawPolygon(QPolygonF{rect.topLeft(), rect.topLeft() + QPointF(corner, 0),
                                      rect.topLeft() + QPointF(0, corner)});
    }
    // Shared: a badge with the reference count, top right.
    if (!at.badge.isNull()) {
        painter.setPen(QPen(Qt::white, 1));
        painter.setBrush(KvBlockPalette::badgeColor());
        painter.drawRoundedRect(at.badge, at.badge.height() / 2, at.badge.height() / 2);
        painter.setFont(scaledFont(font, 0.8, true));
        painter.drawText(at.badge, Qt::AlignCenter, QStringLiteral("×%1").arg(refCount));
    }
    painter.setBrush(Qt::NoBrush);
    if (highlighted) {
        painter.setPen(QPen(highlight, 3));
        painter.drawRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5));
    } else {
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1));
        painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5));
    }
    painter.restore();
}
