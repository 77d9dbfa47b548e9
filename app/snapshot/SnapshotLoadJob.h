#pragma once

#include "app/snapshot/SnapshotDocument.h"
#include "snapshot/TraceWindow.h"
#include "trace/AllocatorState.h"

#include <QObject>

#include <atomic>
#include <memory>

// Reads a snapshot and replays one device's trace, on a worker thread: progress goes out as signals (bytes
// read, then events replayed), cancel() stops it at the next check, and the result or the reason it failed
// comes back as a signal. The GUI thread keeps drawing the document that was open meanwhile.
class SnapshotLoadJob : public QObject
{
    Q_OBJECT

public:
    // `snapshot`: an already-read file to replay another device of (null: read `path`, keeping only `window`
    // of each device's trace).
    SnapshotLoadJob(QString path, int device, std::shared_ptr<const gml::MemorySnapshot> snapshot = nullptr,
                    gml::TraceWindow window = {});

    void cancel() { m_cancel = true; }

public slots:
    void run();

signals:
    // Phase 0: reading the file, 1: replaying; fraction in [0, 1].
    void progress(int phase, double fraction);
    // The file's segments are read, its trace not yet: the memory of `device` as the dump shows it, to draw
    // while the rest loads (not sent when another device of a file already read is replayed).
    void dumpStateRead(std::shared_ptr<const gml::AllocatorState> state, int device);
    void finished(std::shared_ptr<SnapshotDocument> document);
    // Why, in the person's language (SnapshotLoadErrorText).
    void failed(const QString& message);
    void cancelled();

private:
    QString m_path;
    int m_device;
    std::shared_ptr<const gml::MemorySnapshot> m_snapshot;
    gml::TraceWindow m_window;
    std::atomic<bool> m_cancel{false};
};
