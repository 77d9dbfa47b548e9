#include "QtTestApplication.h"

#include "app/content/common/NumberText.h"
#include "app/export/ExportCatalog.h"
#include "app/export/ExportController.h"
#include "app/run/RunController.h"
#include "app/run/RunPresenter.h"
#include "app/snapshot/SnapshotPresenter.h"
#include "app/window/MainWindow.h"
#include "run/LaneMoment.h"
#include "run/RunFileList.h"
#include "run/RunLoader.h"
#include "run/StepImbalance.h"
#include "widgets/common/DisplayTheme.h"
#include "widgets/run/RunLanesView.h"
#include "widgets/run/RunView.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

// A training run opened in the window: a torchtitan folder of real snapshots (copied from the fixtures into
// a temporary folder), its ranks side by side per step, the imbalance as the engine computes it, the exit
// mark, a click that opens one rank's file at that moment, and the folder followed while a job writes into
// it.

namespace {

constexpr int kWaitMs = 60000; // generous: the machines that run the tests are shared

StartupOptions options()
{
    StartupOptions o;
    o.device = gml::DeviceKind::Simulated;
    return o;
}

QString fixture(const char* name)
{
    return sharedPath(QStringLiteral("fixtures/pytorch-snapshots/") + QLatin1String(name));
}

// Copies a fixture to `relative` inside `root` (folders made as needed).
QString copyFixture(const QTemporaryDir& root, const char* name, const QString& relative)
{
    const QString target = root.filePath(relative);
    QDir().mkpath(QFileInfo(target).absolutePath());
    QFile::remove(target);
    BOOST_REQUIRE(QFile::copy(fixture(name), target));
    return target;
}

// torchtitan's layout, 2 steps x 2 ranks: in step 2, rank 1 ran out of memory (iteration_2_exit).
QString makeRun(const QTemporaryDir& root)
{
    copyFixture(root, "ctx128-forward.pickle",
                QStringLiteral("memory_snapshot/iteration_1/rank0_memory_snapshot.pickle"));
    copyFixture(root, "preexisting-segments.pickle",
                QStringLiteral("memory_snapshot/iteration_1/rank1_memory_snapshot.pickle"));
    copyFixture(root, "preexisting-segments.pickle",
                QStringLiteral("memory_snapshot/iteration_2/rank0_memory_snapshot.pickle"));
    copyFixture(root, "ctx128-forward.pickle",
                QStringLiteral("memory_snapshot/iteration_2_exit/rank1_memory_snapshot.pickle"));
    return root.filePath(QStringLiteral("memory_snapshot"));
}

RunView* runView(MainWindow& window)
{
    return window.findChild<RunView*>();
}

RunPresenter* runPresenter(MainWindow& window)
{
    return window.findChild<RunPresenter*>();
}

bool waitForLoaded(MainWindow& window)
{
    return QTest::qWaitFor(
        [&] { return window.currentLessonId() == QStringLiteral("run") && !runPresenter(window)->loading(); },
        kWaitMs);
}

// Chooses the step named `name` in the view's step list; false when it is not listed.
bool chooseStep(MainWindow& window, const QString& name)
{
    QComboBox* steps = runView(window)->stepChooser();
    const int index = steps->findText(name);
    if (index < 0)
        return false;
    steps->setCurrentIndex(index);
    return true;
}

std::size_t laneCount(MainWindow& window)
{
    return runView(window)->lanes()->lanes().size();
}

QString labelText(MainWindow& window, const char* name)
{
    auto* label = runView(window)->findChild<QLabel*>(QLatin1String(name));
    return label && label->isVisibleTo(runView(window)) ? label->text() : QString();
}

} // namespace

BOOST_AUTO_TEST_CASE(a_torchtitan_folder_shows_every_rank_of_each_step)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir root;
    const QString folder = makeRun(root);
    MainWindow window(options());
    window.show();
    window.openRun({folder});
    BOOST_REQUIRE(waitForLoaded(window));

    QComboBox* steps = runView(window)->stepChooser();
    BOOST_REQUIRE(steps->count() == 2);
    BOOST_TEST(steps->itemText(0) == QStringLiteral("Step 1"));
    BOOST_TEST(steps->itemText(1) == QStringLiteral("Step 2, out of memory"));
    // The run is named by the folder above torchtitan's memory_snapshot (with room to wrap at its '-' and
    // '/').
    QString title = runView(window)->findChild<QLabel*>(QStringLiteral("runTitle"))->text();
    title.remove(QChar(0x200B));
    BOOST_TEST(title == QStringLiteral("Training run: %1/memory_snapshot").arg(QDir(root.path()).dirName()));

    // Step 1: two lanes, rank 0 then rank 1, and the imbalance exactly as the engine computes it.
    BOOST_REQUIRE(chooseStep(window, QStringLiteral("Step 1")));
    BOOST_REQUIRE(laneCount(window) == 2u);
    const auto& lanes = runView(window)->lanes()->lanes();
    BOOST_TEST(lanes[0].rank.value() == 0);
    BOOST_TEST(lanes[1].rank.value() == 1);
    BOOST_TEST(!lanes[0].lane.points.empty());

    auto files = gml::findRunFiles({folder.toStdString()});
    BOOST_REQUIRE(files.ok());
    const gml::RunLoadResult run = gml::loadRun(files.value());
    BOOST_REQUIRE(run.failures.empty());
    const auto imbalances = gml::computeStepImbalance(run.entries);
    const auto stepOne = std::find_if(imbalances.begin(), imbalances.end(), [](const gml::StepImbalance& s) {
        return s.step == 1 && !s.outOfMemoryExit;
    });
    BOOST_REQUIRE(stepOne != imbalances.end());
    BOOST_REQUIRE(stepOne->ratio.has_value());
    const QString imbalance = labelText(window, "runImbalance");
    const QString expected =
        QStringLiteral("Rank %1 peaked highest, at %2 allocated: %3% more than rank %4, the lowest, at %5.")
            .arg(*stepOne->maxRank)
            .arg(NumberText::bytes(stepOne->maxPeakAllocatedBytes),
                 QString::number((*stepOne->ratio - 1) * 100, 'f', 1))
            .arg(*stepOne->minRank)
            .arg(NumberText::bytes(stepOne->minPeakAllocatedBytes));
    BOOST_TEST(imbalance.startsWith(expected), imbalance.toStdString() << " / " << expected.toStdString());
    BOOST_TEST(stepOne->maxPeakAllocatedBytes != stepOne->minPeakAllocatedBytes); // two different files

    // Step 2: both ranks again; rank 1's file is in iteration_2_exit and carries the exit mark.
    BOOST_REQUIRE(chooseStep(window, QStringLiteral("Step 2, out of memory")));
    BOOST_REQUIRE(laneCount(window) == 2u);
    BOOST_TEST(!runView(window)->lanes()->lanes()[0].outOfMemoryExit);
    BOOST_TEST(runView(window)->lanes()->lanes()[1].outOfMemoryExit);
    BOOST_TEST(runView(window)->lanes()->lanes()[1].rank.value() == 1);
    BOOST_TEST(labelText(window, "runFailures").isEmpty());
    window.close();
}

BOOST_AUTO_TEST_CASE(clicking_a_lane_opens_that_ranks_snapshot_at_that_moment)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir root;
    const QString folder = makeRun(root);
    MainWindow window(options());
    window.resize(1280, 800);
    window.show();
    window.openRun({folder});
    BOOST_REQUIRE(waitForLoaded(window));
    BOOST_REQUIRE(chooseStep(window, QStringLiteral("Step 1")));
    RunLanesView* lanes = runView(window)->lanes();
    lanes->setAxis(RunLanesView::Axis::Position);
    QTest::qWait(50);
    const QRectF plot = lanes->plotRect(0);
    BOOST_REQUIRE(plot.width() > 10);
    // The last tenth of rank 0's step: the snapshot opens there, not at its start.
    const QPoint at(static_cast<int>(plot.left() + plot.width() * 0.9), static_cast<int>(plot.center().y()));
    double position = -1;
    BOOST_REQUIRE(lanes->laneAt(at, &position) == 0);
    QTest::mouseClick(lanes, Qt::LeftButton, {}, at);
    BOOST_REQUIRE(
        QTest::qWaitFor([&] { return window.currentLessonId() == QStringLiteral("snapshot"); }, kWaitMs));
    const auto* snapshot = window.findChild<SnapshotPresenter*>()->document();
    BOOST_TEST(QFileInfo(snapshot->path).fileName() == QStringLiteral("rank0_memory_snapshot.pickle"));
    BOOST_TEST(snapshot->path.contains(QStringLiteral("iteration_1")));
    BOOST_TEST(std::abs(position - 0.9) < 0.01);
    // The player stands on the replayed event of the recorded event nearest that moment in time.
    const auto& trace = snapshot->snapshot->deviceTraces[static_cast<std::size_t>(snapshot->device)];
    const std::size_t nearest = gml::LaneMoment::recordedEventAt(trace, position).value();
    const double target = static_cast<double>(trace.front().timeUs) +
                          position * static_cast<double>(trace.back().timeUs - trace.front().timeUs);
    for (const auto& event : trace)
        BOOST_TEST(std::abs(static_cast<double>(event.timeUs) - target) >=
                   std::abs(static_cast<double>(trace[nearest].timeUs) - target));
    const auto cursor = static_cast<std::size_t>(window.player().cursor());
    BOOST_TEST(cursor >= snapshot->replay.startEventCount);
    BOOST_TEST(snapshot->replay.recordedEventOf(cursor) == nearest);
    // The run stays open, one click away in the lesson list.
    window.openLesson(QStringLiteral("run"));
    BOOST_TEST(window.currentLessonId() == QStringLiteral("run"));
    BOOST_TEST(laneCount(window) == 2u);
    window.close();
}

BOOST_AUTO_TEST_CASE(files_the_job_writes_after_opening_appear_and_half_files_wait)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir root;
    const QString folder = makeRun(root);
    MainWindow window(options());
    window.show();
    runPresenter(window)->setFollowIntervalMs(100);
    window.openRun({folder});
    BOOST_REQUIRE(waitForLoaded(window));
    BOOST_REQUIRE(QTest::qWaitFor([&] { return runPresenter(window)->following(); }, kWaitMs));
    BOOST_REQUIRE(chooseStep(window, QStringLiteral("Step 2, out of memory"))); // the newest: follow the head

    // The job writes step 3, rank 0: it appears without reopening, and the view moves to the new head.
    copyFixture(root, "preexisting-segments.pickle",
                QStringLiteral("memory_snapshot/iteration_3/rank0_memory_snapshot.pickle"));
    BOOST_REQUIRE(QTest::qWaitFor([&] { return runView(window)->stepChooser()->count() == 3; }, kWaitMs));
    BOOST_TEST(runView(window)->stepChooser()->currentText() == QStringLiteral("Step 3"));
    QComboBox* steps = runView(window)->stepChooser();
    BOOST_TEST(steps->itemData(2, Qt::FontRole).value<QFont>().bold()); // the newest step stands out
    BOOST_TEST(laneCount(window) == 1u);

    // Rank 1 is half written: waited for, neither shown nor called broken.
    QFile source(fixture("ctx128-forward.pickle"));
    BOOST_REQUIRE(source.open(QIODevice::ReadOnly));
    const QByteArray bytes = source.readAll();
    const QString half =
        root.filePath(QStringLiteral("memory_snapshot/iteration_3/rank1_memory_snapshot.pickle"));
    {
        QFile out(half);
        BOOST_REQUIRE(out.open(QIODevice::WriteOnly));
        out.write(bytes.left(bytes.size() / 2));
    }
    BOOST_REQUIRE(QTest::qWaitFor(
        [&] {
            return labelText(window, "runFollowStatus")
                .contains(QStringLiteral("1 file still being written"));
        },
        kWaitMs));
    QTest::qWait(1000); // ten polls of the unchanged half file
    BOOST_TEST(laneCount(window) == 1u);
    BOOST_TEST(labelText(window, "runFailures").isEmpty());
    BOOST_TEST(labelText(window, "runFollowStatus").contains(QStringLiteral("1 file still being written")));

    // Finished: now it shows, whole.
    {
        QFile out(half);
        BOOST_REQUIRE(out.open(QIODevice::Append));
        out.write(bytes.mid(bytes.size() / 2));
    }
    BOOST_REQUIRE(QTest::qWaitFor([&] { return laneCount(window) == 2u; }, kWaitMs));
    BOOST_TEST(runView(window)->lanes()->lanes()[1].rank.value() == 1);
    BOOST_TEST(runView(window)->lanes()->lanes()[1].eventCount > 0u);
    BOOST_TEST(labelText(window, "runFailures").isEmpty());
    window.close();
}

BOOST_AUTO_TEST_CASE(several_files_open_as_a_run_and_a_broken_one_is_listed_with_its_reason)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir root;
    const QString good = copyFixture(root, "ctx128-forward.pickle", QStringLiteral("rank0.pickle"));
    const QString broken = root.filePath(QStringLiteral("rank1.pickle"));
    {
        QFile source(fixture("ctx128-forward.pickle"));
        BOOST_REQUIRE(source.open(QIODevice::ReadOnly));
        QFile out(broken);
        BOOST_REQUIRE(out.open(QIODevice::WriteOnly));
        out.write(source.read(5000)); // cut off in the middle
    }
    const QString another = copyFixture(root, "preexisting-segments.pickle", QStringLiteral("rank2.pickle"));
    MainWindow window(options());
    window.show();
    window.openRun({good, broken, another});
    BOOST_REQUIRE(waitForLoaded(window));
    BOOST_TEST(laneCount(window) == 2u); // ranks 0 and 2
    const QString failures = labelText(window, "runFailures");
    BOOST_TEST(failures.contains(QStringLiteral("1 file of this run did not load")), failures);
    BOOST_TEST(failures.contains(QStringLiteral("rank1.pickle is not a whole PyTorch memory snapshot: ")),
               failures);
    BOOST_TEST(!runPresenter(window)->following()); // a list of files is not a folder to follow
    window.close();
}

BOOST_AUTO_TEST_CASE(a_folder_that_does_not_exist_is_reported_and_the_window_keeps_running)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    const QString lesson = window.currentLessonId();
    window.openRun({QStringLiteral("/no/such/run/folder")});
    QMessageBox* box = nullptr;
    BOOST_REQUIRE(QTest::qWaitFor(
        [&] { return (box = window.findChild<QMessageBox*>(QStringLiteral("runError"))) != nullptr; },
        kWaitMs));
    BOOST_TEST(box->text().startsWith(QStringLiteral("The run could not be opened: ")), box->text());
    BOOST_TEST(box->text().contains(QStringLiteral("/no/such/run/folder")), box->text());
    BOOST_TEST(window.currentLessonId() == lesson);
    window.close();
}

BOOST_AUTO_TEST_CASE(the_lanes_export_as_png_and_svg_like_the_other_views)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir root;
    const QString folder = makeRun(root);
    MainWindow window(options());
    window.show();
    window.openRun({folder});
    BOOST_REQUIRE(waitForLoaded(window));
    const ExportCatalog catalog(window);
    const auto views = catalog.views();
    BOOST_REQUIRE(views.size() == 2u);
    BOOST_TEST(views[0]->exportId() == QStringLiteral("page"));
    BOOST_TEST(views[1]->exportId() == QStringLiteral("run-lanes"));
    BOOST_TEST(catalog.pageId() == QStringLiteral("run"));

    auto* controller = window.findChild<ExportController*>();
    ExportDialog::Choice choice;
    choice.view = 1;
    choice.pictureFormat = ExportOptions::Format::Png;
    choice.path = root.filePath(QStringLiteral("lanes.png"));
    QString error;
    BOOST_REQUIRE_MESSAGE(controller->exportChoice(choice, &error), error);
    const QImage image(choice.path);
    BOOST_REQUIRE(!image.isNull());
    BOOST_TEST(image.width() >= 1200); // the view's own export size, not the window's
    // Drawn, not blank: the allocated curve's blue is in the picture.
    const QColor blue = DisplayTheme::ink(DisplayTheme::Ink::Blue);
    bool curve = false;
    for (int y = 0; y < image.height() && !curve; y += 2)
        for (int x = 0; x < image.width() && !curve; x += 2)
            curve = image.pixelColor(x, y) == blue;
    BOOST_TEST(curve);

    choice.pictureFormat = ExportOptions::Format::Svg;
    choice.path = root.filePath(QStringLiteral("lanes.svg"));
    BOOST_REQUIRE_MESSAGE(controller->exportChoice(choice, &error), error);
    QFile svg(choice.path);
    BOOST_REQUIRE(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    BOOST_TEST(text.contains("<svg"));
    BOOST_TEST(text.contains("Rank 0"));
    BOOST_TEST(text.contains("Rank 1"));
    window.close();
}

BOOST_AUTO_TEST_CASE(cancel_stops_the_load_and_keeps_what_was_read)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir root;
    // Many files, so that the load is still running when the first lane shows.
    for (int rank = 0; rank < 48; ++rank)
        copyFixture(root, "ctx128-forward.pickle",
                    QStringLiteral("memory_snapshot/iteration_1/rank%1_memory_snapshot.pickle").arg(rank));
    MainWindow window(options());
    window.show();
    window.openRun({root.filePath(QStringLiteral("memory_snapshot"))});
    BOOST_REQUIRE(QTest::qWaitFor([&] { return laneCount(window) > 0; }, kWaitMs));
    auto* cancel = runView(window)->findChild<QPushButton*>(QStringLiteral("runCancel"));
    BOOST_REQUIRE(cancel->isVisible()); // the progress row, with its Cancel, shows while files are read
    QTest::mouseClick(cancel, Qt::LeftButton);
    BOOST_REQUIRE(QTest::qWaitFor([&] { return !runPresenter(window)->loading(); }, kWaitMs));
    BOOST_TEST(laneCount(window) > 0u);
    BOOST_TEST(laneCount(window) < 48u);
    BOOST_TEST(!runPresenter(window)->following()); // a cancelled load is not followed either
    BOOST_TEST(labelText(window, "runFollowStatus").startsWith(QStringLiteral("Loading was cancelled")));
    BOOST_TEST(!cancel->isVisible());
    window.close();
}

BOOST_AUTO_TEST_CASE(an_empty_folder_is_watched_until_the_job_writes_its_first_snapshot)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir root;
    const QString folder = root.filePath(QStringLiteral("memory_snapshot"));
    BOOST_REQUIRE(QDir().mkpath(folder));
    MainWindow window(options());
    window.show();
    runPresenter(window)->setFollowIntervalMs(100);
    window.openRun({folder});
    BOOST_REQUIRE(QTest::qWaitFor([&] { return runPresenter(window)->following(); }, kWaitMs));
    BOOST_TEST(window.currentLessonId() == QStringLiteral("run"));
    BOOST_TEST(
        labelText(window, "runFollowStatus").startsWith(QStringLiteral("No snapshot in this folder yet.")));
    BOOST_TEST(laneCount(window) == 0u);
    copyFixture(root, "ctx128-forward.pickle",
                QStringLiteral("memory_snapshot/iteration_1/rank0_memory_snapshot.pickle"));
    BOOST_REQUIRE(QTest::qWaitFor([&] { return laneCount(window) == 1u; }, kWaitMs));
    BOOST_TEST(runView(window)->stepChooser()->currentText() == QStringLiteral("Step 1"));
    window.close();
}

BOOST_AUTO_TEST_CASE(a_broken_file_long_untouched_in_a_followed_folder_is_listed_at_once)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir root;
    const QString folder = makeRun(root);
    // Cut short an hour ago: no job is still writing it.
    const QString broken =
        root.filePath(QStringLiteral("memory_snapshot/iteration_1/rank2_memory_snapshot.pickle"));
    {
        QFile source(fixture("ctx128-forward.pickle"));
        BOOST_REQUIRE(source.open(QIODevice::ReadOnly));
        QFile out(broken);
        BOOST_REQUIRE(out.open(QIODevice::WriteOnly));
        out.write(source.read(5000));
        BOOST_REQUIRE(out.flush()); // written before the time is set, or the write would set it again
        BOOST_REQUIRE(
            out.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
    }
    MainWindow window(options());
    window.show();
    window.openRun({folder});
    BOOST_REQUIRE(waitForLoaded(window));
    BOOST_REQUIRE(chooseStep(window, QStringLiteral("Step 1")));
    BOOST_TEST(laneCount(window) == 2u); // the others still show
    const QString failures = labelText(window, "runFailures");
    BOOST_TEST(failures.startsWith(QStringLiteral("1 file of this run did not load; the others are shown.")),
               failures);
    BOOST_TEST(failures.contains(QStringLiteral(
                   "iteration_1/rank2_memory_snapshot.pickle is not a whole PyTorch memory snapshot: ")),
               failures);
    window.close();
}

BOOST_AUTO_TEST_CASE(the_keyboard_chooses_a_lane_and_a_moment_and_enter_opens_it)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir root;
    const QString folder = makeRun(root);
    MainWindow window(options());
    window.show();
    window.openRun({folder});
    BOOST_REQUIRE(waitForLoaded(window));
    BOOST_REQUIRE(chooseStep(window, QStringLiteral("Step 1")));
    RunLanesView* lanes = runView(window)->lanes();
    BOOST_TEST(lanes->focusPolicy() == Qt::StrongFocus);
    lanes->setFocus();
    QTest::keyClick(lanes, Qt::Key_Down); // rank 1
    QTest::keyClick(lanes, Qt::Key_End);  // its last moment
    QTest::keyClick(lanes, Qt::Key_Return);
    BOOST_REQUIRE(QTest::qWaitFor([&] { return window.currentLessonId() == QStringLiteral("snapshot"); }, kWaitMs));
    const auto* snapshot = window.findChild<SnapshotPresenter*>()->document();
    BOOST_TEST(snapshot->path.endsWith(QStringLiteral("iteration_1/rank1_memory_snapshot.pickle")), snapshot->path);
    // The end of the step: the replayed event of the trace's last recorded event.
    const auto& trace = snapshot->snapshot->deviceTraces[static_cast<std::size_t>(snapshot->device)];
    const auto cursor = static_cast<std::size_t>(window.player().cursor());
    BOOST_TEST(snapshot->replay.recordedEventOf(cursor) == trace.size() - 1);
    window.close();
}
