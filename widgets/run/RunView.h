#pragma once

#include "widgets/run/RunLanesView.h"

#include <QWidget>

class ErrorMessageLabel;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

// A training run opened as a whole: its name, the load's progress (with Cancel) while files are still being
// read, a step chooser, a choice of axis, how unevenly the step's memory fell across its ranks, whether the
// folder is being followed, the files that did not load, and the lanes of the chosen step (RunLanesView).
// Everything scrolls as one column, so no language or screen size pushes a sentence past an edge; the
// lanes take the height that is left. The presenter gives it its sentences and lanes.
class RunView : public QWidget
{
    Q_OBJECT

public:
    explicit RunView(QWidget* parent = nullptr);

    RunLanesView* lanes() const { return m_lanes; }
    QComboBox* stepChooser() const { return m_step; }

    void setTitle(const QString& title);
    // `fraction` of the bytes read so far, with a sentence saying which file; hidden when `text` is empty.
    void setProgress(double fraction, const QString& text);
    // The steps as listed, the chosen one, and the one to highlight as the newest (-1: none).
    void setSteps(const QStringList& steps, int current, int newest);
    int currentStep() const;
    void setImbalance(const QString& text);
    void setFollowStatus(const QString& text);
    void setFailures(const QString& text);

signals:
    void stepChosen(int index);
    void axisChosen(RunLanesView::Axis axis);
    void cancelRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QLabel* m_title;
    QWidget* m_progressRow;
    QProgressBar* m_progress;
    QLabel* m_progressText;
    QPushButton* m_cancel;
    QLabel* m_stepLabel;
    QComboBox* m_step;
    QLabel* m_axisLabel;
    QComboBox* m_axis;
    QLabel* m_imbalance;
    QLabel* m_follow;
    ErrorMessageLabel* m_failures;
    RunLanesView* m_lanes;
};
