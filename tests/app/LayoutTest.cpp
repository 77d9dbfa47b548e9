#include "QtTestApplication.h"

#include "LessonScenarios.h"

#include "app/content/common/StartupOptions.h"
#include "app/presentation/PresentationController.h"
#include "app/run/RunPresenter.h"
#include "app/window/MainWindow.h"
#include "LayoutFaults.h"
#include "widgets/lesson/LessonLayout.h"
#include "widgets/kvcache/BlockTableView.h"
#include "widgets/lesson/LessonPage.h"
#include "widgets/presentation/PresentationCaption.h"
#include "widgets/run/RunView.h"
#include "widgets/snapshot/SnapshotView.h"

#include <QComboBox>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QFile>
#include <QDir>
#include <QScreen>
#include <QTabWidget>
#include <QTest>

#include <cstdio>

// Every lesson, in every language, at every step, at a desk, presenting and presenting with the quiz, on the
// screen CTest gives this run (offscreen:configfile=screen-WxH.json; 1024x768, 1366x768, 1280x800 and
// 1920x1080 are each a test of their own): nothing cut, no horizontal scroll bar, painted block tables
// readable, and the lesson's picture the largest thing on the screen.
//
// GML_LAYOUT_SHOTS=DIR saves each case with a fault and each scenario's last step, as DIR/<case>.png.

namespace {

const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("bn"), QStringLiteral("sw"), QStringLiteral("wo")};

// A window on a desktop is the screen less the window manager's title bar.
constexpr int kTitleBarHeight = 32;

const QWidget* mainVisualization(const MainWindow& window, const QString& lesson)
{
    const auto* page = window.findChild<LessonPage*>(QStringLiteral("lessonPage-") + lesson);
    const auto* layout = page ? page->findChild<LessonLayout*>() : nullptr;
    return layout ? layout->picture() : nullptr;
}

void settle()
{
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        QTest::qWait(20);
    }
    // Under load the last layout requests (a wrapped label's new height) may still wait: deliver them, so
    // that what is checked is the layout a person sees a moment later.
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QApplication::processEvents();
    }
}

// What the block tables draw, read off the cells themselves: every table entry and pool block shows its
// number, no label covers a number, and every sequence's row is there (none cut, none elided to "+2").
QStringList blockTableFaults(const BlockTableView& view)
{
    QStringList faults;
    const gml::KvCacheState& state = view.state();
    const BlockTableLayout& layout = view.layout();
    if (layout.visibleRows() < layout.rows().size())
        faults << QStringLiteral("block tables: %1 of %2 sequences shown").arg(layout.visibleRows()).arg(layout.rows().size());
    const QRectF room(QPointF(0, 0), QSizeF(view.size()));
    const auto checkCell = [&](const QRectF& cell, const KvBlockCell& look, const QString& what) {
        if (cell.isNull() || !room.contains(cell)) {
            faults << QStringLiteral("%1 is not drawn whole").arg(what);
            return;
        }
        const KvBlockCell::Places places = look.places(cell, view.font());
        if (places.title.isNull())
            faults << QStringLiteral("%1 has no room for its number").arg(what);
        else if (!cell.adjusted(-1, -1, 1, 1).contains(places.title))
            faults << QStringLiteral("%1: its number runs out of the cell").arg(what);
        else if (places.title.intersects(places.badge))
            faults << QStringLiteral("%1: the badge covers its number").arg(what);
        if (!places.line.isNull() && (places.line.intersects(places.badge) || places.line.intersects(places.title)))
            faults << QStringLiteral("%1: its label covers another").arg(what);
    };
    for (std::size_t r = 0; r < layout.visibleRows(); ++r) {
        const auto& sequence = state.sequences[layout.rows()[r].sequence];
        for (std::uint32_t i = 0; i < sequence.blockTable.size(); ++i)
            checkCell(view.logicalCellRect(sequence.id, i), view.logicalLook(sequence.id, i),
                      QStringLiteral("sequence %1's entry L%2").arg(sequence.id).arg(i));
    }
    for (gml::KvBlockId block = 0; block < state.numBlocks(); ++block)
        checkCell(view.physicalCellRect(block), view.physicalLook(block), QStringLiteral("physical block %1").arg(block));
    return faults;
}

enum class Mode
{
    Window,
    Presenting,
    PresentingWithQuiz
};

QString modeName(Mode mode)
{
    switch (mode) {
    case Mode::Window: return QStringLiteral("window");
    case Mode::Presenting: return QStringLiteral("presentation");
    case Mode::PresentingWithQuiz: return QStringLiteral("presentation-quiz");
    }
    return {};
}

// One lesson in one language: every step of every scenario, at a desk, presenting, and presenting with the
// quiz shown. Nothing cut at any of them, the painted block tables readable, and the picture as large as
// the issue asks: at least a third of the screen at a desk once the introduction has folded (1280x800 and
// larger), at least 60% of the width presenting.
void checkLesson(const QString& lesson, const QString& language)
{
    QtTestApplication::clearUserFiles();
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    options.lesson = lesson;
    options.language = language;
    MainWindow window(options);
    const QRect screen = QGuiApplication::primaryScreen()->geometry();
    window.setGeometry(screen.adjusted(0, kTitleBarHeight, 0, 0));
    window.show();
    BOOST_REQUIRE(QTest::qWaitForWindowExposed(&window));
    settle();
    const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
    const QString shots = qEnvironmentVariable("GML_LAYOUT_SHOTS");
    const QWidget* picture = mainVisualization(window, lesson);
    BOOST_REQUIRE(picture != nullptr);
    QComboBox* chooser = LessonScenarios::chooser(window, lesson);
    const int scenarios = chooser != nullptr ? chooser->count() : 1;
    Player& player = window.player();

    const int languageIndex = int(kLanguages.indexOf(language));
    int caseIndex = 0;
    for (const Mode mode : {Mode::Window, Mode::Presenting, Mode::PresentingWithQuiz}) {
        if (mode != Mode::Window) {
            window.presentation()->setPresenting(true);
            window.presentation()->setQuizShown(mode == Mode::PresentingWithQuiz);
            settle();
            BOOST_REQUIRE(window.presentation()->isPresenting());
            BOOST_TEST((window.geometry() == screen), lesson << " " << language << ": the window fills the screen");
        }
        double smallestShare = 1.0;
        for (int scenario = 0; scenario < scenarios; ++scenario) {
            if (chooser != nullptr) {
                LessonScenarios::choose(*chooser, scenario);
                settle();
            }
            const int steps = std::max(player.stepCount(), 1);
            for (int step = 0; step < steps; ++step) {
                if (!LessonScenarios::looksAt(caseIndex++, languageIndex, int(kLanguages.size())))
                    continue;
                if (player.stepCount() > 0)
                    player.goToStep(step, false);
                settle();
                const QString where = QStringLiteral("%1 %2 %3 %4 scenario %5 step %6")
                                          .arg(lesson, language, size, modeName(mode))
                                          .arg(scenario + 1)
                                          .arg(step + 1);
                const LayoutFaults layout(window);
                QStringList faults = layout.faults();
                if (const auto* tables = window.findChild<BlockTableView*>(); tables && tables->isVisible())
                    faults << blockTableFaults(*tables);
                // Presenting, the narration shows whole: its captions never need their scroll bar.
                for (const auto* caption : window.findChildren<PresentationCaption*>())
                    if (caption->isVisible())
                        for (const auto* area : caption->findChildren<QScrollArea*>())
                            if (area->verticalScrollBar()->isVisible())
                                faults << QStringLiteral("the narration's captions are cut (%1 px shown of %2)")
                                              .arg(area->viewport()->height())
                                              .arg(area->widget() ? area->widget()->height() : 0);
                for (const QString& fault : std::as_const(faults))
                    BOOST_ERROR(where << ": " << fault);
                BOOST_TEST(picture->isVisible(), where << ": the lesson's picture shows");
                const double share = double(picture->width()) * picture->height() / (double(screen.width()) * screen.height());
                if (mode == Mode::Window && step > 0) // the introduction has folded
                    smallestShare = std::min(smallestShare, share);
                if (mode == Mode::Presenting)
                    BOOST_TEST(picture->width() >= 0.6 * screen.width(),
                               where << ": the picture is " << picture->width() << " px wide, less than 60%");
                if (!shots.isEmpty() && (!faults.isEmpty() || step + 1 == steps)) {
                    QDir().mkpath(shots);
                    window.grab().save(QStringLiteral("%1/%2.png").arg(shots, QString(where).replace(QLatin1Char(' '), QLatin1Char('-'))));
                }
            }
        }
        if (mode == Mode::Window && screen.width() >= 1280 && screen.height() >= 800 && smallestShare < 1.0)
            BOOST_TEST(smallestShare >= 1.0 / 3.0, lesson << " " << language << " " << size
                                                        << ": the picture takes " << std::lround(smallestShare * 100)
                                                        << "% of the screen, less than a third");
        std::printf("%s %s %s %s: %d scenarios; the picture's least share %.0f%%\n", qPrintable(lesson),
                    qPrintable(language), qPrintable(size), qPrintable(modeName(mode)), scenarios, smallestShare * 100);
        if (mode != Mode::Window)
            window.presentation()->setPresenting(false);
    }
}

void checkLesson(const QString& lesson)
{
    for (const QString& language : kLanguages)
        checkLesson(lesson, language);
}

QString fixture(const char* name)
{
    return sharedPath(QStringLiteral("fixtures/pytorch-snapshots/") + QLatin1String(name));
}

// A page made from the user's files rather than a lesson: a replayed snapshot, its category tab, or two
// snapshots compared. Nothing cut and no horizontal scroll bar, in the window and in presentation.
void checkFilePage(const QString& page, const QString& language, bool presenting)
{
    QtTestApplication::clearUserFiles();
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    options.language = language;
    MainWindow window(options);
    const QRect screen = QGuiApplication::primaryScreen()->geometry();
    window.setGeometry(screen.adjusted(0, kTitleBarHeight, 0, 0));
    window.show();
    BOOST_REQUIRE(QTest::qWaitForWindowExposed(&window));
    // Shown once loaded and replayed (the page may show the file's memory as a preview before that).
    QSignalSpy shown(&window, &MainWindow::snapshotShown);
    if (page == QLatin1String("comparison")) {
        window.compareSnapshots(fixture("ctx128-forward.pickle"), fixture("preexisting-segments.pickle"));
    } else {
        window.openSnapshot(fixture("ctx128-forward.pickle"));
    }
    const QString opened = page == QLatin1String("comparison") ? page : QStringLiteral("snapshot");
    BOOST_REQUIRE(QTest::qWaitFor([&] { return window.currentLessonId() == opened && (opened != QLatin1String("snapshot") || !shown.isEmpty()); }, 60000));
    if (page == QLatin1String("categories"))
        window.findChild<SnapshotView*>()->tabs()->setCurrentIndex(1);
    settle();
    if (presenting) {
        window.presentation()->setPresenting(true);
        settle();
    }
    const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
    const QString mode = presenting ? QStringLiteral("presentation") : QStringLiteral("window");
    const QString where = QStringLiteral("%1 %2 %3 %4").arg(page, language, size, mode);
    // A page made from a file settles after the replay and the window's activation come back from the
    // load (later under load): what counts is the layout that stays, looked at for up to a second.
    QStringList faults = LayoutFaults(window).faults();
    for (int i = 0; i < 10 && !faults.isEmpty(); ++i) {
        settle();
        faults = LayoutFaults(window).faults();
    }
    for (const QString& fault : std::as_const(faults))
        BOOST_ERROR(where << ": " << fault);
    std::printf("%s: %d faults\n", qPrintable(where), static_cast<int>(faults.size()));
    const QString shots = qEnvironmentVariable("GML_LAYOUT_SHOTS");
    if (!shots.isEmpty()) {
        QDir().mkpath(shots);
        window.grab().save(QStringLiteral("%1/%2-%3-%4-%5.png").arg(shots, page, language, size, mode));
    }
    if (presenting)
        window.presentation()->setPresenting(false);
}

// A torchtitan run folder from the fixtures (copied, never kept): step 1 with two ranks, step 2 with rank 1
// out of memory, so that every line a lane can show is there.
QString makeRun(const QTemporaryDir& root)
{
    const QString fixtures = QStringLiteral(GML_SHARED_DIR "/fixtures/pytorch-snapshots/");
    const QList<std::pair<QString, QString>> files{
        {QStringLiteral("ctx128-forward.pickle"), QStringLiteral("iteration_1/rank0_memory_snapshot.pickle")},
        {QStringLiteral("preexisting-segments.pickle"), QStringLiteral("iteration_1/rank1_memory_snapshot.pickle")},
        {QStringLiteral("preexisting-segments.pickle"), QStringLiteral("iteration_2/rank0_memory_snapshot.pickle")},
        {QStringLiteral("ctx128-forward.pickle"), QStringLiteral("iteration_2_exit/rank1_memory_snapshot.pickle")}};
    for (const auto& [fixture, relative] : files) {
        const QString target = root.filePath(QStringLiteral("memory_snapshot/") + relative);
        QDir().mkpath(QFileInfo(target).absolutePath());
        BOOST_REQUIRE(QFile::copy(fixtures + fixture, target));
    }
    return root.filePath(QStringLiteral("memory_snapshot"));
}

// The run page in one case, on its out-of-memory step; faults fail the test.
void checkRunCase(const QString& folder, const QString& language, bool presenting)
{
    QtTestApplication::clearUserFiles();
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    options.language = language;
    MainWindow window(options);
    const QRect screen = QGuiApplication::primaryScreen()->geometry();
    window.setGeometry(screen.adjusted(0, kTitleBarHeight, 0, 0));
    window.show();
    BOOST_REQUIRE(QTest::qWaitForWindowExposed(&window));
    window.openRun({folder});
    auto* presenter = window.findChild<RunPresenter*>();
    BOOST_REQUIRE(QTest::qWaitFor([&] { return window.currentLessonId() == QStringLiteral("run") && !presenter->loading(); },
                                  60000));
    auto* view = window.findChild<RunView*>();
    view->stepChooser()->setCurrentIndex(view->stepChooser()->count() - 1);
    settle();
    if (presenting) {
        window.presentation()->setPresenting(true);
        settle();
        BOOST_REQUIRE(window.presentation()->isPresenting());
    }
    const QString where = QStringLiteral("run %1 %2x%3 %4")
                              .arg(language)
                              .arg(screen.width())
                              .arg(screen.height())
                              .arg(presenting ? QStringLiteral("presentation") : QStringLiteral("window"));
    BOOST_TEST(view->lanes()->lanes().size() == 2u, where);
    BOOST_TEST(view->lanes()->isVisible(), where << ": the lanes show");
    const LayoutFaults layout(window);
    for (const QString& fault : layout.faults())
        BOOST_ERROR(where << ": " << fault);
    std::printf("%s: lanes %dx%d; %d faults\n", qPrintable(where), view->lanes()->width(), view->lanes()->height(),
                static_cast<int>(layout.faults().size()));
    const QString shots = qEnvironmentVariable("GML_LAYOUT_SHOTS");
    if (!shots.isEmpty()) {
        QDir().mkpath(shots);
        window.grab().save(QStringLiteral("%1/%2.png").arg(shots, QString(where).replace(QLatin1Char(' '), QLatin1Char('-'))));
    }
    if (presenting)
        window.presentation()->setPresenting(false);
}

// Every language in the window and presenting; dealt out under GML_CHECK_SPREAD (see LessonScenarios):
// English and Swahili in the window, Bengali and Wolof presenting.
template <typename Check>
void forEachLanguageAndMode(const Check& check)
{
    for (int i = 0; i < int(kLanguages.size()); ++i)
        for (const bool presenting : {false, true})
            if (LessonScenarios::looksAt(presenting ? 1 : 0, i % 2, 2))
                check(kLanguages[i], presenting);
}

} // namespace

BOOST_AUTO_TEST_CASE(a_replayed_snapshot_fits_in_every_language_and_mode)
{
    forEachLanguageAndMode([](const QString& language, bool presenting) { checkFilePage(QStringLiteral("snapshot"), language, presenting); });
}

BOOST_AUTO_TEST_CASE(a_snapshots_memory_by_category_fits_in_every_language_and_mode)
{
    forEachLanguageAndMode([](const QString& language, bool presenting) { checkFilePage(QStringLiteral("categories"), language, presenting); });
}

BOOST_AUTO_TEST_CASE(two_snapshots_compared_fit_in_every_language_and_mode)
{
    forEachLanguageAndMode([](const QString& language, bool presenting) { checkFilePage(QStringLiteral("comparison"), language, presenting); });
}

BOOST_AUTO_TEST_CASE(caching_allocator_fits_in_every_language_and_mode)
{
    checkLesson(QStringLiteral("caching-allocator"));
}

BOOST_AUTO_TEST_CASE(paged_kv_cache_fits_in_every_language_and_mode)
{
    checkLesson(QStringLiteral("paged-kv-cache"));
}

BOOST_AUTO_TEST_CASE(activation_checkpointing_fits_in_every_language_and_mode)
{
    checkLesson(QStringLiteral("activation-checkpointing"));
}

BOOST_AUTO_TEST_CASE(run_page_fits_in_every_language_and_mode)
{
    QTemporaryDir root;
    const QString folder = makeRun(root);
    forEachLanguageAndMode([&](const QString& language, bool presenting) { checkRunCase(folder, language, presenting); });
}
