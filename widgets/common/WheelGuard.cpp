#include "widgets/common/WheelGuard.h"

#include "widgets/common/ScrollColumn.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>

void WheelGuard::install()
{
    static WheelGuard* guard = [] {
        auto* made = new WheelGuard(QCoreApplication::instance());
        QCoreApplication::instance()->installEventFilter(made);
        return made;
    }();
    Q_UNUSED(guard);
}

bool WheelGuard::guards(const QObject* object)
{
    const auto* widget = qobject_cast<const QWidget*>(object);
    // A scroll bar is the column's own: it takes the wheel the column hands it.
    if (widget == nullptr || qobject_cast<const QScrollBar*>(widget) ||
        !(qobject_cast<const QComboBox*>(widget) || qobject_cast<const QAbstractSpinBox*>(widget) ||
          qobject_cast<const QAbstractSlider*>(widget)))
        return false;
    for (const QWidget* parent = widget->parentWidget(); parent != nullptr; parent = parent->parentWidget())
        if (qobject_cast<const ScrollColumn*>(parent))
            return true;
    return false;
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    // Cheap for the application's other events: two comparisons.
    if (event->type() != QEvent::Wheel && event->type() != QEvent::Polish)
        return false;
    if (!guards(watched))
        return false;
    auto* widget = static_cast<QWidget*>(watched);
    if (event->type() == QEvent::Polish) {
        // The wheel would give it the focus before any filter sees the event.
        if (widget->focusPolicy() == Qt::WheelFocus)
            widget->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (widget->hasFocus())
        return false; // chosen by the learner: the wheel changes it, as everywhere
    // To the column that holds it, which scrolls.
    for (QWidget* parent = widget->parentWidget(); parent != nullptr; parent = parent->parentWidget())
        if (auto* column = qobject_cast<ScrollColumn*>(parent)) {
            const auto* wheel = static_cast<QWheelEvent*>(event);
            QWidget* viewport = column->viewport();
            QWheelEvent forwarded(viewport->mapFromGlobal(wheel->globalPosition()), wheel->globalPosition(),
                                  wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(), wheel->modifiers(),
                                  wheel->phase(), wheel->inverted(), wheel->source());
            QCoreApplication::sendEvent(viewport, &forwarded);
            break;
        }
    return true;
}
