#pragma once

#include "widgets/common/DisplayTheme.h"

#include <QBrush>
#include <QPen>

class QChart;
class QPalette;

// What every Qt Charts chart in the application shares: a background, titles, axes, grid and legend in the
// widget's palette (so charts follow a dark system palette and high contrast instead of Qt Charts' white
// "light" theme), and series pens and pattern brushes from DisplayTheme. Charts call apply() when built and
// again on QEvent::PaletteChange, then set their series' looks with pen() and patternBrush().
class ChartStyle
{
public:
    static void apply(QChart* chart, const QPalette& palette);
    // A series line: the ink, its dash style (so lines differ without colour), a width thickened in high
    // contrast.
    static QPen pen(DisplayTheme::Ink ink, Qt::PenStyle style, double width);
    // A bar fill: the colour with its pattern baked into a tile, so the bar is not see-through between the
    // pattern's lines (Qt::SolidPattern gives the plain colour).
    static QBrush patternBrush(const QColor& color, Qt::BrushStyle style);
    // Names the view showing `chart` for screen readers (a chart is drawn, not made of widgets).
    static void setAccessibleText(QChart* chart, const QString& name, const QString& description = {});
};
