#pragma once

#include <QFont>
#include <QList>
#include <QPointer>

class QBarSet;
class QChart;
class QWidget;

// Enlarges the text of part of the window for presentation mode, and puts it back exactly as it was.
// Scaling fonts (rather than the whole window, which Qt cannot do while running) keeps the layouts working:
// labels, buttons, the quiz and the custom-painted views all size themselves from their fonts. Widgets that set
// a font of their own (a bold title at 1.8 times the size) are scaled from their own size; Qt Charts' titles,
// axes, legends and bar value labels, which do not follow widget fonts, are scaled too.
class PresentationScaler
{
public:
    void enlarge(QWidget* root, double scale);
    void restore(); // everything enlarged since the last restore

private:
    struct WidgetFont {
        QPointer<QWidget> widget;
        QFont font;
        bool ownFont; // the widget had set a font of its own (else it inherited one)
    };
    struct ChartFonts {
        QPointer<QChart> chart;
        QFont title;
        QFont legend;
        QList<QFont> axisLabels;
        QList<QFont> axisTitles;
        QList<QPair<QPointer<QBarSet>, QFont>> barLabels; // the values written on the bars
    };
    void enlargeCharts(QWidget* root, double scale);
    void widenSidePanels(QWidget* root, double scale);

    QList<WidgetFont> m_widgets;
    QList<ChartFonts> m_charts;
    struct MinimumWidth {
        QPointer<QWidget> widget;
        int width;
    };
    QList<MinimumWidth> m_widths;
};
