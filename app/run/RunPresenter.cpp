#include "app/run/RunPresenter.h"

#include "app/common/StopWorker.h"
#include "app/content/common/NumberText.h"
#include "app/run/RunFolderFollower.h"
#include "app/run/RunLoadJob.h"
#include "widgets/run/RunView.h"

#include <QComboBox>
#include <QDateTime>
#include <QFileInfo>
#include <QThread>
#include <algorithm>

namespace {

// How much more the highest peak is than the lowest, in percent with one decimal: ranks that differ by a
// few MiB in GiB read "0.4", not a ratio rounded to "1".
// A file this long untouched is not being written (RunFolderFollower waits as long before calling one
// broken).
constexpr qint64 kSettledSeconds = 30;

QString percentMore(double ratio)
{
    return QString::number((ratio - 1.0) * 100.0, 'f', 1);
}

} // namespace

RunPresenter::RunPresenter(RunView* view, QObject* parent) : QObject(parent), m_view(view)
{
    connect(m_view, &RunView::stepChosen, this, [this](int index) {
        if (index >= 0 && index < static_cast<int>(m_steps.size())) {
            m_current = m_steps[static_cast<std::size_t>(index)];
            showStep();
        }
    });
    connect(m_view, &RunView::cancelRequested, this, [this] {
        if (m_job)
            m_job->cancel();
    });
    connect(m_view->lanes(), &RunLanesView::momentChosen, this, [this](int lane, double position) {
        const auto& lanes = m_view->lanes()->lanes();
        if (lane < 0 || lane >= static_cast<int>(lanes.size()))
            return;
        const gml::RunEntry& entry = lanes[static_cast<std::size_t>(lane)];
        emit snapshotRequested(QString::fromStdString(entry.file), entry.device, position);
    });
}

RunPresenter::~RunPresenter()
{
    stop();
}

void RunPresenter::stop()
{
    ++m_generation;
    // The job reads no further than its current chunk once cancelled; wait for it, so that nothing it holds
    // outlives the presenter.
    stopWorker(m_thread, m_job);
    m_thread = nullptr;
    m_job = nullptr;
    delete m_follower;
    m_follower = nullptr;
}

void RunPresenter::finishJob()
{
    // Called once the job's run() has returned (its last signal): the wait is for the thread's own exit.
    m_job = nullptr;
    m_thread->quit();
    m_thread->wait();
    m_thread = nullptr;
}

void RunPresenter::open(const QStringList& paths)
{
    stop();
    const bool folder = paths.size() == 1 && QFileInfo(paths.front()).isDir();
    m_document = std::make_unique<RunDocument>(paths, folder);
    m_steps.clear();
    m_current.reset();
    m_shown = false;
    m_cancelled = false;
    m_filesWaiting = 0;
    m_progress = 0;
    m_progressFile = 0;
    m_progressFiles = 0;
    m_progressName.clear();
    m_deferredKinds.clear();
    m_view->lanes()->setLanes({});
    retranslate();

    const int generation = m_generation;
    auto* job = new RunLoadJob(paths);
    m_job = job;
    m_thread = new QThread(this);
    job->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, job, &QObject::deleteLater);
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
    connect(m_thread, &QThread::started, job, &RunLoadJob::run);
    connect(job, &RunLoadJob::progress, this,
            [this, generation](int index, int count, const QString& name, double fraction) {
                if (generation != m_generation)
                    return;
                m_progressFile = index;
                m_progressFiles = count;
                m_progressName = name;
                m_progress = fraction;
                m_view->setProgress(fraction,
                                    tr("Reading file %1 of %2: %3…").arg(index + 1).arg(count).arg(name));
            });
    connect(job, &RunLoadJob::entryLoaded, this,
            [this, generation](std::shared_ptr<const gml::RunEntry> entry) {
                if (generation == m_generation)
                    addEntries({*entry}, false);
            });
    connect(job, &RunLoadJob::fileFailed, this,
            [this, generation](std::shared_ptr<const gml::RunFileFailure> failure) {
                if (generation != m_generation)
                    return;
                // In a followed folder a file that does not read may still be being written: the follower
                // tries it again and calls it broken only once it stopped changing. One untouched for a
                // while is not being written, and is listed at once.
                const QString path = QString::fromStdString(failure->file.path);
                const QDateTime modified = QFileInfo(path).lastModified();
                const bool settled =
                    modified.isValid() && modified.secsTo(QDateTime::currentDateTime()) >= kSettledSeconds;
                if (m_document->followable() && failure->error.kind != gml::LoadErrorKind::TooLarge &&
                    !settled) {
                    m_deferredKinds.insert(path, failure->error.kind);
                    return;
                }
                // Files given one by one are named by their file name; a folder's by their path inside it.
                const QString relative = QString::fromStdString(failure->file.relativePath);
                m_document->addFailure(
                    {QString::fromStdString(failure->file.path),
                     QFileInfo(relative).isAbsolute() ? QFileInfo(relative).fileName() : relative,
                     QString::fromStdString(failure->error.message), failure->error.kind});
                showFailures();
            });
    connect(job, &RunLoadJob::failed, this, [this, generation](const QString& message) {
        if (generation != m_generation)
            return;
        finishJob();
        // A folder the job has not written a snapshot into yet is opened anyway, and followed.
        if (m_document->followable()) {
            startFollowing({});
            retranslate();
            m_shown = true;
            emit shown();
            return;
        }
        emit failed(message);
    });
    connect(job, &RunLoadJob::finished, this, [this, generation](const QStringList& loaded, bool cancelled) {
        if (generation != m_generation)
            return;
        finishJob();
        m_cancelled = cancelled;
        if (m_document->followable() && !cancelled)
            startFollowing(loaded);
        retranslate();
        if (!m_shown) {
            m_shown = true;
            emit shown(); // every file failed: the page says why
        }
    });
    m_thread->start();
}

void RunPresenter::startFollowing(const QStringList& loadedPaths)
{
    m_follower = new RunFolderFollower(m_document->paths().front(), loadedPaths, m_followIntervalMs, this);
    const int generation = m_generation;
    connect(m_follower, &RunFolderFollower::entriesFound, this,
            [this, generation](std::shared_ptr<const std::vector<gml::RunEntry>> entries) {
                if (generation == m_generation)
                    addEntries(*entries, true);
            });
    connect(m_follower, &RunFolderFollower::fileBroken, this,
            [this, generation](const QString& path, const QString& relativePath, const QString& message) {
                if (generation != m_generation)
                    return;
                // The follower gives the loader's message only: the kind is the first load's, when it had
                // one.
                m_document->addFailure(
                    {path, relativePath, message, m_deferredKinds.value(path, gml::LoadErrorKind::BadFile)});
                showFailures();
            });
    connect(m_follower, &RunFolderFollower::polled, this, [this, generation](int waiting) {
        if (generation != m_generation || waiting == m_filesWaiting)
            return;
        m_filesWaiting = waiting;
        showFollowStatus();
    });
    showFollowStatus();
}

std::optional<RunStep> RunPresenter::currentStep() const
{
    return m_current;
}

void RunPresenter::addEntries(std::vector<gml::RunEntry> entries, bool fromFollower)
{
    const std::vector<RunStep> before = m_document->steps();
    const bool onNewest = m_current && !before.empty() && *m_current == before.back();
    for (auto& entry : entries)
        m_document->add(std::move(entry));
    const std::vector<RunStep> after = m_document->steps();
    if (!m_current && !after.empty())
        m_current = after.front(); // the first lane shows as soon as its file is read
    else if (fromFollower && onNewest && !after.empty())
        m_current = after.back(); // watching the head of a live run: stay with it
    showSteps();
    showStep();
    showFailures();
    if (!m_shown) {
        m_shown = true;
        emit shown();
    }
}

QString RunPresenter::stepName(const RunStep& step) const
{
    const bool outOfMemory = m_document->outOfMemory(step);
    if (!step.number)
        return outOfMemory ? tr("Files with no step in their name, out of memory")
                           : tr("Files with no step in their name");
    return outOfMemory ? tr("Step %1, out of memory").arg(*step.number) : tr("Step %1").arg(*step.number);
}

void RunPresenter::showSteps()
{
    m_steps = m_document ? m_document->steps() : std::vector<RunStep>{};
    QStringList names;
    for (const RunStep& step : m_steps)
        names.append(stepName(step));
    const auto current = m_current ? std::find(m_steps.begin(), m_steps.end(), *m_current) : m_steps.end();
    // While a folder is followed the newest step is the one the job is on: it stands out in the list.
    const int newest = m_document && m_document->followable() && !m_steps.empty()
                           ? static_cast<int>(m_steps.size()) - 1
                           : -1;
    m_view->setSteps(names, current == m_steps.end() ? -1 : static_cast<int>(current - m_steps.begin()),
                     newest);
}

void RunPresenter::showStep()
{
    if (!m_document || !m_current) {
        m_view->lanes()->setLanes({});
        m_view->setImbalance(QString());
        return;
    }
    std::vector<gml::RunEntry> lanes;
    for (const gml::RunEntry* entry : m_document->entriesOf(*m_current))
        lanes.push_back(*entry);
    m_view->lanes()->setLanes(std::move(lanes));
    m_view->setImbalance(imbalanceText(*m_current));
}

QString RunPresenter::imbalanceText(const RunStep& step) const
{
    const auto imbalance = m_document->imbalanceOf(step);
    if (!imbalance)
        return QString();
    if (imbalance->entryCount < 2)
        return tr("Only one rank of this step has loaded: there is nothing to compare it with yet.");
    const QString highest = NumberText::bytes(imbalance->maxPeakAllocatedBytes);
    const QString lowest = NumberText::bytes(imbalance->minPeakAllocatedBytes);
    if (imbalance->maxRank && imbalance->minRank) {
        if (!imbalance->ratio)
            return tr("Rank %1 peaked highest, at %2 allocated; rank %3 allocated nothing.")
                .arg(*imbalance->maxRank)
                .arg(highest)
                .arg(*imbalance->minRank);
        //: %3 is how much more the highest peak is than the lowest, in percent (such as 12.5).
        return tr("Rank %1 peaked highest, at %2 allocated: %3% more than rank %4, the lowest, at %5. "
                  "The step needs as much memory as its fullest rank.")
            .arg(*imbalance->maxRank)
            .arg(highest, percentMore(*imbalance->ratio))
            .arg(*imbalance->minRank)
            .arg(lowest);
    }
    if (!imbalance->ratio)
        return tr("The highest peak across the files was %1 allocated; one file allocated nothing.")
            .arg(highest);
    return tr("The highest peak across the files was %1 allocated, %2% more than the lowest, %3.")
        .arg(highest, percentMore(*imbalance->ratio), lowest);
}

QString RunPresenter::failureText(const RunFailure& failure) const
{
    //: %1 is a snapshot file's path within the run; %2 the reader's own explanation.
    switch (failure.kind) {
    case gml::LoadErrorKind::CannotOpen:
        return tr("%1 could not be read: %2").arg(failure.relativePath, failure.message);
    case gml::LoadErrorKind::TooLarge:
        return tr("%1 is larger than this application reads: %2").arg(failure.relativePath, failure.message);
    default:
        return tr("%1 is not a whole PyTorch memory snapshot: %2").arg(failure.relativePath, failure.message);
    }
}

void RunPresenter::showFailures()
{
    if (!m_document || m_document->failures().empty()) {
        m_view->setFailures(QString());
        return;
    }
    QStringList lines{tr("%n file(s) of this run did not load; the others are shown.", "",
                         static_cast<int>(m_document->failures().size()))};
    for (const RunFailure& failure : m_document->failures())
        lines.append(failureText(failure));
    m_view->setFailures(lines.join(QLatin1Char('\n')));
}

void RunPresenter::showFollowStatus()
{
    if (!m_document)
        return m_view->setFollowStatus(QString());
    if (m_cancelled)
        return m_view->setFollowStatus(tr("Loading was cancelled: only the files read before it are shown."));
    if (!m_follower)
        return m_view->setFollowStatus(QString());
    if (m_document->entries().empty() && m_filesWaiting == 0)
        return m_view->setFollowStatus(tr("No snapshot in this folder yet. It is being watched: the job's "
                                          "snapshots appear here as it writes them."));
    if (m_filesWaiting > 0)
        return m_view->setFollowStatus(
            tr("Watching this folder: %n file(s) still being written, each shown once it is whole.", "",
               m_filesWaiting));
    m_view->setFollowStatus(
        tr("Watching this folder: snapshots the job writes appear here once they are whole."));
}

void RunPresenter::retranslate()
{
    if (!m_document)
        return;
    const QString title = m_document->title();
    m_view->setTitle(title.isEmpty()
                         ? tr("Training run of %n file(s)", "", static_cast<int>(m_document->paths().size()))
                         : tr("Training run: %1").arg(title));
    if (m_job && m_thread)
        m_view->setProgress(m_progress, m_progressFiles == 0 ? tr("Looking for snapshot files…")
                                                             : tr("Reading file %1 of %2: %3…")
                                                                   .arg(m_progressFile + 1)
                                                                   .arg(m_progressFiles)
                                                                   .arg(m_progressName));
    else
        m_view->setProgress(1.0, QString());
    showSteps();
    showStep();
    showFailures();
    showFollowStatus();
}
