#include "widgets/lesson/LessonPage.h"

#include "app/content/lesson/Lesson.h"

#include <QLabel>
#include <QEvent>
#include <QHBoxLayout>
#include <QScrollArea>
#include <QToolButton>
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

    m_introductionArea = new QScrollArea(this);
    m_introductionArea->setWidgetResizable(true);
    m_introductionArea->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(m_introductionArea);
    content->setMaximumWidth(900); // long lines are hard to read; keep a comfortable measure
    auto* text = new QVBoxLayout(content);
    text->setContentsMargins(24, 4, 24, 8);
    text->addWidget(m_introduction);
    text->addStretch(1);
    m_introductionArea->setWidget(content);

    m_toggle = new QToolButton(this);
    m_toggle->setObjectName(QStringLiteral("introductionToggle"));
    m_toggle->setCheckable(true);
    m_toggle->setChecked(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->hide(); // only pages with a visualization fold their introduction
    connect(m_toggle, &QToolButton::toggled, this, &LessonPage::setIntroductionShown);
    auto* header = new QHBoxLayout;
    header->setContentsMargins(24, 12, 24, 0);
    header->addWidget(m_title, 1);
    header->addWidget(m_toggle);

    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addLayout(header);
    m_layout->addWidget(m_introductionArea, 1);
    retranslateUi();
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
    m_visualization = visualization;
    m_layout->setStretchFactor(m_introductionArea, 0);
    m_introductionArea->setMaximumHeight(150);
    // In a scroll area: a visualization's own minimum size must not stop the window from being made smaller
    // than it (a 1366-pixel laptop screen); below that size it scrolls instead.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("visualizationScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Not a Tab stop of its own: the controls inside are, and the area scrolls to show the one with the focus.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(visualization);
    m_layout->addWidget(scroll, 1);
    m_toggle->show();
}

void LessonPage::setPresenting(bool presenting)
{
    m_toggle->setVisible(!presenting && m_visualization != nullptr);
    // The room's screen is for the picture and the narration; the window's title still names the lesson.
    m_title->setVisible(!presenting || m_visualization == nullptr);
}

bool LessonPage::isIntroductionShown() const
{
    return m_introductionArea->isVisibleTo(this);
}

void LessonPage::setIntroductionShownByUser(bool shown)
{
    if (m_visualization != nullptr)
        m_toggle->setChecked(shown); // toggled() shows or hides it
}

void LessonPage::setIntroductionShown(bool shown)
{
    m_introductionArea->setVisible(shown);
    retranslateUi();
}

void LessonPage::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void LessonPage::retranslateUi()
{
    m_toggle->setText(m_toggle->isChecked() ? tr("Hide the introduction") : tr("Show the introduction"));
    m_toggle->setArrowType(m_toggle->isChecked() ? Qt::UpArrow : Qt::DownArrow);
    // A Tab stop, so that a keyboard user can scroll a long introduction with the arrow keys.
    m_introductionArea->setAccessibleName(tr("Introduction"));
}
