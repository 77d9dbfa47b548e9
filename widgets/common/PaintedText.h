#pragma once

#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>

#include <utility>

class QPainter;

// Text that a view paints itself (a heading over a pane, a name beside a swatch) and that must fit its place
// in any language and at presentation size: it wraps at word boundaries onto as many lines as its place
// has, and only when even those are too few is the last line elided. A view keeps one PaintedText, paints
// its texts through it, and asks it for the full text of what it shortened when a tooltip is wanted there
// (the rule for any text cut short).
class PaintedText
{
public:
    // The height `text` needs at `width`, wrapped, with at most `maxLines` lines.
    static double height(const QFont& font, double width, const QString& text, int maxLines = 3);

    // At the start of each paint: forgets what the last paint shortened.
    void clear() { m_shortened.clear(); }
    // Paints `text` wrapped in `rect`, vertically centred, in the painter's font; the last line that fits is
    // elided if more would follow, and then the full text is kept for fullTextAt().
    void draw(QPainter& painter, const QRectF& rect, const QString& text);
    // The full text of what was painted shortened at `point`; empty where nothing was.
    QString fullTextAt(QPointF point) const;

private:
    QList<std::pair<QRectF, QString>> m_shortened;
};
