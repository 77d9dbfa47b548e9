#include "app/window/MainWindow.h"

#include "app/allocator/AllocatorLessonPresenter.h"
#include "app/checkpoint/CheckpointLessonPresenter.h"
#include "app/content/common/Language.h"
#include "app/content/common/NumberText.h"
#include "app/content/quiz/QuizSession.h"
#include "app/export/ExportController.h"
#include "app/kvcache/KvCacheLessonPresenter.h"
#include "app/presentation/PresentationController.h"
#include "app/run/RunController.h"
#include "app/snapshot/SnapshotComparisonController.h"
#include "app/snapshot/SnapshotOpener.h"
#include "app/snapshot/SnapshotPresenter.h"
#include "app/window/LessonPlaces.h"
#include "app/window/PredictionRecords.h"
#include "app/window/SceneController.h"
#include "app/window/ThemeController.h"
#include "widgets/allocator/AllocatorLessonView.h"
#include "widgets/checkpoint/CheckpointLessonView.h"
#include "widgets/common/ClipboardText.h"
#include "widgets/common/ProblemsBanner.h"
#include "widgets/kvcache/KvCacheLessonView.h"
#include "widgets/lesson/LessonNavigator.h"
#include "widgets/lesson/LessonPage.h"
#include "widgets/lesson/PlaybackToolbar.h"
#include "widgets/quiz/QuizPanel.h"
#include "widgets/run/RunView.h"
#include "widgets/snapshot/MemoryCategoryView.h"
#include "widgets/snapshot/SnapshotComparisonView.h"
#include "widgets/snapshot/SnapshotView.h"

#include <QActionGroup>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QTimer>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QScreen>
#include <QStatusBar>
#include <QVBoxLayout>

#include <algorithm>

MainWindow::MainWindow(const StartupOptions& options, QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    ClipboardText::install(); // what the learner copies loses the on-screen break points again
    if (auto problem = m_settings.load())
        m_problems.append(*problem);
    // The learner's language before anything is read: a broken file's problem is said once, as it is found,
    // and a Bengali teacher's broken lesson file was named in English.
    m_languages.setLanguage(startupLanguage(options));
    if (auto problem = m_progress.load())
        m_problems.append(*problem);

    auto selection = gml::selectDevice(options.device);
    if (!selection) {
        // Asked for CUDA where there is none: say so, and let the simulated device drive the lessons.
        m_problems.append({QStringLiteral("--device cuda"), QString::fromStdString(selection.error().message)});
        selection = gml::selectDevice(gml::DeviceKind::Simulated);
    }
    m_device = std::move(selection.value());

    // Before any view is built: they draw in the saved theme from their first frame.
    m_theme = new ThemeController(m_settings, this);
    loadContent(options);
    buildUi();
    buildMenus();
    restoreSettings(options);
    reportProblems();
    // Files named on the command line open once the window is up, like any other opened file.
    if (options.compare)
        QTimer::singleShot(0, this, [this, files = options.files] { compareSnapshots(files[0], files[1]); });
    // A scene, or a folder of scenes (a class plan), opens the lesson there; any other folder, or several
    // files, is a training run; one file is a snapshot.
    else if (options.files.size() == 1 &&
             (SceneController::isSceneFile(options.files.front()) || SceneController::isClassPlan(options.files.front())))
        QTimer::singleShot(0, this, [this, file = options.files.front()] { m_scenes->openInteractively(file); });
    else if (options.files.size() > 1 || (options.files.size() == 1 && QFileInfo(options.files.front()).isDir()))
        QTimer::singleShot(0, this, [this, files = options.files] { openRun(files); });
    else if (!options.files.isEmpty())
        QTimer::singleShot(0, this, [this, file = options.files.front()] { openSnapshot(file); });
}

MainWindow::~MainWindow()
{
    // A load under way draws into the pages: it stops while they are still there.
    m_snapshotOpener->stop();
}

void MainWindow::loadContent(const StartupOptions& options)
{
    QStringList folders{QStringLiteral(":/content")};
    // A teacher's own lessons and quizzes, dropped into the user's data folder, come after the built-in ones.
    folders.append(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/content"));
    folders.append(options.extraContentFolders);
    m_catalog.load(folders);
    m_problems.append(m_catalog.problems());
}

void MainWindow::buildUi()
{
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    m_banner = new ProblemsBanner(central);
    layout->addWidget(m_banner);
    m_pages = new QStackedWidget(central);
    m_pages->setObjectName(QStringLiteral("lessonPages"));
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);

    for (const auto& lesson : m_catalog.lessons()) {
        auto* page = new LessonPage(lesson, m_pages);
        m_pages->addWidget(page);
        m_lessonPages.insert(lesson.id, page);
    }
    if (LessonPage* page = m_lessonPages.value(QStringLiteral("caching-allocator"))) {
        auto* view = new AllocatorLessonView(page);
        page->setVisualization(view);
        gml::Device* gpu = m_device.device->info().simulated ? nullptr : m_device.device.get();
        m_allocatorLesson = new AllocatorLessonPresenter(view, m_player, gpu, m_catalog.narration(),
                                                         m_catalog.allocatorScenarios(), this);
    }
    if (LessonPage* page = m_lessonPages.value(QStringLiteral("activation-checkpointing"))) {
        auto* view = new CheckpointLessonView(page);
        page->setVisualization(view);
        // The training step always runs on the CPU: its point is the memory it measures, not speed.
        m_checkpointLesson = new CheckpointLessonPresenter(view, m_player, m_catalog.narration(),
                                                           m_catalog.checkpointChains(), this);
    }
    if (LessonPage* page = m_lessonPages.value(QStringLiteral("paged-kv-cache"))) {
        auto* view = new KvCacheLessonView(page);
        page->setVisualization(view);
        m_kvCacheLesson = new KvCacheLessonPresenter(view, m_player, m_catalog.narration(),
                                                     m_catalog.kvWalkthroughScripts(), this);
    }
    m_snapshotView = new SnapshotView(m_pages);
    m_pages->addWidget(m_snapshotView);
    m_snapshotPresenter = new SnapshotPresenter(m_snapshotView, m_player, this);
    m_snapshotOpener = new SnapshotOpener(this, m_pages, m_snapshotView, m_snapshotPresenter, m_player, m_settings);
    connect(m_snapshotOpener, &SnapshotOpener::loaded, this, &MainWindow::snapshotLoaded);
    // The snapshot's category tab ties the file's own peak to the checkpointing lesson.
    connect(m_snapshotView->categories(), &MemoryCategoryView::checkpointLessonRequested, this,
            [this] { openLesson(QStringLiteral("activation-checkpointing")); });
    m_comparison = new SnapshotComparisonController(this);
    m_pages->addWidget(m_comparison->view());
    connect(m_comparison, &SnapshotComparisonController::comparisonReady, this, [this](const QString& title) {
        m_navigator->setExtraEntry(QStringLiteral("comparison"), title);
        openLesson(QStringLiteral("comparison"));
    });
    setAcceptDrops(true);

    m_navigator = new LessonNavigator(this);
    m_navigator->setLessons(m_catalog.lessons());
    m_lessonDock = new QDockWidget(this);
    m_lessonDock->setObjectName(QStringLiteral("lessonDock"));
    m_lessonDock->setWidget(m_navigator);
    addDockWidget(Qt::LeftDockWidgetArea, m_lessonDock);
    connect(m_navigator, &LessonNavigator::lessonSelected, this, &MainWindow::openLesson);

    m_quizPanel = new QuizPanel(this);
    m_quizDock = new QDockWidget(this);
    m_quizDock->setObjectName(QStringLiteral("quizDock"));
    m_quizDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                            QDockWidget::DockWidgetClosable);
    m_quizDock->setWidget(m_quizPanel);
    m_quizDock->setMinimumWidth(320);
    addDockWidget(Qt::RightDockWidgetArea, m_quizDock);
    // Docks that share a column show their tabs at the top, where a title would be.
    setTabPosition(Qt::RightDockWidgetArea, QTabWidget::North);
    setTabPosition(Qt::LeftDockWidgetArea, QTabWidget::North);
    connect(m_quizPanel, &QuizPanel::currentQuizChanged, this, [this](const QString& quizId) {
        m_settings.setQuizForLesson(m_currentLesson, quizId);
        m_settings.save();
    });
    connect(m_quizPanel, &QuizPanel::showMeRequested, this, &MainWindow::showMe);
    connect(m_quizPanel, &QuizPanel::shuffleOptionsChanged, this, [this](bool shuffle) {
        m_settings.setShuffleOptions(shuffle);
        m_settings.save();
    });

    for (const auto& lesson : m_catalog.lessons())
        for (const Quiz* quiz : m_catalog.quizzesFor(lesson.id)) {
            auto* session = new QuizSession(*quiz, this);
            session->restoreState(m_progress.progress(quiz->id));
            connect(session, &QuizSession::changed, this, [this, session] { saveQuizProgress(session); });
            m_sessions.insert(quiz->id, session);
        }

    // The introduction folds once it has been read: when the learner goes on past the first step.
    connect(&m_player, &Player::stepChanged, this, [this](int step) {
        LessonPage* page = m_lessonPages.value(m_currentLesson);
        if (step < 1 || page == nullptr || m_settings.introductionRead(m_currentLesson) ||
            m_presentation->isPresenting())
            return;
        m_settings.setIntroductionRead(m_currentLesson);
        if (page->isIntroductionShown())
            page->setIntroductionShownByUser(false);
    });
    m_playbackBar = new PlaybackToolbar(m_player, this);
    addToolBar(Qt::TopToolBarArea, m_playbackBar);

    m_deviceLabel = new QLabel(this);
    m_deviceLabel->setObjectName(QStringLiteral("deviceStatus"));
    statusBar()->addPermanentWidget(m_deviceLabel);

    m_places = std::make_unique<LessonPlaces>(m_settings, m_player, m_allocatorLesson, m_kvCacheLesson,
                                              m_checkpointLesson);
    m_presentation = new PresentationController(this, m_player, m_quizPanel, m_quizDock, m_settings, this);

    resize(1280, 800);
    // Captured before any saved layout is applied: what View > Restore default layout returns to.
    m_defaultLayout = saveState();
}

QString MainWindow::deviceStatus() const
{
    const gml::DeviceInfo info = m_device.device->info();
    if (!info.simulated)
        return QString::fromStdString(m_device.statusLine()); // "NVIDIA H200 · 141 GiB": names, not words
    const QString capacity = NumberText::bytes(info.totalBytes);
    if (m_device.choice == gml::DeviceChoice::SimulatedRequested)
        return tr("Simulated device (%1) · chosen with --device sim").arg(capacity);
    return tr("Simulated device (%1) · no CUDA GPU found").arg(capacity);
}

QString MainWindow::deviceChoiceReason() const
{
    switch (m_device.choice) {
    case gml::DeviceChoice::Cuda: return tr("The engines run on this CUDA GPU.");
    case gml::DeviceChoice::SimulatedRequested: return tr("The simulated device was asked for with --device sim.");
    case gml::DeviceChoice::NoCudaInBuild:
        return tr("No CUDA GPU: this build has no CUDA support (nvcc was not found when it was built).");
    case gml::DeviceChoice::CudaUnavailable:
        //: %1 is the CUDA runtime's or driver's own message.
        return tr("No CUDA GPU answered. The CUDA runtime said: %1").arg(QString::fromStdString(m_device.whyNotCuda));
    }
    return {};
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_snapshotOpener->openAction());
    m_fileMenu->addAction(m_snapshotOpener->openPartAction());
    m_run = new RunController(this, m_pages);
    m_fileMenu->addAction(m_run->openFolderAction());
    connect(this, &MainWindow::snapshotShown, m_run, &RunController::snapshotShown);
    m_fileMenu->addMenu(m_snapshotOpener->recentMenu());
    m_fileMenu->addAction(m_comparison->compareAction());
    m_fileMenu->addSeparator();
    m_scenes = new SceneController(this, m_allocatorLesson, m_kvCacheLesson, m_checkpointLesson,
                                   {m_lessonDock, m_quizDock, m_playbackBar}, this);
    m_fileMenu->addAction(m_scenes->saveAction());
    m_fileMenu->addAction(m_scenes->openAction());
    m_fileMenu->addAction(m_scenes->openPlanAction());
    m_presentation->setPageTurner([this](int direction) { return m_scenes->turnPage(direction); });
    // Predict, then see: answers kept with the quiz progress, and the teacher's R.
    new PredictionRecords(m_progress, m_presentation, m_allocatorLesson, m_kvCacheLesson, m_checkpointLesson, this);
    m_fileMenu->addSeparator();
    m_export = new ExportController(this);
    m_fileMenu->addAction(m_export->exportAction());
    m_fileMenu->addAction(m_export->copyAction());
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), QKeySequence::Quit, this, &QWidget::close);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_lessonDock->toggleViewAction());
    m_viewMenu->addAction(m_quizDock->toggleViewAction());
    m_viewMenu->addAction(m_playbackBar->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_presentation->presentAction());
    m_viewMenu->addAction(m_presentation->scaleAction());
    m_viewMenu->addAction(m_theme->highContrastAction());
    m_viewMenu->addSeparator();
    m_restoreLayoutAction = m_viewMenu->addAction(QString(), this, &MainWindow::restoreDefaultLayout);

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageActions = new QActionGroup(this);
    m_languageActions->setExclusive(true);
    for (const auto& language : supportedLanguages()) {
        // Each language is named in itself, so a learner can find theirs whatever the current language.
        QAction* action = m_languageMenu->addAction(language.nativeName);
        action->setCheckable(true);
        action->setData(language.code);
        action->setObjectName(QStringLiteral("language-%1").arg(language.code));
        m_languageActions->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = language.code] { setLanguage(code); });
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About GPU Memory Lab"),
                           tr("GPU Memory Lab %1\n\nWatch GPU memory being managed: the caching allocator, the paged "
                              "KV cache and activation checkpointing, each with a quiz.\n\nEngines run on: %2")
                               .arg(QStringLiteral(GML_VERSION_STRING), deviceStatus()));
    });
    retranslateUi();
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_snapshotOpener->retranslateUi();
    m_comparison->retranslateUi();
    m_export->retranslateUi();
    m_run->retranslateUi();
    m_scenes->retranslateUi();
    m_viewMenu->setTitle(tr("&View"));
    m_restoreLayoutAction->setText(tr("&Restore default layout"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About GPU Memory Lab"));
    m_lessonDock->setWindowTitle(tr("Lessons"));
    m_quizDock->setWindowTitle(tr("Quiz"));
    // Qt names a dock's float and close buttons for screen readers only when its features change, not on
    // a language change: change them there and back, so the names follow the language too.
    for (QDockWidget* dock : {m_lessonDock, m_quizDock}) {
        const QDockWidget::DockWidgetFeatures features = dock->features();
        dock->setFeatures(features ^ QDockWidget::DockWidgetFloatable);
        dock->setFeatures(features);
    }
    m_navigator->setAccessibleName(tr("Lessons"));
    m_deviceLabel->setText(deviceStatus());
    m_deviceLabel->setToolTip(deviceChoiceReason());
    m_presentation->retranslateUi();
    m_theme->retranslateUi();
    const Lesson* lesson = m_catalog.lesson(m_currentLesson);
    if (m_currentLesson == QLatin1String("run") && m_run->hasRun())
        setWindowTitle(tr("%1 — GPU Memory Lab").arg(m_run->title()));
    else if (m_currentLesson == QLatin1String("snapshot") && m_snapshotPresenter->document())
        setWindowTitle(tr("%1 — GPU Memory Lab").arg(QFileInfo(m_snapshotPresenter->document()->path).fileName()));
    else
        setWindowTitle(lesson ? tr("%1 — GPU Memory Lab").arg(lesson->title.text(language())) : tr("GPU Memory Lab"));
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange && m_fileMenu != nullptr)
        retranslateUi();
}

void MainWindow::applyContentLanguage()
{
    const QString code = language();
    for (auto* page : std::as_const(m_lessonPages))
        page->setContentLanguage(code);
    m_navigator->setContentLanguage(code);
    m_quizPanel->setContentLanguage(code);
    // The lessons write their narration and the engines' reasons again, in the new language.
    if (m_allocatorLesson)
        m_allocatorLesson->setLanguage(code);
    if (m_checkpointLesson)
        m_checkpointLesson->setLanguage(code);
    if (m_kvCacheLesson)
        m_kvCacheLesson->setLanguage(code);
    m_snapshotPresenter->retranslate();
    for (QAction* action : m_languageActions->actions())
        action->setChecked(action->data().toString() == code);
    retranslateUi();
}

void MainWindow::setLanguage(const QString& code)
{
    if (!m_languages.setLanguage(code))
        return;
    applyContentLanguage();
    m_settings.setLanguage(code);
    m_settings.save();
}

void MainWindow::openLesson(const QString& id)
{
    // The open snapshot is shown like a lesson page, with the caching allocator's quizzes beside it.
    const bool snapshot = id == QLatin1String("snapshot") && m_snapshotPresenter->document() != nullptr;
    const bool comparison = id == QLatin1String("comparison") && m_comparison->hasComparison();
    const bool run = id == QLatin1String("run") && m_run != nullptr && m_run->hasRun();
    LessonPage* page = m_lessonPages.value(id);
    if (page == nullptr && !snapshot && !comparison && !run)
        return;
    m_currentLesson = id;
    QWidget* shown = page;
    if (snapshot)
        shown = m_snapshotView;
    else if (comparison)
        shown = m_comparison->view();
    else if (run)
        shown = m_run->view();
    m_pages->setCurrentWidget(shown);
    m_navigator->selectLesson(id);
    const QString quizLesson = snapshot || comparison || run ? QStringLiteral("caching-allocator") : id;

    QList<QuizSession*> sessions;
    int current = 0;
    const QString preferred = m_settings.quizForLesson(quizLesson);
    for (const Quiz* quiz : m_catalog.quizzesFor(quizLesson)) {
        if (quiz->id == preferred)
            current = static_cast<int>(sessions.size());
        sessions.append(m_sessions.value(quiz->id));
    }
    m_quizPanel->setSessions(sessions, current);
    // The player follows the open lesson's animation; lessons without one leave it empty, and it says so.
    // Each lesson gives it its own steps (the snapshot and comparison pages have none: their keys move events).
    m_player.pause();
    if (m_allocatorLesson)
        m_allocatorLesson->deactivate();
    m_snapshotPresenter->deactivate();
    if (m_checkpointLesson)
        m_checkpointLesson->deactivate();
    if (m_kvCacheLesson)
        m_kvCacheLesson->deactivate();
    m_player.setSteps({});
    if (id == QLatin1String("caching-allocator") && m_allocatorLesson)
        m_allocatorLesson->activate();
    else if (id == QLatin1String("activation-checkpointing") && m_checkpointLesson)
        m_checkpointLesson->activate();
    else if (id == QLatin1String("paged-kv-cache") && m_kvCacheLesson)
        m_kvCacheLesson->activate();
    else if (snapshot)
        m_snapshotPresenter->activate();
    else
        m_player.setEventCount(0);
    if (!snapshot && !comparison && !run)
        m_settings.setLesson(id); // a snapshot is not reopened by itself at the next start
    retranslateUi();
}

void MainWindow::showMe(const ShowMeLink& link)
{
    openLesson(link.lesson);
    QString error;
    bool shown = false;
    if (link.lesson == QLatin1String("caching-allocator") && m_allocatorLesson)
        shown = m_allocatorLesson->showScene(link.scenario, link.scene, link.conf, &error);
    else if (link.lesson == QLatin1String("activation-checkpointing") && m_checkpointLesson)
        shown = m_checkpointLesson->showScene(link.scene, &error);
    else if (link.lesson == QLatin1String("paged-kv-cache") && m_kvCacheLesson)
        shown = m_kvCacheLesson->showScene(link.scenario, link.scene, &error);
    else
        error = tr("The lesson “%1” has no animation to show yet.").arg(link.lesson);
    if (!shown)
        statusBar()->showMessage(error, 10000);
}

void MainWindow::compareSnapshots(const QString& pathA, const QString& pathB)
{
    m_comparison->compare(pathA, pathB);
}

void MainWindow::openSnapshot(const QString& path, int device)
{
    m_snapshotOpener->open(path, device);
}

void MainWindow::openSnapshotPart(const QString& path, const gml::TraceWindow& window)
{
    m_snapshotOpener->openPart(path, window);
}

void MainWindow::snapshotLoaded(const QString& fileName)
{
    m_navigator->setExtraEntry(QStringLiteral("snapshot"), tr("Snapshot: %1").arg(fileName));
    openLesson(QStringLiteral("snapshot"));
    emit snapshotShown();
}

void MainWindow::openRun(const QStringList& paths)
{
    m_run->open(paths);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().front().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const auto urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.front().isLocalFile()) {
        event->acceptProposedAction();
        const QString first = urls.front().toLocalFile();
        if (urls.size() == 1 && (SceneController::isSceneFile(first) || SceneController::isClassPlan(first))) {
            m_scenes->openInteractively(first);
            return;
        }
        if (urls.size() > 1 || QFileInfo(first).isDir()) {
            QStringList paths;
            for (const QUrl& url : urls)
                if (url.isLocalFile())
                    paths.append(url.toLocalFile());
            openRun(paths);
            return;
        }
        openSnapshot(urls.front().toLocalFile());
    }
}

QString MainWindow::startupLanguage(const StartupOptions& options) const
{
    const QString code = options.language.isEmpty() ? m_settings.language() : options.language;
    return isSupportedLanguage(code) ? code : QString(kSourceLanguage);
}

void MainWindow::restoreSettings(const StartupOptions& options)
{
    if (!restoreGeometry(m_settings.windowGeometry())) {
        // First start: nine tenths of the screen. A lesson page puts a map, two charts and a side panel beside
        // the lesson list and the quiz; at 1280 x 800 on a large screen the charts were too narrow for their
        // legends and axis labels.
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
        resize(std::clamp(available.width() * 9 / 10, std::min(1280, available.width()), available.width()),
               std::clamp(available.height() * 9 / 10, std::min(800, available.height()), available.height()));
    }
    if (!restoreState(m_settings.windowState()))
        arrangeDocksForScreen();

    const QString code = startupLanguage(options);
    m_languages.setLanguage(code);
    m_settings.setLanguage(code);
    m_quizPanel->setShuffleOptions(m_settings.shuffleOptions());

    QString lesson = options.lesson.isEmpty() ? m_settings.lesson() : options.lesson;
    if (!options.lesson.isEmpty() && !m_catalog.lesson(options.lesson))
        m_problems.append({QStringLiteral("--lesson"), tr("there is no lesson '%1'").arg(options.lesson)});
    if (!m_catalog.lesson(lesson) && !m_catalog.lessons().isEmpty())
        lesson = m_catalog.lessons().front().id;
    for (auto it = m_lessonPages.cbegin(); it != m_lessonPages.cend(); ++it)
        if (m_settings.introductionRead(it.key()) && it.value()->isIntroductionShown())
            it.value()->setIntroductionShownByUser(false);
    // Each lesson where it was left (an export draws what it is asked for, the same on every machine).
    if (!options.exporting())
        m_places->restore();
    openLesson(lesson);
    applyContentLanguage();
    if (const QString problem = m_places->open(m_currentLesson, options); !problem.isEmpty())
        m_problems.append({QStringLiteral("--lesson %1").arg(lesson), problem});
}

void MainWindow::saveSettings()
{
    m_places->save();
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    QString error;
    if (!m_settings.save(&error))
        qWarning("GPU Memory Lab: could not save the settings: %s", qPrintable(error));
}

void MainWindow::saveQuizProgress(QuizSession* session)
{
    QString error;
    if (!m_progress.save(session->quiz().id, session->saveState(), &error))
        statusBar()->showMessage(tr("Quiz progress could not be saved: %1").arg(error), 10000);
}

void MainWindow::restoreDefaultLayout()
{
    restoreState(m_defaultLayout);
    m_lessonDock->show();
    m_quizDock->show();
    m_playbackBar->show();
    m_quizDock->setFloating(false);
    m_lessonDock->setFloating(false);
    arrangeDocksForScreen();
}

void MainWindow::arrangeDocksForScreen()
{
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
    if (available.width() >= kSideBySideDocksWidth)
        return;
    tabifyDockWidget(m_quizDock, m_lessonDock);
    m_quizDock->raise();
}

void MainWindow::reportProblems()
{
    for (const auto& problem : std::as_const(m_problems))
        qWarning("GPU Memory Lab: %s", qPrintable(problem.toString()));
    m_banner->setProblems(m_problems);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_presentation->setPresenting(false); // the layout saved is the everyday one, not the projector's
    saveSettings();
    event->accept();
}
