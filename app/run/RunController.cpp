#include "app/run/RunController.h"

#include "app/run/RunPresenter.h"
#include "app/snapshot/SnapshotPresenter.h"
#include "app/window/MainWindow.h"
#include "run/LaneMoment.h"
#include "widgets/lesson/LessonNavigator.h"
#include "widgets/run/RunView.h"

#include <QAction>
#include <QFileDialog>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>

RunController::RunController(MainWindow* window, QStackedWidget* pages)
    : QObject(window), m_window(window), m_view(new RunView(pages)),
      m_presenter(new RunPresenter(m_view, this)), m_openFolder(new QAction(this))
{
    pages->addWidget(m_view);
    m_openFolder->setObjectName(QStringLiteral("openRunAction"));
    m_openFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_openFolder, &QAction::triggered, this, &RunController::openFolderDialog);
    connect(m_presenter, &RunPresenter::shown, this, [this] {
        auto* navigator = m_window->findChild<LessonNavigator*>();
        if (navigator != nullptr)
            navigator->setExtraEntry(QStringLiteral("run"), tr("Run: %1").arg(title()));
        m_window->openLesson(QStringLiteral("run"));
    });
    connect(m_presenter, &RunPresenter::failed, this, [this](const QString& message) {
        const QString text = tr("The run could not be opened: %1").arg(message);
        qWarning("GPU Memory Lab: %s", qPrintable(text));
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Opening a run"), text, QMessageBox::Close, m_window);
        box->setObjectName(QStringLiteral("runError"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    connect(m_presenter, &RunPresenter::snapshotRequested, this,
            [this](const QString& path, int device, double position) {
                m_pendingMoment = Moment{path, device, position};
                m_window->openSnapshot(path, device);
            });
    retranslateUi();
}

bool RunController::hasRun() const
{
    return m_presenter->document() != nullptr;
}

QString RunController::title() const
{
    const RunDocument* document = m_presenter->document();
    if (document == nullptr)
        return QString();
    const QString name = document->title();
    return name.isEmpty() ? tr("%n file(s)", "", static_cast<int>(document->paths().size())) : name;
}

void RunController::retranslateUi()
{
    m_openFolder->setText(tr("Open run &folder…"));
    m_openFolder->setToolTip(
        tr("Open a training run's snapshot folder (torchtitan's memory_snapshot, or files "
           "named rank0, rank1, …) and see its ranks side by side"));
    m_presenter->retranslate();
    if (hasRun())
        if (auto* navigator = m_window->findChild<LessonNavigator*>())
            navigator->setExtraEntry(QStringLiteral("run"), tr("Run: %1").arg(title()));
}

void RunController::open(const QStringList& paths)
{
    if (!paths.isEmpty())
        m_presenter->open(paths);
}

void RunController::openFolderDialog()
{
    const QString folder =
        QFileDialog::getExistingDirectory(m_window, tr("Open a training run's snapshot folder"));
    if (!folder.isEmpty())
        open({folder});
}

void RunController::snapshotShown()
{
    if (!m_pendingMoment)
        return;
    const Moment moment = *m_pendingMoment;
    m_pendingMoment.reset();
    const auto* presenter = m_window->findChild<SnapshotPresenter*>();
    const SnapshotDocument* document = presenter ? presenter->document() : nullptr;
    if (document == nullptr || document->path != moment.path || document->device != moment.device ||
        !document->snapshot)
        return;
    const auto device = static_cast<std::size_t>(document->device);
    if (device >= document->snapshot->deviceTraces.size())
        return;
    const auto recorded =
        gml::LaneMoment::recordedEventAt(document->snapshot->deviceTraces[device], moment.position);
    if (!recorded)
        return;
    m_window->player().seek(static_cast<int>(gml::LaneMoment::replayEventOf(document->replay, *recorded)));
}
