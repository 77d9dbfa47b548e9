#include "widgets/presentation/PresentationOverlay.h"

#include <QCursor>
#include <QEvent>
#include <QPainter>
#include <QRadialGradient>

namespace {
// About 60 times a second: the highlight keeps up with a hand on a mouse. The pointer is polled rather than
// tracked through mouse events because those only reach widgets that ask for them, and every child would have
// to (the charts, the scroll areas, the quiz).
constexpr int kFollowIntervalMs = 16;
} // namespace

PresentationOverlay::PresentationOverlay(QWidget* window) : QWidget(window)
{
    setObjectName(QStringLiteral("presentationOverlay"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    window->installEventFilter(this); // to keep covering the window as it is resized
    m_follow.setInterval(kFollowIntervalMs);
    connect(&m_follow, &QTimer::timeout, this, &PresentationOverlay::followPointer);
}

void PresentationOverlay::setActive(bool active)
{
    m_active = active;
    if (!active) {
        m_follow.stop();
        m_pointer.reset();
        setBlank(false);
        hide();
        return;
    }
    setGeometry(parentWidget()->rect());
    show();
    raise();
    followPointer();
    m_follow.start();
}

void PresentationOverlay::setBlank(bool blank)
{
    m_blank = blank;
    // While blank, clicks must not reach the hidden controls.
    setAttribute(Qt::WA_TransparentForMouseEvents, !blank);
    setAccessibleName(blank ? tr("The screen is blanked; press B to show it again.") : QString());
    update();
}

int PresentationOverlay::radius() const
{
    // Big enough to see from the back of a room, in proportion to the screen.
    return std::max(28, height() / 28);
}

QRect PresentationOverlay::highlightRect(const QPoint& center) const
{
    const int r = radius() + 2;
    return {center.x() - r, center.y() - r, 2 * r, 2 * r};
}

void PresentationOverlay::followPointer()
{
    const QPoint local = mapFromGlobal(QCursor::pos());
    std::optional<QPoint> now;
    if (rect().contains(local))
        now = local;
    if (now == m_pointer)
        return;
    if (m_pointer)
        update(highlightRect(*m_pointer));
    m_pointer = now;
    if (m_pointer)
        update(highlightRect(*m_pointer));
}

void PresentationOverlay::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    if (m_blank) {
        painter.fillRect(rect(), Qt::black);
        return;
    }
    if (!m_pointer)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    // A soft yellow disc with a darker rim: visible on light and dark backgrounds alike, and see-through, so
    // what it points at stays readable.
    const QPointF center(*m_pointer);
    const double r = radius();
    QRadialGradient glow(center, r);
    glow.setColorAt(0.0, QColor(255, 220, 0, 110));
    glow.setColorAt(0.75, QColor(255, 200, 0, 80));
    glow.setColorAt(1.0, QColor(255, 170, 0, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(glow);
    painter.drawEllipse(center, r, r);
    painter.setPen(QPen(QColor(200, 120, 0, 160), 2.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(center, r * 0.72, r * 0.72);
}

bool PresentationOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && m_active) {
        setGeometry(parentWidget()->rect());
        raise();
    }
    return QWidget::eventFilter(watched, event);
}
