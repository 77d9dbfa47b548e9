#define BOOST_TEST_MODULE accessibility
#include "QtTestApplication.h"

#include "CourseCatalog.h"
#include "LessonPage.h"
#include "MainWindow.h"
#include "PlaybackToolbar.h"
#include "QuizPanel.h"
#include "StartupOptions.h"

#include <QAccessible>
#include <QDockWidget>
#include <QStackedWidget>
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
            for (QWidget* widget : stops)
                BOOST_TEST(!spokenName(widget).isEmpty(), describe(widget) << " has no accessible name");

            // Tab from the first control goes round the window: every control is on the way.
            QSet<QWidget*> reached;
            QStringList order;
            stops.front()->setFocus(Qt::TabFocusReason);
            const auto allReached = [&] {
                return std::all_of(stops.begin(), stops.end(), [&](QWidget* stop) { return reached.contains(stop); });
            };
            for (int i = 0; i < 4 * stops.size() + 50 && !allReached(); ++i) {
                reached.insert(QApplication::focusWidget());
                order.append(describe(QApplication::focusWidget()));
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            }
            for (QWidget* widget : stops)
                BOOST_TEST(reached.contains(widget), describe(widget) << " is not reached by Tab; Tab went "
                                                                      << order.join(QStringLiteral(" → ")));
        }
    }
}
