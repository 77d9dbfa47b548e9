#pragma once

#include "app/run/RunDocument.h"
#include "widgets/run/RunLanesView.h"

#include <QHash>
#include <QObject>
#include <memory>

class QThread;
class RunFolderFollower;
class RunLoadJob;
class RunView;

// Opens a training run into a RunView and keeps it current: loads its files off the GUI thread (each rank's
// lane shows as soon as its file is read), lists the steps, writes the step's imbalance and each failure in
// the learner's language, follows the folder for the files the job writes next, and passes a click on a lane
// on as a request to open that rank's file at that moment.
class RunPresenter : public QObject
{
    Q_OBJECT

public:
    explicit RunPresenter(RunView* view, QObject* parent = nullptr);
    ~RunPresenter() override;

    // Opens one folder (followed while open) or several files (not followed); what was open is closed.
    void open(const QStringList& paths);
    const RunDocument* document() const { return m_document.get(); }
    bool loading() const { return m_job != nullptr; }
    bool following() const { return m_follower != nullptr; }
    // How often a followed folder is looked at; tests look more often than people need.
    void setFollowIntervalMs(int ms) { m_followIntervalMs = ms; }
    // The step whose lanes show, or nullopt while none has loaded.
    std::optional<RunStep> currentStep() const;
    // Writes everything it shows again in the language just installed.
    void retranslate();

signals:
    // The run has something to show (its first entry, or a followed folder that is still empty).
    void shown();
    // Nothing could be opened: what was given does not exist or holds no snapshot; the reason in words.
    void failed(const QString& message);
    // A lane was clicked: open `path` (device `device`) at `position` of its recorded trace (0 to 1).
    void snapshotRequested(const QString& path, int device, double position);

private:
    void stop();
    void finishJob();
    void startFollowing(const QStringList& loadedPaths);
    void addEntries(std::vector<gml::RunEntry> entries, bool fromFollower);
    void showSteps();
    void showStep();
    void showFailures();
    void showFollowStatus();
    QString stepName(const RunStep& step) const;
    QString imbalanceText(const RunStep& step) const;
    QString failureText(const RunFailure& failure) const;

    RunView* m_view;
    std::unique_ptr<RunDocument> m_document;
    std::vector<RunStep> m_steps; // as listed in the view
    std::optional<RunStep> m_current;
    // Files of a followed folder that did not load at open and were left to the follower, with why.
    QHash<QString, gml::LoadErrorKind> m_deferredKinds;
    RunLoadJob* m_job = nullptr; // while loading; deleted with its thread
    QThread* m_thread = nullptr;
    RunFolderFollower* m_follower = nullptr;
    int m_generation = 0; // signals of a run closed since are dropped
    int m_followIntervalMs = 1000;
    int m_filesWaiting = 0;
    double m_progress = 0;
    QString m_progressName;
    int m_progressFile = 0;
    int m_progressFiles = 0;
    bool m_shown = false;
    bool m_cancelled = false;
};
