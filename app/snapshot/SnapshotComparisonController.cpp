#include "app/snapshot/SnapshotComparisonController.h"

#include "app/common/BackgroundWorkProgress.h"
#include "app/common/StopWorker.h"
#include "app/snapshot/SnapshotComparisonJob.h"
#include "app/snapshot/SnapshotOpener.h"
#include "widgets/snapshot/SnapshotComparisonView.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QThread>

SnapshotComparisonController::SnapshotComparisonController(QWidget* window)
    : QObject(window), m_window(window), m_action(new QAction(this)), m_view(new SnapshotComparisonView)
{
    m_action->setObjectName(QStringLiteral("compareSnapshotsAction"));
    connect(m_action, &QAction::triggered, this, &SnapshotComparisonController::chooseFiles);
    retranslateUi();
}

SnapshotComparisonController::~SnapshotComparisonController()
{
    stopWorker(m_thread.data(), m_job.data()); // its thread is this object's child
}

bool SnapshotComparisonController::hasComparison() const
{
    return m_view->comparison() != nullptr;
}

void SnapshotComparisonController::retranslateUi()
{
    m_action->setText(tr("&Compare snapshots…"));
    m_action->setToolTip(
        tr("Compare two PyTorch memory snapshots at their peaks, place by place in your code"));
}

void SnapshotComparisonController::chooseFiles()
{
    const QString filter = SnapshotOpener::fileFilter();
    const QString pathA =
        QFileDialog::getOpenFileName(m_window, tr("Choose snapshot A (before)"), QString(), filter);
    if (pathA.isEmpty())
        return;
    const QString pathB = QFileDialog::getOpenFileName(m_window, tr("Choose snapshot B (after)"),
                                                       QFileInfo(pathA).absolutePath(), filter);
    if (!pathB.isEmpty())
        compare(pathA, pathB);
}

void SnapshotComparisonController::compare(const QString& pathA, const QString& pathB)
{
    if (m_running)
        return; // one comparison at a time; its progress dialog is up
    m_running = true;
    auto* thread = new QThread(this);
    auto* job = new SnapshotComparisonJob(pathA, pathB);
    job->moveToThread(thread);
    m_thread = thread;
    m_job = job;
    connect(thread, &QThread::finished, job, &QObject::deleteLater);
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    const QString nameA = QFileInfo(pathA).fileName();
    const QString nameB = QFileInfo(pathB).fileName();
    m_progress = new BackgroundWorkProgress(tr("Comparing two snapshots"), tr("Reading %1…").arg(nameA), m_window);
    m_progress->setObjectName(QStringLiteral("comparisonProgress"));
    connect(
        m_progress, &QProgressDialog::canceled, job, [job] { job->cancel(); }, Qt::DirectConnection);
    connect(thread, &QThread::started, job, &SnapshotComparisonJob::run);
    connect(job, &SnapshotComparisonJob::progress, this, [this, nameA, nameB](int file, double fraction) {
        if (!m_progress)
            return;
        m_progress->setLabelText(tr("Reading %1…").arg(file == 0 ? nameA : nameB));
        m_progress->setValue(static_cast<int>((file + fraction) * 500.0));
    });
    const auto finish = [this, thread] {
        m_running = false;
        if (m_progress)
            m_progress->finish();
        thread->quit();
    };
    connect(job, &SnapshotComparisonJob::finished, this,
            [this, finish, nameA, nameB](std::shared_ptr<const gml::SnapshotComparison> comparison) {
                finish();
                m_view->setComparison(std::move(comparison));
                emit comparisonReady(tr("Compare: %1 and %2").arg(nameA, nameB));
            });
    connect(job, &SnapshotComparisonJob::failed, this, [this, finish](const QString& message) {
        finish();
        const QString text = tr("The snapshots could not be compared: %1").arg(message);
        qWarning("GPU Memory Lab: %s", qPrintable(text));
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Comparing two snapshots"), text,
                                    QMessageBox::Close, m_window);
        box->setObjectName(QStringLiteral("comparisonError"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    connect(job, &SnapshotComparisonJob::cancelled, this, [finish] { finish(); });
    thread->start();
}
