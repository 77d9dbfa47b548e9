#include "QuizOptionButton.h"

#include "DisplayTheme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
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
    QString style;
    switch (m_result) {
    case Result::Correct: {
        // Bluish green and vermillion (Okabe-Ito) rather than green and red, which many cannot tell apart.
        const QColor ink = DisplayTheme::ink(DisplayTheme::Ink::BluishGreen);
        mark = QStringLiteral("✓ ");
        style = QStringLiteral("QPushButton { border: 3px solid %1; background: rgba(%2,%3,%4,0.18); }")
                    .arg(ink.name())
                    .arg(ink.red())
                    .arg(ink.green())
                    .arg(ink.blue());
        break;
    }
    case Result::WrongChoice: {
        const QColor ink = DisplayTheme::ink(DisplayTheme::Ink::Vermillion);
        mark = QStringLiteral("✗ ");
        style = QStringLiteral("QPushButton { border: 3px dashed %1; background: rgba(%2,%3,%4,0.15); }")
                    .arg(ink.name())
                    .arg(ink.red())
                    .arg(ink.green())
                    .arg(ink.blue());
        break;
    }
    case Result::Chosen:
        // Neither green nor red, and no ✓ or ✗: the class sees which option was picked, not whether it is right.
        mark = QStringLiteral("▶ ");
        style = QStringLiteral("QPushButton { border: 3px solid palette(highlight); }");
        break;
    case Result::Dimmed:
    case Result::None:
        break;
    }
    m_label->setText(QStringLiteral("%1%2.  %3").arg(mark).arg(m_number).arg(m_text));
    m_label->setEnabled(m_result != Result::Dimmed);
    if (styleSheet() != style) // a style sheet change is a palette change: no loop through changeEvent
        setStyleSheet(style);
    const QString state = m_result == Result::Correct       ? tr("correct answer")
                          : m_result == Result::WrongChoice ? tr("your answer, wrong")
                          : m_result == Result::Chosen      ? tr("chosen, not yet revealed")
                                                            : QString();
    setAccessibleName(state.isEmpty() ? tr("Option %1: %2").arg(m_number).arg(m_text)
                                      : tr("Option %1: %2 (%3)").arg(m_number).arg(m_text, state));
    updateGeometry();
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
