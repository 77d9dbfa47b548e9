#pragma once

#include "run/RunEntry.h"
#include "run/RunLoader.h"

#include <QObject>
#include <QStringList>
#include <atomic>
#include <memory>

// Opens a training run on a worker thread: finds its snapshot files (a folder searched for them, or the
// files given), then loads them one at a time with RunLoader, so each file's lanes reach the window as soon
// as that file is read, long before the last one is. Progress counts bytes across all the files; cancel()
// stops at the next chunk. Signals carry facts; the window writes the words.
class RunLoadJob : public QObject
{
    Q_OBJECT

public:
    explicit RunLoadJob(QStringList paths);

    void cancel() { m_cancel = true; }

public slots:
    void run();

signals:
    void filesFound(int count);
    // Reading file `fileIndex` (0-based) of `fileCount`, named `name`; `fraction` of all the bytes so far.
    void progress(int fileIndex, int fileCount, const QString& name, double fraction);
    void entryLoaded(std::shared_ptr<const gml::RunEntry> entry);
    void fileFailed(std::shared_ptr<const gml::RunFileFailure> failure);
    // Nothing to load: what was given does not exist or holds no snapshot (the finder's reason).
    void failed(const QString& message);
    // Every file tried (or the load cancelled); the paths that loaded whole, for the follower.
    void finished(const QStringList& loadedPaths, bool cancelled);

private:
    QStringList m_paths;
    std::atomic<bool> m_cancel{false};
};
