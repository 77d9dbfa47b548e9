#pragma once

#include "widgets/lesson/StepNarration.h"

#include <QWidget>

class ErrorMessageLabel;
class QLabel;
class QVBoxLayout;

// What the lessons' side panels share. A column that scrolls down and never sideways (presentation doubles
// the text while the panel keeps its width); the narration of where the learner is: the step's place ("Step
// 2 of 4 · event 3 of 10"), the step's text, and what the engine did at the cursor under a heading; a line
// for refusals and notes; and retranslation when the language changes. Each panel builds its own controls
// in column() and puts the shared parts where its lesson wants them, with the add… builders.
class LessonSidePanel : public QWidget
{
    Q_OBJECT

public:
    // What the panel narrates now, for the captions while presenting.
    StepNarration narration() const;
    // A refusal (isError: red and bold) or a note; hidden while empty.
    void setMessage(const QString& text, bool isError);

signals:
    void narrationChanged(const StepNarration& narration);

protected:
    LessonSidePanel(const QString& objectName, QWidget* parent);

    // Where a panel lays out its controls, from the top.
    QWidget* content() const { return m_content; }
    QVBoxLayout* column() const { return m_column; }

    // The shared parts, each added at the end of the column. A panel that adds no position line narrates none.
    void addPosition();
    void addNarration(const QString& objectName);
    void addReason(const QString& titleObjectName, const QString& objectName);
    void addMessage(const QString& objectName);

    // The setters change what is shown; announceNarration() then tells narrationChanged once for them all.
    void setPosition(const QString& text);
    void setPositionToolTip(const QString& text);
    void setNarrationText(const QString& text);
    void setReasonTitle(const QString& text);
    void setReason(const QString& text);

    // A label that wraps, shows its text as plain text and lets it be selected and copied.
    static QLabel* wrappingLabel(QWidget* parent, const QString& objectName = {});

    // Writes the panel's words again; called on every language change. Ends with a narrationChanged, since
    // the reason's heading is in the new language.
    virtual void retranslateUi() = 0;
    void changeEvent(QEvent* event) override;
    void announceNarration();

private:

    QWidget* m_content;
    QVBoxLayout* m_column;
    QLabel* m_position = nullptr;
    QLabel* m_narration = nullptr;
    QLabel* m_reasonTitle = nullptr;
    QLabel* m_reason = nullptr;
    ErrorMessageLabel* m_message = nullptr;
};
