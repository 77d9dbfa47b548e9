#pragma once

#include <QColor>
#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QString>

class QAbstractSeries;
class QChart;
class QGraphicsSimpleTextItem;

// Names beside points of a chart, placed so that no two overlap and none covers a point. Qt Charts' point
// labels sit straight above their point, so two schedules that cost about the same wrote their names over
// each other ("revolve" on "recompute"). Each name here tries the places around its point, nearest first
// (above, right, below, left, then the corners, then farther out), and takes the first that is inside the
// plot and clear of the points and of the names already placed. Placed again whenever the plot moves or
// resizes. The names are items of the chart's own scene, so they print and export with it.
class ChartPointLabels : public QObject
{
    Q_OBJECT

public:
    explicit ChartPointLabels(QChart* chart);
    ~ChartPointLabels() override;

    // One name per point, in `series`' coordinates. Replaces the names set before.
    struct Label
    {
        QPointF value;
        QString text;
        QAbstractSeries* series = nullptr;
    };
    void setLabels(const QList<Label>& labels);
    void setColor(const QColor& color);

    QStringList texts() const;
    // Where each name is drawn, in the chart's coordinates (for tests and for the layout check).
    QList<QRectF> placedRects() const;
    // Names that found no clear place and were drawn where they overlap least (none, normally).
    int crowded() const { return m_crowded; }

    void place();

private:
    QPointer<QChart> m_chart;
    QList<Label> m_labels;
    QList<QGraphicsSimpleTextItem*> m_items;
    QColor m_color;
    int m_crowded = 0;
};
