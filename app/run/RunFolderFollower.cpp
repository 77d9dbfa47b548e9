#include "app/run/RunFolderFollower.h"

#include <QThread>
#include <QTimer>
#include <algorithm>

RunFolderFollower::RunFolderFollower(const QString& folder, const QStringList& loadedPaths, int intervalMs,
                                     QObject* parent)
    : QObject(parent), m_thread(new QThread(this))
{
    gml::RunFollowerOptions options;
    options.cancel = &m_cancel;
    // A file is called broken only once it has not changed for half a minute: a trainer writing a large
    // snapshot over a slow file system pauses for seconds, and its half file must not be reported.
    options.stablePollsBeforeBroken = std::max(3, 30'000 / std::max(1, intervalMs));
    auto follower = std::make_shared<gml::RunFollower>(folder.toStdString(), options);
    for (const QString& path : loadedPaths)
        follower->markLoaded(path.toStdString());

    // The timer lives on the worker thread, so a poll that loads a large file holds up nothing but the
    // next poll. Single-shot, restarted after each poll: polls never queue up behind a slow one.
    auto* timer = new QTimer;
    timer->setSingleShot(true);
    timer->setInterval(intervalMs);
    timer->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, timer, &QObject::deleteLater);
    connect(m_thread, &QThread::started, timer, qOverload<>(&QTimer::start));
    connect(timer, &QTimer::timeout, timer, [this, timer, follower] {
        auto reports = follower->poll();
        if (m_cancel)
            return;
        auto entries = std::make_shared<std::vector<gml::RunEntry>>();
        for (auto& report : reports) {
            if (report.broken)
                emit fileBroken(QString::fromStdString(report.file.path),
                                QString::fromStdString(report.file.relativePath),
                                QString::fromStdString(report.message));
            else
                for (auto& entry : report.entries)
                    entries->push_back(std::move(entry));
        }
        if (!entries->empty())
            emit entriesFound(std::move(entries));
        emit polled(static_cast<int>(follower->filesWaiting()));
        timer->start();
    });
    m_thread->start();
}

RunFolderFollower::~RunFolderFollower()
{
    stop();
}

void RunFolderFollower::stop()
{
    m_cancel = true;
    m_thread->quit();
    m_thread->wait();
}
