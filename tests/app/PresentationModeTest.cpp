#include "QtTestApplication.h"

#include "app/content/common/AppSettings.h"
#include "app/content/common/Player.h"
#include "app/content/common/StartupOptions.h"
#include "app/content/quiz/QuizSession.h"
#include "app/presentation/PresentationController.h"
#include "app/window/MainWindow.h"
#include "widgets/lesson/LessonLayout.h"
#include "widgets/lesson/LessonPage.h"
#include "widgets/lesson/PlaybackToolbar.h"
#include "widgets/presentation/PresentationCaption.h"
#include "widgets/presentation/PresentationOverlay.h"
#include "widgets/quiz/QuizOptionButton.h"
#include "widgets/quiz/QuizPanel.h"

#include <QCursor>
#include <QDockWidget>
#include <QFontInfo>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QScreen>
#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QTest>
#include <QToolTip>

#include <cmath>

namespace {

StartupOptions allocatorLesson()
{
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    options.lesson = QStringLiteral("caching-allocator");
    return options;
}

// Keys reach the active window's focused widget, as for a person at the keyboard (or with a clicker).
void activate(MainWindow& window)
{
    window.show();
    QApplication::setActiveWindow(&window);
    BOOST_REQUIRE(QTest::qWaitForWindowActive(&window));
}

void press(MainWindow& window, Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
    QTest::keyClick(target, key, modifiers);
}

QList<QuizOptionButton::Result> results(const QuizPanel& panel)
{
    QList<QuizOptionButton::Result> all;
    for (int i = 0; i < 4; ++i)
        all.append(panel.optionButton(i)->result());
    return all;
}

} // namespace

BOOST_AUTO_TEST_CASE(clicker_keys_step_the_lesson_blank_the_screen_and_esc_restores_the_window)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(allocatorLesson());
    activate(window);
    auto* toolbar = window.findChild<PlaybackToolbar*>();
    BOOST_REQUIRE(toolbar);
    BOOST_REQUIRE(window.player().eventCount() > 6);
    const QByteArray stateBefore = window.saveState();
    const Qt::WindowStates windowStateBefore = window.windowState();
    const auto* prompt = window.quizPanel()->findChild<QLabel*>(QStringLiteral("prompt"));
    const QFont promptFontBefore = prompt->font();

    press(window, Qt::Key_F5);
    auto* presentation = window.presentation();
    BOOST_REQUIRE(presentation->isPresenting());
    BOOST_TEST(window.windowState().testFlag(Qt::WindowFullScreen));
    BOOST_TEST(window.menuBar()->isHidden());
    BOOST_TEST(window.statusBar()->isHidden());
    BOOST_TEST(toolbar->isHidden());
    BOOST_TEST(window.lessonDock()->isHidden());
    BOOST_TEST(presentation->overlay()->isVisible());
    auto* page = window.findChild<LessonPage*>(QStringLiteral("lessonPage-caching-allocator"));
    BOOST_REQUIRE(page);
    BOOST_TEST(!page->isIntroductionShown()); // folded: the room needs the animation's height
    // The quiz and the settings are folded away until the teacher opens them, one at a time.
    auto* layout = page->findChild<LessonLayout*>();
    BOOST_REQUIRE(layout);
    BOOST_TEST(!window.quizDock()->isVisible());
    BOOST_TEST(!layout->sidePanel()->isVisible());
    BOOST_TEST(layout->caption()->isVisible());
    press(window, Qt::Key_Q);
    BOOST_TEST(window.quizDock()->isVisible());
    press(window, Qt::Key_S);
    BOOST_TEST(layout->sidePanel()->isVisible());
    BOOST_TEST(!window.quizDock()->isVisible());
    press(window, Qt::Key_S);
    BOOST_TEST(!layout->sidePanel()->isVisible());
    press(window, Qt::Key_Q);
    BOOST_TEST(window.quizDock()->isVisible());

    // The quiz has the focus (as after answering): its own Right/Left/Space would change questions, but in
    // presentation they step the lesson: one narrated step a press, its events playing as an animation that
    // stops where the step's text applies.
    window.quizPanel()->optionButton(0)->setFocus();
    const int question = window.quizPanel()->currentSession()->currentQuestion();
    Player& player = window.player();
    BOOST_REQUIRE(player.stepCount() >= 4);
    BOOST_TEST(player.step() == 0);
    BOOST_TEST(player.cursor() == player.stepEnd(0));
    press(window, Qt::Key_PageDown);
    BOOST_TEST(player.step() == 1);
    BOOST_TEST(player.isPlayingStep());
    player.advanceTime(60000); // the step plays to its end and stops there
    BOOST_TEST(player.cursor() == player.stepEnd(1));
    BOOST_TEST(!player.isPlaying());
    press(window, Qt::Key_Right);
    BOOST_TEST(player.isPlayingStep());
    press(window, Qt::Key_Space); // a second press while it plays finishes the step at once
    BOOST_TEST(player.cursor() == player.stepEnd(2));
    BOOST_TEST(!player.isPlaying());
    press(window, Qt::Key_PageUp);
    BOOST_TEST(player.cursor() == player.stepEnd(1));
    press(window, Qt::Key_Left);
    BOOST_TEST(player.cursor() == player.stepEnd(0));
    BOOST_TEST(player.step() == 0);
    // Shift moves one event; Ctrl+Page Down jumps a step without playing it; End and Home, the last and first.
    press(window, Qt::Key_Right, Qt::ShiftModifier);
    BOOST_TEST(player.cursor() == player.stepEnd(0) + 1);
    BOOST_TEST(!player.isPlaying());
    press(window, Qt::Key_PageDown, Qt::ControlModifier);
    BOOST_TEST(player.cursor() == player.stepEnd(2));
    BOOST_TEST(!player.isPlaying());
    press(window, Qt::Key_End);
    BOOST_TEST(player.step() == player.stepCount() - 1);
    BOOST_TEST(player.cursor() == player.stepEnd(player.stepCount() - 1));
    press(window, Qt::Key_Home);
    BOOST_TEST(player.cursor() == player.stepEnd(0));
    BOOST_TEST(window.quizPanel()->currentSession()->currentQuestion() == question);
    BOOST_TEST(!window.quizPanel()->currentSession()->isAnswered(question)); // Space chose nothing

    press(window, Qt::Key_B);
    BOOST_TEST(presentation->isBlank());
    press(window, Qt::Key_PageDown); // nothing moves behind a black screen
    BOOST_TEST(player.cursor() == player.stepEnd(0));
    BOOST_TEST(!player.isPlaying());
    press(window, Qt::Key_B);
    BOOST_TEST(!presentation->isBlank());

    press(window, Qt::Key_Escape);
    BOOST_TEST(!presentation->isPresenting());
    BOOST_TEST(!presentation->overlay()->isVisible());
    BOOST_TEST(!window.menuBar()->isHidden());
    BOOST_TEST(!window.statusBar()->isHidden());
    BOOST_TEST(!toolbar->isHidden());
    BOOST_TEST(!window.lessonDock()->isHidden());
    BOOST_TEST(window.windowState() == windowStateBefore);
    BOOST_TEST(window.saveState() == stateBefore);
    BOOST_TEST((prompt->font() == promptFontBefore));
    BOOST_TEST(window.quizDock()->titleBarWidget() == nullptr);
    BOOST_TEST(page->isIntroductionShown());
    BOOST_TEST(layout->sidePanel()->isVisible());
    BOOST_TEST(!layout->caption()->isVisible());
    BOOST_TEST(window.quizDock()->isVisible());

    // Outside presentation the keys are the quiz's and the window's again: F5 comes back in.
    press(window, Qt::Key_F5);
    BOOST_TEST(presentation->isPresenting());
    const int dockWidth = window.quizDock()->width();
    press(window, Qt::Key_F5);
    BOOST_TEST(!presentation->isPresenting());
    BOOST_TEST(window.quizDock()->width() == dockWidth);
    BOOST_TEST(window.saveState() == stateBefore, "dock sizes included");
    // And once the window system and the fonts' posted events have had their say (under openbox the quiz
    // dock's least width stayed the projector's, 406 px, and the dock with it, across restarts).
    QTest::qWait(1000);
    BOOST_TEST(window.quizDock()->minimumWidth() == 320);
    BOOST_TEST(window.saveState() == stateBefore, "dock sizes included, a second later");
}

BOOST_AUTO_TEST_CASE(the_quiz_holds_the_answer_back_until_the_reveal_key)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(allocatorLesson());
    activate(window);
    QuizPanel* panel = window.quizPanel();
    QuizSession* own = panel->currentSession();
    BOOST_REQUIRE(own);
    const auto* explanation = panel->findChild<QLabel*>(QStringLiteral("explanation"));
    const auto* score = panel->findChild<QLabel*>(QStringLiteral("score"));
    window.presentation()->setPresenting(true);
    press(window, Qt::Key_Q); // the teacher opens the quiz
    BOOST_REQUIRE(panel->isVisible());
    // The class answers in a session of its own, at the question the teacher was on.
    QuizSession* session = panel->currentSession();
    BOOST_REQUIRE(session);
    BOOST_TEST(session != own);
    BOOST_TEST(session->currentQuestion() == own->currentQuestion());

    QTest::mouseClick(panel->optionButton(0), Qt::LeftButton);
    BOOST_TEST(session->isAnswered(session->currentQuestion()));
    BOOST_TEST(panel->hasHeldAnswer());
    // After the discussion the class changes its mind: still held, the new option chosen.
    QTest::mouseClick(panel->optionButton(1), Qt::LeftButton);
    BOOST_TEST(panel->hasHeldAnswer());
    const QList<QuizOptionButton::Result> held{QuizOptionButton::Result::None, QuizOptionButton::Result::Chosen,
                                               QuizOptionButton::Result::None, QuizOptionButton::Result::None};
    BOOST_TEST((results(*panel) == held));
    BOOST_TEST(explanation->isHidden());
    // The score stays on screen, counting only what has been revealed.
    BOOST_TEST(!score->isHidden());
    BOOST_TEST(score->text() == QStringLiteral("Score: 0 / %1").arg(session->questionCount()));

    press(window, Qt::Key_R);
    BOOST_TEST(!panel->hasHeldAnswer());
    const auto shown = results(*panel);
    BOOST_TEST((shown.contains(QuizOptionButton::Result::Correct)));
    BOOST_TEST(!explanation->isHidden());
    BOOST_TEST(!score->isHidden());
    BOOST_TEST(score->text() == QStringLiteral("Score: %1 / %2").arg(session->score()).arg(session->questionCount()));
    // Revealed, the answer stays.
    const int revealed = session->chosenOption(session->currentQuestion());
    QTest::mouseClick(panel->optionButton(2), Qt::LeftButton);
    BOOST_TEST(session->chosenOption(session->currentQuestion()) == revealed);
    // Marking right and wrong keeps the options' enlarged text (a style sheet used to reset it).
    const int screenHeight = window.screen()->geometry().height();
    const double enlarged = std::floor(PresentationController::bodyTextPixels(screenHeight));
    for (int i = 0; i < 4; ++i)
        BOOST_TEST(QFontInfo(panel->optionButton(i)->findChild<QLabel*>()->font()).pixelSize() >= enlarged);

    // Enter reveals too; leaving presentation reveals whatever is still held.
    press(window, Qt::Key_Return); // goes on to the next question (nothing held)
    BOOST_REQUIRE(!session->isAnswered(session->currentQuestion()));
    QTest::mouseClick(panel->optionButton(0), Qt::LeftButton);
    BOOST_TEST(panel->hasHeldAnswer());
    press(window, Qt::Key_Return);
    BOOST_TEST(!panel->hasHeldAnswer());
    press(window, Qt::Key_Return);
    QTest::mouseClick(panel->optionButton(2), Qt::LeftButton);
    BOOST_TEST(panel->hasHeldAnswer());
    window.presentation()->setPresenting(false);
    BOOST_TEST(!panel->hasHeldAnswer());
    // The class's answers were not the presenter's progress: their own quiz is as they left it, unsaved by
    // the class.
    BOOST_TEST(panel->currentSession() == own);
    BOOST_TEST(own->answeredCount() == 0);
    BOOST_TEST((!results(*panel).contains(QuizOptionButton::Result::Correct)));
    MainWindow reopened(allocatorLesson());
    BOOST_TEST(reopened.quizPanel()->currentSession()->answeredCount() == 0);
}

BOOST_AUTO_TEST_CASE(text_is_enlarged_to_the_same_share_of_any_projector_s_height)
{
    // 28 pixels on a 1920x1080 projector; as legible on a 1280x800 one, which fills the same wall, at 21.
    BOOST_TEST(PresentationController::bodyTextPixels(1080) == 28.0);
    BOOST_TEST(PresentationController::bodyTextPixels(800) == 28.0 * 800 / 1080);
    BOOST_TEST(PresentationController::bodyTextPixels(2160) == 56.0);
    BOOST_TEST(PresentationController::defaultScale(800) < PresentationController::defaultScale(1080));
    BOOST_TEST(PresentationController::defaultScale(100000) == PresentationController::kMaxScale);
    BOOST_TEST(PresentationController::defaultScale(0) == PresentationController::kMinScale);
}

BOOST_AUTO_TEST_CASE(presentation_enlarges_body_text_for_the_screen_and_keeps_the_scale)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(allocatorLesson());
    activate(window);
    auto* option = window.quizPanel()->optionButton(0)->findChild<QLabel*>();
    BOOST_REQUIRE(option);
    const int before = QFontInfo(option->font()).pixelSize();
    const double toolTipBefore = QToolTip::font().pointSizeF();
    window.presentation()->setPresenting(true);
    // Tooltips are read from the back of the room too.
    BOOST_TEST(QToolTip::font().pointSizeF() >= toolTipBefore * 1.5);
    const int screenHeight = window.screen()->geometry().height();
    const double enlarged = std::floor(PresentationController::bodyTextPixels(screenHeight));
    BOOST_TEST(QFontInfo(option->font()).pixelSize() >= enlarged);
    BOOST_TEST(QFontInfo(option->font()).pixelSize() > before);
    const auto* title = window.findChild<QLabel*>(QStringLiteral("lessonTitle"));
    BOOST_TEST(QFontInfo(title->font()).pixelSize() > QFontInfo(option->font()).pixelSize()); // still a title

    window.presentation()->setScale(3.0); // applied at once
    BOOST_TEST(QFontInfo(option->font()).pixelSize() >= before * 3 - 1);
    BOOST_TEST(QToolTip::font().pointSizeF() == toolTipBefore * 3.0, boost::test_tools::tolerance(0.01));
    window.presentation()->setPresenting(false);
    BOOST_TEST(QFontInfo(option->font()).pixelSize() == before);
    BOOST_TEST(QToolTip::font().pointSizeF() == toolTipBefore);

    AppSettings saved;
    BOOST_REQUIRE(!saved.load());
    BOOST_TEST(saved.presentationScale() == 3.0);
}

BOOST_AUTO_TEST_CASE(a_highlight_follows_the_pointer_while_presenting)
{
    QtTestApplication::clearUserFiles();
    MainWindow window(allocatorLesson());
    activate(window);
    PresentationOverlay* overlay = window.presentation()->overlay();
    window.presentation()->setPresenting(true);
    BOOST_TEST((overlay->geometry() == window.rect()));
    for (const QPoint point : {QPoint(300, 200), QPoint(640, 480)}) {
        QCursor::setPos(window.mapToGlobal(point));
        overlay->followPointer();
        BOOST_REQUIRE(overlay->pointerPosition().has_value());
        BOOST_TEST((*overlay->pointerPosition() == point));
    }
    // The circle is drawn there, and nowhere far from it.
    const QImage image = overlay->grab().toImage();
    BOOST_TEST(qAlpha(image.pixel(640, 480)) > 0);
    BOOST_TEST(qAlpha(image.pixel(100, 100)) == 0);
    window.presentation()->setPresenting(false);
    BOOST_TEST(!overlay->pointerPosition().has_value());
}

// A teacher steps with the clicker and the room watches the screen: each press must show something new,
// in every lesson, with the quiz and the settings folded away.
BOOST_AUTO_TEST_CASE(every_press_of_right_changes_the_captions_or_the_picture)
{
    for (const QString& lesson : {QStringLiteral("caching-allocator"), QStringLiteral("paged-kv-cache"),
                                  QStringLiteral("activation-checkpointing")}) {
        QtTestApplication::clearUserFiles();
        StartupOptions options = allocatorLesson();
        options.lesson = lesson;
        MainWindow window(options);
        activate(window);
        window.presentation()->setPresenting(true);
        auto* page = window.findChild<LessonPage*>(QStringLiteral("lessonPage-") + lesson);
        BOOST_REQUIRE(page);
        auto* layout = page->findChild<LessonLayout*>();
        BOOST_REQUIRE(layout);
        Player& player = window.player();
        const int steps = player.stepCount();
        if (steps == 0)
            player.seek(0);
        QApplication::processEvents();
        const int events = player.eventCount();
        BOOST_REQUIRE(events > 3);
        StepNarration said = layout->caption()->narration();
        QImage shown = layout->picture()->grab().toImage();
        BOOST_TEST(!said.reason.isEmpty(), lesson << ": the captions say what happened");
        // A press is a narrated step where the lesson has steps (the teacher lets it play to its end), an
        // operation where it has none.
        const int presses = steps > 0 ? steps - 1 - player.step() : std::min(events, 40) - 1;
        BOOST_TEST(presses > 0);
        for (int press_ = 1; press_ <= presses; ++press_) {
            const int before = player.step();
            press(window, Qt::Key_Right);
            player.advanceTime(60000);
            QApplication::processEvents();
            if (steps > 0 && player.step() == before) {
                // A prediction step: the press put its question on the caption, for the room to discuss; the
                // clicker's next press shows what happens.
                const StepNarration asking = layout->caption()->narration();
                BOOST_TEST(asking.narration.contains(QStringLiteral("Predict:")), lesson << ": press " << press_);
                BOOST_TEST((asking != said), lesson << ": the question is on the caption");
                said = asking;
                press(window, Qt::Key_Right);
                player.advanceTime(60000); // the press reveals, and the step starts to play...
                QApplication::processEvents();
                player.advanceTime(60000); // ... to its end
                QApplication::processEvents();
                BOOST_TEST(layout->caption()->narration().narration.contains(QStringLiteral("What happened:")));
            }
            if (steps > 0) {
                BOOST_TEST(player.step() == before + 1);
                BOOST_TEST(player.cursor() == player.stepEnd(player.step()), lesson << ": press " << press_);
            } else {
                BOOST_TEST(player.cursor() == press_);
            }
            const StepNarration saying = layout->caption()->narration();
            const QImage showing = layout->picture()->grab().toImage();
            BOOST_TEST((saying != said || showing != shown), lesson << ": press " << press_ << " changed nothing");
            said = saying;
            shown = showing;
        }
    }
}

// Chart text is never smaller in presentation than in the window: the KV waste chart's values stayed at
// their desk size (about 9 px on a projector) beside enlarged axes.
BOOST_AUTO_TEST_CASE(bar_values_grow_with_the_rest_of_the_chart_while_presenting)
{
    QtTestApplication::clearUserFiles();
    StartupOptions options = allocatorLesson();
    options.lesson = QStringLiteral("paged-kv-cache");
    MainWindow window(options);
    activate(window);
    QList<QBarSet*> sets;
    for (auto* view : window.findChildren<QChartView*>())
        for (QAbstractSeries* series : view->chart()->series())
            if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
                sets.append(bars->barSets());
    BOOST_REQUIRE(!sets.isEmpty());
    QList<double> before;
    for (const QBarSet* set : sets)
        before.append(set->labelFont().pointSizeF());
    window.presentation()->setPresenting(true);
    for (qsizetype i = 0; i < sets.size(); ++i)
        BOOST_TEST(sets[i]->labelFont().pointSizeF() > before[i]);
    window.presentation()->setPresenting(false);
    for (qsizetype i = 0; i < sets.size(); ++i)
        BOOST_TEST(sets[i]->labelFont().pointSizeF() == before[i]);
}
