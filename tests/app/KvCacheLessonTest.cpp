#include "app/common/PredictionFlow.h"
#include "app/content/common/Player.h"
#include "app/content/lesson/CourseCatalog.h"
#include "app/kvcache/KvCacheLessonPresenter.h"
#include "QtTestApplication.h"
#include "widgets/charts/StackedBarValueLabels.h"
#include "widgets/kvcache/BlockTableView.h"
#include "widgets/kvcache/KvBudgetPanel.h"
#include "widgets/kvcache/KvCacheLessonView.h"
#include "widgets/kvcache/KvSandboxBox.h"
#include "widgets/kvcache/KvSidePanel.h"
#include "widgets/kvcache/KvWasteChart.h"
#include "widgets/lesson/PredictionBox.h"

#include "BuiltInContent.h"

#include <QChartView>
#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSpinBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QGraphicsSimpleTextItem>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QTabWidget>
#include <QTest>

// The paged KV cache lesson as the main window will drive it: its view, its presenter and the window's
// player, built directly (the window attaches them to the "paged-kv-cache" page).

namespace {

struct LessonUnderTest
{
    LessonUnderTest() : presenter(&view, player, builtInContent().narration())
    {
        view.resize(1400, 900);
        view.show();
        presenter.activate();
    }

    QString text(const char* name) const
    {
        const auto* label = view.findChild<QLabel*>(QLatin1String(name));
        BOOST_REQUIRE_MESSAGE(label, name << " exists");
        return label->text();
    }
    const gml::KvCacheState& state() const { return view.blockTable()->state(); }

    KvCacheLessonView view;
    Player player;
    KvCacheLessonPresenter presenter;
};

} // namespace

BOOST_AUTO_TEST_CASE(the_player_steps_through_fig6_and_ends_with_blocks_7_1_3)
{
    LessonUnderTest lesson;
    const auto& trace = lesson.presenter.lesson().walkthrough().trace;
    BOOST_TEST(lesson.player.eventCount() == static_cast<int>(trace.size()));
    // The walkthrough opens on its first step's end, where its text applies.
    BOOST_TEST(lesson.player.step() == 0);
    BOOST_TEST(lesson.player.cursor() == lesson.player.stepEnd(0));
    BOOST_TEST(lesson.text("stepTitle").startsWith(QStringLiteral("Step 1 of 4 · event ")));
    const QString firstText = lesson.text("narration");
    // Moved back into the step, the state is no longer the one its text describes: the text waits.
    lesson.player.seek(0);
    BOOST_TEST(lesson.text("narration") != firstText);
    BOOST_TEST(lesson.text("narration").contains(QString::number(lesson.player.stepEnd(0) + 1)));
    for (int event = 1; event < lesson.player.eventCount(); ++event) {
        lesson.player.nextEvent();
        BOOST_TEST((lesson.state() == trace.stateAt(static_cast<std::size_t>(event) + 1)));
    }
    BOOST_TEST(lesson.text("stepTitle") == QStringLiteral("Step 4 of 4 · event %1 of %1").arg(trace.size()));
    BOOST_TEST(lesson.text("narration").contains(QStringLiteral("physical 3")));
    BOOST_TEST(!lesson.text("eventReason").isEmpty());
    BOOST_TEST((lesson.state().sequences.at(0).blockTable == std::vector<gml::KvBlockId>{7, 1, 3}));
    // ... and that is what the table shows, entry by entry.
    BlockTableView* table = lesson.view.blockTable();
    BOOST_TEST(*table->blockAt(table->logicalCellRect(0, 0).center()) == 7u);
    BOOST_TEST(*table->blockAt(table->logicalCellRect(0, 1).center()) == 1u);
    BOOST_TEST(*table->blockAt(table->logicalCellRect(0, 2).center()) == 3u);

    // Back to the start: the first step again.
    lesson.player.seek(0);
    BOOST_TEST(lesson.text("stepTitle").startsWith(QStringLiteral("Step 1 of 4 · event ")));
    BOOST_TEST(lesson.state().sequences.empty());
}

BOOST_AUTO_TEST_CASE(fig8s_copy_on_write_is_visible_in_the_state_and_the_view)
{
    LessonUnderTest lesson;
    QString error;
    BOOST_REQUIRE(
        lesson.presenter.showScene(QStringLiteral("fig8"), QStringLiteral("fig8-copy-on-write"), &error));
    BOOST_TEST(lesson.view.sidePanel()->currentWalkthrough() == QStringLiteral("fig8"));
    const auto& state = lesson.state();
    BOOST_TEST((state.sequences.at(0).blockTable == std::vector<gml::KvBlockId>{7, 3}));
    BOOST_TEST((state.sequences.at(1).blockTable == std::vector<gml::KvBlockId>{7, 1}));
    BOOST_TEST(state.blocks[7].refCount == 2u);
    BOOST_TEST(state.blocks[1].refCount == 1u);
    // The jump animated the step from the fork: the view marks the copy from 1 to 3.
    const auto& copies = lesson.view.blockTable()->copies();
    BOOST_REQUIRE(copies.size() == 1u);
    BOOST_TEST(copies.front().from == 1u);
    BOOST_TEST(copies.front().to == 3u);
    BOOST_TEST(lesson.text("stepTitle").startsWith(QStringLiteral("Step 3 of 4 · event ")));
    BOOST_TEST(lesson.text("narration").contains(QStringLiteral("Copy-on-write")));
    BOOST_TEST(!lesson.text("eventReason").isEmpty());
}

BOOST_AUTO_TEST_CASE(show_scene_jumps_and_says_when_there_is_no_such_scene)
{
    LessonUnderTest lesson;
    QString error;
    BOOST_REQUIRE(lesson.presenter.showScene(QStringLiteral("prefix-caching"),
                                             QStringLiteral("prefix-time-5"), &error));
    const auto& walkthrough = lesson.presenter.lesson().walkthrough();
    BOOST_TEST(lesson.player.eventCount() == static_cast<int>(walkthrough.trace.size()));
    BOOST_TEST(lesson.player.cursor() ==
               static_cast<int>(walkthrough.scene("prefix-time-5")->eventCount) - 1);
    BOOST_TEST(lesson.text("narration").startsWith(QStringLiteral("Time 5")));
    BOOST_TEST(!lesson.player.isPlaying());

    BOOST_TEST(
        !lesson.presenter.showScene(QStringLiteral("prefix-caching"), QStringLiteral("time-99"), &error));
    BOOST_TEST(error.contains(QStringLiteral("time-99")));
    BOOST_TEST(!lesson.presenter.showScene(QStringLiteral("fig42"), QStringLiteral("x"), &error));
    BOOST_TEST(error.contains(QStringLiteral("fig42")));
    BOOST_TEST(lesson.view.sidePanel()->currentWalkthrough() == QStringLiteral("prefix-caching"),
               "nothing changed");

    // The side panel's buttons go from step to step: Next plays the step's events, and its text is read at
    // its end.
    auto* next = lesson.view.findChild<QPushButton*>(QStringLiteral("nextStep"));
    QTest::mouseClick(next, Qt::LeftButton);
    BOOST_TEST(lesson.player.isPlayingStep());
    BOOST_TEST(!lesson.text("narration").startsWith(QStringLiteral("Time 6")), "not before its end");
    lesson.player.advanceTime(60000);
    BOOST_TEST(!lesson.player.isPlaying());
    BOOST_TEST(lesson.player.isAtStepEnd());
    BOOST_TEST(lesson.text("narration").startsWith(QStringLiteral("Time 6")));
    QTest::mouseClick(lesson.view.findChild<QPushButton*>(QStringLiteral("previousStep")), Qt::LeftButton);
    QTest::mouseClick(lesson.view.findChild<QPushButton*>(QStringLiteral("previousStep")), Qt::LeftButton);
    BOOST_TEST(lesson.text("narration").startsWith(QStringLiteral("Time 4")));
}

BOOST_AUTO_TEST_CASE(the_busy_server_walkthrough_preempts_and_ends_with_every_block_free)
{
    LessonUnderTest lesson;
    emit lesson.view.sidePanel()->walkthroughChosen(QStringLiteral("preemption-recompute"));
    BOOST_TEST(lesson.player.step() == 0);
    BOOST_TEST(lesson.player.cursor() == lesson.player.stepEnd(0));
    lesson.player.seek(0);
    bool preempted = false;
    while (lesson.player.cursor() + 1 < lesson.player.eventCount()) {
        lesson.player.nextEvent();
        for (const auto& sequence : lesson.state().sequences)
            preempted = preempted || sequence.status == gml::KvSequenceStatus::Recompute;
    }
    BOOST_TEST(preempted);
    BOOST_TEST(lesson.state().freeCount == lesson.state().numBlocks());
    // The closing summary adds no event of its own: it is the step after the one the last event ends, and
    // Next step reaches it without moving the cursor.
    const int last = lesson.player.cursor();
    while (lesson.player.step() + 1 < lesson.player.stepCount())
        lesson.player.nextStep();
    BOOST_TEST(lesson.player.cursor() == last);
    BOOST_TEST(lesson.text("narration").startsWith(QStringLiteral("All 5 requests finished")));
}

BOOST_AUTO_TEST_CASE(the_block_size_slider_reruns_the_comparison_and_changes_the_bars)
{
    LessonUnderTest lesson;
    KvWasteChart* chart = lesson.view.wasteChart();
    BOOST_TEST(chart->blockSize() == 16);
    const int paged = 3; // Max, Pow2, Oracle, vLLM
    const double tokenStatesAt16 = chart->value(0, paged);
    BOOST_TEST(tokenStatesAt16 > 90.0);
    BOOST_TEST(chart->value(2, 0) > 40.0, "Orca (Max) loses most to internal fragmentation");

    QElapsedTimer clock;
    clock.start();
    chart->slider()->setValue(chart->slider()->maximum()); // 128 tokens per block
    const qint64 elapsed = clock.elapsed();
    BOOST_TEST_MESSAGE("block size 128 answered in " << elapsed << " ms");
    BOOST_TEST(chart->blockSize() == 128);
    BOOST_TEST(chart->value(0, paged) < tokenStatesAt16, "bigger blocks waste more of each last block");
    BOOST_TEST(chart->value(2, paged) > 0.0);
    double total = 0;
    for (int share = 0; share < KvWasteChart::kShareCount; ++share)
        total += chart->value(share, paged);
    BOOST_TEST(total == 100.0, boost::test_tools::tolerance(0.5));

    chart->slider()->setValue(1);
    BOOST_TEST(chart->value(0, paged) == tokenStatesAt16);
}

BOOST_AUTO_TEST_CASE(bar_values_are_written_only_where_their_segment_holds_them)
{
    // vLLM's bar is almost all token states: its slivers of reservation and fragmentation (about 1%) have
    // no room for their values, which Qt Charts wrote over each other ("1.1" on "1.45").
    LessonUnderTest lesson;
    lesson.view.showPage(KvCacheLessonView::Page::Waste);
    QApplication::processEvents();
    KvWasteChart* chart = lesson.view.wasteChart();
    const StackedBarValueLabels* labels = chart->valueLabels();
    BOOST_TEST(labels->hidden() > 0);
    const QStringList shown = labels->shown();
    BOOST_TEST(shown.contains(QLocale::c().toString(chart->value(0, 3), 'f', 1)), shown.join(u' ').toStdString());
    BOOST_TEST(!shown.isEmpty());
    // Every value shown sits inside the plot, and none covers another.
    QList<QRectF> placed;
    for (const QGraphicsItem* item : chart->findChild<QChartView*>()->chart()->childItems())
        if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item); text && text->isVisible()) {
            const QRectF rect = text->mapRectToParent(text->boundingRect());
            for (const QRectF& other : std::as_const(placed))
                BOOST_TEST(!rect.intersects(other), text->text().toStdString());
            placed.append(rect);
        }
    BOOST_TEST(placed.size() == shown.size());
}

BOOST_AUTO_TEST_CASE(the_budget_panel_shows_vllms_zero_blocks_error_for_a_too_small_gpu)
{
    LessonUnderTest lesson;
    KvBudgetPanel* panel = lesson.view.budgetPanel();
    BOOST_TEST(!panel->showsError());
    BOOST_TEST(lesson.text("budget5") == QStringLiteral("988")); // OPT-13B, 40 GiB, 0.9, blocks of 16

    // OPT-13B's 26 GB of weights on a 24 GiB GPU: nothing left for the cache.
    panel->findChild<QDoubleSpinBox*>(QStringLiteral("budgetGpuMemory"))->setValue(24.0);
    BOOST_TEST(panel->showsError());
    BOOST_TEST(panel->errorText().contains(QStringLiteral("No available memory for the cache blocks")));
    BOOST_TEST(panel->errorText().contains(QStringLiteral("gpu_memory_utilization")));
    BOOST_TEST(lesson.text("budget5").isEmpty(), "no stale numbers beside the error");

    // A smaller model fits again.
    auto* model = panel->findChild<QComboBox*>(QStringLiteral("budgetModel"));
    model->setCurrentIndex(model->findData(QStringLiteral("llama-3-8b")));
    BOOST_TEST(!panel->showsError());
    BOOST_TEST(QLocale().toInt(lesson.text("budget5")) > 0);
    BOOST_TEST(!lesson.text("budget7").isEmpty());
}

BOOST_AUTO_TEST_CASE(an_inactive_presenter_ignores_the_player_and_keeps_its_place)
{
    LessonUnderTest lesson;
    lesson.player.seek(5);
    const auto shown = lesson.state();
    lesson.presenter.deactivate();
    lesson.player.setEventCount(1000); // another lesson's trace
    lesson.player.seek(500);
    BOOST_TEST((lesson.state() == shown));
    lesson.presenter.activate();
    BOOST_TEST(lesson.player.cursor() == 5);
    BOOST_TEST(lesson.player.eventCount() ==
               static_cast<int>(lesson.presenter.lesson().walkthrough().trace.size()));
}

BOOST_AUTO_TEST_CASE(every_show_me_link_into_this_lesson_leads_to_real_content)
{
    // The PagedAttention quiz's links and the fragmentation quiz's question 5: each must land on a scene of
    // a walkthrough or bring the waste chart or the memory budget forward.
    CourseCatalog catalog;
    catalog.load({QStringLiteral(":/content")});
    LessonUnderTest lesson;
    int links = 0;
    for (const QString quiz : {"paged-attention", "fragmentation"}) {
        BOOST_REQUIRE(catalog.quiz(quiz) != nullptr);
        for (const auto& question : catalog.quiz(quiz)->questions) {
            const ShowMeLink& link = question.showMe;
            if (link.lesson != QLatin1String("paged-kv-cache"))
                continue;
            ++links;
            QString error;
            BOOST_TEST(lesson.presenter.showScene(link.scenario, link.scene, &error),
                       quiz.toStdString() << " " << question.id.toStdString() << ": " << error.toStdString());
            const KvCacheLessonView::Page page = lesson.view.shownPage();
            if (link.scenario == QLatin1String("waste")) {
                BOOST_TEST((page == KvCacheLessonView::Page::Waste));
                BOOST_TEST(lesson.view.wasteChart()->isVisible());
                BOOST_TEST(lesson.view.wasteChart()->value(0, 0) > 0.0, "the chart has its bars");
            } else if (link.scenario == QLatin1String("budget")) {
                BOOST_TEST((page == KvCacheLessonView::Page::Budget));
            } else {
                const auto& walkthrough = lesson.presenter.lesson().walkthrough();
                BOOST_TEST(walkthrough.id == link.scenario.toStdString());
                BOOST_TEST(lesson.text("stepTitle").startsWith(QStringLiteral("Step ")));
                BOOST_TEST(walkthrough.scene(link.scene.toStdString()) != nullptr);
            }
        }
    }
    BOOST_TEST(links == 9); // 8 PagedAttention questions and the fragmentation quiz's question 5
    QString error;
    BOOST_TEST(!lesson.presenter.showScene(QStringLiteral("waste"), QStringLiteral("bars"), &error));
    BOOST_TEST(error.contains(QStringLiteral("“chart”")));
}

// At every event the tiles, the counts and the queue strip agree: a tile says "free" exactly when its block
// is in the free queue and not findable by its prefix (at the start the pool is made before its free order is
// laid down, and said "0 of 8 free" over eight tiles saying "free").
BOOST_AUTO_TEST_CASE(the_tiles_the_counts_and_the_queue_agree_at_every_event)
{
    LessonUnderTest lesson;
    const BlockTableView& table = *lesson.view.blockTable();
    for (int event = 0; event < lesson.player.eventCount(); ++event) {
        lesson.player.seek(event);
        const gml::KvCacheState& state = lesson.state();
        std::uint32_t sayFree = 0;
        for (gml::KvBlockId block = 0; block < state.numBlocks(); ++block)
            sayFree += table.physicalCaption(block) == QStringLiteral("free") ? 1u : 0u;
        std::uint32_t queuedUncached = 0;
        for (const gml::KvBlockId block : table.queueOrder())
            queuedUncached += state.blocks[block].cached ? 0u : 1u;
        BOOST_TEST(sayFree == queuedUncached, "event " << event);
        BOOST_TEST(table.queueOrder().size() == state.freeCount, "event " << event);
        BOOST_TEST(lesson.text("cacheCounts").startsWith(QStringLiteral("Free blocks: %1 of").arg(state.freeCount)));
        BOOST_TEST(table.emptyQueueNote().isEmpty() == (state.freeCount > 0), "event " << event);
    }
    lesson.player.seek(0);
    BOOST_TEST(table.physicalCaption(0) == QStringLiteral("new")); // made, not queued yet
    BOOST_TEST(table.emptyQueueNote().startsWith(QStringLiteral("Not laid down yet")));
}

// A quiz explanation that quotes Orca (Max)'s shares of KV memory quotes the ones the lesson's chart shows
// (it once gave the paper's 13.3 / 57.3 / 8.9 / 20.4 beside a chart of 16.1 / 51.3 / 9.8 / 22.9), in every
// language.
BOOST_AUTO_TEST_CASE(the_quiz_quotes_the_waste_charts_own_figures)
{
    LessonUnderTest lesson;
    KvWasteChart* chart = lesson.view.wasteChart();
    BOOST_REQUIRE(chart->blockSize() == 16);
    const int max = 0; // Max, Pow2, Oracle, vLLM
    QStringList figures;
    for (int share = 0; share < KvWasteChart::kShareCount; ++share)
        figures.append(QString::number(chart->value(share, max), 'f', 1) + QLatin1Char('%'));
    BOOST_TEST_MESSAGE("Orca (Max) in the chart: " << figures.join(QStringLiteral(", ")).toStdString());
    int quoted = 0;
    for (const Quiz* quiz : builtInContent().quizzesFor(QStringLiteral("paged-kv-cache")))
        for (const QuizQuestion& question : quiz->questions)
            for (const QString& language : {QStringLiteral("en"), QStringLiteral("bn"), QStringLiteral("sw"), QStringLiteral("wo")}) {
                const QString text = question.explanation.text(language);
                if (!text.contains(QStringLiteral("Orca (Max)")))
                    continue;
                ++quoted;
                for (const QString& figure : std::as_const(figures))
                    BOOST_TEST(text.contains(figure), language.toStdString() << " lacks " << figure.toStdString() << ": " << text.toStdString());
            }
    BOOST_TEST(quoted >= 4);
}

// Walkthroughs are content: a teacher's folder adds a KV script with narrated steps, which the lesson lists and
// plays beside the built-in ones; a broken one is named with its op, and the rest loads.
BOOST_AUTO_TEST_CASE(a_teachers_folder_adds_a_walkthrough_and_a_broken_one_is_named)
{
    QTemporaryDir folder;
    QDir(folder.path()).mkpath(QStringLiteral("scenarios/kvcache"));
    const auto write = [&](const char* name, const QByteArray& json) {
        QFile file(QDir(folder.path()).filePath(QStringLiteral("scenarios/kvcache/") + QLatin1String(name)));
        BOOST_REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(json);
    };
    write("fork-twice.json", R"({"id": "fork-twice", "block_size": 4, "blocks": 8,
        "ops": [{"op": "add", "request": "A", "prompt_tokens": 6},
                {"op": "step", "scene": "prompt", "facts": [{"fact": "table", "request": "A"}]},
                {"op": "fork", "request": "B", "from": "A"},
                {"op": "step", "scene": "fork", "facts": [{"fact": "table", "request": "B"}]},
                {"op": "decode", "request": "B", "tokens": 1},
                {"op": "step", "scene": "copy"}]})");
    write("broken.json", "{\"id\": \"broken\", \"block_size\": 4, \"blocks\": 8,\n \"ops\": [\n"
                         "  {\"op\": \"decode\", \"request\": \"ghost\", \"tokens\": 1}]}");
    CourseCatalog catalog;
    catalog.load({folder.path()});
    BOOST_TEST_REQUIRE(catalog.problems().size() == 1);
    const QString problem = catalog.problems().front().toString();
    BOOST_TEST(problem.contains(QStringLiteral("broken.json")), problem.toStdString());
    BOOST_TEST(problem.contains(QStringLiteral("op 1")), problem.toStdString());
    BOOST_TEST(problem.contains(QStringLiteral("ghost")), problem.toStdString());
    BOOST_TEST_REQUIRE(catalog.kvWalkthroughScripts().size() == 1);

    Player player;
    KvCacheLessonView view;
    KvCacheLessonPresenter presenter(&view, player, builtInContent().narration(), catalog.kvWalkthroughScripts());
    presenter.activate();
    BOOST_TEST(presenter.lesson().walkthroughIds().contains(QStringLiteral("fork-twice")));
    BOOST_TEST(presenter.lesson().walkthroughIds().contains(QStringLiteral("fig6")), "the built-in ones stay");
    QString error;
    BOOST_TEST_REQUIRE(presenter.chooseWalkthrough(QStringLiteral("fork-twice"), &error), error.toStdString());
    const gml::KvWalkthrough& walkthrough = presenter.lesson().walkthrough();
    BOOST_TEST_REQUIRE(walkthrough.steps.size() == 3u);
    BOOST_TEST(player.stepCount() == 3);
    // B shares A's two blocks; its first token goes to a copy of the shared, partly filled last one.
    const auto forked = walkthrough.stateAtStep(1);
    const auto written = walkthrough.stateAtStep(2);
    BOOST_TEST(forked.sequences[1].blockTable == forked.sequences[0].blockTable);
    BOOST_TEST(written.sequences[1].blockTable.front() == forked.sequences[0].blockTable.front());
    BOOST_TEST(written.sequences[1].blockTable.back() != forked.sequences[0].blockTable.back());
}

// Predict, then see (#32): fig8's copy-on-write step stops before it plays and asks which physical block
// S0's next token lands in; a wrong click is told why in the engine's reasons (the shared block was copied
// first), the answer is kept, and the next prediction is answered from the list, as from the keyboard.
BOOST_AUTO_TEST_CASE(a_prediction_asks_where_the_next_token_lands_and_says_why)
{
    LessonUnderTest lesson;
    QString error;
    BOOST_REQUIRE(lesson.presenter.chooseWalkthrough(QStringLiteral("fig8"), &error));
    auto* box = lesson.view.sidePanel()->predictionBox();
    BOOST_REQUIRE(box != nullptr);
    lesson.player.goToStep(1, false);
    const QString forkText = lesson.text("narration");
    lesson.player.nextStep(); // into "fig8-copy-on-write"
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return box->isAsking(); }, 5000));
    BOOST_TEST(lesson.player.cursor() == lesson.player.stepEnd(1), "held at the fork's end");
    BOOST_TEST(lesson.text("predictionQuestion").contains(QStringLiteral("S0")));
    BOOST_TEST(lesson.text("predictionQuestion").contains(QStringLiteral("“fathers”")));
    BOOST_TEST(lesson.text("narration") == forkText, "the step's own text is the answer: it waits");
    const auto* listed = lesson.view.findChild<QComboBox*>(QStringLiteral("predictionPictureChoices"));
    BOOST_REQUIRE(listed != nullptr);
    BOOST_TEST(listed->count() == 8, "every physical block of the pool");
    BOOST_TEST(listed->itemText(1).contains(QStringLiteral("used by 2 sequence")));

    // Physical 1, S0's last block, is the natural guess: wrong, it is shared.
    BlockTableView* table = lesson.view.blockTable();
    QTest::mouseClick(table, Qt::LeftButton, {}, table->physicalCellRect(1).center().toPoint());
    BOOST_TEST(!box->isAsking());
    const QString verdict = lesson.text("predictionVerdict");
    BOOST_TEST(verdict.startsWith(QStringLiteral("Not this time.")));
    BOOST_TEST(verdict.contains(QStringLiteral("physical 1, was shared, so it was copied first")));
    BOOST_TEST(verdict.contains(QStringLiteral("physical block 3")));
    BOOST_TEST(verdict.contains(QStringLiteral("Copy-on-write: physical 1 is shared by 2 sequence")),
               "the engine's own reason follows");
    const QJsonObject record = lesson.presenter.predictions()->record();
    BOOST_TEST((record.contains(QStringLiteral("fig8/fig8-copy-on-write")) &&
                !record.value(QStringLiteral("fig8/fig8-copy-on-write")).toBool()));
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return lesson.player.cursor() == lesson.player.stepEnd(2); }, 5000));
    BOOST_TEST(lesson.text("narration").contains(QStringLiteral("Copy-on-write")), "then the step's own text");
    BOOST_TEST((lesson.state().sequences.at(0).blockTable == std::vector<gml::KvBlockId>{7, 3}));

    // The next one, from the list: S1 writes in place into physical 1, now its alone.
    lesson.player.nextStep();
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return box->isAsking(); }, 5000));
    auto* list = lesson.view.findChild<QComboBox*>(QStringLiteral("predictionPictureChoices"));
    list->setCurrentIndex(list->findData(QVariant::fromValue<quint64>(1)));
    QTest::mouseClick(lesson.view.findChild<QPushButton*>(QStringLiteral("predictionPictureAnswer")), Qt::LeftButton);
    BOOST_TEST(lesson.text("predictionVerdict").startsWith(QStringLiteral("Right.")));
    BOOST_TEST(lesson.text("predictionVerdict").contains(QStringLiteral("the sequence's last block, which had a free slot")));
    BOOST_TEST(lesson.text("predictionTally").contains(QStringLiteral("1 of 2 right")));

    // Answered once, a step plays on without asking.
    lesson.player.goToStep(1, false);
    lesson.player.nextStep();
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return lesson.player.cursor() == lesson.player.stepEnd(2); }, 5000));
    BOOST_TEST(!box->isAsking());
}

// Presenting, the caption asks the class, and the teacher's reveal shows what happened, unjudged.
BOOST_AUTO_TEST_CASE(presenting_the_class_predicts_and_the_teacher_reveals)
{
    LessonUnderTest lesson;
    lesson.presenter.setPresentingQuery([] { return true; });
    QString error;
    BOOST_REQUIRE(lesson.presenter.chooseWalkthrough(QStringLiteral("fig6"), &error));
    auto* box = lesson.view.sidePanel()->predictionBox();
    lesson.player.goToStep(1, false);
    lesson.player.nextStep(); // into "fig6-fill-last-slot"
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return box->isAsking(); }, 5000));
    BOOST_TEST(lesson.text("narration").contains(QStringLiteral("press R or Page Down")));
    BOOST_TEST(lesson.text("narration").contains(QStringLiteral("Which physical block")));
    BOOST_TEST(lesson.presenter.revealPrediction()); // the teacher's R
    BOOST_TEST(!box->isAsking());
    BOOST_TEST(lesson.text("predictionVerdict").startsWith(QStringLiteral("What happened:")));
    BOOST_TEST(lesson.text("predictionVerdict").contains(QStringLiteral("physical block 1")));
    BOOST_TEST(lesson.presenter.predictions()->record().isEmpty(), "a class's guess is no one's answer");
}

// Going on by hand (#32): after fig8, fork a third sample, generate for it, abort one, send a request too
// big for the pool (refused, nothing changes), undo; every action is a step that says what was done, and
// the script the sandbox saves runs, on the engine alone, to the same state. A scene carries it, undoable.
BOOST_AUTO_TEST_CASE(the_sandbox_goes_on_from_a_walkthrough_and_saves_what_was_done)
{
    LessonUnderTest lesson;
    QString error;
    BOOST_REQUIRE(lesson.presenter.chooseWalkthrough(QStringLiteral("fig8"), &error));
    auto* box = lesson.view.sidePanel()->sandbox();
    auto* requests = box->findChild<QComboBox*>(QStringLiteral("sandboxRequest"));
    BOOST_TEST((QStringList{requests->itemText(0), requests->itemText(1)} == QStringList{QStringLiteral("A"), QStringLiteral("B")}));
    const int steps = lesson.player.stepCount();
    const auto click = [&](const char* name) {
        QTest::mouseClick(box->findChild<QPushButton*>(QLatin1String(name)), Qt::LeftButton);
    };

    requests->setCurrentIndex(requests->findText(QStringLiteral("A")));
    click("sandboxFork");
    BOOST_TEST(lesson.player.stepCount() == steps + 1);
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return lesson.player.cursor() == lesson.player.stepEnd(steps); }, 5000));
    BOOST_TEST(lesson.text("narration").contains(QStringLiteral("request C (S2) is forked from request A")),
               lesson.text("narration").toStdString());
    BOOST_TEST((lesson.state().sequences.at(2).blockTable == std::vector<gml::KvBlockId>{7, 3}));
    BOOST_TEST(lesson.state().blocks[3].refCount == 2u);

    // C's last block is full (A's 8 tokens): its next token takes a new block, no copy.
    requests->setCurrentIndex(requests->findText(QStringLiteral("C")));
    click("sandboxDecode");
    BOOST_TEST_REQUIRE(QTest::qWaitFor([&] { return lesson.player.cursor() == lesson.player.stepEnd(steps + 1); }, 5000));
    BOOST_TEST(lesson.state().sequences.at(2).blockTable.size() == 3u);
    BOOST_TEST(lesson.text("narration").contains(QStringLiteral("generates 1 more token")));

    requests->setCurrentIndex(requests->findText(QStringLiteral("B")));
    click("sandboxAbort");
    BOOST_TEST(lesson.state().blocks[1].refCount == 0u, "B's own block is free again");
    BOOST_TEST(requests->findText(QStringLiteral("B")) < 0, "an aborted request is no longer offered");

    // Too big for the pool: refused, and nothing changed.
    const int before = lesson.player.stepCount();
    box->findChild<QSpinBox*>(QStringLiteral("sandboxPrompt"))->setValue(1000);
    click("sandboxAdd");
    BOOST_TEST(lesson.player.stepCount() == before);
    BOOST_TEST(lesson.text("kvMessage").contains(QStringLiteral("does not fit")));

    click("sandboxUndo"); // the abort
    BOOST_TEST(requests->findText(QStringLiteral("B")) >= 0);
    BOOST_TEST(lesson.player.stepCount() == steps + 2);

    // The saved script is one program with what is on screen.
    const gml::KvCacheState shown = lesson.presenter.lesson().walkthrough().trace.stateAt(lesson.presenter.lesson().walkthrough().trace.size());
    QByteArray text;
    {
        const LessonScene scene = lesson.presenter.scene();
        text = QJsonDocument(scene.script).toJson();
        BOOST_TEST(scene.script.value(QStringLiteral("ops")).toArray().size() ==
                   QJsonDocument::fromJson(lesson.presenter.lesson().scriptOf(QStringLiteral("fig8"))).object().value(QStringLiteral("ops")).toArray().size() + 4);
        auto rebuilt = gml::buildKvWalkthroughFromScript(text.toStdString());
        BOOST_REQUIRE(rebuilt.ok());
        BOOST_TEST((rebuilt.value().trace.stateAt(rebuilt.value().trace.size()) == shown));

        // Opened elsewhere, the scene is the same state, and its hand actions can be undone.
        LessonUnderTest other;
        BOOST_REQUIRE(other.presenter.openScene(scene, &error));
        BOOST_TEST((other.state() == lesson.state()));
        BOOST_TEST(other.view.sidePanel()->sandbox()->findChild<QPushButton*>(QStringLiteral("sandboxUndo"))->isEnabled());
        BOOST_TEST(other.view.sidePanel()->currentWalkthrough() == QStringLiteral("fig8"), "as itself, narrated");
    }
}

// A shared system prompt: with prefix caching, a new request that starts with C's prompt finds its full
// blocks again and shares them (reference count 2).
BOOST_AUTO_TEST_CASE(requests_with_one_system_prompt_share_its_full_blocks)
{
    LessonUnderTest lesson;
    QString error;
    BOOST_REQUIRE(lesson.presenter.chooseWalkthrough(QStringLiteral("prefix-caching"), &error));
    auto* box = lesson.view.sidePanel()->sandbox();
    auto* requests = box->findChild<QComboBox*>(QStringLiteral("sandboxRequest"));
    requests->setCurrentIndex(requests->findText(QStringLiteral("C")));
    const auto& trace = lesson.presenter.lesson().walkthrough().trace;
    const std::vector<gml::KvBlockId> c = trace.stateAt(trace.size()).sequences.at(2).blockTable;
    // 9 tokens: two full blocks found again, and a third of its own (vLLM computes a prompt's last token
    // whatever the cache holds, so a fully cached prompt would still take its last block anew).
    box->findChild<QSpinBox*>(QStringLiteral("sandboxPrompt"))->setValue(9);
    box->findChild<QCheckBox*>(QStringLiteral("sandboxShare"))->setChecked(true);
    QTest::mouseClick(box->findChild<QPushButton*>(QStringLiteral("sandboxAdd")), Qt::LeftButton);
    BOOST_TEST_REQUIRE(lesson.state().sequences.size() == 4u, lesson.text("kvMessage").toStdString());
    const auto& shared = lesson.state().sequences.at(3).blockTable;
    BOOST_REQUIRE(shared.size() == 3u);
    BOOST_TEST(shared[0] == c[0]);
    BOOST_TEST(shared[1] == c[1]);
    BOOST_TEST(lesson.state().blocks[c[0]].refCount == 2u);
    BOOST_TEST(lesson.text("narration").contains(QStringLiteral("the same as request C's")));
}
