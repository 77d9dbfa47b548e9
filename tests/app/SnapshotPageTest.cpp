#include "QtTestApplication.h"

#include "app/common/BackgroundWorkProgress.h"
#include "app/content/common/NumberText.h"
#include "app/content/common/Player.h"
#include "app/content/snapshot/SnapshotSteps.h"
#include "app/snapshot/SnapshotDocument.h"
#include "app/snapshot/SnapshotPresenter.h"
#include "app/window/MainWindow.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/snapshot/ActiveMemoryTimelineView.h"
#include "widgets/snapshot/SnapshotView.h"

#include <QAccessible>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QPointer>
#include <QProgressDialog>
#include <QThread>

#include <memory>

// Opening real PyTorch snapshots in the window: off the GUI thread, replayed through the allocator, shown in
// the memory map and timeline; a broken file is reported and leaves the open document alone.

namespace {

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

bool waitForSnapshot(MainWindow& window)
{
    return QTest::qWaitFor([&] { return window.currentLessonId() == QStringLiteral("snapshot"); }, 30000);
}

} // namespace

BOOST_AUTO_TEST_CASE(a_real_snapshot_opens_replays_and_plays)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    window.openSnapshot(fixture("ctx128-forward.pickle"));
    BOOST_REQUIRE(waitForSnapshot(window));
    auto* view = window.findChild<SnapshotView*>();
    BOOST_TEST(view->findChild<QLabel*>(QStringLiteral("snapshotTitle"))->text() == QStringLiteral("ctx128-forward.pickle"));
    const QString details = view->findChild<QLabel*>(QStringLiteral("snapshotDetails"))->text();
    BOOST_TEST(details.contains(QStringLiteral("2058 of 2058 allocations")), details);
    BOOST_TEST(details.contains(QStringLiteral("289 of 289 segments")), details);
    BOOST_TEST(window.player().eventCount() > 4657);
    // The cursor starts where the recorded trace starts, and the map shows the segments that existed then.
    BOOST_TEST(!view->memoryMap()->state().segments.empty());
    window.player().seek(window.player().eventCount() - 1);
    BOOST_TEST(view->memoryMap()->state().segments.size() == 516u); // as the file's final state has
    BOOST_TEST(!view->timeline()->timeline().bands.empty());
    // It is remembered for File > Open recent.
    window.close();
}

BOOST_AUTO_TEST_CASE(a_broken_file_is_reported_and_the_open_snapshot_stays)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    window.openSnapshot(fixture("tiny-no-trace.pickle"));
    BOOST_REQUIRE(waitForSnapshot(window));

    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.pickle"));
    QFile source(fixture("ctx128-forward.pickle"));
    BOOST_REQUIRE(source.open(QIODevice::ReadOnly));
    QFile out(broken);
    BOOST_REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(source.read(5000)); // cut off in the middle
    out.close();
    window.openSnapshot(broken);
    QMessageBox* error = nullptr;
    BOOST_REQUIRE(QTest::qWaitFor([&] { return (error = window.findChild<QMessageBox*>(QStringLiteral("snapshotError"))); }, 30000));
    BOOST_TEST(error->text() == QStringLiteral("broken.pickle could not be opened."), error->text());
    // What went wrong in the person's words, then the reader's detail in PyTorch's names.
    BOOST_TEST(error->informativeText().startsWith(QStringLiteral("This file is not a PyTorch memory snapshot")),
               error->informativeText());
    BOOST_TEST(error->informativeText().contains(QStringLiteral("Details: ")), error->informativeText());
    // The snapshot that was open is still the one shown.
    auto* view = window.findChild<SnapshotView*>();
    BOOST_TEST(view->findChild<QLabel*>(QStringLiteral("snapshotTitle"))->text() == QStringLiteral("tiny-no-trace.pickle"));
    error->close();
}

BOOST_AUTO_TEST_CASE(closing_the_window_while_a_snapshot_loads_stops_the_load)
{
    // The load runs on a thread the window owns: closing the window cancels it and waits for it (a QThread
    // destroyed while it runs aborts the whole program). The comparison's thread is stopped the same way.
    QtTestApplication::clearUserFiles();
    auto window = std::make_unique<MainWindow>(options());
    window->show();
    window->openSnapshot(fixture("ctx128-forward.pickle"));
    window->compareSnapshots(fixture("ctx128-forward.pickle"), fixture("preexisting-segments.pickle"));
    QThread* load = nullptr;
    for (QThread* thread : window->findChildren<QThread*>())
        if (thread->isRunning())
            load = thread;
    BOOST_REQUIRE(load != nullptr);
    const QPointer<QThread> watched(load);
    window->close();
    window.reset();
    BOOST_TEST(watched.isNull()); // gone with the window, stopped first: the program lives on
}

BOOST_AUTO_TEST_CASE(two_devices_get_a_device_picker_and_what_if_runs_beside_the_recorded_run)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    window.openSnapshot(fixture("two-devices.pickle"));
    BOOST_REQUIRE(waitForSnapshot(window));
    auto* device = window.findChild<QComboBox*>(QStringLiteral("snapshotDevice"));
    BOOST_TEST(device->count() == 2);
    BOOST_TEST(!device->isHidden());

    window.openSnapshot(fixture("old-format-no-settings.pickle"));
    BOOST_REQUIRE(QTest::qWaitFor([&] {
        return window.findChild<QLabel*>(QStringLiteral("snapshotTitle"))->text() == QStringLiteral("old-format-no-settings.pickle");
    }, 30000));
    auto* view = window.findChild<SnapshotView*>();
    view->findChild<QLineEdit*>(QStringLiteral("whatIfConf"))->setText(QStringLiteral("expandable_segments:True"));
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("whatIfReplay")), Qt::LeftButton);
    const QString comparison = view->findChild<QLabel*>(QStringLiteral("whatIfComparison"))->text();
    BOOST_TEST(comparison.count(QStringLiteral("<b>")) == 5, comparison); // five what-if figures beside the recorded ones
    view->findChild<QLineEdit*>(QStringLiteral("whatIfConf"))->setText(QStringLiteral("max_split_size_mb:5"));
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("whatIfReplay")), Qt::LeftButton);
    BOOST_TEST(view->findChild<QLabel*>(QStringLiteral("whatIfMessage"))->text().contains(QStringLiteral("max_split_size_mb")));
}

BOOST_AUTO_TEST_CASE(a_progress_dialog_closed_as_soon_as_it_shows_gives_the_activation_back)
{
    // A load that ends just after its dialog appeared: the dialog is closed before the window system has
    // handed it the activation, which then arrives for a hidden dialog. The window must end up active.
    QWidget window;
    window.resize(400, 300);
    window.show();
    QApplication::setActiveWindow(&window);
    BOOST_REQUIRE(QTest::qWaitForWindowActive(&window));
    auto* progress = new BackgroundWorkProgress(QStringLiteral("Opening"), QStringLiteral("Reading"), &window);
    progress->show();
    progress->finish();
    BOOST_TEST(QTest::qWaitFor([&] { return window.isActiveWindow(); }, 5000));
}

BOOST_AUTO_TEST_CASE(the_timeline_seeks_with_the_keys_and_says_where_its_cursor_is)
{
    // What a click on the active memory timeline does, the keys do once Tab has brought the focus there.
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    QApplication::setActiveWindow(&window);
    BOOST_REQUIRE(QTest::qWaitForWindowActive(&window));
    window.openSnapshot(fixture("ctx128-forward.pickle"));
    // A slow load (a large file, or this suite under ASan) puts the progress dialog up after 300 ms, and the
    // dialog takes the activation: show it now, as a slow load would, so that every build checks that the
    // window gets it back when the dialog goes.
    auto* progress = window.findChild<QProgressDialog*>(QStringLiteral("snapshotProgress"));
    BOOST_REQUIRE(progress != nullptr);
    progress->show();
    BOOST_REQUIRE(waitForSnapshot(window));
    BOOST_REQUIRE(QTest::qWaitForWindowActive(&window));
    auto* timeline = window.findChild<SnapshotView*>()->timeline();
    BOOST_TEST((timeline->focusPolicy() & Qt::TabFocus) == Qt::TabFocus);
    timeline->setFocus(Qt::TabFocusReason);
    // The focus arrives once the window is active and has handled the request: wait for it.
    BOOST_REQUIRE(QTest::qWaitFor([&] { return timeline->hasFocus(); }, 5000));
    Player& player = window.player();
    const int start = player.cursor(); // the event before the recorded trace
    const int last = player.eventCount() - 1;
    const int tenth = (last - start + 1) / 10;
    const auto press = [&](Qt::Key key) { QTest::keyClick(timeline, key); };
    const auto description = [&] {
        return QAccessible::queryAccessibleInterface(timeline)->text(QAccessible::Description);
    };
    // Events are named by their index in the file's trace, as on every tab and in the command line.
    const auto& replay = window.findChild<SnapshotPresenter*>()->document()->replay;
    const auto recorded = [&](int event) { return replay.recordedEventOf(static_cast<std::size_t>(event)); };
    BOOST_TEST(description().contains(QStringLiteral("after the trace's start (the trace ends with event %1)")
                                          .arg(recorded(last))),
               description());

    press(Qt::Key_Right);
    BOOST_TEST(player.cursor() == start + 1);
    press(Qt::Key_Right);
    press(Qt::Key_Left);
    BOOST_TEST(player.cursor() == start + 1);
    press(Qt::Key_PageDown);
    BOOST_TEST(player.cursor() == start + 1 + tenth);
    press(Qt::Key_PageDown);
    press(Qt::Key_PageUp);
    BOOST_TEST(player.cursor() == start + 1 + tenth);
    BOOST_TEST(timeline->cursor() == static_cast<std::size_t>(player.cursor()));
    // The description follows the cursor, with what is in use there.
    const QString there = description();
    BOOST_TEST(there.contains(QStringLiteral("after event %1 (the trace ends with event %2)")
                                  .arg(recorded(player.cursor()))
                                  .arg(recorded(last))),
               there);
    BOOST_TEST(there.contains(QRegularExpression(QStringLiteral(", with [0-9.]+ [KMGT]iB active"))), there);
    BOOST_TEST(QAccessible::queryAccessibleInterface(timeline)->text(QAccessible::Name) ==
               QStringLiteral("Active memory timeline"));

    press(Qt::Key_End);
    BOOST_TEST(player.cursor() == last);
    press(Qt::Key_Right); // already at the end: stays
    BOOST_TEST(player.cursor() == last);
    press(Qt::Key_Home);
    BOOST_TEST(player.cursor() == start);
    press(Qt::Key_Left); // nothing before the trace's start on the timeline
    press(Qt::Key_PageUp);
    BOOST_TEST(player.cursor() == start);
    BOOST_TEST(description().contains(QStringLiteral("after the trace's start (the trace ends with event %1)")
                                          .arg(recorded(last))),
               description());
}

// An opened snapshot moves by steps too: its recording's start, where allocated and reserved memory peak,
// each out-of-memory error and its end. Each step's figures are the replay's state at its event, and Next
// step (Page Down) goes there and shows its text.
BOOST_AUTO_TEST_CASE(a_snapshot_has_steps_at_its_peaks_and_ends)
{
    for (const char* name : {"ctx128-forward.pickle", "preexisting-segments.pickle"}) {
        QtTestApplication::clearUserFiles();
        MainWindow window(options());
        window.show();
        window.openSnapshot(fixture(name));
        BOOST_REQUIRE(waitForSnapshot(window));
        const SnapshotDocument* document = window.findChild<SnapshotPresenter*>()->document();
        BOOST_REQUIRE(document != nullptr);
        const auto& replay = document->replay;
        const SnapshotSteps steps(replay);
        Player& player = window.player();
        BOOST_REQUIRE_MESSAGE(player.stepCount() == static_cast<int>(steps.steps().size()), name);
        BOOST_REQUIRE(player.stepCount() >= 2);
        BOOST_TEST((steps.steps().front().kind == SnapshotSteps::Kind::Start), name);
        BOOST_TEST((steps.steps().back().kind == SnapshotSteps::Kind::End), name);
        bool allocatedPeak = false;
        for (const auto& step : steps.steps()) {
            const gml::AllocatorState state = replay.trace.stateAt(step.event + 1);
            BOOST_TEST(step.allocated == static_cast<std::uint64_t>(state.stats.allocatedBytes.all().current), name);
            BOOST_TEST(step.reserved == static_cast<std::uint64_t>(state.stats.reservedBytes.all().current), name);
            if (step.kind == SnapshotSteps::Kind::AllocatedPeak) {
                allocatedPeak = true;
                BOOST_TEST(step.allocated == replay.figures.peakAllocatedBytes, name);
            }
        }
        BOOST_TEST(allocatedPeak, name);
        auto* view = window.findChild<SnapshotView*>();
        const auto text = [&] { return view->findChild<QLabel*>(QStringLiteral("snapshotStepText"))->text(); };
        BOOST_TEST(player.step() == 0);
        BOOST_TEST(text() == SnapshotSteps::narration(steps.steps().front()));
        player.goToStep(1, false);
        BOOST_TEST(player.cursor() == static_cast<int>(steps.steps()[1].event));
        BOOST_TEST(text() == SnapshotSteps::narration(steps.steps()[1]));
        BOOST_TEST(text().contains(NumberText::bytes(steps.steps()[1].allocated)));
        window.close();
    }
}
