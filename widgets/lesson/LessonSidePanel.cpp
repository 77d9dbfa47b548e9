#include "widgets/lesson/LessonSidePanel.h"

#include "widgets/common/ErrorMessageLabel.h"
#include "widgets/common/ScrollColumn.h"
#include "widgets/common/TextFit.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
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

void LessonSidePanel::addStepControls()
{
    m_stepControls = new QWidget(m_content);
    auto* layout = new QVBoxLayout(m_stepControls);
    layout->setContentsMargins(0, 0, 0, 0);
    // The buttons on a row of their own, the list under them: side by side they made the panel wider than
    // its column in Swahili and Bengali.
    auto* buttons = new QHBoxLayout;
    m_previousStep = new QPushButton(m_stepControls);
    m_previousStep->setObjectName(QStringLiteral("previousStep"));
    m_nextStep = new QPushButton(m_stepControls);
    m_nextStep->setObjectName(QStringLiteral("nextStep"));
    buttons->addWidget(m_previousStep);
    buttons->addWidget(m_nextStep);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_stepList = new QComboBox(m_stepControls);
    m_stepList->setObjectName(QStringLiteral("stepList"));
    // Sized by a few characters, not by its longest step: the closed list elides, the open one shows all.
    m_stepList->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_stepList->setMinimumContentsLength(12);
    m_stepList->setFocusPolicy(Qt::StrongFocus); // the wheel scrolls the panel unless the list has the focus
    TextFit::tooltipFollowsCurrentText(m_stepList);
    layout->addWidget(m_stepList);
    m_column->addWidget(m_stepControls);
    m_stepControls->hide();

    connect(m_previousStep, &QPushButton::clicked, this, &LessonSidePanel::previousStepRequested);
    connect(m_nextStep, &QPushButton::clicked, this, &LessonSidePanel::nextStepRequested);
    connect(m_stepList, &QComboBox::activated, this, &LessonSidePanel::stepChosen);
}

void LessonSidePanel::setStepTitles(const QStringList& titles)
{
    if (m_stepList == nullptr)
        return;
    // Signals stay on: the list's tooltip follows its current text (only activated() is the learner's).
    m_stepList->clear();
    for (qsizetype i = 0; i < titles.size(); ++i)
        //: An entry of the list of a lesson's steps: its number, then its title.
        m_stepList->addItem(tr("%1. %2").arg(i + 1).arg(titles[i]));
    m_stepControls->setVisible(!titles.isEmpty());
    showPlace();
}

void LessonSidePanel::showStep(int step, int steps, int event, int events, int stepEnd, const QString& narration)
{
    m_step = step;
    m_steps = steps;
    m_event = event;
    m_events = events;
    m_stepEnd = stepEnd;
    m_stepText = narration;
    showPlace();
    announceNarration();
}

void LessonSidePanel::setCountsOperations(bool operations)
{
    m_operations = operations;
    showPlace();
}

void LessonSidePanel::showPlace()
{
    if (m_position != nullptr)
        //: Where the learner is: a step of the lesson's narration, and the event of the trace within it.
        m_position->setText(m_steps > 0 ? (m_operations ? tr("Step %1 of %2 · operation %3 of %4")
                                                        : tr("Step %1 of %2 · event %3 of %4"))
                                              .arg(m_step + 1)
                                              .arg(m_steps)
                                              .arg(m_event + 1)
                                              .arg(m_events)
                                        : QString());
    if (m_narration != nullptr) {
        QString text = m_stepText;
        if (m_steps > 0 && m_event < m_stepEnd)
            text = (m_operations ? tr("This step's text is read at its last operation, %1: Next step plays on to it.")
                                 : tr("This step's text is read at its last event, %1: Next step plays on to it."))
                       .arg(m_stepEnd + 1);
        else if (m_steps > 0 && m_step + 1 == m_steps && m_event > m_stepEnd)
            text = tr("These events come after the lesson's last step; what each one did is said below.");
        setNarrationText(text);
    }
    if (m_stepList != nullptr) {
        m_stepList->setCurrentIndex(m_step);
        m_previousStep->setEnabled(m_step > 0);
        // Between steps, Next finishes the step on its way; at a step's end it goes on to the next one.
        m_nextStep->setEnabled(m_step + 1 < m_stepList->count() ||
                               (m_event < m_stepEnd && m_step < m_stepList->count()));
    }
}

void LessonSidePanel::retranslateUi()
{
    if (m_stepList != nullptr) {
        m_previousStep->setText(tr("◀ &Previous step"));
        m_nextStep->setText(tr("&Next step ▶"));
        m_previousStep->setToolTip(tr("Page Up"));
        m_nextStep->setToolTip(tr("Page Down: plays the step's events and stops where its text applies"));
        m_stepList->setAccessibleName(tr("The lesson's steps"));
    }
    showPlace();
    announceNarration();
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
    m_message->setText(TextFit::breakable(text));
    m_message->setError(isError);
    m_message->setVisible(!text.isEmpty());
}

void LessonSidePanel::setPositionToolTip(const QString& text)
{
    m_position->setToolTip(text);
}

void LessonSidePanel::setNarrationText(const QString& text)
{
    m_narration->setText(TextFit::breakable(text));
    m_narration->setVisible(!text.isEmpty()); // a lesson between steps (a hand-made schedule) says nothing
}

void LessonSidePanel::setReasonTitle(const QString& text)
{
    m_reasonTitle->setText(text);
}

void LessonSidePanel::setReason(const QString& text)
{
    m_reason->setText(TextFit::breakable(text));
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
