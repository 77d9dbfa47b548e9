#define BOOST_TEST_MODULE layout
#include "QtTestApplication.h"

#include "app/content/common/StartupOptions.h"
#include "app/presentation/PresentationController.h"
#include "app/run/RunPresenter.h"
#include "app/window/MainWindow.h"
#include "LayoutFaults.h"
#include "widgets/lesson/LessonLayout.h"
#include "widgets/lesson/LessonPage.h"
#include "widgets/run/RunView.h"
#include "widgets/snapshot/SnapshotView.h"

#include <QComboBox>
#include <QTemporaryDir>
#include <QFile>
#include <QDir>
#include <QScreen>
#include <QTabWidget>
#include <QTest>

#include <cstdio>

// Every lesson, in every language, in the window and in presentation, on the screen CTest gives this run
// (offscreen:configfile=screen-WxH.json; 1280x800 and 1920x1080 are each a test of their own): nothing cut,
// no horizontal scroll bar, and in presentation the lesson's picture takes at least 60% of the width.
//
// GML_LAYOUT_SHOTS=DIR saves what each case looks like, as DIR/<lesson>-<language>-<WxH>-<mode>.png.

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
}

struct Share
{
    double width = 0;
    double height = 0;
};

// Lays the lesson out in one case and returns the picture's share of the screen; faults fail the test.
Share checkCase(const QString& lesson, const QString& language, bool presenting)
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
    if (presenting) {
        window.presentation()->setPresenting(true);
        settle();
        BOOST_REQUIRE(window.presentation()->isPresenting());
    }
    const QString mode = presenting ? QStringLiteral("presentation") : QStringLiteral("window");
    const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
    const QString where = QStringLiteral("%1 %2 %3 %4").arg(lesson, language, size, mode);

    if (presenting)
        BOOST_TEST((window.geometry() == screen), where << ": the window fills the screen");
    const LayoutFaults layout(window);
    for (const QString& fault : layout.faults())
        BOOST_ERROR(where << ": " << fault);

    const QWidget* picture = mainVisualization(window, lesson);
    BOOST_REQUIRE(picture != nullptr);
    BOOST_TEST(picture->isVisible(), where << ": the lesson's picture shows");
    const Share share{double(picture->width()) / screen.width(), double(picture->height()) / screen.height()};
    if (presenting)
        BOOST_TEST(share.width >= 0.6, where << ": the picture takes " << std::lround(share.width * 100)
                                            << "% of the width, less than 60%");
    std::printf("%s: picture %dx%d, %.0f%% of the width, %.0f%% of the height; %d faults\n", qPrintable(where),
                picture->width(), picture->height(), share.width * 100, share.height * 100,
                static_cast<int>(layout.faults().size()));

    const QString shots = qEnvironmentVariable("GML_LAYOUT_SHOTS");
    if (!shots.isEmpty()) {
        QDir().mkpath(shots);
        window.grab().save(QStringLiteral("%1/%2-%3-%4-%5.png").arg(shots, lesson, language, size, mode));
    }
    if (presenting)
        window.presentation()->setPresenting(false);
    return share;
}

void checkLesson(const QString& lesson)
{
    for (const QString& language : kLanguages)
        for (const bool presenting : {false, true})
            checkCase(lesson, language, presenting);
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
    if (page == QLatin1String("comparison")) {
        window.compareSnapshots(fixture("ctx128-forward.pickle"), fixture("preexisting-segments.pickle"));
    } else {
        window.openSnapshot(fixture("ctx128-forward.pickle"));
    }
    const QString opened = page == QLatin1String("comparison") ? page : QStringLiteral("snapshot");
    BOOST_REQUIRE(QTest::qWaitFor([&] { return window.currentLessonId() == opened; }, 60000));
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
    const LayoutFaults layout(window);
    for (const QString& fault : layout.faults())
        BOOST_ERROR(where << ": " << fault);
    std::printf("%s: %d faults\n", qPrintable(where), static_cast<int>(layout.faults().size()));
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

} // namespace

BOOST_AUTO_TEST_CASE(a_replayed_snapshot_fits_in_every_language_and_mode)
{
    for (const QString& language : kLanguages)
        for (const bool presenting : {false, true})
            checkFilePage(QStringLiteral("snapshot"), language, presenting);
}

BOOST_AUTO_TEST_CASE(a_snapshots_memory_by_category_fits_in_every_language_and_mode)
{
    for (const QString& language : kLanguages)
        for (const bool presenting : {false, true})
            checkFilePage(QStringLiteral("categories"), language, presenting);
}

BOOST_AUTO_TEST_CASE(two_snapshots_compared_fit_in_every_language_and_mode)
{
    for (const QString& language : kLanguages)
        for (const bool presenting : {false, true})
            checkFilePage(QStringLiteral("comparison"), language, presenting);
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
    for (const QString& language : kLanguages)
        for (const bool presenting : {false, true})
            checkRunCase(folder, language, presenting);
}
