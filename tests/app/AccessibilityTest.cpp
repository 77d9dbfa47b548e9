#include "QtTestApplication.h"

#include "app/content/common/StartupOptions.h"
#include "app/content/lesson/CourseCatalog.h"
#include "app/window/MainWindow.h"
#include "widgets/export/ExportDialog.h"
#include "widgets/lesson/LessonPage.h"
#include "widgets/lesson/PlaybackToolbar.h"
#include "widgets/quiz/QuizPanel.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAction>
#include <QKeySequence>
#include <QMenuBar>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QStackedWidget>
#include <QTabBar>
#include <QTest>

namespace {

StartupOptions simulated()
{
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    return options;
}

QString describe(const QWidget* widget)
{
    return QStringLiteral("%1 \"%2\" (in %3)")
        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
             widget->parentWidget() ? QString::fromLatin1(widget->parentWidget()->metaObject()->className())
                                    : QStringLiteral("nothing"));
}

// What a screen reader would say for the widget: its accessible name, else what Qt derives (a button's text,
// a buddy label's text for a spin box or slider).
QString spokenName(QWidget* widget)
{
    QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(widget);
    return accessible ? accessible->text(QAccessible::Name).trimmed() : QString();
}

// Every control a keyboard user can land on with Tab, shown on the page or in the quiz.
QList<QWidget*> tabStops(const QList<QWidget*>& roots, const QWidget& window)
{
    QList<QWidget*> stops;
    for (QWidget* root : roots)
        for (QWidget* widget : root->findChildren<QWidget*>())
            if ((widget->focusPolicy() & Qt::TabFocus) == Qt::TabFocus && widget->isVisibleTo(&window) &&
                widget->isEnabled() && !widget->focusProxy())
                stops.append(widget);
    return stops;
}

// Every stop has a name, and Tab from the first goes round them all.
void checkNamesAndTabOrder(const QList<QWidget*>& stops)
{
    for (QWidget* widget : stops)
        BOOST_TEST(!spokenName(widget).isEmpty(), describe(widget) << " has no accessible name");
    QSet<QWidget*> reached;
    QStringList order;
    stops.front()->setFocus(Qt::TabFocusReason);
    const auto allReached = [&] {
        return std::all_of(stops.begin(), stops.end(), [&](QWidget* stop) { return reached.contains(stop); });
    };
    for (int i = 0; i < 4 * stops.size() + 50 && !allReached(); ++i) {
        // The focus moves when the window has handled the key; in a slow (sanitized) build that can be after
        // keyClick returns, with no widget focused in between. Wait for it rather than read a null.
        BOOST_REQUIRE_MESSAGE(QTest::qWaitFor([] { return QApplication::focusWidget() != nullptr; }, 5000),
                              "the focus left the window; Tab went " << order.join(QStringLiteral(" → ")));
        QWidget* focused = QApplication::focusWidget();
        reached.insert(focused);
        order.append(describe(focused));
        QTest::keyClick(focused, Qt::Key_Tab);
    }
    for (QWidget* widget : stops)
        BOOST_TEST(reached.contains(widget), describe(widget) << " is not reached by Tab; Tab went "
                                                              << order.join(QStringLiteral(" → ")));
}

} // namespace

BOOST_AUTO_TEST_CASE(every_focusable_control_of_each_lesson_page_has_a_name_and_is_reached_by_tab)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(simulated());
    window.resize(1600, 1000);
    window.show();
    QApplication::setActiveWindow(&window);
    BOOST_REQUIRE(QTest::qWaitForWindowActive(&window));
    auto* pages = window.findChild<QStackedWidget*>(QStringLiteral("lessonPages"));
    const QStringList lessons{QStringLiteral("caching-allocator"), QStringLiteral("paged-kv-cache"),
                              QStringLiteral("activation-checkpointing")};
    for (const QString& lesson : lessons) {
        BOOST_TEST_CONTEXT("lesson " << lesson.toStdString())
        {
            window.openLesson(lesson);
            BOOST_REQUIRE(window.currentLessonId() == lesson);
            // The page and its quiz, and the window's own controls: playback and the list of lessons.
            QList<QWidget*> roots{pages->currentWidget()};
            roots << window.quizPanel() << window.findChild<PlaybackToolbar*>() << window.lessonDock();
            const QList<QWidget*> stops = tabStops(roots, window);
            BOOST_TEST(stops.size() > 5);
            checkNamesAndTabOrder(stops);
        }
    }
}

BOOST_AUTO_TEST_CASE(every_focusable_control_of_the_snapshot_page_has_a_name_and_is_reached_by_tab)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(simulated());
    window.resize(1600, 1000);
    window.show();
    QApplication::setActiveWindow(&window);
    BOOST_REQUIRE(QTest::qWaitForWindowActive(&window));
    // Two files: the smallest, and one with a trace (its timeline has a cursor to move) and two devices (the
    // device picker shows).
    for (const char* file : {"tiny-no-trace.pickle", "two-devices.pickle", "ctx128-forward.pickle"}) {
        BOOST_TEST_CONTEXT("snapshot " << file)
        {
            const QString name = QString::fromLatin1(file);
            window.openSnapshot(sharedPath(QStringLiteral("fixtures/pytorch-snapshots/") + name));
            BOOST_REQUIRE(QTest::qWaitFor(
                [&] {
                    auto* title = window.findChild<QLabel*>(QStringLiteral("snapshotTitle"));
                    return window.currentLessonId() == QStringLiteral("snapshot") && title &&
                           title->text() == name;
                },
                30000));
            auto* pages = window.findChild<QStackedWidget*>(QStringLiteral("lessonPages"));
            QList<QWidget*> roots{pages->currentWidget()};
            roots << window.quizPanel() << window.findChild<PlaybackToolbar*>() << window.lessonDock();
            const QList<QWidget*> stops = tabStops(roots, window);
            BOOST_TEST(stops.size() > 5);
            BOOST_TEST(std::any_of(stops.begin(), stops.end(),
                                   [](QWidget* w) {
                                       return w->objectName() == QStringLiteral("activeMemoryTimeline");
                                   }),
                       "the active memory timeline takes the focus");
            checkNamesAndTabOrder(stops);
        }
    }
}

BOOST_AUTO_TEST_CASE(every_focusable_control_of_the_export_dialog_has_a_name_and_is_reached_by_tab)
{
    ExportDialog dialog({{QStringLiteral("page"), QStringLiteral("Whole lesson page"), {1280, 860}},
                         {QStringLiteral("memory-map"), QStringLiteral("Memory map"), {1000, 400}}},
                        QStringLiteral("caching-allocator"),
                        QStringLiteral("Caching allocator · step 3 of 4 · event 9 of 16"),
                        ExportRange{{5, 7, 8, 15}, 16, 3, 9, false}, QDir::tempPath());
    dialog.show();
    QApplication::setActiveWindow(&dialog);
    BOOST_REQUIRE(QTest::qWaitForWindowActive(&dialog));
    auto* format = dialog.findChild<QComboBox*>(QStringLiteral("exportFormat"));
    auto* size = dialog.findChild<QComboBox*>(QStringLiteral("exportSize"));
    BOOST_REQUIRE((format && size));
    // A PNG at a chosen DPI (the DPI box shows), then a GIF (the animation's steps and delay are enabled).
    const QList<QPair<int, int>> settings{{0, 3}, {3, 0}};
    for (const auto& [row, sizeRow] : settings) {
        BOOST_TEST_CONTEXT("format row " << row << ", size row " << sizeRow)
        {
            format->setCurrentIndex(row);
            size->setCurrentIndex(sizeRow);
            const QList<QWidget*> stops = tabStops({&dialog}, dialog);
            BOOST_TEST(stops.size() >= 7);
            checkNamesAndTabOrder(stops);
        }
    }
}

// Alt+letter reaches one control: two controls on screen with the same mnemonic (the step controls' "&Next
// step" and the checkpoint panel's "&Number of layers" were both Alt+N) make Qt move between them instead of
// pressing either. For every lesson page, in every language, with the window's menus.
BOOST_AUTO_TEST_CASE(no_two_controls_on_a_lesson_page_share_a_mnemonic_in_any_language)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("bn"), QStringLiteral("sw"), QStringLiteral("wo")}) {
        QtTestApplication::clearUserFiles();
        StartupOptions options = simulated();
        options.language = language;
        MainWindow window(options);
        window.resize(1600, 1000);
        window.show();
        BOOST_REQUIRE(QTest::qWaitForWindowExposed(&window));
        auto* pages = window.findChild<QStackedWidget*>(QStringLiteral("lessonPages"));
        const auto check = [&](const QString& lesson) {
            QMap<QKeySequence, QStringList> owners;
            const auto note = [&](const QString& text, const QString& who) {
                const QKeySequence key = QKeySequence::mnemonic(text);
                if (!key.isEmpty())
                    owners[key].append(QStringLiteral("%1 “%2”").arg(who, text));
            };
            QList<QWidget*> roots{pages->currentWidget()};
            roots << window.quizPanel() << window.findChild<PlaybackToolbar*>() << window.lessonDock();
            for (QWidget* root : roots)
                for (QWidget* widget : root->findChildren<QWidget*>()) {
                    if (!widget->isVisibleTo(&window))
                        continue;
                    if (auto* button = qobject_cast<QAbstractButton*>(widget))
                        note(button->text(), widget->objectName());
                    else if (auto* label = qobject_cast<QLabel*>(widget); label && label->buddy())
                        note(label->text(), label->buddy()->objectName());
                    else if (auto* tabs = qobject_cast<QTabBar*>(widget))
                        for (int i = 0; i < tabs->count(); ++i)
                            note(tabs->tabText(i), QStringLiteral("tab"));
                }
            for (QAction* menu : window.menuBar()->actions())
                note(menu->text(), QStringLiteral("menu"));
            for (auto it = owners.begin(); it != owners.end(); ++it)
                BOOST_TEST_MESSAGE("KEYS " << language << " " << lesson << " " << it.key().toString().toStdString() << " = "
                                           << it.value().join(QStringLiteral(" | ")).toStdString());
            for (auto it = owners.begin(); it != owners.end(); ++it)
                BOOST_TEST(it.value().size() == 1, language << " " << lesson << ": " << it.key().toString().toStdString()
                                                            << " is " << it.value().join(QStringLiteral(", ")).toStdString());
        };
        for (const QString& lesson : {QStringLiteral("caching-allocator"), QStringLiteral("paged-kv-cache"),
                                      QStringLiteral("activation-checkpointing")}) {
            window.openLesson(lesson);
            check(lesson);
        }
        // An opened snapshot's page, its tabs and the window's menus together.
        window.openSnapshot(sharedPath(QStringLiteral("fixtures/pytorch-snapshots/two-devices.pickle")));
        BOOST_REQUIRE(QTest::qWaitFor([&] { return window.currentLessonId() == QStringLiteral("snapshot"); }, 30000));
        check(QStringLiteral("snapshot"));
    }
}
