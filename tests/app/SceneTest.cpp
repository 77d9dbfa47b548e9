#include "QtTestApplication.h"

#include "app/allocator/AllocatorLessonPresenter.h"
#include "app/checkpoint/CheckpointLessonPresenter.h"
#include "app/content/scene/LessonScene.h"
#include "app/kvcache/KvCacheLessonPresenter.h"
#include "app/presentation/PresentationController.h"
#include "app/window/MainWindow.h"
#include "app/window/SceneController.h"
#include "util/ByteFormat.h"
#include "widgets/allocator/AllocatorLessonView.h"
#include "widgets/checkpoint/CheckpointHandPlacement.h"
#include "widgets/checkpoint/CheckpointLessonView.h"
#include "widgets/checkpoint/CheckpointSidePanel.h"
#include "widgets/checkpoint/CheckpointTimelineView.h"

#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

// Scenes a teacher prepares: what is on screen saved to a .gmlscene file, and opened again, in another
// window, exactly there: the lesson, its program (what was done by hand included), the step and event, the
// settings, the language and the folded panels. A folder of them is a class plan that Page Down walks.

namespace {

StartupOptions options(const QString& lesson)
{
    StartupOptions o;
    o.device = gml::DeviceKind::Simulated;
    o.lesson = lesson;
    return o;
}

void writeFile(const QString& path, const QByteArray& text)
{
    QFile file(path);
    BOOST_REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

BOOST_AUTO_TEST_CASE(a_scene_file_reads_back_and_bad_ones_are_named)
{
    LessonScene scene;
    scene.lesson = QStringLiteral("paged-kv-cache");
    scene.scenario = QStringLiteral("fig8");
    scene.script = {{QStringLiteral("id"), QStringLiteral("fig8")}};
    scene.step = 3;
    scene.event = 17;
    scene.language = QStringLiteral("bn");
    scene.folded = {QStringLiteral("quiz"), QStringLiteral("lessons")};
    QString problem;
    const auto back = LessonScene::read(scene.write(), &problem);
    BOOST_TEST_REQUIRE(back.has_value(), problem.toStdString());
    BOOST_TEST(back->lesson == scene.lesson);
    BOOST_TEST(back->scenario == scene.scenario);
    BOOST_TEST(back->script == scene.script);
    BOOST_TEST(back->step == 3);
    BOOST_TEST(back->event == 17);
    BOOST_TEST(back->language == QStringLiteral("bn"));
    BOOST_TEST(back->folded == scene.folded);

    const std::pair<const char*, const char*> bad[] = {
        {"{\"gml_scene\": 1,\n \"lesson\": ", "line 2"},
        {"[1]", "a JSON object"},
        {R"({"lesson": "paged-kv-cache", "scenario": "fig6", "step": 1})", "“gml_scene” is missing"},
        {R"({"gml_scene": 2, "lesson": "paged-kv-cache", "scenario": "fig6", "step": 1})", "newer"},
        {R"({"gml_scene": 1, "lesson": "paged-kv-cache", "scenario": "fig6", "step": 0})", "“step”"},
        {R"({"gml_scene": 1, "lesson": "paged-kv-cache", "scenario": "fig6", "step": 1.5})", "“step”"},
        {R"({"gml_scene": 1, "lesson": "paged-kv-cache", "scenario": "fig6", "step": 1, "stpe": 2})", "“stpe”"},
        {R"({"gml_scene": 1, "lesson": "paged-kv-cache", "scenario": "fig6", "step": 1, "folded": ["map"]})", "“map”"},
        {R"({"gml_scene": 1, "lesson": "paged-kv-cache", "step": 1})", "“scenario”"},
        {R"({"gml_scene": 1, "lesson": "paged-kv-cache", "scenario": "fig6", "step": 1, "script": [1]})", "“script”"},
    };
    for (const auto& [text, expected] : bad) {
        problem.clear();
        BOOST_TEST(!LessonScene::read(QByteArray(text), &problem).has_value(), text);
        BOOST_TEST(problem.contains(QString::fromUtf8(expected)), text << " -> " << problem.toStdString());
    }
}

// The sandbox in Swahili with the quiz folded away: the scene holds the scenario and the lines typed, and
// another window opens it with the same allocator state, cursor, language and panels, and Undo still there.
BOOST_AUTO_TEST_CASE(an_allocator_sandbox_scene_opens_in_another_window_exactly_there)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("sandbox.gmlscene"));
    std::size_t traceSize = 0;
    int cursor = 0;
    std::int64_t allocated = 0;
    {
        MainWindow window(options(QStringLiteral("caching-allocator")));
        window.show();
        auto* presenter = window.findChild<AllocatorLessonPresenter*>();
        auto* view = window.findChild<AllocatorLessonView*>();
        BOOST_REQUIRE(presenter && view);
        QString error;
        BOOST_REQUIRE(presenter->chooseScenario(QStringLiteral("reserved-vs-allocated"), &error));
        auto* line = view->findChild<QLineEdit*>(QStringLiteral("pytorchLine"));
        for (const QString& typed : {QStringLiteral(R"(x = torch.empty(300 * 2**20, dtype=torch.uint8, device="cuda"))"),
                                     QStringLiteral("del c")}) {
            line->setText(typed);
            QTest::keyClick(line, Qt::Key_Return);
        }
        window.setLanguage(QStringLiteral("sw"));
        window.quizDock()->hide();
        traceSize = presenter->lesson().trace().size();
        cursor = window.player().cursor();
        allocated = presenter->lesson().liveStats().allocatedBytes.all().current;
        BOOST_TEST_REQUIRE(window.scenes()->saveScene(path, &error), error.toStdString());
    }
    QFile file(path);
    BOOST_REQUIRE(file.open(QIODevice::ReadOnly));
    const QJsonObject saved = QJsonDocument::fromJson(file.readAll()).object();
    BOOST_TEST(saved.value(QStringLiteral("lesson")).toString() == QStringLiteral("caching-allocator"));
    BOOST_TEST(saved.value(QStringLiteral("language")).toString() == QStringLiteral("sw"));
    BOOST_TEST(saved.value(QStringLiteral("folded")).toArray().contains(QStringLiteral("quiz")));
    BOOST_TEST(saved.value(QStringLiteral("script")).toObject().contains(QStringLiteral("steps")),
               "the program is in the file, so that it stands alone");

    QtTestApplication::clearUserFiles();
    MainWindow other(options(QStringLiteral("paged-kv-cache")));
    other.show();
    QString error;
    BOOST_TEST_REQUIRE(other.scenes()->openScene(path, &error), error.toStdString());
    auto* presenter = other.findChild<AllocatorLessonPresenter*>();
    BOOST_TEST(other.currentLessonId() == QStringLiteral("caching-allocator"));
    BOOST_TEST(other.language() == QStringLiteral("sw"));
    BOOST_TEST(other.quizDock()->isHidden());
    BOOST_TEST(presenter->lesson().scenario().id == "reserved-vs-allocated", "a built-in scenario opens as itself");
    BOOST_TEST(presenter->lesson().handActions().size() == 2u, "what was typed is done again, by hand");
    BOOST_TEST(presenter->lesson().trace().size() == traceSize);
    BOOST_TEST(presenter->lesson().liveStats().allocatedBytes.all().current == allocated);
    BOOST_TEST(other.player().cursor() == cursor);
    auto* undo = other.findChild<QPushButton*>(QStringLiteral("undoByHand"));
    BOOST_REQUIRE(undo);
    BOOST_TEST(undo->isEnabled());
}

// A scene of a scenario this window does not have (a teacher's own) brings its program: it joins the
// chooser and runs. A bad one says what is wrong and changes nothing.
BOOST_AUTO_TEST_CASE(a_scene_with_its_own_program_joins_the_chooser_and_bad_scenes_change_nothing)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options(QStringLiteral("caching-allocator")));
    window.show();
    auto* presenter = window.findChild<AllocatorLessonPresenter*>();
    QTemporaryDir folder;
    const QString own = folder.filePath(QStringLiteral("own.gmlscene"));
    writeFile(own, R"({"gml_scene": 1, "lesson": "caching-allocator", "scenario": "two-big", "step": 2,
        "settings": {"conf": "expandable_segments:True"},
        "script": {"id": "two-big", "capacity_bytes": 1073741824,
                   "ops": [{"op": "alloc", "name": "a", "bytes": 314572800}, {"op": "alloc", "name": "b", "bytes": 314572800}]}})");
    QString error;
    BOOST_TEST_REQUIRE(window.scenes()->openScene(own, &error), error.toStdString());
    BOOST_TEST(presenter->lesson().scenario().id == "two-big");
    BOOST_TEST(presenter->lesson().configText() == QStringLiteral("expandable_segments:True"));
    BOOST_TEST(presenter->lesson().liveStats().allocatedBytes.all().current == static_cast<std::int64_t>(600 * gml::MiB));
    BOOST_TEST(window.player().step() == 1);
    BOOST_TEST(presenter->lesson().findScenario(QStringLiteral("two-big")) != nullptr);

    // The same id with another program: kept apart, under a name of its own.
    writeFile(own, R"({"gml_scene": 1, "lesson": "caching-allocator", "scenario": "fragmentation-oom", "step": 1,
        "script": {"id": "fragmentation-oom", "capacity_bytes": 1073741824, "ops": [{"op": "empty_cache"}]}})");
    BOOST_TEST_REQUIRE(window.scenes()->openScene(own, &error), error.toStdString());
    BOOST_TEST(presenter->lesson().scenario().id == "fragmentation-oom-scene");
    BOOST_TEST(presenter->lesson().findScenario(QStringLiteral("fragmentation-oom"))->steps.size() == 4u,
               "the built-in scenario is untouched");

    const std::pair<QByteArray, const char*> bad[] = {
        {R"({"gml_scene": 1, "lesson": "caching-allocator", "scenario": "fragmentation-oom", "step": 9})", "step 9"},
        {R"({"gml_scene": 1, "lesson": "rocket-science", "scenario": "x", "step": 1})", "“rocket-science”"},
        {R"({"gml_scene": 1, "lesson": "caching-allocator", "scenario": "ghost", "step": 1})", "“ghost”"},
        {R"({"gml_scene": 1, "lesson": "caching-allocator", "scenario": "x", "step": 1,
             "script": {"capacity_bytes": 1073741824, "ops": [{"op": "free", "name": "nobody"}]}})", "nobody"},
        {R"({"gml_scene": 1, "lesson": "caching-allocator", "scenario": "fragmentation-oom", "step": 1,
             "settings": {"conf": "expandable_segments:Maybe"}})", "expandable_segments"},
        {R"({"gml_scene": 1, "lesson": "caching-allocator", "scenario": "fragmentation-oom", "step": 1, "language": "fr"})", "“fr”"},
        {R"({"gml_scene": 1, "lesson": "paged-kv-cache", "scenario": "fig6", "step": 7})", "step 7"},
        {R"({"gml_scene": 1, "lesson": "activation-checkpointing", "scenario": "sqrt", "step": 1,
             "settings": {"layers": 16, "checkpoints": [3, 40]}})", "layer 40"},
        {R"({"gml_scene": 1, "lesson": "activation-checkpointing", "scenario": "x", "step": 1,
             "settings": {"schedule": "magic"}})", "“magic”"},
    };
    const std::string before = presenter->lesson().scenario().id;
    const std::size_t events = presenter->lesson().trace().size();
    for (const auto& [text, expected] : bad) {
        writeFile(own, text);
        error.clear();
        BOOST_TEST(!window.scenes()->openScene(own, &error), text.toStdString());
        BOOST_TEST(error.contains(QString::fromUtf8(expected)), text.toStdString() << " -> " << error.toStdString());
        BOOST_TEST(error.contains(QStringLiteral("own.gmlscene")), "the file is named");
        BOOST_TEST(window.currentLessonId() == QStringLiteral("caching-allocator"));
        BOOST_TEST(presenter->lesson().scenario().id == before);
        BOOST_TEST(presenter->lesson().trace().size() == events);
    }
    BOOST_TEST(!window.scenes()->openScene(folder.filePath(QStringLiteral("missing.gmlscene")), &error));
    BOOST_TEST(error.contains(QStringLiteral("missing.gmlscene")));
}

BOOST_AUTO_TEST_CASE(kv_and_checkpointing_scenes_come_back_at_their_step_with_their_settings)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir folder;
    const QString kv = folder.filePath(QStringLiteral("1-cow.gmlscene"));
    const QString checkpoint = folder.filePath(QStringLiteral("2-by-hand.gmlscene"));
    int kvCursor = 0;
    int checkpointCursor = 0;
    QList<std::uint32_t> ticks;
    {
        MainWindow window(options(QStringLiteral("paged-kv-cache")));
        window.show();
        auto* presenter = window.findChild<KvCacheLessonPresenter*>();
        QString error;
        BOOST_REQUIRE(presenter->chooseWalkthrough(QStringLiteral("fig8"), &error));
        window.player().goToStep(2, false); // the copy-on-write step
        kvCursor = window.player().cursor();
        BOOST_TEST_REQUIRE(window.scenes()->saveScene(kv, &error), error.toStdString());

        window.openLesson(QStringLiteral("activation-checkpointing"));
        auto* view = window.findChild<CheckpointLessonView*>();
        CheckpointHandPlacement* hand = view->sidePanel()->handPlacement();
        for (std::uint32_t layer = 1; layer < 16; ++layer)
            hand->setChecked(layer, layer == 5 || layer == 11);
        ticks = hand->starts();
        window.player().seek(20);
        checkpointCursor = window.player().cursor();
        BOOST_TEST_REQUIRE(window.scenes()->saveScene(checkpoint, &error), error.toStdString());
    }
    QtTestApplication::clearUserFiles();
    MainWindow other(options(QStringLiteral("caching-allocator")));
    other.show();
    QString error;
    BOOST_TEST_REQUIRE(other.scenes()->openScene(kv, &error), error.toStdString());
    BOOST_TEST(other.currentLessonId() == QStringLiteral("paged-kv-cache"));
    BOOST_TEST(other.findChild<KvCacheLessonPresenter*>()->place().value(QStringLiteral("scenario")).toString() ==
               QStringLiteral("fig8"));
    BOOST_TEST(other.player().step() == 2);
    BOOST_TEST(other.player().cursor() == kvCursor);

    BOOST_TEST_REQUIRE(other.scenes()->openScene(checkpoint, &error), error.toStdString());
    BOOST_TEST(other.currentLessonId() == QStringLiteral("activation-checkpointing"));
    auto* view = other.findChild<CheckpointLessonView*>();
    BOOST_TEST((view->sidePanel()->handPlacement()->starts() == ticks));
    BOOST_TEST(view->timeline()->schedule().name == "by-hand");
    BOOST_TEST(other.player().cursor() == checkpointCursor);

    // The two files are a class plan: Page Down while presenting turns to the next scene, and stays at the end.
    BOOST_TEST_REQUIRE(other.scenes()->openClassPlan(folder.path(), &error), error.toStdString());
    BOOST_TEST(other.currentLessonId() == QStringLiteral("paged-kv-cache"));
    other.presentation()->setPresenting(true);
    const auto press = [&](Qt::Key key) {
        QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : &other;
        QTest::keyClick(target, key);
        QCoreApplication::processEvents();
    };
    press(Qt::Key_PageDown);
    BOOST_TEST(other.scenes()->classPlanIndex() == 1);
    BOOST_TEST(other.currentLessonId() == QStringLiteral("activation-checkpointing"));
    press(Qt::Key_PageDown);
    BOOST_TEST(other.scenes()->classPlanIndex() == 1, "the last scene stays");
    press(Qt::Key_PageUp);
    BOOST_TEST(other.scenes()->classPlanIndex() == 0);
    BOOST_TEST(other.player().step() == 2);
    other.presentation()->setPresenting(false);
}
