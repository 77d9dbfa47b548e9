#pragma once

#include <QBrush>
#include <QPen>
#include <QPointer>
#include <QWidget>

class QChart;
class QLegendMarker;

// A chart's legend as a widget that wraps: its entries flow onto as many rows as the width needs, and an
// entry wider than the whole width wraps its own name. Qt Charts' legend keeps its entries on one row (or
// one column) and elides their names to "…" when they do not fit, which in Bengali or Swahili, or at
// classroom size, was most of the time.
//
// It mirrors the chart's own legend markers, so series keep naming themselves (QAbstractSeries::setName,
// QBarSet::setLabel) and a marker hidden with QLegendMarker::setVisible stays out. The chart's legend is
// hidden. Each swatch shows what tells the series apart: a line series its pen with its dash, a scatter
// series its marker shape, a bar set or area its fill pattern.
class ChartLegend : public QWidget
{
    Q_OBJECT

public:
    explicit ChartLegend(QChart* chart, QWidget* parent = nullptr);

    // Reads the markers again: call after adding or removing series (Qt Charts does not signal it). Changes
    // to a marker's name, pen, brush or visibility are followed without it.
    void refresh();

    // The names shown, in order.
    QStringList labels() const;

    // The height its entries need at `width`. The legend takes exactly that height for the width it has
    // (fitHeight), instead of reporting height-for-width to the layouts around it: a scroll area sizes a
    // height-for-width page at its preferred height, so a page that fitted on screen scrolled.
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    enum class Swatch { Line, Circle, Square, Fill };
    struct Entry
    {
        QString label;
        Swatch swatch = Swatch::Fill;
        QPen pen;
        QBrush brush;
    };
    struct Placed
    {
        QRect swatch;
        QRect text;
    };

    static Entry entryOf(QLegendMarker& marker);
    // Where each entry goes at `width`: entries left to right, a new row when the next does not fit.
    QList<Placed> place(int width) const;
    int swatchWidth() const;
    void markersChanged();
    void fitHeight();

    QPointer<QChart> m_chart;
    QList<Entry> m_entries;
};
