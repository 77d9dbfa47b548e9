#include "app/window/SceneController.h"

#include "app/allocator/AllocatorLessonPresenter.h"
#include "app/checkpoint/CheckpointLessonPresenter.h"
#include "app/content/common/JsonFile.h"
#include "app/content/common/Language.h"
#include "app/kvcache/KvCacheLessonPresenter.h"
#include "app/window/MainWindow.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>

namespace {
const QString kAllocator = QStringLiteral("caching-allocator");
const QString kKvCache = QStringLiteral("paged-kv-cache");
const QString kCheckpoint = QStringLiteral("activation-checkpointing");
const QString kPattern = QStringLiteral("*.gmlscene");
} // namespace

SceneController::SceneController(MainWindow* window, AllocatorLessonPresenter* allocator,
                                 KvCacheLessonPresenter* kvCache, CheckpointLessonPresenter* checkpoint,
                                 const Panels& panels, QObject* parent)
    : QObject(parent), m_window(window), m_allocator(allocator), m_kvCache(kvCache), m_checkpoint(checkpoint),
      m_panels(panels)
{
    m_saveAction = new QAction(this);
    m_saveAction->setObjectName(QStringLiteral("saveScene"));
    m_saveAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_openAction = new QAction(this);
    m_openAction->setObjectName(QStringLiteral("openScene"));
    m_openPlanAction = new QAction(this);
    m_openPlanAction->setObjectName(QStringLiteral("openClassPlan"));
    connect(m_saveAction, &QAction::triggered, this, &SceneController::saveInteractively);
    connect(m_openAction, &QAction::triggered, this, &SceneController::openSceneInteractively);
    connect(m_openPlanAction, &QAction::triggered, this, &SceneController::openPlanInteractively);
    m_planLabel = new QLabel(window);
    m_planLabel->setObjectName(QStringLiteral("classPlanPosition"));
    m_planLabel->hide();
    window->statusBar()->addWidget(m_planLabel);
    retranslateUi();
}

void SceneController::retranslateUi()
{
    m_saveAction->setText(tr("Save sce&ne…"));
    m_saveAction->setToolTip(tr("Save the lesson as it is on screen, to open exactly here again or to share"));
    m_openAction->setText(tr("Open &scene…"));
    m_openPlanAction->setText(tr("Open class p&lan…"));
    m_openPlanAction->setToolTip(tr("Open a folder of scenes as a playlist: Page Down and Page Up walk it while presenting"));
    showPlanPosition();
}

bool SceneController::isSceneFile(const QString& path)
{
    return path.endsWith(QLatin1Char('.') + QLatin1String(LessonScene::kSuffix), Qt::CaseInsensitive);
}

bool SceneController::isClassPlan(const QString& folder)
{
    const QFileInfo info(folder);
    return info.isDir() && !QDir(folder).entryList({kPattern}, QDir::Files).isEmpty();
}

QList<QPair<QString, QWidget*>> SceneController::foldable() const
{
    // The names are LessonScene::panels(), in its order.
    const QList<QWidget*> widgets{m_panels.lessons, m_panels.quiz, m_panels.playback};
    QList<QPair<QString, QWidget*>> panels;
    for (int i = 0; i < widgets.size(); ++i)
        panels.append({LessonScene::panels().at(i), widgets[i]});
    return panels;
}

bool SceneController::currentScene(LessonScene* scene, QString* error) const
{
    const QString lesson = m_window->currentLessonId();
    if (lesson == kAllocator && m_allocator)
        *scene = m_allocator->scene();
    else if (lesson == kKvCache && m_kvCache)
        *scene = m_kvCache->scene();
    else if (lesson == kCheckpoint && m_checkpoint)
        *scene = m_checkpoint->scene();
    else {
        *error = tr("Scenes are made of lessons: open the caching allocator, the paged KV cache or activation "
                    "checkpointing.");
        return false;
    }
    if (scene->scenario.isEmpty()) {
        *error = tr("The lesson has nothing on screen to save yet.");
        return false;
    }
    scene->language = m_window->language();
    for (const auto& [name, widget] : foldable())
        if (widget != nullptr && widget->isHidden())
            scene->folded.append(name);
    return true;
}

bool SceneController::saveScene(const QString& path, QString* error) const
{
    LessonScene scene;
    if (!currentScene(&scene, error))
        return false;
    QString why;
    if (!writeFileAtomically(path, scene.write(), &why)) {
        *error = tr("The scene could not be saved to %1: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    }
    return true;
}

bool SceneController::openScene(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1 could not be read: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    // A scene is a few kilobytes; a file far larger is not one, and is not read whole.
    constexpr qint64 kLargestScene = 16 * 1024 * 1024;
    if (file.size() > kLargestScene) {
        *error = tr("%1 is too large to be a scene file.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    QString problem;
    const auto scene = LessonScene::read(file.readAll(), &problem);
    if (!scene) {
        *error = tr("%1: %2").arg(QFileInfo(path).fileName(), problem);
        return false;
    }
    if (!openScene(*scene, &problem)) {
        *error = tr("%1: %2").arg(QFileInfo(path).fileName(), problem);
        return false;
    }
    return true;
}

bool SceneController::openScene(const LessonScene& scene, QString* error)
{
    const bool known = (scene.lesson == kAllocator && m_allocator) || (scene.lesson == kKvCache && m_kvCache) ||
                       (scene.lesson == kCheckpoint && m_checkpoint);
    if (!known) {
        *error = tr("The scene is of a lesson this window does not have: “%1”.").arg(scene.lesson);
        return false;
    }
    if (!scene.language.isEmpty() && !isSupportedLanguage(scene.language)) {
        QStringList codes;
        for (const Language& language : supportedLanguages())
            codes.append(language.code);
        *error = tr("The scene's language “%1” is not one of %2.").arg(scene.language, codes.join(QStringLiteral(", ")));
        return false;
    }
    const QString before = m_window->currentLessonId();
    m_window->openLesson(scene.lesson);
    bool opened = false;
    if (scene.lesson == kAllocator)
        opened = m_allocator->openScene(scene, error);
    else if (scene.lesson == kKvCache)
        opened = m_kvCache->openScene(scene, error);
    else
        opened = m_checkpoint->openScene(scene, error);
    if (!opened) {
        if (!before.isEmpty() && before != scene.lesson)
            m_window->openLesson(before);
        return false;
    }
    if (!scene.language.isEmpty() && scene.language != m_window->language())
        m_window->setLanguage(scene.language);
    // The panels as the teacher left them: those not folded are shown.
    for (const auto& [name, widget] : foldable())
        if (widget != nullptr)
            widget->setVisible(!scene.folded.contains(name));
    return true;
}

bool SceneController::openClassPlan(const QString& folder, QString* error)
{
    QStringList files = QDir(folder).entryList({kPattern}, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        *error = tr("%1 has no scene files (*.gmlscene) to make a class plan of.").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    for (QString& file : files)
        file = QDir(folder).filePath(file);
    if (!openScene(files.front(), error))
        return false;
    m_plan = files;
    m_planIndex = 0;
    showPlanPosition();
    return true;
}

bool SceneController::turnPage(int direction)
{
    if (m_plan.isEmpty())
        return false;
    const int next = m_planIndex + (direction > 0 ? 1 : -1);
    if (next < 0 || next >= m_plan.size())
        return true; // at either end the class stays where it is
    QString error;
    if (!openScene(m_plan[next], &error)) {
        showProblem(tr("Opening a scene"), error);
        return true;
    }
    m_planIndex = next;
    showPlanPosition();
    return true;
}

void SceneController::showPlanPosition()
{
    if (m_plan.isEmpty()) {
        m_planLabel->hide();
        return;
    }
    m_planLabel->setText(tr("Class plan: scene %1 of %2 (%3)")
                             .arg(m_planIndex + 1)
                             .arg(m_plan.size())
                             .arg(QFileInfo(m_plan[m_planIndex]).completeBaseName()));
    m_planLabel->show();
}

void SceneController::showProblem(const QString& title, const QString& message)
{
    // Not modal to the rest of the program's work, and never on a headless export.
    if (QGuiApplication::platformName() == QLatin1String("offscreen") || QGuiApplication::platformName() == QLatin1String("minimal")) {
        qWarning("%s", qPrintable(message));
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Close, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void SceneController::openInteractively(const QString& path)
{
    QString error;
    if (QFileInfo(path).isDir()) {
        if (!openClassPlan(path, &error))
            showProblem(tr("Opening a class plan"), error);
        return;
    }
    if (!openScene(path, &error))
        showProblem(tr("Opening a scene"), error);
}

void SceneController::saveInteractively()
{
    LessonScene scene;
    QString error;
    if (!currentScene(&scene, &error)) {
        showProblem(tr("Saving a scene"), error);
        return;
    }
    const QString suggested = QDir::home().filePath(QStringLiteral("%1-step%2.%3").arg(scene.scenario).arg(scene.step).arg(QLatin1String(LessonScene::kSuffix)));
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save scene"), suggested, tr("Scenes (*.gmlscene)"));
    if (path.isEmpty())
        return;
    if (!isSceneFile(path))
        path += QLatin1Char('.') + QLatin1String(LessonScene::kSuffix);
    if (!saveScene(path, &error))
        showProblem(tr("Saving a scene"), error);
}

void SceneController::openSceneInteractively()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open scene"), QString(), tr("Scenes (*.gmlscene)"));
    if (!path.isEmpty())
        openInteractively(path);
}

void SceneController::openPlanInteractively()
{
    const QString folder = QFileDialog::getExistingDirectory(m_window, tr("Open a folder of scenes as a class plan"));
    if (!folder.isEmpty())
        openInteractively(folder);
}
