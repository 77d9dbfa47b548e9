#include "widgets/quiz/QuizOptionButton.h"

#include "widgets/common/DisplayTheme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QStyle>

namespace {
constexpr int kMargin = 10;
}

QuizOptionButton::QuizOptionButton(QWidget* parent) : QPushButton(parent), m_label(new QLabel(this))
{
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setAttribute(Qt::WA_TransparentForMouseEvents);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(kMargin, kMargin / 2, kMargin, kMargin / 2);
    layout->addWidget(m_label);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setFocusPolicy(Qt::StrongFocus);
    setAutoDefault(false);
}

void QuizOptionButton::setOption(int number, const QString& text)
{
    m_number = number;
    m_text = text;
    refresh();
}

void QuizOptionButton::setResult(Result result)
{
    m_result = result;
    refresh();
}

void QuizOptionButton::refresh()
{
    QString mark;
    switch (m_result) {
    case Result::Correct: mark = QStringLiteral("✓ "); break;
    case Result::WrongChoice: mark = QStringLiteral("✗ "); break;
    // Neither ✓ nor ✗, nor green or red: the class sees which option was picked, not whether it is right.
    case Result::Chosen: mark = QStringLiteral("▶ "); break;
    case Result::Dimmed:
    case Result::None: break;
    }
    m_label->setText(QStringLiteral("%1%2.  %3").arg(mark).arg(m_number).arg(m_text));
    m_label->setEnabled(m_result != Result::Dimmed);
    update();
    const QString state = m_result == Result::Correct       ? tr("correct answer")
                          : m_result == Result::WrongChoice ? tr("your answer, wrong")
                          : m_result == Result::Chosen      ? tr("chosen, not yet revealed")
                                                            : QString();
    setAccessibleName(state.isEmpty() ? tr("Option %1: %2").arg(m_number).arg(m_text)
                                      : tr("Option %1: %2 (%3)").arg(m_number).arg(m_text, state));
    updateGeometry();
}

void QuizOptionButton::paintEvent(QPaintEvent* event)
{
    QPushButton::paintEvent(event);
    if (m_result == Result::None || m_result == Result::Dimmed)
        return;
    // Painted rather than set as a style sheet: a style sheet replaces the platform's button look and resolves
    // fonts afresh, which undid presentation mode's enlargement. Right and wrong differ by border (solid or
    // dashed) and mark as well as colour: bluish green and vermillion (Okabe-Ito) rather than green and red,
    // which many cannot tell apart.
    QColor ink = m_result == Result::Correct       ? DisplayTheme::ink(DisplayTheme::Ink::BluishGreen)
                 : m_result == Result::WrongChoice ? DisplayTheme::ink(DisplayTheme::Ink::Vermillion)
                                                   : palette().color(QPalette::Highlight);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (m_result != Result::Chosen) {
        QColor tint = ink;
        tint.setAlphaF(0.18f);
        painter.fillRect(rect().adjusted(2, 2, -2, -2), tint);
    }
    painter.setPen(QPen(ink, 3.0, m_result == Result::WrongChoice ? Qt::DashLine : Qt::SolidLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5), 3, 3);
}

int QuizOptionButton::heightForWidth(int width) const
{
    return m_label->heightForWidth(width - 2 * kMargin) + kMargin + 2 * style()->pixelMetric(QStyle::PM_ButtonMargin);
}

QSize QuizOptionButton::sizeHint() const
{
    const int width = std::max(240, m_label->sizeHint().width() / 2 + 2 * kMargin);
    return {width, heightForWidth(width)};
}

QSize QuizOptionButton::minimumSizeHint() const
{
    return {120, heightForWidth(std::max(width(), 120))};
}

void QuizOptionButton::resizeEvent(QResizeEvent* event)
{
    QPushButton::resizeEvent(event);
    // The wrapped text needs more or fewer lines at the new width: let the layout ask again.
    if (height() != heightForWidth(width()))
        updateGeometry();
}

void QuizOptionButton::changeEvent(QEvent* event)
{
    QPushButton::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
}
