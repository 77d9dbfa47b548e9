#pragma once

#include "checkpoint/CheckpointChain.h"
#include "checkpoint/CheckpointChainScript.h"
#include "checkpoint/CheckpointExecution.h"
#include "checkpoint/CheckpointSchedule.h"
#include "checkpoint/ScheduleLibrary.h"
#include "widgets/checkpoint/CheckpointSettings.h"

#include <QList>
#include <QObject>
#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

class QThread;

// The activation-checkpointing lesson's engine side: builds the chain the learner chose, plans the chosen
// schedule over it, and does the slow work on worker threads so that the window never waits: the trade-off
// of every schedule and the budget optimum's curve, the optimum to compare hand-placed checkpoints with, the
// budget schedule on long chains (about 0.1 to 0.2 s a plan at 200 layers on two cores: enough to make a
// click stutter, and the trade-off curve plans several), and a real training step.
// Results come back through queued signals; results for settings since replaced are dropped.
class CheckpointLesson : public QObject
{
    Q_OBJECT

public:
    // Up to this many layers the budget schedule is planned at once (a few milliseconds); beyond, on a worker.
    static constexpr std::uint32_t kImmediateBudgetLayers = 48;
    static constexpr double kHostBandwidthBytesPerMs = 25e6; // 25 GB/s: a PCIe 4.0 x16 link in practice

    struct TradeOffPoint
    {
        QString name;
        double peakPercent = 0;  // of store-all's peak
        double extraPercent = 0; // extra time (recomputation and waits), of store-all's
    };
    struct Figures
    {
        std::uint64_t peakBytes = 0;
        double extraMs = 0;
        double extraPercent = 0;
    };
    struct StepResult
    {
        QString schedule;
        QString device;
        bool preserveRngState = true;
        std::uint64_t measuredPeakBytes = 0;  // the MLP's, measured
        std::uint64_t predictedPeakBytes = 0; // the MLP's, predicted for the timeline's operations
        std::uint64_t timelinePeakBytes = 0;  // the chain on screen's, for the same operations
        bool chainIsTheMlp = false;           // the chain on screen is the MLP: the two peaks are one
        std::uint32_t mlpLayers = 0;
        std::uint32_t mlpBatch = 0;
        std::uint32_t mlpWidth = 0;
        double mlpDropout = 0;
        double measuredMs = 0;
        double maxGradientError = 0;
        QString error; // not empty: the step did not run
    };

    explicit CheckpointLesson(QObject* parent = nullptr);

    // "simulated GPU of 80 GiB", or the GPU's own name: the device an executed step ran on.
    static QString deviceName(const gml::CheckpointExecution& execution);
    ~CheckpointLesson() override; // waits for the workers

    // Builds the chain and plans the schedule. False, with the reason, when the schedule cannot be made (a
    // budget Chen's greedy plan cannot meet); the chain then changes and the previous schedule stays. While a
    // chain file plays, its chain stays as long as the settings' chain (kind, layers, sizes, expensive layer)
    // is the one `settings` had when the file was chosen: another schedule is planned on the file's chain, and
    // another chain leaves the file.
    bool configure(const CheckpointSettings& settings, QString* error);
    // Plays a chain file: its chain as it is written, its schedule, comparisons and cursor planned exactly as
    // the command line plans them (`settings` are what the side panel shows for it). The plan, or nullopt
    // with the reader's reason (the line at fault) when it cannot be made.
    std::optional<gml::CheckpointChainPlan> playChainFile(const gml::CheckpointChainScript& script,
                                                          const CheckpointSettings& settings, QString* error);
    // What is on screen as a chain file (CheckpointChainScriptWriter writes it): the chain, the schedule as it
    // was planned, or checkpoints placed by hand at `handStarts` (0-based segment starts) when there are some,
    // the file's comparisons while one plays, and the cursor `operations` into the timeline (at the peak
    // without).
    gml::CheckpointChainScript sandboxScript(const std::string& id, const QList<std::uint32_t>& handStarts,
                                             std::optional<std::size_t> operations) const;
    // Back to the chain the settings make, at the next configure.
    void leaveChainFile();
    // The chain file on screen (its id), or empty when the chain is the settings' own.
    const QString& chainFile() const { return m_chainFile; }
    // The file's schedule, comparisons and cursor as it planned them; nullopt without a file.
    const std::optional<gml::CheckpointChainPlan>& chainFilePlan() const { return m_filePlan; }
    const CheckpointSettings& settings() const { return m_settings; }
    const gml::CheckpointChain& chain() const { return m_chain; }
    const gml::CheckpointSchedule& schedule() const { return m_schedule; }
    const gml::CheckpointSchedule& storeAll() const { return m_storeAll; }
    bool schedulePending() const { return m_schedulePending; }
    // The budget the chosen schedule plans within (budget and chen-greedy only).
    std::optional<std::uint64_t> budgetBytes() const;
    gml::ScheduleOptions options() const;
    Figures figuresOf(const gml::CheckpointSchedule& schedule) const;

    // Checkpoints at `starts` (0 first): planned at once; the optimum at its peak follows (handOptimumReady).
    gml::CheckpointSchedule handSchedule(const QList<std::uint32_t>& starts);
    // Runs the schedule on screen, operation for operation, as a real step of an MLP of as many layers, and
    // store-all beside it.
    void runStep(bool preserveRngState);

    static gml::CheckpointChain makeChain(const CheckpointSettings& settings);
    // Whether two settings make the same chain (the schedule and its knobs aside).
    static bool sameChain(const CheckpointSettings& a, const CheckpointSettings& b);
    static gml::ScheduleOptions makeOptions(const CheckpointSettings& settings, const gml::CheckpointChain& chain);

signals:
    void scheduleChanged();
    void tradeOffReady(const QList<CheckpointLesson::TradeOffPoint>& schedules, const QList<QPointF>& optimumCurve);
    void handOptimumReady(const CheckpointLesson::Figures& optimum);
    void handOptimumFailed(const QString& message);
    void stepFinished(const CheckpointLesson::StepResult& result);

private:
    template <typename Work, typename Done> void inBackground(Work work, Done done);
    void startTradeOff();

    CheckpointSettings m_settings;
    bool m_configured = false;
    QString m_chainFile;
    std::optional<gml::CheckpointChainPlan> m_filePlan;
    std::vector<gml::CheckpointScheduleSpec> m_fileCompare;
    gml::CheckpointScheduleSpec m_scheduleSpec; // the schedule on screen as a chain file names it
    gml::CheckpointChain m_chain;
    gml::CheckpointSchedule m_schedule;
    gml::CheckpointSchedule m_storeAll;
    bool m_schedulePending = false;
    std::uint64_t m_generation = 0;     // bumped whenever the chain or schedule changes
    std::uint64_t m_handGeneration = 0; // bumped at every hand plan
    QList<QThread*> m_workers;
};
