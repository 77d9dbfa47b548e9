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
    const double barHeight = std::clamp(rect.height() * 0.14, 4.0, 9.0);
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
    const QRectF body(rect.left(), rect.top(), rect.width(), track.top() - rect.top());

    // The big number, and under it the owner (or the logical index) when there is room.
    const double side = std::min(rect.width(), rect.height());
    if (side >= 16 && !title.isEmpty()) {
        painter.setPen(ink);
        const bool roomy = body.height() >= 30 && rect.width() >= 30;
        painter.setFont(scaledFont(font, side >= 44 ? 1.35 : 1.0, true));
        const QRectF titleRect =
            roomy ? QRectF(body.left(), body.top() + body.height() * 0.08, body.width(), body.height() * 0.5)
                  : body;
        painter.drawText(titleRect, Qt::AlignCenter, title);
        if (roomy) {
            // A word longer than the tile ("isiyotumika" at presentation size) is drawn smaller, down to
            // six tenths of the text, then shortened: the tile's tooltip says it in full.
            const QString text = note.isEmpty() ? subtitle : note;
            const double room = body.width() - 4;
            QFont small = scaledFont(font, 0.8);
            const double needed = QFontMetricsF(small).horizontalAdvance(text);
            if (needed > room && needed > 0)
                small = scaledFont(font, std::max(0.6, 0.8 * room / needed));
            painter.setFont(small);
            painter.drawText(
                QRectF(body.left(), titleRect.bottom(), body.width(), body.bottom() - titleRect.bottom()),
                Qt::AlignHCenter | Qt::AlignTop, QFontMetricsF(small).elidedText(text, Qt::ElideRight, room));
        }
    }
    // Prefix-cached: a folded corner, top left.
    if (cached) {
        const double corner = std::clamp(side * 0.3, 6.0, 16.0);
        painter.setPen(QPen(Qt::white, 1));
        painter.setBrush(KvBlockPalette::cachedMarkColor());
        painter.drawPolygon(QPolygonF{rect.topLeft(), rect.topLeft() + QPointF(corner, 0),
                                      rect.topLeft() + QPointF(0, corner)});
    }
    // Shared: a badge with the reference count, top right.
    if (refCount > 1 && side >= 20) {
        const QString count = QStringLiteral("×%1").arg(refCount);
        const QFont badgeFont = scaledFont(font, 0.8, true);
        const QFontMetricsF metrics(badgeFont);
        const double width = metrics.horizontalAdvance(count) + 8;
        const QRectF badge(rect.right() - width - 2, rect.top() + 2, width, metrics.height());
        painter.setPen(QPen(Qt::white, 1));
        painter.setBrush(KvBlockPalette::badgeColor());
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
        painter.setFont(badgeFont);
        painter.drawText(badge, Qt::AlignCenter, count);
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
