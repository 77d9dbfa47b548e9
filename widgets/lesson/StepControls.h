#pragma once

#include <QStringList>
#include <QWidget>

class QComboBox;
class QPushButton;

// The way through a lesson's narrated steps, wherever a lesson shows them (the lessons' side panels, an
// opened snapshot): Previous step and Next step on a row of their own, the list of steps to jump to under
// them; and the words for where the learner is ("Step 2 of 4 · event 203 of 353"). Hidden while there
// are no steps.
class StepControls : public QWidget
{
    Q_OBJECT

public:
    // Row: the two buttons side by side (a lesson's side panel); Stacked: one above the other, for a column
    // too narrow for both in every language at presentation size (an opened snapshot's: 422 px of 401).
    enum class Arrangement
    {
        Row,
        Stacked
    };
    explicit StepControls(Arrangement arrangement, QWidget* parent = nullptr);

    // Each step named by its title, as the list shows it.
    void setTitles(const QStringList& titles);
    int count() const;
    // The current step, and whether Next has somewhere to go: the rest of the step (the cursor is on its
    // way to the step's end) or the next step.
    void showStep(int step, bool onTheWay);

    // "Step 2 of 4 · event 203 of 353" (0-based arguments), or with operations for a checkpoint timeline.
    static QString place(int step, int steps, int event, int events, bool operations);


signals:
    void previousRequested();
    void nextRequested();
    void stepChosen(int step);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QPushButton* m_previous;
    QPushButton* m_next;
    QComboBox* m_list;
    QStringList m_titles;
};
