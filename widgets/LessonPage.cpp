#include "LessonPage.h"

#include "Lesson.h"

#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

LessonPage::LessonPage(const Lesson& lesson, QWidget* parent)
    : QWidget(parent), m_lessonId(lesson.id), m_lesson(lesson), m_title(new QLabel(this)),
      m_introduction(new QLabel(this))
{
    setObjectName(QStringLiteral("lessonPage-%1").arg(lesson.id));
    m_title->setObjectName(QStringLiteral("lessonTitle"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);

    m_introduction->setObjectName(QStringLiteral("lessonIntroduction"));
    m_introduction->setWordWrap(true);
    m_introduction->setTextFormat(Qt::PlainText);
    m_introduction->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_introduction->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    QFont bodyFont = m_introduction->font();
    bodyFont.setPointSizeF(bodyFont.pointSizeF() * 1.15);
    m_introduction->setFont(bodyFont);

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    content->setMaximumWidth(900); // long lines are hard to read; keep a comfortable measure
    auto* text = new QVBoxLayout(content);
    text->setContentsMargins(24, 16, 24, 16);
    text->addWidget(m_title);
    text->addSpacing(8);
    text->addWidget(m_introduction);
    text->addStretch(1);
    scroll->setWidget(content);

    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(scroll);
    setContentLanguage(QStringLiteral("en"));
}

void LessonPage::setContentLanguage(const QString& code)
{
    m_title->setText(m_lesson.title.text(code));
    m_introduction->setText(m_lesson.introduction.text(code));
    setAccessibleName(m_lesson.title.text(code));
}

void LessonPage::setVisualization(QWidget* visualization)
{
    m_layout->addWidget(visualization, 3);
}
