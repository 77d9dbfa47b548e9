#pragma once

#include "run/RunEntry.h"
#include "run/RunFollower.h"

#include <QObject>
#include <QStringList>
#include <atomic>
#include <memory>

class QThread;
class QTimer;

// Watches an open run's folder for the snapshots a running job writes, on a thread of its own: every
// interval it polls a RunFollower, which loads a file only once it is whole (a half-written file waits, and
// is called broken only after it stopped changing and still does not read). What it finds comes back to the
// GUI thread as signals. Stopping (or destroying it) ends a poll in progress at its next chunk.
class RunFolderFollower : public QObject
{
    Q_OBJECT

public:
    // `loadedPaths`: the files the window loaded itself when it opened the folder; they are not loaded again.
    RunFolderFollower(const QString& folder, const QStringList& loadedPaths, int intervalMs,
                      QObject* parent = nullptr);
    ~RunFolderFollower() override;

    void stop();

signals:
    void entriesFound(std::shared_ptr<const std::vector<gml::RunEntry>> entries);
    // A file that stopped changing and does not load, with the loader's message.
    void fileBroken(const QString& path, const QString& relativePath, const QString& message);
    // After each poll: how many files are still being written (waiting to be whole).
    void polled(int filesWaiting);

private:
    QThread* m_thread;
    std::atomic<bool> m_cancel{false};
};
