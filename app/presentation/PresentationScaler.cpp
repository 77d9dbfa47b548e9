#include "app/presentation/PresentationScaler.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace {

QFont scaled(QFont font, double scale)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * scale);
    else
        font.setPixelSize(static_cast<int>(font.pixelSize() * scale + 0.5));
    return font;
}

} // namespace

void PresentationScaler::enlarge(QWidget* root, double scale)
{
    // Every size is taken before any is changed: a child that inherits its size from the root would
    // otherwise be scaled twice.
    QList<WidgetFont> found{{root, root->font(), root->testAttribute(Qt::WA_SetFont)}};
    // A widget with a style sheet of its own does not inherit its parent's font any more (the style sheet
    // style resolves it afresh), so it is enlarged like one with a font of its own.
    for (QWidget* child : root->findChildren<QWidget*>())
        if (child->testAttribute(Qt::WA_SetFont) || !child->styleSheet().isEmpty())
            found.append({child, child->font(), child->testAttribute(Qt::WA_SetFont)});
    for (const WidgetFont& entry : std::as_const(found))
        entry.widget->setFont(scaled(entry.font, scale));
    m_widgets.append(found);
    enlargeCharts(root, scale);
    widenSidePanels(root, scale);
}

void PresentationScaler::widenSidePanels(QWidget* root, double scale)
{
    // A lesson's side panel (narration, statistics, settings) has a least width chosen for normal text;
    // with the text enlarged it needs as much more room, or its lines run out of the panel. It takes that
    // room from the visualization beside it, but never more than 30% of the screen (the quiz takes its
    // share; the window may not have gone full screen yet, so its own width does not tell).
    const int screenWidth = root->screen() ? root->screen()->geometry().width() : root->width();
    for (QWidget* child : root->findChildren<QWidget*>()) {
        if (!child->objectName().endsWith(QLatin1String("SidePanel")) || child->minimumWidth() <= 0)
            continue;
        m_widths.append({child, child->minimumWidth()});
        const int wanted = static_cast<int>(child->minimumWidth() * scale);
        child->setMinimumWidth(std::max(child->minimumWidth(), std::min(wanted, screenWidth * 30 / 100)));
    }
}

void PresentationScaler::enlargeCharts(QWidget* root, double widgetScale)
{
    // Half as much as the text around them: axis labels and legends need the chart's own room, and at the full
    // scale they were elided to "…" in the space the lesson views give a chart.
    const double scale = 1.0 + (widgetScale - 1.0) / 2.0;
    for (auto* view : root->findChildren<QChartView*>()) {
        QChart* chart = view->chart();
        if (chart == nullptr)
            continue;
        ChartFonts saved{chart, chart->titleFont(), chart->legend()->font(), {}, {}, {}};
        chart->setTitleFont(scaled(saved.title, scale));
        chart->legend()->setFont(scaled(saved.legend, scale));
        for (QAbstractAxis* axis : chart->axes()) {
            saved.axisLabels.append(axis->labelsFont());
            saved.axisTitles.append(axis->titleFont());
            axis->setLabelsFont(scaled(axis->labelsFont(), scale));
            axis->setTitleFont(scaled(axis->titleFont(), scale));
        }
        // The values on the bars grow with the axes: they stayed at their desk size (about 9 px on a
        // projector, beside enlarged axis labels).
        for (QAbstractSeries* series : chart->series())
            if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
                for (QBarSet* set : bars->barSets()) {
                    saved.barLabels.append({set, set->labelFont()});
                    set->setLabelFont(scaled(set->labelFont(), scale));
                }
        m_charts.append(saved);
    }
}

void PresentationScaler::restore()
{
    // In reverse, so that a widget enlarged twice ends with its first font.
    for (auto it = m_charts.crbegin(); it != m_charts.crend(); ++it) {
        if (!it->chart)
            continue;
        it->chart->setTitleFont(it->title);
        it->chart->legend()->setFont(it->legend);
        const auto axes = it->chart->axes();
        for (qsizetype i = 0; i < axes.size() && i < it->axisLabels.size(); ++i) {
            axes[i]->setLabelsFont(it->axisLabels[i]);
            axes[i]->setTitleFont(it->axisTitles[i]);
        }
        for (const auto& [set, font] : it->barLabels)
            if (set)
                set->setLabelFont(font);
    }
    for (auto it = m_widgets.crbegin(); it != m_widgets.crend(); ++it) {
        if (!it->widget)
            continue;
        // A widget that inherited its font goes back to inheriting (QFont() has nothing set of its own).
        it->widget->setFont(it->ownFont ? it->font : QFont());
    }
    for (auto it = m_widths.crbegin(); it != m_widths.crend(); ++it)
        if (it->widget)
            it->widget->setMinimumWidth(it->width);
    m_charts.clear();
    m_widgets.clear();
    m_widths.clear();
}
