#pragma once

#include "run/SnapshotComparison.h"

#include <QObject>
#include <QString>
#include <atomic>
#include <memory>

// Compares two snapshot files on a worker thread (gml::compareSnapshotFiles: one file in memory at a time):
// progress as signals (which file, how much of it is read), cancel() stops it at the next check, and the
// comparison or the reason it failed comes back as a signal.
class SnapshotComparisonJob : public QObject
{
    Q_OBJECT

public:
    SnapshotComparisonJob(QString pathA, QString pathB);

    void cancel() { m_cancel = true; }

public slots:
    void run();

signals:
    // file: 0 while reading A, 1 while reading B; fraction in [0, 1].
    void progress(int file, double fraction);
    void finished(std::shared_ptr<const gml::SnapshotComparison> comparison);
    void failed(const QString& message);
    void cancelled();

private:
    QString m_pathA;
    QString m_pathB;
    std::atomic<bool> m_cancel{false};
};
