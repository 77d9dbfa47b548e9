#include "QtTestApplication.h"

#include "BuiltInContent.h"

#include "app/checkpoint/CheckpointLessonPresenter.h"
#include "app/common/PredictionFlow.h"
#include "app/content/checkpoint/CheckpointPrediction.h"
#include "app/content/checkpoint/CheckpointSteps.h"
#include "app/content/checkpoint/CheckpointText.h"
#include "app/content/common/Player.h"
#include "app/content/lesson/CourseCatalog.h"
#include "checkpoint/CheckpointChainScript.h"
#include "cli/CliCommand.h"
#include "widgets/checkpoint/CheckpointHandPlacement.h"
#include "widgets/checkpoint/CheckpointLessonView.h"
#include "widgets/checkpoint/CheckpointSidePanel.h"
#include "widgets/checkpoint/CheckpointTimelineView.h"
#include "widgets/lesson/PredictionBox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <sstream>

// Checkpoint chains are content (#32): the built-in chain files under resources/scenarios/checkpoint and a
// teacher's under DIR/scenarios/checkpoint are scenarios the lesson offers; a chosen one plays its chain,
// schedule, comparisons and cursor, and the side panel's settings go on from it; a broken one is named with
// its line while the rest load. The sandbox's chain (sizes, an expensive layer, checkpoints by hand) saves as
// a chain file that the command line plans the same. A file's "predict" steps stop before they play and ask
// which layer's forward runs again first.

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

    // Another chain in the settings leaves the file: the settings' own chain of that many layers, which they
    // had set as the file's (32 MiB layers, layer 4 of 128 MiB).
    view.findChild<QSpinBox*>(QStringLiteral("layerCount"))->setValue(10);
    BOOST_TEST(presenter.lesson().chainFile().isEmpty());
    BOOST_TEST_REQUIRE(presenter.lesson().chain().size() == 10u);
    BOOST_TEST(presenter.lesson().chain()[9].inputBytes == 32 * kMiB);
    BOOST_TEST(presenter.lesson().chain()[3].inputBytes == 128 * kMiB);
    BOOST_TEST(view.findChild<QComboBox*>(QStringLiteral("chainFile"))->currentIndex() == 0);
    BOOST_TEST(!description->isVisibleTo(&view));
}

BOOST_AUTO_TEST_CASE(the_sandbox_saves_what_is_on_screen_as_a_chain_file_the_command_line_plans_the_same)
{
    Player player;
    CheckpointLessonView view;
    view.resize(1600, 900);
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration(), builtInContent().checkpointChains());
    presenter.activate();
    // The learner edits the chain: 12 layers of 32 MiB, layer 7 of 300 MiB, layer 3 three and a half times as
    // costly.
    view.findChild<QSpinBox*>(QStringLiteral("layerCount"))->setValue(12);
    view.findChild<QSpinBox*>(QStringLiteral("layerActivation"))->setValue(32);
    view.findChild<QSpinBox*>(QStringLiteral("otherSizeLayer"))->setValue(7);
    view.findChild<QSpinBox*>(QStringLiteral("otherSizeActivation"))->setValue(300);
    view.findChild<QSpinBox*>(QStringLiteral("expensiveLayer"))->setValue(3);
    view.findChild<QDoubleSpinBox*>(QStringLiteral("expensiveFactor"))->setValue(3.5);
    const gml::CheckpointChain& chain = presenter.lesson().chain();
    BOOST_TEST_REQUIRE(chain.size() == 12u);
    BOOST_TEST(chain[0].inputBytes == 32 * kMiB);
    BOOST_TEST(chain[6].inputBytes == 300 * kMiB);
    BOOST_TEST(chain[6].savedBytes == 300 * kMiB);
    BOOST_TEST(chain[2].forwardMs == 3.5);
    // The big layer is on the timeline: store-all keeps 11 x 32 + 300 MiB.
    BOOST_TEST(presenter.lesson().storeAll().peakActivationBytes == (11 * 32 + 300) * kMiB);

    QTemporaryDir folder;
    QDir(folder.path()).mkpath(QStringLiteral("scenarios/checkpoint"));
    // What was saved, read by the command line's reader and planned: what the timeline shows, to the byte.
    const auto checkSaved = [&](const QString& name) {
        const QString path = QDir(folder.path()).filePath(QStringLiteral("scenarios/checkpoint/") + name);
        QString error;
        BOOST_TEST_REQUIRE(presenter.saveChain(path, &error), error.toStdString());
        QFile file(path);
        BOOST_REQUIRE(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        const auto script = gml::CheckpointChainScriptReader::read(text.toStdString(), "unnamed");
        BOOST_TEST_REQUIRE(script.ok(), (script.ok() ? "" : script.error().message) << "\n" << text.toStdString());
        BOOST_TEST(script.value().id == QFileInfo(path).completeBaseName().toStdString());
        BOOST_TEST((script.value().chain.layers() == presenter.lesson().chain().layers()));
        const auto plan = gml::CheckpointChainScriptReader::plan(script.value());
        BOOST_TEST_REQUIRE(plan.ok());
        const gml::CheckpointSchedule& shown = view.timeline()->schedule();
        BOOST_TEST(plan.value().schedule.name == shown.name);
        BOOST_TEST(plan.value().schedule.peakActivationBytes == shown.peakActivationBytes);
        BOOST_TEST(plan.value().schedule.computeMs == shown.computeMs);
        BOOST_TEST(plan.value().schedule.timeline.size() == shown.timeline.size());
        BOOST_TEST(plan.value().cursor == static_cast<std::size_t>(player.cursor() + 1));
        // The command line itself: it runs the file and prints the same peak.
        std::ostringstream out, err;
        BOOST_TEST(gml::runCheckpointCommand({"--chain", path.toStdString(), "--json"}, out, err) == 0, err.str());
        BOOST_TEST(out.str().find(std::to_string(shown.peakActivationBytes)) != std::string::npos, out.str());
        return shown.peakActivationBytes;
    };

    // The budget optimum at 40% of store-all, with the cursor moved on.
    view.findChild<QComboBox*>(QStringLiteral("scheduleName"))->setCurrentText(QStringLiteral("budget"));
    view.findChild<QDoubleSpinBox*>(QStringLiteral("budgetFraction"))->setValue(0.4);
    BOOST_TEST_REQUIRE(view.timeline()->schedule().name == "budget");
    player.seek(10);
    checkSaved(QStringLiteral("my-budget.json"));

    // Checkpoints placed by hand on the inputs of layers 5, 7 and 8: the big layer in a segment of its own.
    CheckpointHandPlacement* hand = view.sidePanel()->handPlacement();
    for (std::uint32_t layer = 1; layer < 12; ++layer)
        hand->setChecked(layer, layer == 4 || layer == 6 || layer == 7);
    BOOST_TEST_REQUIRE(view.timeline()->schedule().name == "by-hand");
    player.seek(20);
    const std::uint64_t peak = checkSaved(QStringLiteral("my-try.json"));

    // Sent to a teacher, who puts it in a content folder: it plays as it was, with the settings it was made with.
    CourseCatalog catalog;
    catalog.load({QStringLiteral(":/content"), folder.path()});
    BOOST_TEST(catalog.problems().isEmpty());
    Player otherPlayer;
    CheckpointLessonView otherView;
    CheckpointLessonPresenter other(&otherView, otherPlayer, catalog.narration(), catalog.checkpointChains());
    other.activate();
    QString error;
    BOOST_TEST_REQUIRE(other.chooseChainFile(QStringLiteral("my-try"), &error), error.toStdString());
    BOOST_TEST(otherView.timeline()->schedule().peakActivationBytes == peak);
    BOOST_TEST((otherView.sidePanel()->handPlacement()->starts() == hand->starts()));
    BOOST_TEST(otherPlayer.cursor() == 20);
    const CheckpointSettings made = otherView.sidePanel()->settings();
    const CheckpointSettings edited = view.sidePanel()->settings();
    BOOST_TEST(made.layers == edited.layers);
    BOOST_TEST(made.activationMiB == 32u);
    BOOST_TEST(made.otherSizeLayer == 7u);
    BOOST_TEST(made.otherSizeMiB == 300u);
    BOOST_TEST(made.expensiveLayer == 3u);
    BOOST_TEST(made.factor == 3.5);
}

// Predict, then see (#32): a chain file's "predict" steps stop before they play and ask which layer's forward
// runs again first; the learner clicks it in the timeline, picks it from the list or answers none, the step
// plays, and the verdict says why in the schedule's terms.
BOOST_AUTO_TEST_CASE(a_chain_file_asks_which_layer_runs_again_and_says_why)
{
    // At least four built-in prediction points, each a step its schedule has.
    std::size_t points = 0;
    for (const auto& chain : builtInContent().checkpointChains()) {
        const auto planned = gml::CheckpointChainScriptReader::plan(chain);
        BOOST_TEST_REQUIRE(planned.ok());
        const CheckpointSteps steps(planned.value().schedule.timeline);
        for (const auto& asked : chain.predictions) {
            ++points;
            BOOST_TEST(CheckpointPrediction::of(planned.value().schedule.timeline, steps.stepEnds(), asked.step - 1,
                                                chain.chain.size())
                           .has_value(),
                       chain.id << " step " << asked.step);
        }
    }
    BOOST_TEST(points >= 4u);

    Player player;
    CheckpointLessonView view;
    view.resize(1600, 900);
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration(), builtInContent().checkpointChains());
    presenter.activate();
    const auto text = [&](const char* name) {
        const auto* label = view.findChild<QLabel*>(QLatin1String(name));
        BOOST_REQUIRE_MESSAGE(label, name << " exists");
        return label->text();
    };
    PredictionBox* box = view.sidePanel()->predictionBox();
    BOOST_REQUIRE(box);
    QString error;
    // The expensive layer fenced by hand: checkpoints on the inputs of layers 5, 6 and 11.
    BOOST_TEST_REQUIRE(presenter.chooseChainFile(QStringLiteral("expensive-layer-by-hand"), &error), error.toStdString());
    player.goToStep(1, false); // the backward of layers 16 to 11, from what the first sweep kept
    const QString before = text("checkpointNarration");
    player.nextStep(); // into step 3
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return box->isAsking(); }, 5000));
    BOOST_TEST(player.cursor() == player.stepEnd(1), "held at the step before");
    BOOST_TEST(text("predictionQuestion").contains(QStringLiteral("the backward of layer 10 is next")),
               text("predictionQuestion").toStdString());
    BOOST_TEST(text("checkpointNarration") == before, "the step's own text is the answer: it waits");
    const auto* listed = view.findChild<QComboBox*>(QStringLiteral("predictionPictureChoices"));
    BOOST_REQUIRE(listed);
    BOOST_TEST(listed->count() == 16, "every layer of the chain");

    // Layer 5, the expensive one, is a natural guess; but the segment of layers 6 to 10 comes first, from the
    // checkpoint at layer 6's input. Clicked on the timeline's live stack.
    CheckpointTimelineView* timeline = view.timeline();
    QTest::mouseClick(timeline, Qt::LeftButton, {}, timeline->stackRow(4).center().toPoint());
    BOOST_TEST(!box->isAsking());
    const QString verdict = text("predictionVerdict");
    BOOST_TEST(verdict.startsWith(QStringLiteral("Not this time.")), verdict.toStdString());
    BOOST_TEST(verdict.contains(QStringLiteral("Layer 6's forward runs again first, from the checkpoint at layer 6's "
                                               "input: the backward of layer 10 needs activations that were not kept.")),
               verdict.toStdString());
    BOOST_TEST(verdict.contains(QStringLiteral("Recompute layer 6 from checkpoint 6.")), "the schedule's own reason");
    const QJsonObject record = presenter.predictions()->record();
    BOOST_TEST((record.contains(QStringLiteral("expensive-layer-by-hand/step-3")) &&
                !record.value(QStringLiteral("expensive-layer-by-hand/step-3")).toBool()));
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return player.cursor() == player.stepEnd(2); }, 5000));

    // Step 4: now the expensive layer itself, alone in its segment, answered from the list.
    player.nextStep();
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return box->isAsking(); }, 5000));
    auto* list = view.findChild<QComboBox*>(QStringLiteral("predictionPictureChoices"));
    list->setCurrentIndex(list->findData(QVariant::fromValue<quint64>(4)));
    QTest::mouseClick(view.findChild<QPushButton*>(QStringLiteral("predictionPictureAnswer")), Qt::LeftButton);
    BOOST_TEST(text("predictionVerdict").startsWith(QStringLiteral("Right.")), text("predictionVerdict").toStdString());
    BOOST_TEST(text("predictionVerdict").contains(QStringLiteral("Layer 5's forward runs again first")));
    BOOST_TEST(text("predictionTally").contains(QStringLiteral("1 of 2 right")));
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return player.cursor() == player.stepEnd(3); }, 5000));

    // sqrt(N)'s last segment keeps its activations from the first sweep: "none" is right.
    BOOST_TEST_REQUIRE(presenter.chooseChainFile(QStringLiteral("sqrt"), &error), error.toStdString());
    player.goToStep(0, false);
    player.nextStep();
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return box->isAsking(); }, 5000));
    auto* none = view.findChild<QPushButton*>(QStringLiteral("predictionChoice0"));
    BOOST_REQUIRE(none);
    BOOST_TEST(none->text().contains(QStringLiteral("None")), none->text().toStdString());
    none->click();
    BOOST_TEST(text("predictionVerdict").startsWith(QStringLiteral("Right.")), text("predictionVerdict").toStdString());
    BOOST_TEST(text("predictionVerdict").contains(QStringLiteral("the first sweep kept what it needs")), text("predictionVerdict").toStdString());
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return player.cursor() == player.stepEnd(1); }, 5000));

    // Another schedule has other steps: nothing asks.
    BOOST_TEST_REQUIRE(presenter.chooseSchedule(QStringLiteral("revolve"), &error), error.toStdString());
    player.goToStep(1, false);
    player.nextStep();
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return player.cursor() == player.stepEnd(2); }, 5000));
    BOOST_TEST(!box->isAsking());
}

// Presenting, the caption asks the class, its choice waits for the teacher's R, and then the step plays with
// what happened and why.
BOOST_AUTO_TEST_CASE(presenting_the_class_predicts_and_the_teacher_reveals)
{
    QtTestApplication::clearUserFiles();
    Player player;
    CheckpointLessonView view;
    view.resize(1600, 900);
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration(), builtInContent().checkpointChains());
    presenter.setPresentingQuery([] { return true; });
    presenter.activate();
    PredictionBox* box = view.sidePanel()->predictionBox();
    QString error;
    BOOST_TEST_REQUIRE(presenter.chooseChainFile(QStringLiteral("sqrt"), &error), error.toStdString());
    player.goToStep(1, false);
    player.nextStep(); // into step 3: the segment of layers 9 to 12
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return box->isAsking(); }, 5000));
    const auto* narration = view.findChild<QLabel*>(QStringLiteral("checkpointNarration"));
    BOOST_TEST(narration->text().contains(QStringLiteral("Discuss, then press R")), narration->text().toStdString());
    CheckpointTimelineView* timeline = view.timeline();
    QTest::mouseClick(timeline, Qt::LeftButton, {}, timeline->stackRow(8).center().toPoint()); // layer 9
    BOOST_TEST(box->isAsking(), "the choice waits for the teacher");
    BOOST_TEST(player.cursor() == player.stepEnd(1));
    BOOST_TEST_REQUIRE(presenter.revealPrediction());
    const auto* verdict = view.findChild<QLabel*>(QStringLiteral("predictionVerdict"));
    BOOST_TEST(verdict->text().contains(QStringLiteral("Layer 9's forward runs again first")), verdict->text().toStdString());
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return player.cursor() == player.stepEnd(2); }, 5000));
    BOOST_TEST(presenter.predictions()->record().contains(QStringLiteral("sqrt/step-3")));
}
