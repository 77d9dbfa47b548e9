#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QChart;
class QGraphicsSimpleTextItem;
class QHorizontalStackedBarSeries;

// The value written inside each segment of a horizontal stacked bar chart, only where the segment has room
// for it. Qt Charts writes every segment's value centred on it whatever its width, so a segment of 1% wrote
// "1.1" over its neighbour's "1.45". Placed again whenever the plot moves or a value changes; the items
// belong to the chart's scene, so they print and export with it.
class StackedBarValueLabels : public QObject
{
    Q_OBJECT

public:
    // `decimals`: how the values are written (as the chart's own labels would).
    StackedBarValueLabels(QChart* chart, QHorizontalStackedBarSeries* series, int decimals);
    ~StackedBarValueLabels() override;

    // The values shown and those left out for lack of room (for tests).
    QStringList shown() const;
    int hidden() const { return m_hidden; }

    void place();

private:
    QPointer<QChart> m_chart;
    QHorizontalStackedBarSeries* m_series;
    int m_decimals;
    QList<QGraphicsSimpleTextItem*> m_items;
    int m_hidden = 0;
};
