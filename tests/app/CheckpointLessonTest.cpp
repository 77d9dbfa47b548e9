#include "QtTestApplication.h"

#include "app/content/checkpoint/CheckpointSteps.h"
#include "app/content/checkpoint/CheckpointText.h"
#include "app/content/common/NumberText.h"
#include "BuiltInContent.h"

#include "app/checkpoint/CheckpointLessonPresenter.h"
#include "app/content/common/Player.h"
#include "app/content/lesson/CourseCatalog.h"
#include "app/content/quiz/QuizSession.h"
#include "app/window/MainWindow.h"
#include "checkpoint/CheckpointExecutor.h"
#include "checkpoint/CheckpointScene.h"
#include "checkpoint/ScheduleLibrary.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"
#include "widgets/checkpoint/CheckpointCharts.h"
#include "widgets/checkpoint/CheckpointHandPlacement.h"
#include "widgets/checkpoint/CheckpointLessonView.h"
#include "widgets/checkpoint/CheckpointRunBox.h"
#include "widgets/checkpoint/CheckpointSidePanel.h"
#include "widgets/checkpoint/CheckpointTimelineView.h"
#include "widgets/checkpoint/ModelBudgetPanel.h"
#include "widgets/quiz/QuizOptionButton.h"
#include "widgets/quiz/QuizPanel.h"

#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>

// The activation-checkpointing lesson as a learner drives it: the timeline painting a schedule and its
// tooltips, the player walking it, the memory chart's peak and budget lines, "show me" scenes and the quizzes'
// links to them, the whole-model budget, checkpoints placed by hand, and the real training step running off
// the GUI thread.

namespace {

QString text(const QWidget& root, const char* name)
{
    const auto* label = root.findChild<QLabel*>(QLatin1String(name));
    BOOST_REQUIRE_MESSAGE(label, name << " exists");
    return label->text();
}

// The colour family of a pixel: which lane colour it is nearest to (patterns darken some pixels of a box,
// so sample a few and take the majority).
bool looksLike(const QImage& image, const QRectF& box, const QColor& color)
{
    int hits = 0, samples = 0;
    for (double fx : {0.25, 0.5, 0.75})
        for (double fy : {0.2, 0.8}) {
            const QPoint p(static_cast<int>(box.left() + box.width() * fx), static_cast<int>(box.top() + box.height() * fy));
            const QColor c = image.pixelColor(p);
            ++samples;
            hits += std::abs(c.red() - color.red()) + std::abs(c.green() - color.green()) + std::abs(c.blue() - color.blue()) < 60;
        }
    return hits * 2 >= samples;
}

// A horizontal line of the memory chart: two points across the whole step, both at `bytes`.
void checkLineAt(const CheckpointCharts& charts, const QLineSeries* series, std::uint64_t bytes,
                 const char* what)
{
    const QList<QPointF> points = series->points();
    BOOST_REQUIRE_MESSAGE(points.size() == 2, what << " is a line of two points");
    const double unit = charts.bytesPerUnit();
    for (const QPointF& point : points)
        BOOST_TEST(std::abs(point.y() * unit - static_cast<double>(bytes)) <=
                       1e-9 * static_cast<double>(bytes),
                   what << " at " << point.y() * unit << " bytes, not " << bytes);
    BOOST_TEST(points.front().x() == 0.0);
    BOOST_TEST(points.back().x() >= charts.memorySeries()->points().back().x() - 1e-9,
               what << " spans the step");
}

// A hover at `at` long enough for a tooltip, as the window system reports it.
void hover(CheckpointTimelineView& view, const QPointF& at)
{
    const QPoint point = at.toPoint();
    QHelpEvent help(QEvent::ToolTip, point, view.mapToGlobal(point));
    QApplication::sendEvent(&view, &help);
}

// The tooltip the timeline shows for a hover at `at` (empty when none is shown).
QString tooltipAt(CheckpointTimelineView& view, const QPointF& at)
{
    hover(view, at);
    return QToolTip::isVisible() ? QToolTip::text() : QString();
}

QString milliseconds(double ms)
{
    return QString::number(ms, 'f', ms < 10 ? 2 : 1);
}
} // namespace

BOOST_AUTO_TEST_CASE(the_timeline_paints_each_operation_in_its_lane_in_order)
{
    // Four layers, checkpoints at 0 and 2: forward 0..3, then backward 3, 2, recompute 0 and 1, backward 1, 0.
    const gml::CheckpointChain chain = gml::CheckpointChain::uniform(4, 1024 * 1024, 1.0, 2.0);
    const gml::CheckpointSchedule schedule = gml::segmentSchedule(chain, {0, 2}, "test", "two segments");
    CheckpointTimelineView view;
    view.resize(1000, 320);
    view.setSchedule(schedule, chain, 25e6);
    view.setCursor(schedule.timeline.size(), false);
    const QImage image = view.grab().toImage();

    const auto& timeline = schedule.timeline;
    const auto& layout = view.layout();
    double lastEnd = -1;
    int forwards = 0, backwards = 0, recomputes = 0;
    for (std::size_t i = 0; i < timeline.size(); ++i) {
        const auto lane = CheckpointPalette::laneOf(timeline[i].kind);
        if (!lane)
            continue;
        const QRectF box = view.boxRectOfOp(i);
        BOOST_REQUIRE(!box.isEmpty());
        // In its own lane, after the operation before it, and painted in its lane's colour.
        BOOST_TEST(layout.laneRect(*lane).contains(box.center()));
        BOOST_TEST(box.left() >= lastEnd - 0.5);
        lastEnd = box.right();
        BOOST_TEST(looksLike(image, box, CheckpointPalette::laneColor(*lane)), "operation " << i << " painted");
        forwards += *lane == CheckpointPalette::Lane::Forward;
        backwards += *lane == CheckpointPalette::Lane::Backward;
        recomputes += *lane == CheckpointPalette::Lane::Recompute;
    }
    BOOST_TEST(forwards == 4);
    BOOST_TEST(backwards == 4);
    BOOST_TEST(recomputes >= 1);
    // Forward takes 1 ms and backward 2 ms: the first backward box is twice as wide as the first forward.
    const QRectF firstForward = view.boxRectOfOp(1);
    std::size_t firstBackward = 0;
    while (timeline[firstBackward].kind != gml::CheckpointOpKind::Backward)
        ++firstBackward;
    BOOST_TEST(std::abs(view.boxRectOfOp(firstBackward).width() - 2 * firstForward.width()) < 2.0);

    // Before any operation ran, the boxes are outlines only: the forward box shows the background.
    view.setCursor(0, false);
    const QImage empty = view.grab().toImage();
    BOOST_TEST(!looksLike(empty, firstForward, CheckpointPalette::laneColor(CheckpointPalette::Lane::Forward)));
}

BOOST_AUTO_TEST_CASE(the_live_stack_tells_checkpoints_from_saved_and_recomputed_layers)
{
    const gml::CheckpointChain chain = gml::CheckpointChain::uniform(4, 1024 * 1024, 1.0, 2.0);
    const gml::CheckpointSchedule schedule = gml::segmentSchedule(chain, {0, 2}, "test", "two segments");
    CheckpointTimelineView view;
    view.resize(1000, 320);
    view.setSchedule(schedule, chain, 25e6);
    // After the forward pass: layer 1's input is a checkpoint, layers 3 and 4 keep their activations.
    std::size_t firstBackward = 0;
    while (schedule.timeline[firstBackward].kind != gml::CheckpointOpKind::Backward)
        ++firstBackward;
    view.setCursor(firstBackward, false);
    BOOST_TEST((view.heldAt(0) == CheckpointPalette::Held::Checkpoint));
    BOOST_TEST((view.heldAt(3) == CheckpointPalette::Held::Saved));
    // After the recomputation of layer 1: it holds what the recomputation made.
    std::size_t recompute = 0;
    while (schedule.timeline[recompute].kind != gml::CheckpointOpKind::Recompute)
        ++recompute;
    view.setCursor(recompute + 1, false);
    BOOST_TEST((view.heldAt(schedule.timeline[recompute].layer) == CheckpointPalette::Held::Recomputed));
}

BOOST_AUTO_TEST_CASE(the_presenter_follows_the_player)
{
    Player player;
    CheckpointLessonView view;
    view.resize(1600, 900);
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration());
    presenter.activate();
    const auto& schedule = view.timeline()->schedule();
    BOOST_TEST(schedule.name == "sqrt");
    BOOST_TEST(player.eventCount() == static_cast<int>(schedule.timeline.size()));
    // It opens where its first step's text is true: at the forward pass's end.
    const CheckpointSteps steps(schedule.timeline);
    BOOST_REQUIRE(player.stepCount() == static_cast<int>(steps.steps().size()));
    BOOST_TEST(player.cursor() == static_cast<int>(steps.steps().front().end));
    BOOST_TEST(text(view, "checkpointNarration") == CheckpointSteps::narration(steps.steps().front()));
    player.seek(10);
    BOOST_TEST(view.timeline()->cursor() == 11u);
    BOOST_TEST(text(view, "operationReason") == CheckpointText::explain(schedule.timeline, 10));
    // Next step (a clicker's Page Down) ends on the next run of backwards, whose text is then shown.
    player.goToStep(1, false);
    BOOST_TEST(player.cursor() == static_cast<int>(steps.steps()[1].end));
    BOOST_TEST(text(view, "checkpointNarration") == CheckpointSteps::narration(steps.steps()[1]));
    // A deactivated presenter leaves the player to another lesson.
    presenter.deactivate();
    const std::size_t shown = view.timeline()->cursor();
    player.seek(3);
    BOOST_TEST(view.timeline()->cursor() == shown);
}

BOOST_AUTO_TEST_CASE(show_me_sqrt_and_rng_mismatch)
{
    Player player;
    CheckpointLessonView view;
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration());
    presenter.activate();
    QString error;
    BOOST_REQUIRE_MESSAGE(presenter.showScene(QStringLiteral("sqrt"), &error), error);
    BOOST_TEST(view.timeline()->schedule().name == "sqrt");
    BOOST_TEST(view.timeline()->schedule().timeline.size() > 0u);
    // The scene's cursor: the step at its peak.
    BOOST_TEST(view.timeline()->cursor() == view.timeline()->schedule().timeline.peakPosition());
    BOOST_TEST(view.timeline()->state().liveBytes == view.timeline()->schedule().peakActivationBytes);
    BOOST_TEST(!text(view, "checkpointNarration").isEmpty());

    BOOST_REQUIRE_MESSAGE(presenter.showScene(QStringLiteral("rng-mismatch"), &error), error);
    BOOST_TEST(view.sidePanel()->runBox()->shownGradientError() > 1e-3, "a large gradient error");
    BOOST_TEST(!view.sidePanel()->runBox()->preserveRngState());
    BOOST_TEST(text(view, "runVerdict").contains(QStringLiteral("Mismatch")));

    BOOST_TEST(!presenter.showScene(QStringLiteral("no-such-scene"), &error));
    BOOST_TEST(error.contains(QStringLiteral("no-such-scene")));
}

BOOST_AUTO_TEST_CASE(checkpointing_never_moves_the_optimizer_state)
{
    Player player;
    CheckpointLessonView view;
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration());
    presenter.activate();
    QString error;
    BOOST_REQUIRE_MESSAGE(presenter.showScene(QStringLiteral("budget-breakdown"), &error), error);
    ModelBudgetPanel* model = view.modelBudget();
    const double optimizer = model->partGb(ModelBudgetPanel::OptimizerState, 0);
    const double activations = model->partGb(ModelBudgetPanel::Activations, 0);
    BOOST_TEST(optimizer > 10.0); // Adam's two fp32 states of 6.7 billion parameters: about 54 GB
    // Every bar, whatever its schedule, carries the same optimizer state; only the activations move.
    for (int bar = 1; bar < model->partSet(ModelBudgetPanel::OptimizerState)->count(); ++bar) {
        BOOST_TEST(model->partGb(ModelBudgetPanel::OptimizerState, bar) == optimizer);
        BOOST_TEST(model->partGb(ModelBudgetPanel::Activations, bar) < activations);
    }
    // Choosing another schedule changes the activations of its bar, never the optimizer state.
    CheckpointSettings settings = view.sidePanel()->settings();
    settings.schedule = QStringLiteral("sqrt");
    view.sidePanel()->setSettings(settings);
    emit view.sidePanel()->settingsChanged();
    BOOST_TEST(model->partGb(ModelBudgetPanel::OptimizerState, 1) == optimizer);
    // FSDP does shrink it.
    model->findChild<QSpinBox*>(QStringLiteral("fsdpShards"))->setValue(8);
    BOOST_TEST(model->partGb(ModelBudgetPanel::OptimizerState, 0) < optimizer / 4);
}

BOOST_AUTO_TEST_CASE(hand_placed_checkpoints_are_compared_with_the_optimum)
{
    Player player;
    CheckpointLessonView view;
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration());
    presenter.activate();
    CheckpointHandPlacement* hand = view.sidePanel()->handPlacement();
    QSignalSpy optimum(&presenter.lesson(), &CheckpointLesson::handOptimumReady);
    // A poor plan: one checkpoint near the end.
    for (std::uint32_t layer = 1; layer < 16; ++layer)
        hand->setChecked(layer, layer == 14);
    BOOST_TEST(text(view, "handFigures").contains(QStringLiteral("Your checkpoints")));
    BOOST_REQUIRE(optimum.wait(10000) || optimum.count() > 0);
    const auto figures = optimum.last().at(0).value<CheckpointLesson::Figures>();
    const gml::CheckpointSchedule poor = presenter.lesson().handSchedule(hand->starts());
    // The optimum fits in the same peak and recomputes no more.
    BOOST_TEST(figures.peakBytes <= poor.peakActivationBytes);
    BOOST_TEST(figures.extraMs <= poor.extraComputeMs + 1e-9);
    BOOST_TEST(text(view, "optimumFigures").contains(QStringLiteral("optimum")));
}

// Ticking a layer is a schedule of its own: the timeline plays it (its recomputations) and the live memory
// reaches its peak; choosing another schedule puts the chosen one back and starts the ticks afresh.
BOOST_AUTO_TEST_CASE(hand_placed_checkpoints_drive_the_timeline_and_reset_with_the_schedule)
{
    Player player;
    CheckpointLessonView view;
    view.resize(1600, 900);
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration());
    presenter.activate();
    CheckpointHandPlacement* hand = view.sidePanel()->handPlacement();
    const QList<std::uint32_t> fresh = hand->starts();
    const gml::CheckpointSchedule chosen = view.timeline()->schedule();
    BOOST_REQUIRE(chosen.name == "sqrt");
    const auto recomputes = [](const gml::CheckpointSchedule& schedule) {
        std::size_t count = 0;
        for (std::size_t i = 0; i < schedule.timeline.size(); ++i)
            count += schedule.timeline[i].kind == gml::CheckpointOpKind::Recompute ? 1 : 0;
        return count;
    };
    const auto peakPlayed = [&] {
        std::uint64_t peak = 0;
        for (int event = 0; event < player.eventCount(); ++event) {
            player.seek(event);
            peak = std::max(peak, view.timeline()->state().liveBytes);
        }
        return peak;
    };
    BOOST_TEST(peakPlayed() == chosen.peakActivationBytes);

    // One checkpoint near the end: layers 1 to 13 are recomputed from layer 1's input.
    for (std::uint32_t layer = 1; layer < 16; ++layer)
        hand->setChecked(layer, layer == 14);
    const gml::CheckpointSchedule& shown = view.timeline()->schedule();
    BOOST_TEST(shown.name == "by-hand");
    BOOST_TEST(player.eventCount() == static_cast<int>(shown.timeline.size()));
    BOOST_TEST(recomputes(shown) != recomputes(chosen));
    BOOST_TEST(shown.peakActivationBytes != chosen.peakActivationBytes);
    BOOST_TEST(peakPlayed() == shown.peakActivationBytes); // what the timeline plays reaches the hand plan's peak
    checkLineAt(*view.charts(), view.charts()->peakSeries(), shown.peakActivationBytes, "the memory chart's peak line");

    // Another schedule: it is shown, and the ticks start again from Chen's plan.
    view.findChild<QComboBox*>(QStringLiteral("scheduleName"))->setCurrentText(QStringLiteral("store-all"));
    BOOST_TEST(view.timeline()->schedule().name == "store-all");
    BOOST_TEST((hand->starts() == fresh));
}

BOOST_AUTO_TEST_CASE(the_training_step_runs_without_blocking_the_window)
{
    Player player;
    CheckpointLessonView view;
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration());
    presenter.activate();
    QSignalSpy finished(&presenter.lesson(), &CheckpointLesson::stepFinished);
    auto* run = view.findChild<QPushButton*>(QStringLiteral("runStep"));
    QTest::mouseClick(run, Qt::LeftButton);
    // The click returns before the step is done: the button waits, greyed, for the worker.
    BOOST_TEST(finished.count() == 0);
    BOOST_TEST(!run->isEnabled());
    BOOST_REQUIRE(finished.wait(30000));
    BOOST_TEST(run->isEnabled());
    const auto result = finished.last().at(0).value<CheckpointLesson::StepResult>();
    BOOST_TEST(result.error.isEmpty(), result.error);
    BOOST_TEST(result.measuredPeakBytes == result.predictedPeakBytes);
    BOOST_TEST(result.maxGradientError == 0.0, "with the RNG state preserved, store-all's gradients exactly");
    BOOST_TEST(text(view, "runResult").contains(QStringLiteral("measured peak")));
    // The chain on screen is uniform 64 MiB layers, not the MLP: the box says what ran and whose figures these are.
    BOOST_TEST(!result.chainIsTheMlp);
    BOOST_TEST(result.timelinePeakBytes == presenter.lesson().schedule().peakActivationBytes);
    BOOST_TEST(text(view, "runResult").contains(QStringLiteral("16-layer MLP")));
    BOOST_TEST(text(view, "runResult").contains(QString::fromStdString(gml::formatBytes(result.timelinePeakBytes))));

    // Without preserving the RNG state, the gradients go wrong.
    view.findChild<QCheckBox*>(QStringLiteral("preserveRngState"))->setChecked(false);
    QTest::mouseClick(run, Qt::LeftButton);
    BOOST_REQUIRE(finished.wait(30000));
    BOOST_TEST(finished.last().at(0).value<CheckpointLesson::StepResult>().maxGradientError > 1e-3);
    BOOST_TEST(text(view, "runVerdict").contains(QStringLiteral("Mismatch")));
}

BOOST_AUTO_TEST_CASE(the_training_step_runs_the_operations_the_timeline_shows)
{
    // Transformer layers, one made expensive, under a tight budget: the plan depends on the chain's sizes and
    // costs, and the step must run that plan, not one made for the MLP.
    CheckpointLesson lesson;
    CheckpointSettings settings;
    settings.chain = CheckpointSettings::Chain::Transformer;
    settings.layers = 12;
    settings.expensiveLayer = 5;
    settings.factor = 10.0;
    settings.schedule = QStringLiteral("budget");
    settings.budgetFraction = 0.3;
    QString error;
    BOOST_REQUIRE(lesson.configure(settings, &error));
    BOOST_REQUIRE(!lesson.schedulePending());
    const gml::CheckpointSchedule shown = lesson.schedule();
    QSignalSpy finished(&lesson, &CheckpointLesson::stepFinished);
    lesson.runStep(true);
    BOOST_REQUIRE(finished.wait(30000));
    const auto result = finished.last().at(0).value<CheckpointLesson::StepResult>();
    BOOST_REQUIRE_MESSAGE(result.error.isEmpty(), result.error.toStdString());
    BOOST_TEST(result.schedule == QString::fromStdString(shown.title));
    BOOST_TEST(result.timelinePeakBytes == shown.peakActivationBytes);
    BOOST_TEST(!result.chainIsTheMlp);
    BOOST_TEST(result.mlpLayers == 12u);
    // The MLP's own prediction for the timeline's operations, measured to the byte.
    gml::SimulatedDevice device;
    gml::MlpExecutorConfig config;
    config.layers = 12;
    const gml::CheckpointChain mlp = gml::CheckpointExecutor::create(device, config).value()->chain();
    BOOST_TEST(result.predictedPeakBytes == gml::replaySchedule(shown, mlp).value().peakActivationBytes);
    BOOST_TEST(result.measuredPeakBytes == result.predictedPeakBytes);
    BOOST_TEST(result.maxGradientError == 0.0);
    // Planned on the MLP itself, the same settings make another plan: what the step used to run.
    CheckpointSettings onMlp = settings;
    onMlp.chain = CheckpointSettings::Chain::Mlp;
    const gml::CheckpointChain mlpChain = CheckpointLesson::makeChain(onMlp);
    const gml::CheckpointSchedule mlpPlan =
        gml::makeCheckpointSchedule("budget", mlpChain, CheckpointLesson::makeOptions(onMlp, mlpChain)).value();
    bool same = mlpPlan.timeline.size() == shown.timeline.size();
    for (std::size_t i = 0; same && i < shown.timeline.size(); ++i)
        same = mlpPlan.timeline[i].kind == shown.timeline[i].kind && mlpPlan.timeline[i].layer == shown.timeline[i].layer;
    BOOST_TEST(!same, "the two plans differ, so the test tells them apart");
}

BOOST_AUTO_TEST_CASE(the_trade_off_chart_gets_every_schedule_and_the_optimum_curve)
{
    Player player;
    CheckpointLessonView view;
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration());
    QSignalSpy ready(&presenter.lesson(), &CheckpointLesson::tradeOffReady);
    presenter.activate();
    BOOST_REQUIRE(ready.count() > 0 || ready.wait(30000));
    // Every schedule of the library that can run on a 16-layer chain at half of store-all's memory.
    const QStringList names = view.charts()->paretoNames();
    for (const auto& info : gml::checkpointSchedules())
        BOOST_TEST(names.contains(QString::fromStdString(info.name)), info.name << " is on the chart");
    BOOST_TEST(view.charts()->paretoPointCount() <= names.size(), "schedules on the same spot share a point");
    BOOST_TEST(view.charts()->optimumSeries()->count() >= 3);
}

BOOST_AUTO_TEST_CASE(the_memory_chart_draws_the_schedules_peak_and_the_budget)
{
    Player player;
    CheckpointLessonView view;
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration());
    presenter.activate();
    CheckpointCharts* charts = view.charts();
    const CheckpointLesson& lesson = presenter.lesson();
    // sqrt plans within no budget: its peak, and no budget line.
    BOOST_REQUIRE(lesson.schedule().name == "sqrt");
    checkLineAt(*charts, charts->peakSeries(), lesson.schedule().peakActivationBytes, "sqrt's peak");
    BOOST_TEST(charts->budgetSeries()->count() == 0);

    // The peak line sits on the top of the live memory curve, and the budget line at the budget chosen.
    std::uint64_t previousBudget = 0, previousPeak = 0, halfBudget = 0;
    for (const double fraction : {0.5, 0.25}) {
        CheckpointSettings settings = view.sidePanel()->settings();
        settings.schedule = QStringLiteral("budget");
        settings.budgetFraction = fraction;
        view.sidePanel()->setSettings(settings);
        emit view.sidePanel()->settingsChanged();
        BOOST_REQUIRE(!lesson.schedulePending()); // 16 layers: planned at once
        const gml::CheckpointSchedule& planned = lesson.schedule();
        BOOST_TEST(planned.name == "budget");
        const std::uint64_t budget = lesson.budgetBytes().value();
        BOOST_TEST(budget == static_cast<std::uint64_t>(
                                 fraction * static_cast<double>(lesson.storeAll().peakActivationBytes)));
        BOOST_TEST(planned.peakActivationBytes <= budget);
        checkLineAt(*charts, charts->peakSeries(), planned.peakActivationBytes, "the optimum's peak");
        checkLineAt(*charts, charts->budgetSeries(), budget, "the budget");
        double highest = 0;
        for (const QPointF& point : charts->memorySeries()->points())
            highest = std::max(highest, point.y());
        BOOST_TEST(highest == charts->peakSeries()->at(0).y());
        if (previousBudget > 0) {
            // A quarter of store-all instead of a half: both lines move down.
            BOOST_TEST(budget < previousBudget);
            BOOST_TEST(planned.peakActivationBytes < previousPeak);
            BOOST_TEST(charts->budgetSeries()->at(0).y() * charts->bytesPerUnit() <
                       static_cast<double>(previousBudget));
            BOOST_TEST(charts->peakSeries()->at(0).y() * charts->bytesPerUnit() <
                       static_cast<double>(previousPeak));
        }
        previousBudget = budget;
        previousPeak = planned.peakActivationBytes;
        if (fraction == 0.5)
            halfBudget = budget;
    }

    // Chen's greedy plan within half of store-all draws that budget's line, and its own peak.
    CheckpointSettings settings = view.sidePanel()->settings();
    settings.schedule = QStringLiteral("chen-greedy");
    settings.budgetFraction = 0.5;
    view.sidePanel()->setSettings(settings);
    emit view.sidePanel()->settingsChanged();
    BOOST_REQUIRE(lesson.schedule().name == "chen-greedy");
    checkLineAt(*charts, charts->peakSeries(), lesson.schedule().peakActivationBytes,
                "Chen's greedy plan's peak");
    checkLineAt(*charts, charts->budgetSeries(), halfBudget, "the budget");
    // Back to a schedule without a budget: the budget line goes.
    settings.schedule = QStringLiteral("store-all");
    view.sidePanel()->setSettings(settings);
    emit view.sidePanel()->settingsChanged();
    checkLineAt(*charts, charts->peakSeries(), lesson.storeAll().peakActivationBytes, "store-all's peak");
    BOOST_TEST(charts->budgetSeries()->count() == 0);
}

BOOST_AUTO_TEST_CASE(the_timeline_tooltip_names_the_operation_under_the_mouse)
{
    // Layers of different sizes, so that each operation's bytes name it: layer i keeps 3 (i + 1) MiB.
    std::vector<gml::ChainLayer> layers;
    for (std::uint64_t i = 0; i < 4; ++i) {
        gml::ChainLayer layer;
        layer.inputBytes = (i + 1) * 1024 * 1024;
        layer.savedBytes = 3 * layer.inputBytes;
        layer.selectiveBytes = layer.savedBytes;
        layer.forwardMs = 1.0 + static_cast<double>(i);
        layer.backwardMs = 2 * layer.forwardMs;
        layers.push_back(layer);
    }
    const gml::CheckpointChain chain(layers, "four sizes");
    const gml::CheckpointSchedule schedule = gml::segmentSchedule(chain, {0, 2}, "test", "two segments");
    CheckpointTimelineView view;
    view.resize(1000, 320);
    view.show();
    view.setSchedule(schedule, chain, 25e6);
    const auto& timeline = schedule.timeline;
    const auto& layout = view.layout();
    int shown = 0;
    for (std::size_t i = 0; i < timeline.size(); ++i) {
        const auto box = layout.boxOfOp(i);
        if (!box)
            continue;
        const gml::CheckpointOp& op = timeline[i];
        const auto& placed = layout.boxes()[*box];
        const QString tip = tooltipAt(view, view.boxRectOfOp(i).center());
        const QString where = CheckpointText::explain(timeline, i);
        BOOST_TEST(tip.contains(QStringLiteral("%1, layer %2</b>")
                                    .arg(CheckpointPalette::laneLabel(placed.lane))
                                    .arg(op.layer + 1)),
                   "operation " << i << ": " << tip);
        BOOST_TEST(tip.contains(QStringLiteral("(operation %1 of %2)").arg(i + 1).arg(timeline.size())), tip);
        const auto size = static_cast<std::uint64_t>(std::llabs(op.deltaBytes));
        BOOST_TEST(tip.contains(QStringLiteral("Memory: %1, %2 live after it")
                                    .arg(QString::fromStdString(gml::formatBytes(size)),
                                         QString::fromStdString(gml::formatBytes(op.liveBytes)))),
                   "operation " << i << ": " << tip);
        BOOST_TEST(tip.contains(QStringLiteral("Time: %1 ms to %2 ms")
                                    .arg(milliseconds(placed.startMs), milliseconds(placed.endMs))),
                   tip);
        BOOST_TEST(tip.contains(where.toHtmlEscaped()), tip);
        ++shown;
    }
    BOOST_TEST(shown >= 9); // 4 forwards, 4 backwards and the recomputation of the first segment

    // The live stack after the forward pass: layer 4 keeps its 12 MiB; off every box and row, no tooltip.
    std::size_t firstBackward = 0;
    while (timeline[firstBackward].kind != gml::CheckpointOpKind::Backward)
        ++firstBackward;
    view.setCursor(firstBackward, false);
    const QString row = tooltipAt(view, view.stackRow(3).center());
    BOOST_TEST(row.startsWith(QStringLiteral("Layer 4: ")), row);
    BOOST_TEST(row.contains(QString::fromStdString(gml::formatBytes(chain[3].savedBytes))), row);
    // Off every box and row (the title), the tooltip goes (Qt hides it after a short delay).
    hover(view, QPointF(2, 2));
    BOOST_TEST(QTest::qWaitFor([] { return !QToolTip::isVisible(); }, 2000));
}

BOOST_AUTO_TEST_CASE(every_show_me_link_of_the_checkpointing_quizzes_moves_the_lesson_to_its_scene)
{
    // Which questions carry which links, pinned: a link lost or moved in the JSON shows here.
    const std::map<QString, std::map<QString, QString>> expected{
        {QStringLiteral("recomputation-tradeoff"),
         {{QStringLiteral("q4"), QStringLiteral("sqrt")},
          {QStringLiteral("q5"), QStringLiteral("selective")},
          {QStringLiteral("q6"), QStringLiteral("offload")},
          {QStringLiteral("q7"), QStringLiteral("rng-mismatch")},
          {QStringLiteral("q8"), QStringLiteral("budget-breakdown")}}},
        {QStringLiteral("gradient-checkpointing"),
         {{QStringLiteral("q3"), QStringLiteral("sqrt")},
          {QStringLiteral("q6"), QStringLiteral("sqrt")},
          {QStringLiteral("q7"), QStringLiteral("budget-breakdown")},
          {QStringLiteral("q8"), QStringLiteral("selective")}}},
    };
    CourseCatalog catalog;
    catalog.load({QStringLiteral(":/content")});
    // Every scene a link names builds.
    std::map<QString, gml::CheckpointScene> scenes;
    for (const auto& [quiz, links] : expected) {
        BOOST_REQUIRE(catalog.quiz(quiz) != nullptr);
        for (const auto& question : catalog.quiz(quiz)->questions) {
            const auto link = links.find(question.id);
            BOOST_TEST(question.showMe.isValid() == (link != links.end()), quiz << " " << question.id);
            if (link == links.end())
                continue;
            BOOST_TEST(question.showMe.lesson == QStringLiteral("activation-checkpointing"));
            BOOST_TEST(question.showMe.scene == link->second, quiz << " " << question.id);
            if (scenes.count(question.showMe.scene) == 0) {
                auto built = gml::buildCheckpointScene(question.showMe.scene.toStdString());
                BOOST_REQUIRE_MESSAGE(built.ok(),
                                      question.showMe.scene << ": " << (built ? "" : built.error().message));
                scenes.emplace(question.showMe.scene, built.value());
            }
        }
    }

    // Followed as a learner does: answer the question in the docked quiz, then press its "show me" button.
    QtTestApplication::clearUserFiles();
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    options.lesson = QStringLiteral("activation-checkpointing");
    MainWindow window(options);
    window.show();
    auto* view = window.findChild<CheckpointLessonView*>();
    BOOST_REQUIRE(view);
    QuizPanel* panel = window.quizPanel();
    auto* selector = panel->findChild<QComboBox*>(QStringLiteral("quizSelector"));
    auto* showMe = panel->findChild<QPushButton*>(QStringLiteral("showMeButton"));
    auto* tabs = view->findChild<QTabWidget*>(QStringLiteral("checkpointTabs"));
    BOOST_REQUIRE(selector);
    BOOST_REQUIRE(showMe);
    BOOST_REQUIRE(tabs);
    int followed = 0;
    for (const auto& [quiz, links] : expected) {
        for (int i = 0; i < selector->count() && panel->currentSession()->quiz().id != quiz; ++i) {
            selector->setCurrentIndex(i);
            emit selector->activated(i);
        }
        BOOST_REQUIRE(panel->currentSession()->quiz().id == quiz);
        QuizSession* session = panel->currentSession();
        for (int q = 0; q < session->questionCount(); ++q) {
            if (q > 0)
                session->next();
            const QString id = session->quiz().questions.at(session->currentQuestion()).id;
            QTest::mouseClick(panel->optionButton(0), Qt::LeftButton);
            const auto link = links.find(id);
            BOOST_TEST(showMe->isHidden() == (link == links.end()), quiz << " " << id);
            if (link == links.end())
                continue;
            // Somewhere else first: store-all on 30 layers, the charts in front, another model.
            CheckpointSettings away;
            away.layers = 30;
            away.schedule = QStringLiteral("store-all");
            view->sidePanel()->setSettings(away);
            emit view->sidePanel()->settingsChanged();
            view->modelBudget()->setConfiguration(QStringLiteral("22b"), gml::TrainingOptimizer::Sgd, false,
                                                  1);
            BOOST_REQUIRE(view->timeline()->schedule().name == "store-all");

            QTest::mouseClick(showMe, Qt::LeftButton);
            ++followed;
            const QString& scene = link->second;
            const gml::CheckpointScene& built = scenes.at(scene);
            const std::string where =
                quiz.toStdString() + " " + id.toStdString() + " (" + scene.toStdString() + ")";
            BOOST_TEST(window.currentLessonId() == QStringLiteral("activation-checkpointing"), where);
            const QString title = builtInContent().narration().text(
                QStringLiteral("activation-checkpointing"), QStringLiteral("scene/%1/title").arg(scene),
                QStringLiteral("en"));
            BOOST_TEST(!title.isEmpty(), where);
            BOOST_TEST(text(*view, "checkpointNarration").startsWith(title + QStringLiteral(": ")), where);
            BOOST_TEST(!text(*view, "checkpointNarration").contains(QLatin1Char('{')), where << " fills its figures");
            const CheckpointSettings settings = view->sidePanel()->settings();
            const gml::CheckpointSchedule& onScreen = view->timeline()->schedule();
            if (built.schedule) {
                // The scene's schedule, at the scene's cursor, in the timeline and the player alike.
                BOOST_TEST(onScreen.name == built.schedule->name, where);
                BOOST_TEST(onScreen.timeline.size() == built.schedule->timeline.size(), where);
                BOOST_TEST(onScreen.peakActivationBytes == built.schedule->peakActivationBytes, where);
                BOOST_TEST(view->timeline()->cursor() == built.cursor, where);
                BOOST_TEST(window.player().cursor() == static_cast<int>(built.cursor) - 1, where);
                BOOST_TEST(tabs->currentWidget()->isAncestorOf(view->charts()), where << ": the charts' page shows");
            }
            if (scene == QLatin1String("sqrt")) {
                BOOST_TEST(onScreen.name == "sqrt");
                BOOST_TEST((settings.chain == CheckpointSettings::Chain::Uniform));
                BOOST_TEST(settings.layers == 16u);
            } else if (scene == QLatin1String("selective") || scene == QLatin1String("offload")) {
                BOOST_TEST(onScreen.name == scene.toStdString(), where);
                BOOST_TEST(settings.schedule == scene);
                BOOST_TEST((settings.chain == CheckpointSettings::Chain::Transformer));
                BOOST_TEST(settings.layers == 8u);
                if (scene == QLatin1String("offload"))
                    BOOST_TEST(onScreen.stallMs > 0.0, "the copies outlast the compute they hide behind");
                else
                    BOOST_TEST(onScreen.partRecomputes == 8u, "each layer recomputes its attention core");
            } else if (scene == QLatin1String("rng-mismatch")) {
                // sqrt on the MLP the executor runs, with the step run without preserve_rng_state beside it.
                BOOST_TEST(onScreen.name == "sqrt");
                BOOST_TEST((settings.chain == CheckpointSettings::Chain::Mlp));
                BOOST_TEST(!view->sidePanel()->runBox()->preserveRngState());
                BOOST_TEST(view->sidePanel()->runBox()->shownGradientError() > 1e-3);
                BOOST_TEST(text(*view, "runVerdict").contains(QStringLiteral("Mismatch")));
            } else if (scene == QLatin1String("budget-breakdown")) {
                // Full recomputation against store-all on a 7B model trained with Adam, the model's bars in
                // front.
                BOOST_TEST(settings.schedule == QStringLiteral("every-k"));
                BOOST_TEST(settings.every == 1u);
                BOOST_TEST(onScreen.name == "every-k");
                BOOST_TEST(tabs->currentWidget()->isAncestorOf(view->modelBudget()));
                BOOST_TEST(view->modelBudget()->presetId() == QStringLiteral("7b"));
                BOOST_TEST((view->modelBudget()->optimizer() == gml::TrainingOptimizer::Adam));
                BOOST_TEST(view->modelBudget()->mixedPrecision());
            } else {
                BOOST_FAIL("no expectation for scene " << scene);
            }
            // Still the same quiz beside it, to go on with.
            BOOST_REQUIRE(panel->currentSession() == session);
        }
    }
    BOOST_TEST(followed == 9);
}

// By hand: GML_CHECKPOINT_SHOT=/tmp/shot.png renders the composed view at 1920 x 1080 to look at it as a
// learner would (each scene to its own file, the scene's name appended).
BOOST_AUTO_TEST_CASE(render_the_lesson_for_a_look)
{
    const QString path = qEnvironmentVariable("GML_CHECKPOINT_SHOT");
    if (path.isEmpty())
        return;
    Player player;
    CheckpointLessonView view;
    view.resize(1920, 1080);
    view.show();
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration());
    QSignalSpy ready(&presenter.lesson(), &CheckpointLesson::tradeOffReady);
    presenter.activate();
    for (const char* scene : {"sqrt", "offload", "rng-mismatch", "budget-breakdown"}) {
        QString error;
        BOOST_REQUIRE(presenter.showScene(QString::fromLatin1(scene), &error));
        ready.wait(20000);
        QTest::qWait(400); // the cursor's animation
        view.grab().save(path + QLatin1Char('-') + QLatin1String(scene) + QStringLiteral(".png"));
    }
}

// A schedule's id ("sqrt", "revolve") is code: each is explained where it is chosen, in its list entry's
// tooltip and in a line under the box that follows the choice.
BOOST_AUTO_TEST_CASE(each_schedule_id_is_explained_where_it_is_chosen)
{
    Player player;
    CheckpointLessonView view;
    CheckpointLessonPresenter presenter(&view, player, builtInContent().narration());
    presenter.activate();
    auto* combo = view.findChild<QComboBox*>(QStringLiteral("scheduleName"));
    BOOST_REQUIRE(combo);
    BOOST_REQUIRE(combo->count() >= 8);
    QSet<QString> meanings;
    for (int i = 0; i < combo->count(); ++i) {
        const QString meaning = combo->itemData(i, Qt::ToolTipRole).toString();
        BOOST_TEST(meaning.size() > combo->itemText(i).size() + 10, combo->itemText(i).toStdString());
        meanings.insert(meaning);
        combo->setCurrentIndex(i);
        BOOST_TEST(text(view, "scheduleMeaning") == meaning);
        BOOST_TEST(combo->toolTip().contains(meaning));
    }
    BOOST_TEST(meanings.size() == static_cast<std::size_t>(combo->count()));
}

// Every schedule's timeline cuts into steps whose figures are the engine's state at each step's end: the
// forward pass first, then runs of backwards that together do every layer's backward once, the last ending
// the step; and the text of each step says those figures.
BOOST_AUTO_TEST_CASE(checkpoint_steps_narrate_the_state_at_their_end)
{
    const gml::CheckpointChain chain = gml::CheckpointChain::uniform(16, 64ull << 20, 1.0);
    for (const auto& info : gml::checkpointSchedules()) {
        if (info.name == "hand")
            continue;
        gml::ScheduleOptions options;
        auto schedule = gml::makeCheckpointSchedule(info.name, chain, options);
        if (!schedule)
            continue; // a schedule that needs options this chain does not give
        const auto& timeline = schedule.value().timeline;
        const CheckpointSteps steps(timeline);
        BOOST_REQUIRE_MESSAGE(steps.steps().size() >= 2u, info.name);
        BOOST_TEST(steps.steps().front().forward, info.name);
        BOOST_TEST(steps.steps().back().end == timeline.size() - 1, info.name);
        std::uint32_t backwards = 0;
        std::size_t previous = 0;
        for (const auto& step : steps.steps()) {
            BOOST_TEST(step.end >= previous, info.name);
            previous = step.end;
            const gml::CheckpointState state = timeline.stateAt(step.end + 1);
            BOOST_TEST(step.liveBytes == state.liveBytes, info.name);
            BOOST_TEST(step.peakBytes == state.peakBytes, info.name);
            const QString text = CheckpointSteps::narration(step);
            BOOST_TEST(text.contains(NumberText::bytes(state.liveBytes)), info.name << ": " << text.toStdString());
            if (step.forward) {
                BOOST_TEST(step.layers == 16u, info.name);
                BOOST_TEST(state.forwards == 16u, info.name);
                BOOST_TEST(text.contains(QStringLiteral("all 16 layers")), info.name);
                continue;
            }
            backwards += step.firstLayer - step.lastLayer + 1;
            BOOST_TEST(state.backwards == backwards, info.name << " at " << CheckpointSteps::title(step).toStdString());
            if (step.recomputed > 0)
                BOOST_TEST(text.contains(QStringLiteral(": %1. Then").arg(step.recomputed)), info.name << ": " << text.toStdString());
        }
        BOOST_TEST(backwards == 16u, info.name);
    }
}
