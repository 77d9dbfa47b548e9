#include "app/snapshot/SnapshotOpener.h"

#include "app/common/BackgroundWorkProgress.h"
#include "app/common/StopWorker.h"
#include "app/content/common/AppSettings.h"
#include "app/content/common/Player.h"
#include "app/content/snapshot/SnapshotSizeAdvice.h"
#include "app/snapshot/SnapshotLoadJob.h"
#include "app/snapshot/SnapshotPresenter.h"
#include "widgets/snapshot/SnapshotView.h"
#include "widgets/snapshot/TraceWindowDialog.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QThread>

SnapshotOpener::SnapshotOpener(QMainWindow* window, QStackedWidget* pages, SnapshotView* view,
                               SnapshotPresenter* presenter, Player& player, AppSettings& settings)
    : QObject(window), m_window(window), m_pages(pages), m_view(view), m_presenter(presenter), m_player(player),
      m_settings(settings)
{
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &SnapshotOpener::openDialog);
    m_openPartAction = new QAction(this);
    m_openPartAction->setObjectName(QStringLiteral("openSnapshotPart"));
    connect(m_openPartAction, &QAction::triggered, this, &SnapshotOpener::openPartDialog);
    m_recentMenu = new QMenu(window);
    rebuildRecentMenu();
    // Another device of the open file: replayed from what was read already.
    connect(m_presenter, &SnapshotPresenter::deviceRequested, this, [this](int device) {
        if (const auto* document = m_presenter->document())
            open(document->path, device);
    });
    retranslateUi();
}

SnapshotOpener::~SnapshotOpener()
{
    stop();
}

void SnapshotOpener::stop()
{
    stopWorker(m_thread.data(), m_job.data());
}

void SnapshotOpener::retranslateUi()
{
    m_openAction->setText(tr("&Open snapshot…"));
    m_openAction->setToolTip(tr("Open a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot)"));
    m_openPartAction->setText(tr("Open &part of a snapshot…"));
    m_openPartAction->setToolTip(tr("Open only the last events, or a stretch of time, of a large snapshot's trace"));
    m_recentMenu->setTitle(tr("Open &recent"));
}

QString SnapshotOpener::fileFilter()
{
    return tr("PyTorch memory snapshots (*.pickle *.pkl *.pickle.gz *.pkl.gz *.pickle.zst *.pkl.zst *.pt *.pth *.zip);;All files (*)");
}

void SnapshotOpener::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open a PyTorch memory snapshot"), QString(),
                                                      fileFilter());
    if (!path.isEmpty())
        open(path);
}

void SnapshotOpener::openPartDialog()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open part of a PyTorch memory snapshot"),
                                                      QString(), fileFilter());
    if (path.isEmpty())
        return;
    TraceWindowDialog dialog(QFileInfo(path).fileName(), QString(), m_window);
    if (dialog.exec() == QDialog::Accepted)
        openPart(path, dialog.window());
}

void SnapshotOpener::open(const QString& path, int device)
{
    const bool readAlready = device >= 0 && m_presenter->document() && m_presenter->document()->path == path;
    gml::TraceWindow window;
    if (!readAlready && !m_loading) {
        // A file too large to open whole asks first, with the last events chosen: that is where an
        // out-of-memory error is, and what fits.
        const SnapshotSizeAdvice size = SnapshotSizeAdvice::of(path);
        if (size.tooLargeToOpenWhole()) {
            TraceWindowDialog dialog(QFileInfo(path).fileName(), size.advice(), m_window);
            if (dialog.exec() != QDialog::Accepted)
                return;
            window = dialog.window();
        }
    }
    startLoad(path, device, window);
}

void SnapshotOpener::openPart(const QString& path, const gml::TraceWindow& window)
{
    startLoad(path, -1, window);
}

void SnapshotOpener::startLoad(const QString& path, int device, const gml::TraceWindow& window)
{
    if (m_loading)
        return; // one load at a time; the progress dialog is already up
    m_loading = true;
    auto* thread = new QThread(this);
    const SnapshotDocument* open = m_presenter->document();
    auto* job = new SnapshotLoadJob(path, device, device >= 0 && open && open->path == path ? open->snapshot : nullptr,
                                    window);
    job->moveToThread(thread);
    m_thread = thread;
    m_job = job;
    // Connected before the thread starts: connecting once it has finished would never delete them.
    connect(thread, &QThread::finished, job, &QObject::deleteLater);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    m_progress = new BackgroundWorkProgress(tr("Opening a snapshot"), tr("Reading %1…").arg(QFileInfo(path).fileName()),
                                            m_window);
    m_progress->setObjectName(QStringLiteral("snapshotProgress"));
    connect(m_progress, &QProgressDialog::canceled, job, [job] { job->cancel(); }, Qt::DirectConnection);
    connect(thread, &QThread::started, job, &SnapshotLoadJob::run);
    connect(job, &SnapshotLoadJob::progress, this, [this, path](int phase, double fraction) {
        if (!m_progress)
            return;
        m_progress->setLabelText(phase == 0 ? tr("Reading %1…").arg(QFileInfo(path).fileName())
                                            : tr("Replaying the trace through the allocator…"));
        // Reading takes most of the time: 70% of the bar, replaying the rest.
        m_progress->setValue(static_cast<int>((phase == 0 ? fraction * 0.7 : 0.7 + fraction * 0.3) * 1000));
    });
    // The memory at dump time is drawn as soon as the segments are read; the trace follows.
    connect(job, &SnapshotLoadJob::dumpStateRead, this,
            [this, path](std::shared_ptr<const gml::AllocatorState> state, int shownDevice) {
                if (!m_loading)
                    return;
                if (m_pageBeforePreview == nullptr)
                    m_pageBeforePreview = m_pages->currentWidget();
                m_player.pause();
                m_presenter->showDumpState(path, *state, shownDevice);
                m_pages->setCurrentWidget(m_view);
            });
    const auto finish = [this, thread] {
        m_loading = false;
        if (m_progress) {
            m_progress->finish();
            m_progress = nullptr;
        }
        thread->quit();
    };
    connect(job, &SnapshotLoadJob::finished, this, [this, finish, path](std::shared_ptr<SnapshotDocument> document) {
        finish();
        m_pageBeforePreview = nullptr; // the loaded snapshot takes the page over
        m_settings.addRecentFile(QFileInfo(path).absoluteFilePath());
        m_settings.save();
        rebuildRecentMenu();
        const QString name = QFileInfo(document->path).fileName();
        m_presenter->setDocument(std::move(document));
        emit loaded(name);
    });
    connect(job, &SnapshotLoadJob::failed, this, [this, finish, path](const QString& message) {
        finish();
        endDumpStatePreview();
        const QString text = tr("%1 could not be opened.").arg(QFileInfo(path).fileName());
        qWarning("GPU Memory Lab: %s %s", qPrintable(text), qPrintable(message));
        // Window-modal, not application-modal: the open document stays usable behind it.
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Opening a snapshot"), text, QMessageBox::Close, m_window);
        box->setInformativeText(message);
        box->setObjectName(QStringLiteral("snapshotError"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    connect(job, &SnapshotLoadJob::cancelled, this, [this, finish] {
        finish();
        endDumpStatePreview();
        m_window->statusBar()->showMessage(tr("Opening the snapshot was cancelled."), 5000);
    });
    thread->start();
}

void SnapshotOpener::endDumpStatePreview()
{
    if (m_pageBeforePreview == nullptr)
        return;
    m_presenter->restore();
    m_pages->setCurrentWidget(m_pageBeforePreview);
    m_pageBeforePreview = nullptr;
}

void SnapshotOpener::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_settings.recentFiles();
    for (const auto& file : files)
        m_recentMenu->addAction(QFileInfo(file).fileName(), this, [this, file] { open(file); })->setToolTip(file);
    m_recentMenu->setEnabled(!files.isEmpty());
}
