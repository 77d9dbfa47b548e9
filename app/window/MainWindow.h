#pragma once

#include "app/content/common/AppSettings.h"
#include "app/content/common/LanguageManager.h"
#include "app/content/common/Player.h"
#include "app/content/common/StartupOptions.h"
#include "app/content/lesson/CourseCatalog.h"
#include "app/content/quiz/QuizProgressStore.h"
#include "snapshot/TraceWindow.h"

#include <QHash>
#include <QMainWindow>

#include <memory>

class AllocatorLessonPresenter;
class CheckpointLessonPresenter;
class ExportController;
class KvCacheLessonPresenter;
class LessonPlaces;
class SceneController;
class SnapshotComparisonController;
class SnapshotOpener;
class SnapshotPresenter;
class SnapshotView;
class LessonNavigator;
class LessonPage;
class PlaybackToolbar;
class PresentationController;
class RunController;
class ThemeController;
class ProblemsBanner;
class QActionGroup;
class QDockWidget;
class QLabel;
class QStackedWidget;
class QuizPanel;
class QuizSession;

// The application window: lessons on the left, the open lesson in the middle, its quiz docked on the right,
// playback across the top, and which device drives the engines in the status bar.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(const StartupOptions& options, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Everything that could not be loaded (content, settings, progress), as shown in the banner.
    const QList<LoadProblem>& problems() const { return m_problems; }
    QString currentLessonId() const { return m_currentLesson; }
    QString language() const { return m_languages.language(); }
    QuizPanel* quizPanel() const { return m_quizPanel; }
    QDockWidget* quizDock() const { return m_quizDock; }
    QDockWidget* lessonDock() const { return m_lessonDock; }
    Player& player() { return m_player; }
    PresentationController* presentation() const { return m_presentation; }
    SceneController* scenes() const { return m_scenes; }
    ThemeController* theme() const { return m_theme; }
    QString deviceStatus() const;
    // Why the engines run where they do, for the status bar's tooltip.
    QString deviceChoiceReason() const;

public slots:
    void openLesson(const QString& id);
    void setLanguage(const QString& code);
    void restoreDefaultLayout();
    // A quiz's "show me" link: opens the lesson and moves its animation to the scene.
    void showMe(const ShowMeLink& link);
    // Opens a PyTorch memory snapshot, as File > Open does (SnapshotOpener: off the GUI thread, with progress
    // and Cancel; on failure the reason is shown and whatever was open stays).
    void openSnapshot(const QString& path, int device = -1);
    // Opens only `window` of each device's trace.
    void openSnapshotPart(const QString& path, const gml::TraceWindow& window);
    // Compares two snapshot files off the GUI thread and shows the comparison's page.
    void compareSnapshots(const QString& pathA, const QString& pathB);
    // Opens a training run: one folder (followed while open) or several snapshot files side by side.
    void openRun(const QStringList& paths);

signals:
    // A snapshot that finished loading is now the open page.
    void snapshotShown();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void loadContent(const StartupOptions& options);
    void buildUi();
    void buildMenus();
    void retranslateUi();
    void applyContentLanguage();
    void restoreSettings(const StartupOptions& options);
    // The language asked for on the command line, else the one chosen last, else English.
    QString startupLanguage(const StartupOptions& options) const;
    void saveSettings();
    void saveQuizProgress(QuizSession* session);
    void reportProblems();
    // The docks for the screen the window is on: on one narrower than kSideBySideDocksWidth the lesson list
    // and the quiz share one column as tabs (the quiz in front), so that the lesson's picture keeps its room.
    void arrangeDocksForScreen();
    static constexpr int kSideBySideDocksWidth = 1600;
    void snapshotLoaded(const QString& fileName);

    AppSettings m_settings;
    QuizProgressStore m_progress;
    CourseCatalog m_catalog;
    LanguageManager m_languages;
    Player m_player;
    gml::DeviceSelection m_device;
    QList<LoadProblem> m_problems;
    QHash<QString, QuizSession*> m_sessions; // by quiz id
    QString m_currentLesson;
    QByteArray m_defaultLayout;

    ProblemsBanner* m_banner = nullptr;
    QStackedWidget* m_pages = nullptr;
    QHash<QString, LessonPage*> m_lessonPages;
    LessonNavigator* m_navigator = nullptr;
    QDockWidget* m_lessonDock = nullptr;
    QuizPanel* m_quizPanel = nullptr;
    QDockWidget* m_quizDock = nullptr;
    PlaybackToolbar* m_playbackBar = nullptr;
    QLabel* m_deviceLabel = nullptr;
    AllocatorLessonPresenter* m_allocatorLesson = nullptr;
    CheckpointLessonPresenter* m_checkpointLesson = nullptr;
    KvCacheLessonPresenter* m_kvCacheLesson = nullptr;
    SnapshotView* m_snapshotView = nullptr;
    SnapshotPresenter* m_snapshotPresenter = nullptr;
    SnapshotOpener* m_snapshotOpener = nullptr; // File > Open snapshot…, Open part…, Open recent
    SnapshotComparisonController* m_comparison = nullptr; // File > Compare snapshots… and its page
    RunController* m_run = nullptr; // File > Open run folder… and the run page
    ExportController* m_export = nullptr; // File > Export…, Copy as image
    std::unique_ptr<LessonPlaces> m_places; // where each lesson is, kept across starts and given on the command line
    PresentationController* m_presentation = nullptr;
    SceneController* m_scenes = nullptr; // File > Save scene…, Open scene…, Open class plan…
    ThemeController* m_theme = nullptr;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_restoreLayoutAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QActionGroup* m_languageActions = nullptr;
};
