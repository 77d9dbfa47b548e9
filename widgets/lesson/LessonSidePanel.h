#pragma once

#include "widgets/lesson/StepNarration.h"

#include <QWidget>

class ErrorMessageLabel;
class PredictionBox;
class StepControls;
class QLabel;
class QVBoxLayout;

// What the lessons' side panels share. A column that scrolls down and never sideways (presentation doubles
// the text while the panel keeps its width); the narration of where the learner is: the step's place ("Step
// 2 of 4 · event 3 of 10"), the step's text, and what the engine did at the cursor under a heading; a line
// for refusals and notes; the way through the lesson's steps (Previous and Next step, and the list of steps
// to jump to); and retranslation when the language changes. Each panel builds its own controls
// in column() and puts the shared parts where its lesson wants them, with the add… builders.
class LessonSidePanel : public QWidget
{
    Q_OBJECT

public:
    // What the panel narrates now, for the captions while presenting.
    StepNarration narration() const;
    // A refusal (isError: red and bold) or a note; hidden while empty.
    // `scroll`: brought into sight (a message that answers what the learner just did); a note that only says
    // what is on screen (which scenario ran where) leaves the column where the learner is reading.
    void setMessage(const QString& text, bool isError, bool scroll = true);
    // The lesson's steps, each named by its title (what the list shows). No titles: the step controls hide.
    // showStep() says which one is current and enables the buttons where there is a step to go to.
    void setStepTitles(const QStringList& titles);
    // Where the learner is: step `step` of `steps`, at event `event` of `events` (0-based), the step ending on
    // event `stepEnd`. Its text, `narration`, describes the state after that event, so it is shown there only:
    // on the way (a step playing, or events moved one by one) a line says where it will be read, and past
    // the last step (events made by hand) that they come after it. Updates the step list and its buttons.
    void showStep(int step, int steps, int event, int events, int stepEnd, const QString& narration);

    // What one position of the lesson's cursor is called in the step's place: an event (the allocator, the KV
    // cache) or an operation (a checkpointing timeline).
    void setCountsOperations(bool operations);
    // Where the lesson asks for predictions (addPrediction); nullptr in a panel without one.
    PredictionBox* predictionBox() const { return m_prediction; }

signals:
    void narrationChanged(const StepNarration& narration);
    void previousStepRequested();
    void nextStepRequested();
    void stepChosen(int step);

protected:
    LessonSidePanel(const QString& objectName, QWidget* parent);

    // Where a panel lays out its controls, from the top.
    QWidget* content() const { return m_content; }
    QVBoxLayout* column() const { return m_column; }

    // The shared parts, each added at the end of the column. A panel that adds no position line narrates none.
    void addPosition();
    // Previous step, Next step and the list of steps.
    void addStepControls();
    // The question comes before the narration: it is what the learner must answer before reading on, and
    // the verdict stays in sight while the step's longer text arrives under it.
    void addPrediction();
    void addNarration(const QString& objectName);
    void addReason(const QString& titleObjectName, const QString& objectName);
    void addMessage(const QString& objectName);

    // The setters change what is shown; announceNarration() then tells narrationChanged once for them all.
    void setPositionToolTip(const QString& text);
    void setNarrationText(const QString& text);
    void setReasonTitle(const QString& text);
    void setReason(const QString& text);

    // A label that wraps, shows its text as plain text and lets it be selected and copied.
    static QLabel* wrappingLabel(QWidget* parent, const QString& objectName = {});

    // Writes the panel's words again; called on every language change. Ends with a narrationChanged, since
    // the reason's heading is in the new language. A panel's own calls LessonSidePanel::retranslateUi().
    virtual void retranslateUi();
    void changeEvent(QEvent* event) override;
    void announceNarration();

private:
    void showPlace();

    QWidget* m_content;
    QVBoxLayout* m_column;
    QLabel* m_position = nullptr;
    bool m_operations = false;
    QLabel* m_narration = nullptr;
    PredictionBox* m_prediction = nullptr;
    QLabel* m_reasonTitle = nullptr;
    QLabel* m_reason = nullptr;
    ErrorMessageLabel* m_message = nullptr;
    StepControls* m_stepControls = nullptr;
    // What showStep was given, written again in a new language.
    int m_step = 0;
    int m_steps = 0;
    int m_event = 0;
    int m_events = 0;
    int m_stepEnd = 0;
    QString m_stepText;
};
