#pragma once

#include <QWidget>

#include <cstdint>

class QCheckBox;
class QLabel;
class QPushButton;

// Runs the schedule on screen as a real training step of a small MLP with dropout: the "preserve RNG state"
// choice, the button, and what came back: which MLP ran the schedule's operations, its measured peak against
// its predicted one (and the timeline's, when the chain on screen is not that MLP), the time, and how far the
// gradients are from store-all's. The step runs elsewhere; this box only asks and shows.
class CheckpointRunBox : public QWidget
{
    Q_OBJECT

public:
    struct Result
    {
        QString schedule;        // its title
        QString device;          // where it ran
        bool preserveRngState = true;
        std::uint64_t measuredPeakBytes = 0;  // the MLP's, measured
        std::uint64_t predictedPeakBytes = 0; // the MLP's, predicted for the schedule's operations
        double measuredMs = 0;
        double maxGradientError = 0;
        // The MLP that ran, and whether it is the chain on screen; when not, the chain on screen's peak for the
        // same operations goes beside the MLP's figures.
        std::uint32_t mlpLayers = 0;
        std::uint32_t mlpBatch = 0;
        std::uint32_t mlpWidth = 0;
        double mlpDropout = 0;
        bool chainIsTheMlp = true;
        std::uint64_t timelinePeakBytes = 0;
    };

    explicit CheckpointRunBox(QWidget* parent = nullptr);

    bool preserveRngState() const;
    void setPreserveRngState(bool preserve); // without emitting anything
    void setRunning(bool running);
    void setResult(const Result& result);
    void setError(const QString& message);
    // The relative gradient error on screen (negative before any run).
    double shownGradientError() const { return m_shownError; }

signals:
    void runRequested(bool preserveRngState);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    QCheckBox* m_preserve;
    QLabel* m_preserveLabel;
    QPushButton* m_run;
    QLabel* m_result;
    QLabel* m_verdict;
    double m_shownError = -1;
};
