#include "QtTestApplication.h"

#include "app/content/common/Player.h"
#include "app/content/common/StartupOptions.h"
#include "app/content/lesson/CourseCatalog.h"
#include "app/content/quiz/QuizSession.h"
#include "app/window/MainWindow.h"
#include "widgets/lesson/LessonPage.h"
#include "widgets/lesson/PlaybackToolbar.h"
#include "widgets/quiz/QuizOptionButton.h"
#include "widgets/quiz/QuizPanel.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFontDatabase>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QRawFont>
#include <QStackedWidget>
#include <QTest>

namespace {

StartupOptions simulatedOptions()
{
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    return options;
}

QString labelText(const QWidget& root, const char* name)
{
    const auto* label = root.findChild<QLabel*>(QLatin1String(name));
    BOOST_REQUIRE_MESSAGE(label, "label " << name << " exists");
    return label->text();
}

QString lessonTitle(const MainWindow& window)
{
    const auto* pages = window.findChild<QStackedWidget*>(QStringLiteral("lessonPages"));
    return labelText(*pages->currentWidget(), "lessonTitle");
}

// Shortcuts reach only the active window, as for a person at the keyboard.
void activate(MainWindow& window)
{
    window.show();
    QApplication::setActiveWindow(&window);
    BOOST_REQUIRE(QTest::qWaitForWindowActive(&window));
}

QStringList menuTitles(const MainWindow& window)
{
    QStringList titles;
    for (QAction* action : window.menuBar()->actions())
        titles.append(action->text());
    return titles;
}

} // namespace

BOOST_AUTO_TEST_CASE(opens_on_a_lesson_with_its_quiz_docked_beside_it)
{
    QtTestApplication::clearUserFiles();
    StartupOptions options = simulatedOptions();
    options.lesson = QStringLiteral("activation-checkpointing");
    MainWindow window(options);
    window.show();
    BOOST_TEST(window.currentLessonId() == QStringLiteral("activation-checkpointing"));
    BOOST_TEST(window.dockWidgetArea(window.quizDock()) == Qt::RightDockWidgetArea);
    BOOST_TEST(window.quizDock()->isVisible());
    // Two quizzes for this lesson: the panel offers a choice.
    const auto* selector = window.quizPanel()->findChild<QWidget*>(QStringLiteral("quizSelector"));
    BOOST_TEST(selector->isVisible());
    BOOST_TEST(lessonTitle(window) == QStringLiteral("Activation checkpointing"));
    BOOST_TEST(window.deviceStatus() == QStringLiteral("Simulated device (80 GiB) · chosen with --device sim"));
    // Each lesson's animation drives the player, and switching lessons switches what it plays.
    const int checkpointSteps = window.player().eventCount();
    BOOST_TEST(checkpointSteps > 0);
    // The toolbar names what it counts, in each lesson's word: never "Step", which the narration beside it
    // uses for its own, larger, steps.
    const auto* toolbar = window.findChild<PlaybackToolbar*>();
    BOOST_REQUIRE(toolbar);
    window.player().seek(0);
    BOOST_TEST(labelText(*toolbar, "position") == QStringLiteral("Operation 1 of %1").arg(checkpointSteps));
    window.openLesson(QStringLiteral("paged-kv-cache"));
    BOOST_TEST(window.player().eventCount() > 0);
    BOOST_TEST(window.player().eventCount() != checkpointSteps);
    window.openLesson(QStringLiteral("caching-allocator"));
    window.player().seek(2);
    const int allocatorEvents = window.player().eventCount();
    BOOST_TEST(labelText(*toolbar, "position") == QStringLiteral("Event 3 of %1").arg(allocatorEvents));
    const auto* speed = toolbar->findChild<QComboBox*>(QStringLiteral("speed"));
    BOOST_REQUIRE(speed);
    BOOST_TEST(speed->currentText() == QStringLiteral("2 events/s"));
}

BOOST_AUTO_TEST_CASE(answering_shows_the_verdict_and_explanation_at_once)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(simulatedOptions());
    activate(window);
    QuizPanel* panel = window.quizPanel();
    QuizSession* session = panel->currentSession();
    BOOST_REQUIRE(session);
    const auto* explanation = panel->findChild<QLabel*>(QStringLiteral("explanation"));
    BOOST_TEST(explanation->isHidden());

    // Question 1's right answer is option 4; click option 2 instead.
    QTest::mouseClick(panel->optionButton(1), Qt::LeftButton);
    BOOST_TEST(!explanation->isHidden());
    BOOST_TEST(explanation->text() == session->quiz().questions.at(0).explanation.text(QStringLiteral("en")));
    BOOST_TEST(labelText(*panel, "feedback") == QStringLiteral("✗ Not quite: the right answer is option 4."));
    BOOST_TEST((panel->optionButton(3)->result() == QuizOptionButton::Result::Correct));
    BOOST_TEST((panel->optionButton(1)->result() == QuizOptionButton::Result::WrongChoice));
    BOOST_TEST(labelText(*panel, "score") == QStringLiteral("Score: 0 / 8"));

    // Keyboard: Enter goes on, key 2 answers question 2 (its right answer is option 2).
    panel->optionButton(0)->setFocus();
    QTest::keyClick(panel->optionButton(0), Qt::Key_Return);
    BOOST_TEST(labelText(*panel, "questionCounter") == QStringLiteral("Question 2 of 8"));
    QTest::keyClick(panel->optionButton(0), Qt::Key_2);
    BOOST_TEST(labelText(*panel, "feedback") == QStringLiteral("✓ Correct."));
    BOOST_TEST(labelText(*panel, "score") == QStringLiteral("Score: 1 / 8"));
    QTest::keyClick(panel->optionButton(0), Qt::Key_Left);
    BOOST_TEST(labelText(*panel, "questionCounter") == QStringLiteral("Question 1 of 8"));

    // Retry the missed one.
    auto* retry = panel->findChild<QPushButton*>(QStringLiteral("retryButton"));
    BOOST_TEST(retry->isEnabled());
    QTest::mouseClick(retry, Qt::LeftButton);
    BOOST_TEST(session->isRetrying());
    BOOST_TEST(explanation->isHidden());
    QTest::keyClick(panel->optionButton(0), Qt::Key_4);
    BOOST_TEST(labelText(*panel, "score") == QStringLiteral("Score: 2 / 8"));
}

BOOST_AUTO_TEST_CASE(switching_language_retranslates_the_whole_window_at_once)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(simulatedOptions());
    window.show();
    QTest::mouseClick(window.quizPanel()->optionButton(3), Qt::LeftButton);
    BOOST_TEST(menuTitles(window).first() == QStringLiteral("&File"));

    window.setLanguage(QStringLiteral("bn"));
    BOOST_TEST(window.language() == QStringLiteral("bn"));
    const QStringList bengaliMenus = menuTitles(window);
    BOOST_TEST(bengaliMenus.first() != QStringLiteral("&File"), "the File menu is translated");
    BOOST_TEST(bengaliMenus.first() == QCoreApplication::translate("MainWindow", "&File"));
    BOOST_TEST(window.quizDock()->windowTitle() == QCoreApplication::translate("MainWindow", "Quiz"));
    BOOST_TEST(window.quizDock()->windowTitle() != QStringLiteral("Quiz"));
    // Content follows: lesson title, quiz prompt and the explanation shown, in Bengali.
    CourseCatalog catalog;
    catalog.load({QStringLiteral(":/content")});
    BOOST_TEST(lessonTitle(window) ==
               catalog.lesson(QStringLiteral("caching-allocator"))->title.text(QStringLiteral("bn")));
    const Quiz* quiz = catalog.quiz(QStringLiteral("fragmentation"));
    BOOST_TEST(labelText(*window.quizPanel(), "prompt") == quiz->questions.at(0).prompt.text(QStringLiteral("bn")));
    BOOST_TEST(labelText(*window.quizPanel(), "explanation") ==
               quiz->questions.at(0).explanation.text(QStringLiteral("bn")));
    BOOST_TEST(labelText(*window.quizPanel(), "score") != QStringLiteral("Score: 1 / 8"));
    const auto* device = window.findChild<QLabel*>(QStringLiteral("deviceStatus"));
    BOOST_TEST(device->text() == QCoreApplication::translate("MainWindow", "Simulated device (%1) · chosen with --device sim")
                                     .arg(QStringLiteral("80 GiB")));
    BOOST_TEST(!device->text().startsWith(QStringLiteral("Simulated")), "the status bar is translated");

    for (const QString code : {"sw", "wo"}) {
        window.setLanguage(code);
        BOOST_TEST(menuTitles(window).first() != QStringLiteral("&File"), code);
        BOOST_TEST(labelText(*window.quizPanel(), "prompt") == quiz->questions.at(0).prompt.text(code));
    }
    window.setLanguage(QStringLiteral("en"));
    BOOST_TEST(menuTitles(window).first() == QStringLiteral("&File"));
    BOOST_TEST(labelText(*window.quizPanel(), "score") == QStringLiteral("Score: 1 / 8"));
}

BOOST_AUTO_TEST_CASE(layout_language_lesson_and_progress_survive_a_restart)
{
    QtTestApplication::clearUserFiles();
    {
        MainWindow window(simulatedOptions());
        window.show();
        window.resize(1100, 700);
        window.openLesson(QStringLiteral("paged-kv-cache"));
        window.setLanguage(QStringLiteral("sw"));
        window.openLesson(QStringLiteral("caching-allocator"));
        QTest::mouseClick(window.quizPanel()->optionButton(3), Qt::LeftButton);
        window.quizDock()->hide();
        window.close();
    }
    MainWindow reopened(simulatedOptions());
    reopened.show();
    BOOST_TEST(reopened.language() == QStringLiteral("sw"));
    BOOST_TEST(reopened.currentLessonId() == QStringLiteral("caching-allocator"));
    BOOST_TEST(reopened.width() == 1100);
    BOOST_TEST(reopened.height() == 700);
    BOOST_TEST(reopened.quizDock()->isHidden(), "the closed quiz dock stays closed");
    BOOST_TEST(reopened.quizPanel()->currentSession()->score() == 1);

    // The View menu brings the dock back, and Restore default layout re-docks everything.
    reopened.quizDock()->toggleViewAction()->trigger();
    BOOST_TEST(reopened.quizDock()->isVisible());
    reopened.quizDock()->setFloating(true);
    reopened.lessonDock()->hide();
    reopened.restoreDefaultLayout();
    BOOST_TEST(!reopened.quizDock()->isFloating());
    BOOST_TEST(reopened.lessonDock()->isVisible());
    BOOST_TEST(reopened.dockWidgetArea(reopened.quizDock()) == Qt::RightDockWidgetArea);
}

BOOST_AUTO_TEST_CASE(bengali_text_has_glyphs_at_every_size)
{
    // Noto Sans Bengali (fonts-noto-core) must be installed; without it Bengali shows as empty boxes.
    BOOST_REQUIRE_MESSAGE(!QFontDatabase::families(QFontDatabase::Bengali).isEmpty(),
                          "a font for Bengali is installed (apt-get install fonts-noto-core)");
    CourseCatalog catalog;
    catalog.load({QStringLiteral(":/content")});
    QString bengali;
    for (const auto& question : catalog.quiz(QStringLiteral("fragmentation"))->questions)
        bengali += question.prompt.text(QStringLiteral("bn"));
    for (const int pixels : {11, 16, 28, 48, 96}) {
        QFont font = QApplication::font();
        font.setPixelSize(pixels);
        const QRawFont raw = QRawFont::fromFont(font, QFontDatabase::Bengali);
        BOOST_REQUIRE(raw.isValid());
        for (const QChar c : std::as_const(bengali))
            if (c.script() == QChar::Script_Bengali)
                BOOST_TEST(raw.supportsCharacter(c), "U+" << QString::number(c.unicode(), 16) << " at " << pixels << " px");
    }
}

BOOST_AUTO_TEST_CASE(command_line_options)
{
    StartupOptions options;
    QString message;
    const QString app = QStringLiteral("gpu-memory-lab");
    BOOST_TEST((StartupOptions::parse({app, QStringLiteral("--version")}, &options, &message) ==
                StartupOptions::Outcome::ExitOk));
    BOOST_TEST(message.contains(QStringLiteral(GML_VERSION_STRING)));
    BOOST_TEST((StartupOptions::parse({app, QStringLiteral("--help")}, &options, &message) ==
                StartupOptions::Outcome::ExitOk));
    BOOST_TEST(message.contains(QStringLiteral("--lesson")));
    BOOST_TEST((StartupOptions::parse({app, QStringLiteral("--language"), QStringLiteral("fr")}, &options, &message) ==
                StartupOptions::Outcome::ExitBadInput));
    BOOST_TEST(message == QStringLiteral("unknown language 'fr': choose en, bn, sw or wo"));
    BOOST_TEST((StartupOptions::parse({app, QStringLiteral("--device"), QStringLiteral("tpu")}, &options, &message) ==
                StartupOptions::Outcome::ExitBadInput));
    BOOST_TEST((StartupOptions::parse({app, QStringLiteral("--lesson"), QStringLiteral("paged-kv-cache"),
                                       QStringLiteral("--language"), QStringLiteral("wo"), QStringLiteral("--device"),
                                       QStringLiteral("sim")},
                                      &options, &message) == StartupOptions::Outcome::Run));
    BOOST_TEST(options.lesson == QStringLiteral("paged-kv-cache"));
    BOOST_TEST(options.language == QStringLiteral("wo"));
    BOOST_TEST((options.device == gml::DeviceKind::Simulated));
    // --compare takes exactly two files, A then B, and no --export.
    StartupOptions comparing;
    BOOST_TEST((StartupOptions::parse({app, QStringLiteral("--compare"), QStringLiteral("a.pickle"),
                                       QStringLiteral("b.pickle")},
                                      &comparing, &message) == StartupOptions::Outcome::Run));
    BOOST_TEST(comparing.compare);
    BOOST_TEST(comparing.files == (QStringList{QStringLiteral("a.pickle"), QStringLiteral("b.pickle")}));
    BOOST_TEST((StartupOptions::parse({app, QStringLiteral("--compare"), QStringLiteral("a.pickle")}, &comparing,
                                      &message) == StartupOptions::Outcome::ExitBadInput));
    BOOST_TEST(message == QStringLiteral("--compare needs two snapshot files, A and B"));
}

BOOST_AUTO_TEST_CASE(changing_the_language_rewrites_the_narration_and_keeps_the_place)
{
    QtTestApplication::clearUserFiles();
    StartupOptions options = simulatedOptions();
    options.lesson = QStringLiteral("paged-kv-cache");
    options.language = QStringLiteral("en");
    MainWindow window(options);
    window.show();
    window.player().seek(9);
    window.player().goToStep(window.player().step(), false); // the end of the step event 9 is in
    const int place = window.player().cursor();
    const auto* pages = window.findChild<QStackedWidget*>(QStringLiteral("lessonPages"));
    const QString englishNarration = labelText(*pages->currentWidget(), "narration");
    const QString englishReason = labelText(*pages->currentWidget(), "eventReason");
    BOOST_TEST(englishNarration.contains(QStringLiteral("Four score and seven years ago our")), englishNarration);
    window.setLanguage(QStringLiteral("sw"));
    // The same place, now in Swahili: the narration is the content's, the reason the engine's facts in words,
    // and the prompt the Swahili one.
    BOOST_TEST(window.player().cursor() == place);
    const QString narration = labelText(*pages->currentWidget(), "narration");
    BOOST_TEST(narration != englishNarration);
    BOOST_TEST(narration.contains(QStringLiteral("Ee Mungu nguvu yetu")), narration);
    BOOST_TEST(labelText(*pages->currentWidget(), "eventReason") != englishReason);
    window.setLanguage(QStringLiteral("en"));
    BOOST_TEST(labelText(*pages->currentWidget(), "narration") == englishNarration);
    BOOST_TEST(window.player().cursor() == place);
}

// A lesson keeps its scenario, settings, step and event when another lesson takes the player, and across a
// restart; the command line opens a lesson at a scenario and a step, to prepare a class.
BOOST_AUTO_TEST_CASE(each_lesson_keeps_its_place_across_lessons_and_restarts)
{
    QtTestApplication::clearUserFiles();
    int stepEnd = 0;
    {
        StartupOptions options = simulatedOptions();
        options.lesson = QStringLiteral("caching-allocator");
        options.scenario = QStringLiteral("fragmentation-oom");
        options.step = 3;
        MainWindow window(options);
        window.show();
        BOOST_TEST(window.problems().isEmpty());
        Player& player = window.player();
        BOOST_TEST(player.step() == 2);
        BOOST_TEST(player.isAtStepEnd());
        stepEnd = player.cursor();
        auto* scenario = window.findChild<QComboBox*>(QStringLiteral("scenario"));
        BOOST_REQUIRE(scenario);
        BOOST_TEST(scenario->currentData().toString() == QStringLiteral("fragmentation-oom"));
        player.nextEvent(); // one event into step 4
        // Another lesson, then back: the same event of the same step.
        window.openLesson(QStringLiteral("paged-kv-cache"));
        window.player().goToStep(2, false);
        const int kvEvent = window.player().cursor();
        window.openLesson(QStringLiteral("caching-allocator"));
        BOOST_TEST(player.cursor() == stepEnd + 1);
        BOOST_TEST(player.step() == 3);
        window.openLesson(QStringLiteral("paged-kv-cache"));
        BOOST_TEST(player.cursor() == kvEvent);
        BOOST_TEST(player.step() == 2);
        window.openLesson(QStringLiteral("caching-allocator"));
        window.close();
    }
    MainWindow reopened(simulatedOptions());
    reopened.show();
    BOOST_TEST(reopened.currentLessonId() == QStringLiteral("caching-allocator"));
    BOOST_TEST(reopened.findChild<QComboBox*>(QStringLiteral("scenario"))->currentData().toString() ==
               QStringLiteral("fragmentation-oom"));
    BOOST_TEST(reopened.player().cursor() == stepEnd + 1);
    BOOST_TEST(reopened.player().step() == 3);
    reopened.openLesson(QStringLiteral("paged-kv-cache"));
    BOOST_TEST(reopened.player().step() == 2);
}

BOOST_AUTO_TEST_CASE(a_place_the_lesson_cannot_open_is_named_in_the_banner)
{
    QtTestApplication::clearUserFiles();
    StartupOptions options = simulatedOptions();
    options.lesson = QStringLiteral("caching-allocator");
    options.step = 999;
    MainWindow window(options);
    BOOST_REQUIRE(window.problems().size() == 1);
    BOOST_TEST(window.problems().front().toString().contains(QStringLiteral("999")));
    // The checkpointing lesson has steps too (the forward pass, then each run of backwards): --step opens
    // at one's end, and one past the last is named.
    options.lesson = QStringLiteral("activation-checkpointing");
    options.step = 2;
    MainWindow checkpoint(options);
    BOOST_TEST(checkpoint.problems().isEmpty());
    BOOST_TEST(checkpoint.player().step() == 1);
    BOOST_TEST(checkpoint.player().cursor() == checkpoint.player().stepEnd(1));
    options.step = 99;
    MainWindow past(options);
    BOOST_REQUIRE(past.problems().size() == 1);
    BOOST_TEST(past.problems().front().toString().contains(QStringLiteral("--step 99")));
}

// At 1280×800 a chosen answer's verdict appeared below the fold: the quiz scrolls it into sight.
BOOST_AUTO_TEST_CASE(the_quiz_shows_its_verdict_without_scrolling)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(simulatedOptions());
    window.show();
    window.resize(1280, 420); // short: the question, its options and the verdict cannot all fit
    QCoreApplication::processEvents();
    QuizPanel* panel = window.quizPanel();
    auto* feedback = panel->findChild<QLabel*>(QStringLiteral("feedback"));
    BOOST_REQUIRE(feedback);
    QTest::mouseClick(panel->optionButton(3), Qt::LeftButton);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    BOOST_TEST(feedback->isVisible());
    // The whole verdict, inside the part of the quiz that is on screen.
    const QRect shown = feedback->visibleRegion().boundingRect();
    BOOST_TEST(shown.height() == feedback->height(), "the verdict is in sight: " << shown.height() << " of "
                                                                               << feedback->height());
}

// The introduction folds once it has been read (the learner went on past the first step), and stays folded
// at the next start: the visualization gets the room. Its button opens it again.
BOOST_AUTO_TEST_CASE(the_introduction_folds_once_the_learner_goes_on)
{
    QtTestApplication::clearUserFiles();
    StartupOptions options = simulatedOptions();
    options.lesson = QStringLiteral("caching-allocator");
    {
        MainWindow window(options);
        window.show();
        auto* page = window.findChild<LessonPage*>(QStringLiteral("lessonPage-caching-allocator"));
        BOOST_REQUIRE(page);
        BOOST_TEST(page->isIntroductionShown(), "shown to a first-time learner");
        window.player().nextStep();
        BOOST_TEST(!page->isIntroductionShown());
        page->setIntroductionShownByUser(true); // opened again by hand: stays open
        window.player().nextStep();
        window.player().nextStep();
        BOOST_TEST(page->isIntroductionShown());
        window.close();
    }
    MainWindow reopened(options);
    reopened.show();
    BOOST_TEST(!reopened.findChild<LessonPage*>(QStringLiteral("lessonPage-caching-allocator"))->isIntroductionShown());
    BOOST_TEST(reopened.findChild<LessonPage*>(QStringLiteral("lessonPage-paged-kv-cache"))->isIntroductionShown(),
               "another lesson's is still to be read");
}

// The score is never cut at the quiz's right edge, in any language, even beside the long retry counter.
BOOST_AUTO_TEST_CASE(the_quiz_score_stays_inside_the_dock_while_retrying)
{
    for (const QString& language : {QStringLiteral("bn"), QStringLiteral("sw"), QStringLiteral("wo")}) {
        QtTestApplication::clearUserFiles();
        StartupOptions options = simulatedOptions();
        options.language = language;
        MainWindow window(options);
        window.show();
        window.resizeDocks({window.quizDock()}, {320}, Qt::Horizontal);
        QuizPanel* panel = window.quizPanel();
        QuizSession* session = panel->currentSession();
        BOOST_REQUIRE(session);
        for (int q = 0; q < session->questionCount(); ++q) {
            const int wrong = session->quiz().questions.at(session->currentQuestion()).correct == 0 ? 1 : 0;
            session->chooseDisplayed(static_cast<int>(session->displayOrder(session->currentQuestion()).indexOf(wrong)));
            if (session->canGoNext())
                session->next();
        }
        BOOST_REQUIRE(session->retryMissed());
        QCoreApplication::processEvents();
        auto* score = panel->findChild<QLabel*>(QStringLiteral("score"));
        BOOST_REQUIRE(score);
        const QRect inPanel(score->mapTo(panel, QPoint(0, 0)), score->size());
        BOOST_TEST(inPanel.right() < panel->width(), language << ": " << score->text() << " ends at "
                                                            << inPanel.right() << " of " << panel->width());
        BOOST_TEST(score->width() >= score->sizeHint().width(), language << ": the score is whole");
    }
}
