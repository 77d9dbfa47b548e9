#include "QtTestApplication.h"

#include "allocator/AllocatorScript.h"
#include "app/allocator/AllocatorLessonPresenter.h"
#include "app/content/quiz/QuizSession.h"
#include "app/window/MainWindow.h"
#include "util/ByteFormat.h"
#include "widgets/allocator/AllocatorCharts.h"
#include "widgets/allocator/AllocatorComparisonDialog.h"
#include "widgets/allocator/AllocatorLessonView.h"
#include "widgets/allocator/AllocatorSidePanel.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/lesson/PredictionBox.h"
#include "app/common/PredictionFlow.h"
#include "app/presentation/PresentationController.h"
#include "widgets/quiz/QuizOptionButton.h"
#include "widgets/quiz/QuizPanel.h"

#include <QChart>
#include <QCheckBox>
#include <QLineSeries>
#include <QValueAxis>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QTabBar>
#include <QImage>
#include <QLabel>
#include <QSet>
#include <QLegend>
#include <QLegendMarker>
#include <QDir>
#include <QTemporaryDir>
#include <QLineEdit>
#include <QPushButton>
#include <QComboBox>
#include <QTest>
#include <QXmlStreamReader>

// The caching-allocator lesson as a learner drives it: scenarios, the player, "show me" links from the quiz,
// settings that re-run the scenario, and going on by hand.

namespace {

// Whether the memory chart's legend lists the out-of-memory squares.
bool legendNamesOutOfMemory(const AllocatorLessonView& view)
{
    for (const QLegendMarker* marker : view.charts()->memoryChart()->legend()->markers())
        if (marker->label() == QStringLiteral("out of memory"))
            return marker->isVisible();
    BOOST_FAIL("the memory chart has an out-of-memory series");
    return false;
}

StartupOptions options()
{
    StartupOptions o;
    o.device = gml::DeviceKind::Simulated;
    o.lesson = QStringLiteral("caching-allocator");
    return o;
}

QString text(const QWidget& root, const char* name)
{
    const auto* label = root.findChild<QLabel*>(QLatin1String(name));
    BOOST_REQUIRE_MESSAGE(label, name << " exists");
    return label->text();
}

} // namespace

BOOST_AUTO_TEST_CASE(the_player_moves_through_the_scenario_and_the_views_follow)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    auto* view = window.findChild<AllocatorLessonView*>();
    BOOST_REQUIRE(view);
    BOOST_TEST(window.player().eventCount() > 10);
    window.player().seek(0);
    // One place to follow: the narration's step and the toolbar's event, counted alike.
    const QString events = QString::number(window.player().eventCount());
    BOOST_TEST(text(*view, "stepTitle") == QStringLiteral("Step 1 of 5 · event 1 of ") + events);
    BOOST_TEST(view->memoryMap()->state().segments.size() == 1u); // the first segment_alloc
    window.player().seek(window.player().eventCount() - 1);
    BOOST_TEST(text(*view, "stepTitle") == QStringLiteral("Step 5 of 5 · event %1 of %1").arg(events));
    BOOST_TEST(!text(*view, "eventReason").isEmpty());
    // Leaving the lesson hands the player to the next one; coming back restores this trace.
    const int allocatorEvents = window.player().eventCount();
    window.openLesson(QStringLiteral("paged-kv-cache"));
    BOOST_TEST(window.player().eventCount() != allocatorEvents);
    window.openLesson(QStringLiteral("caching-allocator"));
    BOOST_TEST(window.player().eventCount() == allocatorEvents);
}

BOOST_AUTO_TEST_CASE(the_charts_count_events_as_the_toolbar_does_with_whole_number_ticks)
{
    // The toolbar says "Event 1 of 16" for the first event: the charts' x axis runs 1 to 16, with ticks on
    // whole events (it ran 0 to 15 with ticks at 3.75 labelled "3").
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.resize(1600, 1000);
    window.show();
    BOOST_REQUIRE(QTest::qWaitForWindowExposed(&window));
    QApplication::processEvents();
    auto* view = window.findChild<AllocatorLessonView*>();
    BOOST_REQUIRE(view);
    const int events = window.player().eventCount();
    for (QAbstractAxis* axis : view->charts()->memoryChart()->axes(Qt::Horizontal)) {
        const auto* x = qobject_cast<QValueAxis*>(axis);
        BOOST_REQUIRE(x);
        BOOST_TEST(x->min() == 1.0);
        BOOST_TEST(x->max() == double(events));
        BOOST_TEST((x->tickType() == QValueAxis::TicksDynamic));
        BOOST_TEST(x->tickInterval() >= 1.0);
        BOOST_TEST(x->tickInterval() == std::round(x->tickInterval()));
        BOOST_TEST(x->tickAnchor() == std::round(x->tickAnchor()));
    }
    // The cursor line stands at the toolbar's number.
    window.player().seek(3);
    const QList<QPointF> cursor = view->charts()->memoryCursorSeries()->points();
    BOOST_REQUIRE(!cursor.isEmpty());
    BOOST_TEST(cursor.front().x() == 4.0);
}

BOOST_AUTO_TEST_CASE(show_me_jumps_to_the_out_of_memory_scene)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    QuizPanel* panel = window.quizPanel();
    QuizSession* session = panel->currentSession();
    session->next();
    session->next(); // question 3: an allocation fails despite reserved memory
    auto* showMe = panel->findChild<QPushButton*>(QStringLiteral("showMeButton"));
    BOOST_TEST(showMe->isHidden(), "offered only once the question is answered");
    QTest::mouseClick(panel->optionButton(2), Qt::LeftButton);
    BOOST_TEST(!showMe->isHidden());
    auto* view = window.findChild<AllocatorLessonView*>();
    // The first scenario never runs out: its legend does not name squares that are not there.
    BOOST_TEST(view->sidePanel()->currentScenario() == QStringLiteral("reserved-vs-allocated"));
    BOOST_TEST(!legendNamesOutOfMemory(*view));
    QTest::mouseClick(showMe, Qt::LeftButton);

    BOOST_TEST(view->sidePanel()->currentScenario() == QStringLiteral("fragmentation-oom"));
    const auto& stats = view->memoryMap()->state().stats;
    BOOST_TEST(stats.numOoms == 1u);
    // Reserved but unallocated memory exceeds the request that failed: the point of the question.
    BOOST_TEST(stats.reservedBytes.all().current - stats.allocatedBytes.all().current > 100 * 1024 * 1024);
    BOOST_TEST(legendNamesOutOfMemory(*view));
}

BOOST_AUTO_TEST_CASE(show_me_with_expandable_segments_fits_the_same_request)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    window.showMe({QStringLiteral("caching-allocator"), QStringLiteral("fragmentation-oom"),
                   QStringLiteral("expandable-fits"), QStringLiteral("expandable_segments:True")});
    auto* view = window.findChild<AllocatorLessonView*>();
    BOOST_TEST(view->memoryMap()->state().stats.numOoms == 0u);
    BOOST_TEST(view->findChild<QWidget*>(QStringLiteral("expandableSegments"))->property("checked").toBool());
    // The step's text was written for the default run, which ran out of memory here: it says so, rather
    // than tell of an error the picture does not show.
    const QString narration = text(*view, "narration");
    BOOST_TEST(narration.startsWith(QStringLiteral("Written for PyTorch's default settings on a 1 GiB GPU")),
               narration);
    window.showMe({QStringLiteral("caching-allocator"), QStringLiteral("fragmentation-oom"), QStringLiteral("oom"),
                   QString()});
    BOOST_TEST(view->memoryMap()->state().stats.numOoms == 1u);
    BOOST_TEST(!text(*view, "narration").startsWith(QStringLiteral("Written for")));
}

BOOST_AUTO_TEST_CASE(bad_settings_and_bad_sizes_get_a_message_and_change_nothing)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    auto* view = window.findChild<AllocatorLessonView*>();
    const int events = window.player().eventCount();
    emit view->sidePanel()->runRequested(QStringLiteral("max_split_size_mb:10"), 8ULL << 30);
    BOOST_TEST(text(*view, "allocatorMessage").contains(QStringLiteral("max_split_size_mb")));
    BOOST_TEST(window.player().eventCount() == events, "the previous run stays");

    view->findChild<QLineEdit*>(QStringLiteral("allocationSize"))->setText(QStringLiteral("lots"));
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("allocate")), Qt::LeftButton);
    BOOST_TEST(text(*view, "allocatorMessage").contains(QStringLiteral("'lots' is not a size")));
    BOOST_TEST(window.player().eventCount() == events);

    // A request larger than the device: the allocator refuses it, says why, and the trace records it.
    view->findChild<QLineEdit*>(QStringLiteral("allocationSize"))->setText(QStringLiteral("64 GiB"));
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("allocate")), Qt::LeftButton);
    BOOST_TEST(!text(*view, "allocatorMessage").isEmpty());
    BOOST_TEST(window.player().eventCount() == events + 1);
    BOOST_TEST(window.player().cursor() == events, "the cursor shows what was just done");
}

BOOST_AUTO_TEST_CASE(allocating_and_freeing_by_hand_continue_the_trace)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    auto* view = window.findChild<AllocatorLessonView*>();
    window.player().seek(window.player().eventCount() - 1); // the scenario's end, where by-hand actions go on
    const auto before = view->memoryMap()->state().stats;
    view->findChild<QLineEdit*>(QStringLiteral("allocationSize"))->setText(QStringLiteral("25 MiB"));
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("allocate")), Qt::LeftButton);
    const auto& state = view->memoryMap()->state();
    // 25 MiB is large: its own segment, rounded up to a multiple of 2 MiB.
    BOOST_TEST(state.stats.allocatedBytes.all().current - before.allocatedBytes.all().current == 26 * 1024 * 1024);

    // Select the new block in the map and free it: allocated drops back, reserved stays (it is cached).
    std::uint64_t address = 0;
    for (const auto& segment : state.segments)
        for (const auto& block : segment.blocks)
            if (block.state == gml::BlockState::Allocated && block.size == 26 * 1024 * 1024)
                address = block.address;
    BOOST_REQUIRE(address != 0);
    view->memoryMap()->selectBlock(address);
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("freeSelected")), Qt::LeftButton);
    const auto afterFree = view->memoryMap()->state().stats;
    BOOST_TEST(afterFree.allocatedBytes.all().current == before.allocatedBytes.all().current);
    BOOST_TEST(afterFree.reservedBytes.all().current - before.reservedBytes.all().current == 26 * 1024 * 1024);
    // empty_cache returns the whole free segment and never a live tensor.
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("emptyCache")), Qt::LeftButton);
    const auto afterEmpty = view->memoryMap()->state().stats;
    BOOST_TEST(afterEmpty.reservedBytes.all().current <= before.reservedBytes.all().current);
    BOOST_TEST(afterEmpty.allocatedBytes.all().current == before.allocatedBytes.all().current);
}

BOOST_AUTO_TEST_CASE(the_comparison_exports_both_sides_with_both_settings_in_its_caption)
{
    // A runner of its own: the left setting runs out of memory in two 20 MiB segments, the right fits.
    const auto runner = [](const QString& conf) {
        AllocatorComparisonDialog::Run run;
        const bool expandable = conf.contains(QStringLiteral("expandable_segments:True"));
        gml::SegmentInfo segment{1, 0x7f0000000000ULL, 20 * gml::MiB, gml::PoolKind::Large, 0, expandable, {}};
        segment.blocks = {gml::BlockInfo{segment.address, 20 * gml::MiB, 20 * gml::MiB, gml::BlockState::Allocated}};
        run.finalState.segments = {segment};
        run.peakReservedBytes = 40 * static_cast<std::int64_t>(gml::MiB);
        run.outOfMemoryErrors = expandable ? 0 : 1;
        return run;
    };
    AllocatorComparisonDialog dialog(QStringLiteral("fragmentation-oom"), runner);
    dialog.setConfigurations(QString(), QStringLiteral("expandable_segments:True"));
    dialog.runBoth();
    dialog.show(); // exports lay the sides out: the window must be shown (offscreen here)
    BOOST_TEST(dialog.caption().toStdString() ==
               "Caching allocator · “fragmentation-oom” · left: PyTorch's defaults · right: expandable_segments:True");
    BOOST_TEST(dialog.findChild<QPushButton*>(QStringLiteral("exportComparison")) != nullptr);

    QTemporaryDir dir;
    ExportDialog::Choice choice;
    choice.size = ExportDialog::SizeChoice::Scale2;
    choice.path = dir.filePath(QStringLiteral("comparison.png"));
    QString error;
    BOOST_REQUIRE_MESSAGE(dialog.exportComparison(choice, &error), error.toStdString());
    const QImage png(choice.path);
    const QWidget* sides = dialog.findChild<QWidget*>(QStringLiteral("comparisonSides"));
    BOOST_REQUIRE(sides != nullptr);
    BOOST_TEST(png.width() == 2 * sides->width()); // drawn at twice the sides' size, caption below
    BOOST_TEST(png.height() > 2 * sides->height());

    choice.pictureFormat = ExportOptions::Format::Svg;
    choice.path = dir.filePath(QStringLiteral("comparison.svg"));
    BOOST_REQUIRE_MESSAGE(dialog.exportComparison(choice, &error), error.toStdString());
    QFile svg(choice.path);
    BOOST_REQUIRE(svg.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&svg);
    QString description;
    while (!xml.atEnd() && description.isEmpty())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QStringLiteral("desc"))
            description = xml.readElementText();
    BOOST_TEST(!xml.hasError(), xml.errorString().toStdString());
    BOOST_TEST(description.contains(QStringLiteral("expandable_segments:True")), description.toStdString());

    choice.path.clear();
    BOOST_TEST(!dialog.exportComparison(choice, &error));
    BOOST_TEST(error.toStdString() == "Choose a file to export to.");
}

// Squeezed side by side (a 1280-pixel screen with the lesson list and quiz docked, or larger text), both charts
// lost their legends' names and axis labels to "…": there they are shown one at a time, under tabs.
BOOST_AUTO_TEST_CASE(the_charts_go_one_at_a_time_where_side_by_side_would_cramp_them)
{
    AllocatorCharts charts;
    const auto shown = [&](QChart* chart) { return chart->scene()->views().front()->isVisible(); };
    charts.resize(1200, 360);
    charts.show();
    QCoreApplication::processEvents();
    BOOST_TEST(!charts.showsOneAtATime());
    BOOST_TEST(!charts.chartTabs()->isVisible());
    BOOST_TEST(shown(charts.memoryChart()));
    BOOST_TEST(shown(charts.fragmentationChart()));

    charts.resize(480, 360);
    QCoreApplication::processEvents();
    BOOST_TEST(charts.showsOneAtATime());
    BOOST_TEST(charts.chartTabs()->isVisible());
    BOOST_TEST(charts.chartTabs()->tabText(1) == QStringLiteral("Fragmentation"));
    BOOST_TEST(shown(charts.memoryChart()));
    BOOST_TEST(!shown(charts.fragmentationChart()));
    charts.chartTabs()->setCurrentIndex(1);
    BOOST_TEST(!shown(charts.memoryChart()));
    BOOST_TEST(shown(charts.fragmentationChart()));

    // Twice the text needs twice the room: at 1200 pixels the charts stay one at a time, and taller.
    const int height = charts.minimumSizeHint().height();
    QFont larger = charts.font();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    charts.setFont(larger);
    charts.resize(1200, 600);
    QCoreApplication::processEvents();
    BOOST_TEST(charts.showsOneAtATime());
    BOOST_TEST(charts.minimumSizeHint().height() > height);
}

// PyTorch's statistic names (inactive_split_bytes, num_alloc_retries) say nothing to a learner by themselves:
// each row says in a sentence what it measures, on its name and its value.
BOOST_AUTO_TEST_CASE(every_statistic_says_what_it_measures)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    auto* view = window.findChild<AllocatorLessonView*>();
    BOOST_REQUIRE(view);
    QSet<QString> meanings;
    for (int i = 0;; ++i) {
        const auto* name = view->findChild<QLabel*>(QStringLiteral("statName%1").arg(i));
        if (name == nullptr) {
            BOOST_TEST(i == 10);
            break;
        }
        const auto* value = view->findChild<QLabel*>(QStringLiteral("stat%1").arg(i));
        BOOST_REQUIRE(value);
        BOOST_TEST(name->toolTip().endsWith(QLatin1Char('.')), name->text() << ": a whole sentence");
        BOOST_TEST(!name->toolTip().contains(name->text()), name->text() << ": more than the name again");
        BOOST_TEST(value->toolTip() == name->toolTip());
        meanings.insert(name->toolTip());
    }
    BOOST_TEST(meanings.size() == 10u); // one meaning per statistic
}

// Scenarios are content: a teacher's --content folder adds an allocator script, which the lesson runs
// beside the built-in ones, its steps said in words where the folder brings no narration; a broken script
// is named in the window's banner with its op and line, and everything else loads.
BOOST_AUTO_TEST_CASE(a_teachers_folder_adds_a_scenario_and_a_broken_one_is_named)
{
    QtTestApplication::clearUserFiles();
    QTemporaryDir folder;
    QDir(folder.path()).mkpath(QStringLiteral("scenarios/allocator"));
    const auto write = [&](const char* name, const QByteArray& json) {
        QFile file(QDir(folder.path()).filePath(QStringLiteral("scenarios/allocator/") + QLatin1String(name)));
        BOOST_REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(json);
    };
    write("5-two-tensors.json", R"({"capacity_bytes": 1073741824, "ops": [
        {"op": "alloc", "name": "weights", "bytes": 104857600},
        {"op": "alloc", "name": "grads", "bytes": 104857600},
        {"op": "free", "name": "grads"}]})");
    write("6-broken.json", "{\"capacity_bytes\": 1073741824, \"ops\": [\n  {\"op\": \"alloc\", \"name\": \"a\", \"bytes\": 10},\n"
                           "  {\"op\": \"free\", \"name\": \"b\"}]}");
    StartupOptions o = options();
    o.extraContentFolders = {folder.path()};
    MainWindow window(o);
    window.show();
    auto* presenter = window.findChild<AllocatorLessonPresenter*>();
    auto* view = window.findChild<AllocatorLessonView*>();
    BOOST_REQUIRE(presenter && view);

    QStringList banner;
    for (const auto& problem : window.problems())
        banner.append(problem.toString());
    BOOST_TEST_REQUIRE(banner.size() == 1, banner.join(QLatin1Char('\n')).toStdString());
    BOOST_TEST(banner.front().contains(QStringLiteral("6-broken.json")), banner.front().toStdString());
    BOOST_TEST(banner.front().contains(QStringLiteral("Op 2 (line 3)")), banner.front().toStdString());
    BOOST_TEST(banner.front().contains(QStringLiteral("“b” is not live")), banner.front().toStdString());

    QString error;
    BOOST_TEST_REQUIRE(presenter->chooseScenario(QStringLiteral("two-tensors"), &error), error.toStdString());
    BOOST_TEST(window.player().stepCount() == 3);
    window.player().goToStep(1, false);
    BOOST_TEST(text(*view, "narration") == QStringLiteral("Allocates 100 MiB as “grads” on stream 0."));
    // The built-in scenarios are all still there.
    BOOST_TEST(presenter->chooseScenario(QStringLiteral("fragmentation-oom"), &error), error.toStdString());
}

// The sandbox: lines of PyTorch typed into the side panel run on the lesson's allocator with the scenario's
// tensor names; a line it cannot run stays, with the reason; Undo takes back the last, and running again
// under other settings does again what was done by hand.
BOOST_AUTO_TEST_CASE(lines_of_pytorch_run_in_the_sandbox_and_undo_takes_the_last_back)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    auto* presenter = window.findChild<AllocatorLessonPresenter*>();
    auto* view = window.findChild<AllocatorLessonView*>();
    BOOST_REQUIRE(presenter && view);
    QString error;
    BOOST_REQUIRE(presenter->chooseScenario(QStringLiteral("reserved-vs-allocated"), &error));
    auto* line = view->findChild<QLineEdit*>(QStringLiteral("pytorchLine"));
    auto* undo = view->findChild<QPushButton*>(QStringLiteral("undoByHand"));
    BOOST_REQUIRE(line && undo);
    BOOST_TEST(!undo->isEnabled());
    const auto allocated = [&] { return presenter->lesson().liveStats().allocatedBytes.all().current; };
    const auto type = [&](const QString& text) {
        line->setFocus();
        line->setText(text);
        QTest::keyClick(line, Qt::Key_Return);
    };
    const std::int64_t atEnd = allocated(); // "c", 50 MiB, is live
    BOOST_TEST(atEnd == static_cast<std::int64_t>(50 * gml::MiB));

    type(QStringLiteral(R"(x = torch.empty(300 * 2**20, dtype=torch.uint8, device="cuda"))"));
    BOOST_TEST(allocated() == atEnd + static_cast<std::int64_t>(300 * gml::MiB));
    BOOST_TEST(line->text().isEmpty());
    BOOST_TEST(undo->isEnabled());

    type(QStringLiteral("print(x)"));
    BOOST_TEST(line->text() == QStringLiteral("print(x)"), "a line it cannot run stays, to be put right");
    BOOST_TEST(text(*view, "allocatorMessage").contains(QStringLiteral("torch.empty")));
    type(QStringLiteral("y = torch.empty(10)"));
    BOOST_TEST(text(*view, "allocatorMessage").contains(QStringLiteral("device=\"cuda\"")));

    type(QStringLiteral("del c")); // a tensor of the scenario
    BOOST_TEST(allocated() == static_cast<std::int64_t>(300 * gml::MiB));
    type(QStringLiteral("del c"));
    BOOST_TEST(text(*view, "allocatorMessage").contains(QStringLiteral("no live tensor “c”")));

    QTest::mouseClick(undo, Qt::LeftButton); // takes back "del c"
    BOOST_TEST(allocated() == atEnd + static_cast<std::int64_t>(300 * gml::MiB));
    BOOST_TEST(presenter->lesson().handActions().size() == 1u);

    // The same scenario under expandable segments: x is allocated again on the new run.
    auto* run = view->findChild<QPushButton*>(QStringLiteral("runScenario"));
    BOOST_REQUIRE(run);
    auto* expandable = view->findChild<QCheckBox*>(QStringLiteral("expandableSegments"));
    BOOST_REQUIRE(expandable);
    expandable->setChecked(true);
    QTest::mouseClick(run, Qt::LeftButton);
    BOOST_TEST(presenter->lesson().configText().contains(QStringLiteral("expandable_segments:True")));
    BOOST_TEST(allocated() == atEnd + static_cast<std::int64_t>(300 * gml::MiB));
    BOOST_TEST(presenter->lesson().handActions().size() == 1u);
}

// What a learner did in the sandbox is saved as a scenario file that runs, anywhere, to the state on screen:
// the scenario's steps, then one step per thing done by hand, under the settings of the run.
BOOST_AUTO_TEST_CASE(the_sandbox_saved_as_a_scenario_file_runs_to_the_same_state)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    auto* presenter = window.findChild<AllocatorLessonPresenter*>();
    auto* view = window.findChild<AllocatorLessonView*>();
    BOOST_REQUIRE(presenter && view);
    QString error;
    BOOST_REQUIRE(presenter->chooseScenario(QStringLiteral("reserved-vs-allocated"), &error));
    auto* line = view->findChild<QLineEdit*>(QStringLiteral("pytorchLine"));
    auto* save = view->findChild<QPushButton*>(QStringLiteral("saveSandbox"));
    BOOST_REQUIRE(line && save);
    BOOST_TEST(!save->text().isEmpty());
    for (const QString& typed : {QStringLiteral(R"(x = torch.empty(300 * 2**20, dtype=torch.uint8, device="cuda"))"),
                                 QStringLiteral("del c"), QStringLiteral("torch.cuda.empty_cache()"),
                                 QStringLiteral(R"(x = torch.empty(70 * 2**20, dtype=torch.uint8, device="cuda"))")}) {
        line->setText(typed);
        QTest::keyClick(line, Qt::Key_Return);
    }
    BOOST_TEST_REQUIRE(presenter->lesson().handActions().size() == 4u);

    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("3-my-try.json"));
    BOOST_TEST_REQUIRE(presenter->saveSandbox(path, &error), error.toStdString());
    QFile file(path);
    BOOST_REQUIRE(file.open(QIODevice::ReadOnly));
    const auto saved = gml::AllocatorScriptReader::read(file.readAll().toStdString(), "fallback");
    BOOST_TEST_REQUIRE(saved.ok(), (saved.ok() ? "" : saved.error().message));
    const gml::AllocatorScenario& scenario = saved.value();
    BOOST_TEST(scenario.id == "my-try", "named after the file, without the number that orders content files");
    const std::size_t scenarioSteps = presenter->lesson().scenario().steps.size();
    BOOST_TEST_REQUIRE(scenario.steps.size() == scenarioSteps + 4);
    BOOST_TEST(scenario.steps[scenarioSteps].id == "by-hand-1");
    BOOST_TEST(scenario.defaultCapacity == presenter->lesson().capacity());

    // Run elsewhere, it ends where the sandbox is: the second x replaced the first (Python's rebinding).
    const std::vector<gml::AllocatorScenario> scenarios{scenario};
    AllocatorLesson elsewhere;
    elsewhere.setScenarios(scenarios);
    BOOST_TEST_REQUIRE(elsewhere.run(QStringLiteral("my-try"), QString::fromStdString(scenario.defaultSettings), 0, &error),
                       error.toStdString());
    const auto here = presenter->lesson().liveStats();
    const auto there = elsewhere.liveStats();
    BOOST_TEST(there.allocatedBytes.all().current == static_cast<std::int64_t>(70 * gml::MiB));
    BOOST_TEST(there.allocatedBytes.all().current == here.allocatedBytes.all().current);
    BOOST_TEST(there.reservedBytes.all().current == here.reservedBytes.all().current);
    BOOST_TEST(elsewhere.trace().size() == presenter->lesson().trace().size());

    // A place it cannot write to is said, with the path, and nothing else changes.
    const QString nowhere = folder.filePath(QStringLiteral("no-such-folder/x.json"));
    BOOST_TEST(!presenter->saveSandbox(nowhere, &error));
    BOOST_TEST(error.contains(QDir::toNativeSeparators(nowhere)), error.toStdString());
    BOOST_TEST(presenter->lesson().handActions().size() == 4u);
}

// Predict, then see: Next into a prediction step stops before it and asks; the answer (a button, or a free
// block clicked in the map) plays the step and says whether it was right and why, and is remembered so the
// step plays on next time. While presenting, the class's choice waits for the teacher's R.
BOOST_AUTO_TEST_CASE(a_prediction_step_asks_before_it_plays_and_says_why_after)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(options());
    window.show();
    auto* presenter = window.findChild<AllocatorLessonPresenter*>();
    auto* view = window.findChild<AllocatorLessonView*>();
    BOOST_REQUIRE(presenter && view);
    PredictionBox* box = view->sidePanel()->predictionBox();
    Player& player = window.player();
    QString error;
    BOOST_REQUIRE(presenter->chooseScenario(QStringLiteral("fragmentation-oom"), &error));
    const QList<int> ends = presenter->lesson().stepEnds();
    player.goToStep(1, false);
    BOOST_TEST(box->isHidden());

    player.nextStep(); // into "large-request", a prediction: does 100 MiB fit?
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return box->isAsking(); }, 5000));
    BOOST_TEST(player.step() == 1);
    BOOST_TEST(player.cursor() == ends[1], "the picture stays before the step");
    BOOST_TEST(text(*view, "predictionQuestion").contains(QStringLiteral("100 MiB")));
    player.nextStep(); // Next again: still asked
    QTest::qWait(1200);
    BOOST_TEST(box->isAsking());
    BOOST_TEST(player.cursor() == ends[1]);

    auto* fits = view->findChild<QPushButton*>(QStringLiteral("predictionChoice0"));
    BOOST_REQUIRE(fits);
    QTest::mouseClick(fits, Qt::LeftButton); // wrong: it runs out of memory
    BOOST_TEST(!box->isAsking());
    BOOST_TEST(text(*view, "predictionVerdict").startsWith(QStringLiteral("Not this time.")));
    BOOST_TEST(text(*view, "predictionVerdict").contains(QStringLiteral("ran out of memory")));
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return player.cursor() == ends[2]; }, 10000), "the step plays");
    const QJsonValue recorded = presenter->predictions()->record().value(QStringLiteral("fragmentation-oom/large-request"));
    BOOST_TEST((recorded.isBool() && !recorded.toBool()), "remembered as wrong");
    BOOST_TEST(text(*view, "predictionTally").contains(QStringLiteral("0 of 1")));

    player.goToStep(1, false); // once predicted, the step plays on
    player.nextStep();
    BOOST_TEST(QTest::qWaitFor([&] { return player.cursor() == ends[2]; }, 10000));
    BOOST_TEST(!box->isAsking());

    // A block prediction, answered on the map: 250 MiB after the 300 MiB tensor was freed.
    BOOST_REQUIRE(presenter->chooseScenario(QStringLiteral("reserved-vs-allocated"), &error));
    const QList<int> reuse = presenter->lesson().stepEnds();
    player.goToStep(1, false);
    player.nextStep();
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return box->isAsking(); }, 5000));
    const gml::AllocatorState before = presenter->lesson().trace().stateAt(static_cast<std::size_t>(reuse[1]) + 1);
    std::uint64_t freeBlock = 0, usedBlock = 0;
    for (const auto& segment : before.segments)
        for (const auto& block : segment.blocks)
            (block.state == gml::BlockState::Inactive ? freeBlock : usedBlock) = block.address;
    BOOST_REQUIRE(freeBlock != 0);
    presenter->predictions()->pictureClicked(usedBlock);
    BOOST_TEST(box->isAsking(), "a block in use is no answer");
    BOOST_TEST(text(*view, "predictionHint").contains(QStringLiteral("not free")));
    // From the keyboard: the free blocks are listed beside the map, and the list answers as a click does.
    auto* listed = view->findChild<QComboBox*>(QStringLiteral("predictionPictureChoices"));
    BOOST_REQUIRE(listed != nullptr);
    BOOST_TEST(listed->isVisibleTo(view));
    BOOST_TEST(listed->count() == 1, "one free block: the 300 MiB the tensor left");
    BOOST_TEST(listed->itemText(0).contains(QStringLiteral("300 MiB")));
    BOOST_TEST(listed->itemData(0).toULongLong() == freeBlock);
    BOOST_TEST(!listed->accessibleName().isEmpty());
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("predictionPictureAnswer")), Qt::LeftButton);
    BOOST_TEST(!box->isAsking());
    BOOST_TEST(text(*view, "predictionVerdict").startsWith(QStringLiteral("Right.")));
    BOOST_TEST(text(*view, "predictionVerdict").contains(QStringLiteral("split the free cached block of 300 MiB")));

    // Presenting: the class's choice is marked, and R reveals it.
    BOOST_REQUIRE(presenter->chooseScenario(QStringLiteral("fragmentation-oom"), &error));
    window.presentation()->setPresenting(true);
    player.goToStep(2, false);
    player.nextStep(); // into "empty-cache-does-not-help"
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return box->isAsking(); }, 5000));
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("predictionChoice1")), Qt::LeftButton);
    BOOST_TEST(box->isAsking(), "held for the teacher");
    BOOST_TEST(text(*view, "predictionVerdict").contains(QStringLiteral("reveals it with R")));
    QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
    QTest::keyClick(target, Qt::Key_R);
    BOOST_TEST(!box->isAsking());
    BOOST_TEST(text(*view, "predictionVerdict").startsWith(QStringLiteral("Right.")));
    window.presentation()->setPresenting(false);
}
