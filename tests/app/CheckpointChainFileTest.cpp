#define BOOST_TEST_MODULE checkpoint_chain_files
#include "QtTestApplication.h"

#include "BuiltInContent.h"

#include "app/checkpoint/CheckpointLessonPresenter.h"
#include "app/content/checkpoint/CheckpointSteps.h"
#include "app/content/checkpoint/CheckpointText.h"
#include "app/content/common/Player.h"
#include "app/content/lesson/CourseCatalog.h"
#include "checkpoint/CheckpointChainScript.h"
#include "widgets/checkpoint/CheckpointHandPlacement.h"
#include "widgets/checkpoint/CheckpointLessonView.h"
#include "widgets/checkpoint/CheckpointSidePanel.h"
#include "widgets/checkpoint/CheckpointTimelineView.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSpinBox>
#include <QTemporaryDir>

#include <algorithm>

// Checkpoint chains are content (#32): the built-in chain files under resources/scenarios/checkpoint and a
// teacher's under DIR/scenarios/checkpoint are scenarios the lesson offers; a chosen one plays its chain,
// schedule, comparisons and cursor, and the side panel's settings go on from it; a broken one is named with
// its line while the rest load.

namespace {

constexpr std::uint64_t kMiB = 1024 * 1024;

// A teacher's folder: a chain the settings cannot make (one layer four times the others' size), a new sqrt
// that replaces the built-in one, and a broken file.
struct TeachersFolder
{
    QTemporaryDir folder;
    CourseCatalog catalog;

    TeachersFolder()
    {
        QDir(folder.path()).mkpath(QStringLiteral("scenarios/checkpoint"));
        write("wide-layer.json", R"({"comment": "no narration: it still plays",
  "layers": [{"activation_bytes": 33554432, "repeat": 3},
             {"activation_bytes": 134217728},
             {"activation_bytes": 33554432, "repeat": 4}],
  "schedule": {"name": "revolve", "snapshots": 3},
  "compare": ["store-all"],
  "cursor": "end"})");
        write("sqrt.json", R"({"layers": 12, "schedule": "sqrt"})");
        write("broken.json", "{\"layers\": 16,\n \"schedule\": {\"checkpoints\": [5,\n  17]}}");
        // Its narration for its sqrt, beside the lesson's own.
        QDir(folder.path()).mkpath(QStringLiteral("narration"));
        QFile narration(QDir(folder.path()).filePath(QStringLiteral("narration/chains.json")));
        BOOST_REQUIRE(narration.open(QIODevice::WriteOnly));
        narration.write(R"({"schema": 1, "lesson": "activation-checkpointing", "chains": [{"id": "sqrt",
            "summary": {"en": "Our twelve layers.", "bn": "b", "sw": "s", "wo": "w"}}]})");
        narration.close();
        catalog.load({QStringLiteral(":/content"), folder.path()});
    }

    void write(const char* name, const QByteArray& json)
    {
        QFile file(QDir(folder.path()).filePath(QStringLiteral("scenarios/checkpoint/") + QLatin1String(name)));
        BOOST_REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(json);
    }
};

const gml::CheckpointChainScript& script(const CourseCatalog& catalog, const std::string& id)
{
    const auto& chains = catalog.checkpointChains();
    const auto found = std::find_if(chains.begin(), chains.end(), [&](const auto& s) { return s.id == id; });
    BOOST_TEST_REQUIRE((found != chains.end()), id << " is loaded");
    return *found;
}

} // namespace

BOOST_AUTO_TEST_CASE(the_built_in_chains_load_and_a_teachers_folder_adds_replaces_and_names_a_broken_one)
{
    BOOST_TEST(builtInContent().checkpointChains().size() == 10u);
    BOOST_TEST(builtInContent().problems().isEmpty());

    TeachersFolder teacher;
    BOOST_TEST_REQUIRE(teacher.catalog.problems().size() == 1);
    const QString problem = teacher.catalog.problems().front().toString();
    BOOST_TEST(problem.contains(QStringLiteral("broken.json")), problem.toStdString());
    BOOST_TEST(problem.contains(QStringLiteral("line 3")), problem.toStdString()); // where 17 is
    BOOST_TEST(problem.contains(QStringLiteral("17")), problem.toStdString());
    // The new one joins the ten built-in ones; the sqrt of the teacher's folder takes the built-in one's place.
    BOOST_TEST(teacher.catalog.checkpointChains().size() == 11u);
    BOOST_TEST(script(teacher.catalog, "sqrt").chain.size() == 12u);
    BOOST_TEST(script(teacher.catalog, "wide-layer").chain[3].inputBytes == 128 * kMiB);
}

BOOST_AUTO_TEST_CASE(a_chain_file_plays_its_chain_hand_placed_checkpoints_comparisons_and_cursor)
{
    Player player;
    CheckpointLessonView view;
    view.resize(1600, 900);
    const auto& chains = builtInContent().checkpointChains();
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration(), chains);
    presenter.activate();
    auto* chooser = view.findChild<QComboBox*>(QStringLiteral("chainFile"));
    BOOST_REQUIRE(chooser);
    BOOST_TEST(chooser->count() == 11); // none, and the ten files

    // The learner picks the file in the side panel.
    chooser->setCurrentIndex(chooser->findData(QStringLiteral("expensive-layer-by-hand")));
    const gml::CheckpointChainScript& file = script(builtInContent(), "expensive-layer-by-hand");
    const auto planned = gml::CheckpointChainScriptReader::plan(file);
    BOOST_TEST_REQUIRE(planned.ok());
    BOOST_TEST(presenter.lesson().chainFile() == QStringLiteral("expensive-layer-by-hand"));
    BOOST_TEST((presenter.lesson().chain().layers() == file.chain.layers()));
    // Its checkpoints (the inputs of layers 5, 6 and 11) are in the hand placement, and they are what plays:
    // the command line's schedule, at its peak (576 MiB).
    BOOST_TEST((view.sidePanel()->handPlacement()->starts() == QList<std::uint32_t>{0, 4, 5, 10}));
    const gml::CheckpointSchedule& shown = view.timeline()->schedule();
    BOOST_TEST(shown.name == "by-hand");
    BOOST_TEST(shown.peakActivationBytes == planned.value().schedule.peakActivationBytes);
    BOOST_TEST(shown.peakActivationBytes == 576 * kMiB);
    BOOST_TEST(shown.timeline.size() == planned.value().schedule.timeline.size());
    BOOST_TEST(player.cursor() + 1 == static_cast<int>(planned.value().cursor)); // "peak", the file's default
    // The settings make this chain: 16 uniform layers, layer 5 four times as costly.
    const CheckpointSettings settings = view.sidePanel()->settings();
    BOOST_TEST(settings.layers == 16u);
    BOOST_TEST(settings.expensiveLayer == 5u);
    BOOST_TEST(settings.factor == 4.0);
    // Its three comparisons are said beside it, with their figures.
    const auto* description = view.findChild<QLabel*>(QStringLiteral("chainFileDescription"));
    BOOST_REQUIRE(description);
    BOOST_TEST(description->text().count(QLatin1Char('\n')) == 3, description->text().toStdString());
    BOOST_TEST(description->text().contains(CheckpointText::title(planned.value().compare.back())));

    // --scenario: a schedule's name still chooses the schedule; a file's id plays the file.
    QString error;
    BOOST_TEST_REQUIRE(presenter.chooseScenario(QStringLiteral("store-all"), &error), error.toStdString());
    BOOST_TEST(view.timeline()->schedule().name == "store-all");
    BOOST_TEST_REQUIRE(presenter.chooseScenario(QStringLiteral("budget"), &error), error.toStdString());
    BOOST_TEST(view.timeline()->schedule().name == "budget");
    BOOST_TEST(!presenter.chooseChainFile(QStringLiteral("no-such-chain"), &error));
    BOOST_TEST(error.contains(QStringLiteral("expensive-layer-by-hand")), error.toStdString());
}

BOOST_AUTO_TEST_CASE(a_teachers_chain_plays_narrated_and_the_settings_go_on_from_it)
{
    TeachersFolder teacher;
    Player player;
    CheckpointLessonView view;
    view.resize(1600, 900);
    CheckpointLessonPresenter presenter(&view, player, teacher.catalog.narration(), teacher.catalog.checkpointChains());
    presenter.activate();
    QString error;
    // A chain with narration says it.
    BOOST_TEST_REQUIRE(presenter.chooseChainFile(QStringLiteral("sqrt"), &error), error.toStdString());
    BOOST_TEST(presenter.lesson().chain().size() == 12u);
    const auto* description = view.findChild<QLabel*>(QStringLiteral("chainFileDescription"));
    BOOST_REQUIRE(description);
    BOOST_TEST(description->text() == QStringLiteral("Our twelve layers."));

    BOOST_TEST_REQUIRE(presenter.chooseChainFile(QStringLiteral("wide-layer"), &error), error.toStdString());
    const gml::CheckpointChainScript& file = script(teacher.catalog, "wide-layer");
    const auto planned = gml::CheckpointChainScriptReader::plan(file);
    BOOST_TEST_REQUIRE(planned.ok());
    const gml::CheckpointSchedule& shown = view.timeline()->schedule();
    BOOST_TEST(shown.name == "revolve");
    BOOST_TEST(shown.peakActivationBytes == planned.value().schedule.peakActivationBytes);
    BOOST_TEST((presenter.lesson().chain().layers() == file.chain.layers()));
    // Cursor "end": the last operation.
    BOOST_TEST(player.cursor() + 1 == static_cast<int>(shown.timeline.size()));
    // Without narration of its own it says what it plays; its steps are narrated from its figures.
    BOOST_TEST(description->text().startsWith(CheckpointText::title(shown)), description->text().toStdString());
    const CheckpointSteps steps(shown.timeline);
    BOOST_TEST(player.stepCount() == static_cast<int>(steps.steps().size()));
    BOOST_TEST(player.stepCount() > 2);
    player.goToStep(1, false);
    const auto* narration = view.findChild<QLabel*>(QStringLiteral("checkpointNarration"));
    BOOST_REQUIRE(narration);
    BOOST_TEST(narration->text() == CheckpointSteps::narration(steps.steps()[1]));

    // Another schedule plans on the file's chain...
    view.findChild<QComboBox*>(QStringLiteral("scheduleName"))->setCurrentText(QStringLiteral("sqrt"));
    BOOST_TEST(view.timeline()->schedule().name == "sqrt");
    BOOST_TEST(presenter.lesson().chainFile() == QStringLiteral("wide-layer"));
    BOOST_TEST(presenter.lesson().chain()[3].inputBytes == 128 * kMiB);
    // ...and a scene of it opens to the same chain on a fresh lesson.
    const LessonScene scene = presenter.scene();
    Player otherPlayer;
    CheckpointLessonView otherView;
    CheckpointLessonPresenter other(&otherView, otherPlayer, teacher.catalog.narration(), teacher.catalog.checkpointChains());
    other.activate();
    BOOST_TEST_REQUIRE(other.openScene(scene, &error), error.toStdString());
    BOOST_TEST((other.lesson().chain().layers() == file.chain.layers()));
    BOOST_TEST(otherView.timeline()->schedule().name == "sqrt");
    BOOST_TEST(otherView.timeline()->schedule().peakActivationBytes == view.timeline()->schedule().peakActivationBytes);

    // Another chain in the settings leaves the file: the settings' own chain of that many layers.
    view.findChild<QSpinBox*>(QStringLiteral("layerCount"))->setValue(10);
    BOOST_TEST(presenter.lesson().chainFile().isEmpty());
    BOOST_TEST(presenter.lesson().chain().size() == 10u);
    BOOST_TEST(presenter.lesson().chain()[3].inputBytes == presenter.lesson().chain()[0].inputBytes);
    BOOST_TEST(view.findChild<QComboBox*>(QStringLiteral("chainFile"))->currentIndex() == 0);
    BOOST_TEST(!description->isVisibleTo(&view));
}
