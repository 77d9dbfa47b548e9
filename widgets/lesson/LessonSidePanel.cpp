#include "widgets/lesson/LessonSidePanel.h"

#include "widgets/common/ErrorMessageLabel.h"
#include "widgets/common/ScrollColumn.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

LessonSidePanel::LessonSidePanel(const QString& objectName, QWidget* parent) : QWidget(parent)
{
    setObjectName(objectName);
    m_content = ScrollColumn::fill(this);
    m_column = new QVBoxLayout(m_content);
}

QLabel* LessonSidePanel::wrappingLabel(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

namespace {

void makeBold(QLabel* label)
{
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
}

} // namespace

void LessonSidePanel::addPosition()
{
    m_position = wrappingLabel(m_content, QStringLiteral("stepTitle"));
    makeBold(m_position);
    m_column->addWidget(m_position);
}

void LessonSidePanel::addNarration(const QString& objectName)
{
    m_narration = wrappingLabel(m_content, objectName);
    m_column->addWidget(m_narration);
}

void LessonSidePanel::addReason(const QString& titleObjectName, const QString& objectName)
{
    m_reasonTitle = wrappingLabel(m_content, titleObjectName);
    makeBold(m_reasonTitle);
    m_column->addWidget(m_reasonTitle);
    m_reason = wrappingLabel(m_content, objectName);
    m_reason->setFrameShape(QFrame::StyledPanel);
    m_reason->setMargin(6);
    m_column->addWidget(m_reason);
}

void LessonSidePanel::addMessage(const QString& objectName)
{
    m_message = new ErrorMessageLabel(m_content);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setObjectName(objectName);
    m_message->hide();
    m_column->addWidget(m_message);
}

StepNarration LessonSidePanel::narration() const
{
    const auto text = [](const QLabel* label) { return label ? label->text() : QString(); };
    return {text(m_position), text(m_narration), text(m_reasonTitle), text(m_reason)};
}

void LessonSidePanel::setMessage(const QString& text, bool isError)
{
    m_message->setText(text);
    m_message->setError(isError);
    m_message->setVisible(!text.isEmpty());
}

void LessonSidePanel::setPosition(const QString& text)
{
    m_position->setText(text);
}

void LessonSidePanel::setPositionToolTip(const QString& text)
{
    m_position->setToolTip(text);
}

void LessonSidePanel::setNarrationText(const QString& text)
{
    m_narration->setText(text);
    m_narration->setVisible(!text.isEmpty()); // a lesson between steps (a hand-made schedule) says nothing
}

void LessonSidePanel::setReasonTitle(const QString& text)
{
    m_reasonTitle->setText(text);
}

void LessonSidePanel::setReason(const QString& text)
{
    m_reason->setText(text);
}

void LessonSidePanel::announceNarration()
{
    emit narrationChanged(narration());
}

void LessonSidePanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}
