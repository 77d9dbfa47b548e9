#include "QtTestApplication.h"

// From the picture to the cause, as an engineer goes on the snapshot page: a multi-GPU snapshot that ran out
// of memory (EngineerSnapshot) is explained with what was recorded, O and P go to the error and the peak, a
// search by an address inside a block leads to its stack with the program's frames first, the largest
// allocations list and export, private pools and streams show by their recorded names, and a snapshot
// without a trace shows the dump alone.

#include "../gpu/snapshot/EngineerSnapshot.h"
#include "../gpu/snapshot/SnapshotPickleWriter.h"

#include "app/content/common/NumberText.h"
#include "app/content/common/Player.h"
#include "app/snapshot/LargestAllocationsController.h"
#include "app/snapshot/SnapshotPresenter.h"
#include "app/window/MainWindow.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/snapshot/ActiveMemoryTimelineView.h"
#include "widgets/snapshot/LargestAllocationsView.h"
#include "widgets/snapshot/SnapshotFindBox.h"
#include "widgets/snapshot/SnapshotReportView.h"
#include "widgets/snapshot/SnapshotView.h"
#include "widgets/snapshot/StackFramesView.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

StartupOptions options()
{
    StartupOptions o;
    o.device = gml::DeviceKind::Simulated;
    return o;
}

struct Opened
{
    QTemporaryDir dir;
    gml::test::EngineerSnapshot made = gml::test::EngineerSnapshot::build();
    QString path = dir.filePath(QStringLiteral("rank1-oom.pickle"));

    Opened()
    {
        QFile file(path);
        if (file.open(QIODevice::WriteOnly)) {
            const std::string bytes = gml::test::SnapshotPickleWriter::write(made.snapshot);
            file.write(bytes.data(), static_cast<qint64>(bytes.size()));
        }
    }
};

bool waitForSnapshot(MainWindow& window, SnapshotView* view, const QString& name)
{
    return QTest::qWaitFor(
        [&] {
            return window.currentLessonId() == QStringLiteral("snapshot")
                && view->findChild<QLabel*>(QStringLiteral("snapshotTitle"))->text() == name;
        },
        30000);
}

QString reportText(SnapshotView* view)
{
    return view->report()->toPlainText();
}

} // namespace

BOOST_AUTO_TEST_CASE(an_out_of_memory_on_the_second_gpu_is_explained_from_the_record)
{
    QtTestApplication::clearUserFiles();
    Opened file;
    MainWindow window(options());
    window.resize(1280, 800);
    window.show();
    window.openSnapshot(file.path);
    auto* view = window.findChild<SnapshotView*>();
    BOOST_REQUIRE(waitForSnapshot(window, view, QStringLiteral("rank1-oom.pickle")));
    // GPU 1's trace is the longest: it is the one shown, and the header counts its own segments only.
    std::size_t segments = 0;
    for (const auto& segment : file.made.snapshot.segments)
        segments += segment.device == 1 ? 1 : 0;
    const QString details = view->findChild<QLabel*>(QStringLiteral("snapshotDetails"))->text();
    BOOST_TEST(details.startsWith(QStringLiteral("GPU 1: %1 segments at the dump").arg(segments)), details);
    BOOST_TEST(details.contains(QStringLiteral("1 out-of-memory error")), details);
    BOOST_TEST(details.contains(QStringLiteral("(block sizes)")), details);

    const QString report = reportText(view);
    BOOST_TEST(report.contains(QStringLiteral("Out of memory on GPU 1 at event %1").arg(file.made.oomEvent)), report);
    const std::uint64_t deviceFree = file.made.snapshot.deviceTraces[1][file.made.oomEvent].address;
    BOOST_TEST(report.contains(QStringLiteral("said %1 of the GPU was free").arg(NumberText::bytes(deviceFree))), report);
    BOOST_TEST(report.contains(QStringLiteral("held outside PyTorch")), report);
    BOOST_TEST(report.contains(QStringLiteral("already used expandable segments")), report);
    BOOST_TEST(!report.contains(QStringLiteral("expandable_segments:True,")), report);
    BOOST_TEST(!report.contains(QStringLiteral("try PYTORCH_CUDA_ALLOC_CONF=expandable_segments")), report);
    BOOST_TEST(report.contains(QStringLiteral("Expandable segments: on.")), report);

    // O goes to the error: the event box explains it the same way, and the timeline marks it. The keys are the
    // page's, so the window must be active with the focus on the page.
    BOOST_REQUIRE(QTest::qWaitForWindowActive(&window));
    view->timeline()->setFocus(Qt::TabFocusReason);
    BOOST_REQUIRE(QTest::qWaitFor([&] { return view->timeline()->hasFocus(); }, 5000));
    QTest::keyClick(view->timeline(), Qt::Key_O);
    const QString event = view->findChild<QLabel*>(QStringLiteral("snapshotEvent"))->text();
    BOOST_TEST(event.startsWith(QStringLiteral("Out of memory on GPU 1 at event %1").arg(file.made.oomEvent)), event);
    // P goes to the peak of allocated memory.
    QTest::keyClick(view->timeline(), Qt::Key_P);
    const auto* presenter = window.findChild<SnapshotPresenter*>();
    BOOST_TEST(static_cast<std::size_t>(window.player().cursor()) == presenter->document()->allocatedPeak);
}

BOOST_AUTO_TEST_CASE(an_address_inside_a_block_leads_to_its_stack)
{
    QtTestApplication::clearUserFiles();
    Opened file;
    MainWindow window(options());
    window.resize(1280, 800);
    window.show();
    window.openSnapshot(file.path);
    auto* view = window.findChild<SnapshotView*>();
    BOOST_REQUIRE(waitForSnapshot(window, view, QStringLiteral("rank1-oom.pickle")));
    window.player().seek(window.player().eventCount() - 1);

    BOOST_REQUIRE(QTest::qWaitForWindowActive(&window));
    view->timeline()->setFocus(Qt::TabFocusReason);
    BOOST_REQUIRE(QTest::qWaitFor([&] { return view->timeline()->hasFocus(); }, 5000));
    QTest::keySequence(view->timeline(), QKeySequence::Find);
    auto* field = view->findBox()->field();
    BOOST_TEST(field->hasFocus());
    const std::uint64_t inside = file.made.liveAddressOnDevice1 + 4096 * 3 + 17;
    QTest::keyClicks(field, NumberText::address(inside));
    QTest::keyClick(field, Qt::Key_Return);
    QListWidget* results = view->findBox()->results();
    BOOST_REQUIRE(results->count() >= 1);
    results->setCurrentRow(results->count() - 1);
    // Selected everywhere: the map's block, the timeline's band, and the stack with the program's frames first.
    BOOST_TEST(view->memoryMap()->selectedBlock().value_or(0) == file.made.liveAddressOnDevice1);
    BOOST_TEST(view->timeline()->selectedAllocation().has_value());
    StackFramesView* stack = view->stack();
    BOOST_REQUIRE(stack->list()->count() > 0);
    BOOST_TEST(stack->list()->item(0)->text().contains(QStringLiteral("_allocate_kv_cache")), stack->list()->item(0)->text().toStdString());
    BOOST_TEST(!stack->showsFolded());
    for (int i = 0; i < stack->list()->count(); ++i)
        BOOST_TEST(!stack->list()->item(i)->text().contains(QStringLiteral("torch::unwind")));
    // Folded frames come back on request; a copy holds every frame.
    stack->setShowFolded(true);
    BOOST_TEST(stack->list()->item(0)->text().contains(QStringLiteral("torch::unwind::unwind")));
    stack->findChild<QPushButton*>(QStringLiteral("stackCopy"))->click();
    const QString copied = QApplication::clipboard()->text();
    BOOST_TEST(copied.contains(QStringLiteral("torch::unwind::unwind")));
    BOOST_TEST(copied.contains(QStringLiteral("serve.py:18")));
    BOOST_TEST(copied.contains(NumberText::address(file.made.liveAddressOnDevice1)));
}

BOOST_AUTO_TEST_CASE(the_largest_allocations_at_the_peak_and_at_the_error_export_as_csv)
{
    QtTestApplication::clearUserFiles();
    Opened file;
    MainWindow window(options());
    window.resize(1280, 800);
    window.show();
    window.openSnapshot(file.path);
    auto* view = window.findChild<SnapshotView*>();
    BOOST_REQUIRE(waitForSnapshot(window, view, QStringLiteral("rank1-oom.pickle")));
    view->tabs()->setCurrentWidget(view->largest());
    QComboBox* moments = view->largest()->moments();
    BOOST_TEST(moments->count() == 2); // the peak and the one error
    QTableWidget* table = view->largest()->table();
    BOOST_REQUIRE(table->rowCount() > 5);
    BOOST_TEST(table->item(0, 0)->text() == NumberText::bytes(3 * gml::test::EngineerSnapshot::kGiB));
    BOOST_TEST(table->item(0, 3)->text().contains(QStringLiteral("_allocate_kv_cache")));
    // A row chosen selects that allocation on the map.
    table->setCurrentCell(0, 0);
    BOOST_TEST(view->memoryMap()->selectedBlock().has_value());

    auto* controller = window.findChild<LargestAllocationsController*>();
    BOOST_REQUIRE(controller != nullptr);
    QTemporaryDir dir;
    const QString csvPath = dir.filePath(QStringLiteral("largest.csv"));
    QString error;
    BOOST_REQUIRE(controller->exportCsv(csvPath, &error));
    QFile csv(csvPath);
    BOOST_REQUIRE(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    BOOST_TEST(lines.size() == table->rowCount() + 1);
    BOOST_TEST(lines[0] == QStringLiteral("bytes,requested_bytes,address,category,category_inferred_from_trace,event,user_frames"));
    BOOST_TEST(lines[1].startsWith(QString::number(3 * gml::test::EngineerSnapshot::kGiB) + QLatin1Char(',')), lines[1]);
    BOOST_TEST(lines[1].contains(QStringLiteral("inference_cache")), lines[1]);
}

BOOST_AUTO_TEST_CASE(pools_and_streams_by_their_recorded_names)
{
    QtTestApplication::clearUserFiles();
    Opened file;
    MainWindow window(options());
    window.resize(1280, 800);
    window.show();
    window.openSnapshot(file.path);
    auto* view = window.findChild<SnapshotView*>();
    BOOST_REQUIRE(waitForSnapshot(window, view, QStringLiteral("rank1-oom.pickle")));
    // Three streams on GPU 1, by the handles PyTorch recorded.
    QComboBox* streams = view->streamFilter();
    BOOST_TEST(streams->isVisibleTo(view));
    BOOST_TEST(streams->count() == 4);
    BOOST_TEST(streams->itemText(2) == QStringLiteral("stream %1").arg(NumberText::address(gml::test::EngineerSnapshot::streamHandle(1))));

    // GPU 0 holds two CUDA-graph private pools: the report names them with their bytes.
    auto* device = view->findChild<QComboBox*>(QStringLiteral("snapshotDevice"));
    device->setCurrentIndex(device->findData(0));
    emit device->activated(device->currentIndex());
    BOOST_REQUIRE(QTest::qWaitFor([&] { return reportText(view).contains(QStringLiteral("CUDA graph pool (1, 0)")); }, 30000));
    BOOST_TEST(reportText(view).contains(QStringLiteral("CUDA graph pool (2, 0)")));
}

BOOST_AUTO_TEST_CASE(a_snapshot_without_a_trace_shows_the_dump_alone)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    window.openSnapshot(sharedPath(QStringLiteral("fixtures/pytorch-snapshots/tiny-no-trace.pickle")));
    auto* view = window.findChild<SnapshotView*>();
    BOOST_REQUIRE(waitForSnapshot(window, view, QStringLiteral("tiny-no-trace.pickle")));
    BOOST_TEST(window.player().eventCount() == 1);
    BOOST_TEST(view->memoryMap()->state().segments.size() == 3u);
    const QString details = view->findChild<QLabel*>(QStringLiteral("snapshotDetails"))->text();
    BOOST_TEST(details.contains(QStringLiteral("holds no trace")), details);
    BOOST_TEST(!details.contains(QStringLiteral("peak")), details);
}
