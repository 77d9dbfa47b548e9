#pragma once

#include "app/content/scene/LessonScene.h"

#include <QObject>
#include <QList>
#include <QPair>
#include <QStringList>

class AllocatorLessonPresenter;
class CheckpointLessonPresenter;
class KvCacheLessonPresenter;
class MainWindow;
class QAction;
class QDockWidget;
class QLabel;
class QToolBar;

// Scenes a teacher prepares and shares (LessonScene, `.gmlscene`): File > Save scene… writes the lesson on
// screen with its program embedded, its step, settings, language and folded panels; File > Open scene…, a
// file dropped on the window or named on the command line opens one exactly there. A folder of scenes is a
// class plan: opened as a playlist, its scenes in file-name order, walked with Page Down and Page Up while
// presenting. Kept apart from MainWindow, which only routes to it.
class SceneController : public QObject
{
    Q_OBJECT

public:
    struct Panels
    {
        QDockWidget* lessons = nullptr;
        QDockWidget* quiz = nullptr;
        QToolBar* playback = nullptr;
    };

    SceneController(MainWindow* window, AllocatorLessonPresenter* allocator, KvCacheLessonPresenter* kvCache,
                    CheckpointLessonPresenter* checkpoint, const Panels& panels, QObject* parent = nullptr);

    QAction* saveAction() const { return m_saveAction; }
    QAction* openAction() const { return m_openAction; }
    QAction* openPlanAction() const { return m_openPlanAction; }
    void retranslateUi();

    static bool isSceneFile(const QString& path);
    // A folder with scene files in it (and so a class plan rather than a training run).
    static bool isClassPlan(const QString& folder);

    // The lesson on screen as a scene; false (with the reason) on a page that is not a lesson.
    bool currentScene(LessonScene* scene, QString* error) const;
    bool saveScene(const QString& path, QString* error) const;
    // Opens a scene file; false with the reason, in the learner's language, when it cannot (the window then
    // stays as it was, but for a language the scene switched to).
    bool openScene(const QString& path, QString* error);
    bool openScene(const LessonScene& scene, QString* error);
    bool openClassPlan(const QString& folder, QString* error);
    bool hasClassPlan() const { return !m_plan.isEmpty(); }
    int classPlanIndex() const { return m_planIndex; }
    // The next (direction 1) or previous (-1) scene of the class plan; false when there is no plan. At
    // either end it stays.
    bool turnPage(int direction);
    // Opens a file and says why not in a message box: what the menu, a drop and the command line do.
    void openInteractively(const QString& path);

private:
    void saveInteractively();
    void openSceneInteractively();
    void openPlanInteractively();
    void showProblem(const QString& title, const QString& message);
    void showPlanPosition();
    // Each panel a scene can fold, by its name in the file.
    QList<QPair<QString, QWidget*>> foldable() const;

    MainWindow* m_window;
    AllocatorLessonPresenter* m_allocator;
    KvCacheLessonPresenter* m_kvCache;
    CheckpointLessonPresenter* m_checkpoint;
    Panels m_panels;
    QAction* m_saveAction;
    QAction* m_openAction;
    QAction* m_openPlanAction;
    QLabel* m_planLabel;
    QStringList m_plan; // the class plan's scene files
    int m_planIndex = -1;
};
