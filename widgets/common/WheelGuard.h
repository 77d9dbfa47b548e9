#pragma once

#include <QObject>

// The mouse wheel scrolls a panel; it never changes a setting that does not have the focus. Scrolling the
// side column over a drop-down used to change the schedule and restart the timeline. Inside a ScrollColumn,
// combo boxes, spin boxes and sliders take the focus only by click or Tab (not by the wheel), and a wheel
// turned over one without the focus is given to the column, which scrolls. One filter on the application,
// installed by the first ScrollColumn.
class WheelGuard : public QObject
{
public:
    static void install();
    // Whether `widget` is a setting the guard keeps from the wheel: a combo box, spin box or slider inside
    // a ScrollColumn.
    static bool guards(const QObject* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};
