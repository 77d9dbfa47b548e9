#include "widgets/lesson/LessonSidePanel.h"

#include "widgets/lesson/PredictionBox.h"
#include "widgets/lesson/StepControls.h"

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
    m_stepControls = new StepControls(StepControls::Arrangement::Row, m_content);
    m_column->addWidget(m_stepControls);
    connect(m_stepControls, &StepControls::previousRequested, this, &LessonSidePanel::previousStepRequested);
    connect(m_stepControls, &StepControls::nextRequested, this, &LessonSidePanel::nextStepRequested);
    connect(m_stepControls, &StepControls::stepChosen, this, &LessonSidePanel::stepChosen);
}

void LessonSidePanel::setStepTitles(const QStringList& titles)
{
    if (m_stepControls == nullptr)
        return;
    m_stepControls->setTitles(titles);
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
        m_position->setText(m_steps > 0 ? StepControls::place(m_step, m_steps, m_event, m_events, m_operations) : QString());
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
    if (m_stepControls != nullptr)
        m_stepControls->showStep(m_step, m_event < m_stepEnd);
}

void LessonSidePanel::retranslateUi()
{
    showPlace();
    announceNarration();
}

void LessonSidePanel::addPrediction()
{
    m_prediction = new PredictionBox(m_content);
    m_column->addWidget(m_prediction);
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

void LessonSidePanel::setMessage(const QString& text, bool isError, bool scroll)
{
    m_message->setText(TextFit::breakable(text));
    m_message->setError(isError);
    m_message->setVisible(!text.isEmpty());
    // A message answers what was just done (a line typed in the sandbox, a setting refused): it is
    // scrolled into sight once laid out, not left below the fold of the column.
    if (!text.isEmpty() && scroll)
        ScrollColumn::bringIntoSight(m_message);
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
