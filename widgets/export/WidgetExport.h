#pragma once

#include "widgets/export/ExportableView.h"

#include <QPointer>
#include <QWidget>

// An ExportableView over a widget that paints what it is given (a view, a chart view, a whole lesson page):
// the widget is laid out at the requested size, rendered, and put back at its own size before the event loop
// runs again, so the export never depends on the window's size and the screen never shows the change. Views
// that cache pictures of themselves rebuild them for the new size like they do on any resize. The widget's
// window must be shown (on the offscreen platform when there is no display): hidden windows are not laid out.
class WidgetExport : public ExportableView
{
public:
    WidgetExport(QWidget* widget, QString id, QString title, QSizeF size = {});

    QString exportId() const override { return m_id; }
    QString exportTitle() const override { return m_title; }
    QSizeF exportSize() const override;
    void renderTo(QPainter& painter, const QRectF& target) const override;

    QWidget* widget() const { return m_widget; }

protected:
    // Lays the widget out at `size` for the picture; the default resizes it and delivers its layouts.
    // Runs with the widget ready to be drawn (values, not controls; no size limits; no animations).
    virtual void arrange(const QSize& size) const;
    // Undoes what an override of arrange() changed beyond the size, before the widget gets its own back.
    virtual void putBack() const {}
    // Delivers the layout requests waiting for `widget` and everything inside it, and with `queuedCalls`
    // every queued call (Qt Charts places bar labels through them). Working out a size only needs the
    // layouts: running every queued call of the program from there would run them before their time (a
    // dialog's size preview would run what was queued for after the dialog opens).
    enum class QueuedCalls { Run, Leave };
    static void layOut(QWidget* widget, QueuedCalls queuedCalls = QueuedCalls::Run);

private:
    QPointer<QWidget> m_widget;
    QString m_id;
    QString m_title;
    QSizeF m_size;
};
