#include "widgets/common/ScrollColumn.h"

#include "widgets/common/WheelGuard.h"

#include <QApplication>
#include <QEvent>
#include <QLayout>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

ScrollColumn::ScrollColumn(QWidget* content, Fit fit) : m_fit(fit)
{
    WheelGuard::install(); // the wheel scrolls the column, and changes no setting it passes over
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // text wraps instead
    setFocusPolicy(Qt::NoFocus);
    // Least: sized here (fitContent), not by QScrollArea's own rule.
    setWidgetResizable(fit == Fit::Preferred);
    setWidget(content);
    // QScrollArea follows the focus only when Tab moves it: a mnemonic (Alt+Y to the sandbox's line) or a
    // click on a label's buddy would leave the control with the focus scrolled out of sight.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        if (now != nullptr && widget() != nullptr && widget()->isAncestorOf(now))
            ensureWidgetVisible(now);
    });
    content->installEventFilter(this);
    if (fit == Fit::Least)
        fitContent();
}

ScrollColumn* ScrollColumn::around(QWidget* content, Fit fit)
{
    return new ScrollColumn(content, fit);
}

QWidget* ScrollColumn::fill(QWidget* owner)
{
    auto* content = new QWidget;
    ScrollColumn* scroll = around(content);
    auto* outer = new QVBoxLayout(owner);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    return content;
}

int ScrollColumn::neededHeight(int width) const
{
    const QWidget* content = widget();
    if (content == nullptr)
        return 0;
    const int frame = 2 * frameWidth();
    // As wide as the viewport is with its scroll bar showing: text wrapped at that width needs at least as
    // many lines as at the whole width, so the height is enough either way (a height just short of the text
    // shows the bar, which narrows the text, which then needs another line).
    const int bar = verticalScrollBar()->sizeHint().width();
    const int inner = std::max(1, width - frame - bar);
    int height = m_fit == Fit::Least ? content->minimumSizeHint().height() : content->sizeHint().height();
    if (const QLayout* layout = content->layout(); layout != nullptr && layout->hasHeightForWidth())
        height = m_fit == Fit::Least ? layout->totalMinimumHeightForWidth(inner) : layout->totalHeightForWidth(inner);
    return std::max(height, content->minimumHeight()) + frame;
}

void ScrollColumn::fitContent()
{
    QWidget* content = widget();
    if (content == nullptr || m_fitting || m_fit != Fit::Least)
        return;
    m_fitting = true;
    // Resizing the content may show or hide the scroll bar, which changes the viewport's width while this
    // runs (its resize comes back here and is skipped): fitted again at the new width, or a wrapped label
    // kept the height it needed at the old one and lost its last line (a what-if table, under load).
    for (int pass = 0; pass < 3; ++pass) {
        const int width = viewport()->width();
        int least = content->minimumSizeHint().height();
        if (const QLayout* layout = content->layout(); layout != nullptr && layout->hasHeightForWidth())
            least = layout->totalMinimumHeightForWidth(width);
        least = std::max(least, content->minimumHeight());
        const QSize size(width, std::max(viewport()->height(), least));
        if (content->size() != size)
            content->resize(size);
        if (viewport()->width() == width)
            break;
    }
    m_fitting = false;
}

bool ScrollColumn::eventFilter(QObject* watched, QEvent* event)
{
    // The content's layout changed (text, a font, a part shown or hidden): its least height may have too.
    if (watched == widget() && event->type() == QEvent::LayoutRequest && m_fit == Fit::Least)
        fitContent();
    // Text above the control with the focus grew (a message, the reason for what was just done by hand):
    // the control stays in sight, as the person typing in it expects.
    if (watched == widget() && event->type() == QEvent::Resize) {
        QWidget* focus = QApplication::focusWidget();
        if (focus != nullptr && widget()->isAncestorOf(focus))
            QMetaObject::invokeMethod(this, [this] {
                if (QWidget* now = QApplication::focusWidget(); now != nullptr && widget() && widget()->isAncestorOf(now))
                    ensureWidgetVisible(now);
            }, Qt::QueuedConnection);
    }
    return QScrollArea::eventFilter(watched, event);
}

bool ScrollColumn::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::Resize)
        fitContent();
    return QScrollArea::viewportEvent(event);
}

void ScrollColumn::bringIntoSight(QWidget* widget)
{
    QTimer::singleShot(0, widget, [widget] {
        for (QWidget* up = widget->parentWidget(); up != nullptr; up = up->parentWidget())
            if (auto* column = qobject_cast<QScrollArea*>(up)) {
                column->ensureWidgetVisible(widget);
                return;
            }
    });
}
