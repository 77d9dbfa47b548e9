#pragma once

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

// One block as the block-table view draws it, in the table, the pool, the queue strip and the legend alike:
// the owner's colour and hatching, a big number, a line under it, a fill bar with a tick per slot, a folded
// corner when prefix-cached and a badge with the reference count when shared. Small cells drop the text
// first, so a big pool still reads as a grid of colours.
class KvBlockCell
{
public:
    QColor color;
    QBrush pattern;
    QString title;    // the big number
    QString subtitle; // the owner ("S0"), or the logical index ("L2")
    QString note;     // replaces the subtitle: "copy of 1"
    double fill = 0;  // tokens / block size
    std::uint32_t slotCount = 0;
    std::uint32_t refCount = 0;
    bool cached = false;
    bool highlighted = false;
    double opacity = 1.0;

    // Where the cell's texts go in `rect`, each the box its text is drawn in (empty when not drawn). The
    // badge sits top right; a number that would run under it moves down below it, so no label covers a number.
    struct Places
    {
        QRectF title;   // the big number, as wide as its text
        QRectF line;    // the subtitle or note under it
        QRectF badge;   // the reference count
        QFont titleFont;
        QFont lineFont;
        QString lineText; // the subtitle or note, shortened to fit when even the smallest font is too wide
    };
    Places places(const QRectF& rect, const QFont& font) const;

    // `font`: the widget's; `highlight`: the frame colour of a highlighted cell.
    void paint(QPainter& painter, const QRectF& rect, const QFont& font, const QColor& highlight) const;

    static QFont scaledFont(const QFont& base, double factor, bool bold = false);
};
