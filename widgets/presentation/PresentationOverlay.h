#pragma once

#include <QPoint>
#include <QTimer>
#include <QWidget>

#include <optional>

// Laid over the whole window in presentation mode: a soft circle that follows the mouse, so the class can see
// what the teacher points at on a projector, and the black screen the B key puts up (a pause that draws the
// room's eyes back to the teacher). It takes no mouse input except while blank.
class PresentationOverlay : public QWidget
{
    Q_OBJECT

public:
    explicit PresentationOverlay(QWidget* window);

    void setActive(bool active); // shown over the window and following the pointer
    bool isActive() const { return m_active; }
    void setBlank(bool blank);
    bool isBlank() const { return m_blank; }
    // Where the highlight is drawn, in the window's coordinates; none while the pointer is outside it.
    std::optional<QPoint> pointerPosition() const { return m_pointer; }
    // Moves the highlight to where the mouse pointer is now (the timer calls it while active).
    void followPointer();
    int radius() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QRect highlightRect(const QPoint& center) const;

    bool m_active = false;
    bool m_blank = false;
    std::optional<QPoint> m_pointer;
    QTimer m_follow;
};
