#include "widgets/common/PaintedText.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace {

struct Line
{
    int start = 0;
    int length = 0;
};

// The lines `text` wraps into at `width` (all of them).
QList<Line> wrap(const QFont& font, double width, const QString& text)
{
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QList<Line> lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(std::max(1.0, width));
        lines.append({line.textStart(), line.textLength()});
    }
    layout.endLayout();
    return lines;
}

} // namespace

double PaintedText::height(const QFont& font, double width, const QString& text, int maxLines)
{
    const auto lines = static_cast<int>(wrap(font, width, text).size());
    return QFontMetricsF(font).lineSpacing() * std::clamp(lines, 1, std::max(1, maxLines));
}

void PaintedText::draw(QPainter& painter, const QRectF& rect, const QString& text)
{
    const QFont font = painter.font();
    const QFontMetricsF metrics(font);
    const double spacing = metrics.lineSpacing();
    const QList<Line> lines = wrap(font, rect.width(), text);
    const int room = std::max(1, static_cast<int>(std::floor((rect.height() + 1) / spacing)));
    const int shown = std::min(room, static_cast<int>(lines.size()));
    const bool shortened = shown < lines.size();
    double y = rect.top() + std::max(0.0, (rect.height() - shown * spacing) / 2);
    for (int i = 0; i < shown; ++i, y += spacing) {
        QString part = text.mid(lines[i].start, lines[i].length).trimmed();
        if (i == shown - 1 && shortened)
            part = metrics.elidedText(text.mid(lines[i].start).simplified(), Qt::ElideRight, rect.width());
        painter.drawText(QRectF(rect.left(), y, rect.width(), spacing), Qt::AlignLeft | Qt::AlignVCenter, part);
    }
    if (shortened)
        m_shortened.append({rect, text});
}

QString PaintedText::fullTextAt(QPointF point) const
{
    for (const auto& [rect, text] : m_shortened)
        if (rect.contains(point))
            return text;
    return {};
}
