#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

class ChartLegend;
class QAbstractAxis;
class QChart;
class QChartView;
class QLabel;
class QValueAxis;

// One chart as the application shows it, so that its words fit in any language and at any size. Qt Charts
// draws a title, a legend and axis titles that it elides to "…" when they do not fit, and lays value-axis
// ticks out by count, so labels collide on a narrow plot. Here:
//  - the title is a label above the chart, and wraps;
//  - the legend is a ChartLegend under it, and wraps;
//  - each value axis gets as many ticks as its labels have room for, at whole-number steps of 1, 2 or 5
//    (times a power of ten), never finer than 1 on an axis that prints whole numbers;
//  - an axis title longer than its side of the plot leaves the chart and is written out under it instead.
// The panel is also what is exported as "the chart", so a slide gets the title and legend too.
class ChartPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ChartPanel(QChart* chart, QWidget* parent = nullptr);

    QChart* chart() const { return m_chart; }
    QChartView* view() const { return m_view; }
    ChartLegend* legend() const { return m_legend; }
    QString title() const;
    void setTitle(const QString& title);
    // Whether the title shows above the chart (not where a tab above already names it).
    void setTitleShown(bool shown);
    // The plot's least height: `lines` lines of the font now, and at least `pixels`. Kept in lines, so that
    // presentation's larger text (and its larger axis labels) gets a taller plot instead of labels cut to "…".
    void setLeastHeight(int lines, int pixels);
    // After series are added or removed: the legend reads them again.
    void refreshLegend();
    // Ticks and axis titles fitted to the plot as it is now (runs by itself whenever the plot changes).
    void fitAxes();

    // The tick step fitFor() would choose for a value axis spanning `range` with room for `ticks` ticks.
    static double niceStep(double range, int ticks, bool wholeNumbers);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Fits again when an axis's range, label format or title changes (axes added later included).
    void followAxes();
    void applyLeastHeight();
    void fitTicks(QValueAxis& axis, double length);
    static QString tickLabel(const QValueAxis& axis, double value);

    QChart* m_chart;
    QLabel* m_title;
    ChartLegend* m_legend;
    QChartView* m_view;
    QLabel* m_axisNote;
    QList<QPointer<QAbstractAxis>> m_followed;
    bool m_fitting = false;
    bool m_titleShown = true;
    int m_leastLines = 0;
    int m_leastPixels = 0;
};
