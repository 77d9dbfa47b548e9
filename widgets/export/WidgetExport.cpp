#include "widgets/export/WidgetExport.h"

#include "widgets/export/ExportAppearance.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QGraphicsWidget>
#include <QLayout>
#include <QPainter>
#include <QScrollArea>

namespace {

QList<QChart*> chartsIn(QWidget* widget);

} // namespace

// Not for its parents, whose layouts would put it back at its size on screen. Widget layouts mostly follow a
// resize at once, but Qt Charts lays a chart out on a posted request: without this the chart would be drawn
// at its old size.
void WidgetExport::layOut(QWidget* widget, QueuedCalls queuedCalls)
{
    QList<QWidget*> widgets = widget->findChildren<QWidget*>();
    widgets.prepend(widget);
    for (QWidget* w : std::as_const(widgets)) {
        // Parents before children (findChildren lists them so): each layout places the children whose own
        // layouts run next.
        if (QLayout* layout = w->layout()) {
            layout->invalidate();
            layout->activate();
        }
        QCoreApplication::sendPostedEvents(w, QEvent::LayoutRequest);
        if (auto* view = qobject_cast<QGraphicsView*>(w); view && view->scene())
            for (QGraphicsItem* item : view->scene()->items())
                if (item->isWidget() && item->parentItem() == nullptr)
                    QCoreApplication::sendPostedEvents(static_cast<QGraphicsWidget*>(item),
                                                       QEvent::LayoutRequest);
    }
    // Qt Charts places bar labels through queued calls; they would otherwise run after the picture is taken.
    if (queuedCalls == QueuedCalls::Run)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::MetaCall);
}

namespace {

QList<QChart*> chartsIn(QWidget* widget)
{
    QList<QChart*> charts;
    QList<QGraphicsView*> views = widget->findChildren<QGraphicsView*>();
    if (auto* view = qobject_cast<QGraphicsView*>(widget))
        views.prepend(view);
    for (QGraphicsView* view : std::as_const(views))
        if (view->scene() != nullptr)
            for (QGraphicsItem* item : view->scene()->items())
                if (item->isWidget() && item->parentItem() == nullptr)
                    if (auto* chart = qobject_cast<QChart*>(static_cast<QGraphicsWidget*>(item)))
                        charts.append(chart);
    return charts;
}

} // namespace

WidgetExport::WidgetExport(QWidget* widget, QString id, QString title, QSizeF size)
    : m_widget(widget), m_id(std::move(id)), m_title(std::move(title)), m_size(size)
{
}

QSizeF WidgetExport::exportSize() const
{
    if (!m_size.isEmpty())
        return m_size;
    if (m_widget == nullptr)
        return {800, 450};
    // A hidden widget (a tab in the background, a window never shown) may have no size yet: its hint then.
    const QSize hint = m_widget->sizeHint().expandedTo({320, 200});
    return QSizeF(m_widget->width() >= 200 && m_widget->height() >= 120 ? m_widget->size() : hint);
}

void WidgetExport::arrange(const QSize& size) const
{
    m_widget->resize(size);
    layOut(m_widget);
}

void WidgetExport::renderTo(QPainter& painter, const QRectF& target) const
{
    if (m_widget == nullptr)
        return;
    const QSize size(std::max(1, qRound(target.width())), std::max(1, qRound(target.height())));
    // Values, not controls: no focus frame, buttons, arrows or selection in the picture (put back after).
    const ExportAppearance look(m_widget);
    // A chart in a background tab sits in a hidden page; shown for the length of this call it gets its layout
    // and resize events like any visible widget. No paint event reaches the screen before it is hidden again.
    QList<QWidget*> hidden;
    for (QWidget* w = m_widget; w != nullptr && !w->isWindow(); w = w->parentWidget())
        if (w->isHidden())
            hidden.prepend(w);
    for (QWidget* w : std::as_const(hidden))
        w->show();
    const QSize before = m_widget->size();
    // The widget's minimum and maximum sizes would clamp the export; lift them while it is laid out.
    const QSize minimum = m_widget->minimumSize();
    const QSize maximum = m_widget->maximumSize();
    m_widget->setMinimumSize(0, 0);
    m_widget->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    // A scroll area that sizes its widget to itself would put the widget straight back: let go meanwhile.
    QWidget* viewport = m_widget->parentWidget();
    auto* scroll = qobject_cast<QScrollArea*>(viewport ? viewport->parentWidget() : nullptr);
    const bool resizable = scroll != nullptr && scroll->widget() == m_widget && scroll->widgetResizable();
    if (resizable)
        scroll->setWidgetResizable(false);
    // Charts that animate their series would be caught mid-way (bars still growing from zero): without
    // animations for this call, and laid out once at another size first so that the layout is worked out
    // anew.
    QList<QPair<QChart*, QChart::AnimationOptions>> animated;
    for (QChart* chart : chartsIn(m_widget))
        if (chart->animationOptions() != QChart::NoAnimation) {
            animated.append({chart, chart->animationOptions()});
            chart->setAnimationOptions(QChart::NoAnimation);
        }
    if (!animated.isEmpty()) {
        m_widget->resize(size + QSize(1, 1));
        layOut(m_widget);
    }
    arrange(size);
    painter.save();
    painter.translate(target.topLeft());
    // render() draws through the painter's transform: the exporter's scale and the target's place apply.
    m_widget->render(&painter, QPoint(), QRegion(0, 0, size.width(), size.height()),
                     QWidget::DrawWindowBackground | QWidget::DrawChildren);
    painter.restore();
    putBack();
    m_widget->resize(before);
    m_widget->setMinimumSize(minimum);
    m_widget->setMaximumSize(maximum);
    layOut(m_widget);
    for (const auto& [chart, options] : std::as_const(animated))
        chart->setAnimationOptions(options);
    if (resizable)
        scroll->setWidgetResizable(true);
    for (auto w = hidden.crbegin(); w != hidden.crend(); ++w)
        (*w)->hide();
}
