#include "QtTestApplication.h"

#include "app/content/common/Player.h"

#include <QElapsedTimer>
#include <QSignalSpy>

BOOST_AUTO_TEST_CASE(cursor_steps_and_seeks_within_the_event_list)
{
    Player player;
    QSignalSpy moved(&player, &Player::cursorChanged);
    BOOST_TEST(player.cursor() == 0);
    player.nextEvent(); // no events yet: nothing moves
    BOOST_TEST(player.cursor() == 0);
    player.setEventCount(100);
    player.nextEvent();
    player.nextEvent();
    BOOST_TEST(player.cursor() == 2);
    player.previousEvent();
    BOOST_TEST(player.cursor() == 1);
    player.seek(73);
    BOOST_TEST(player.cursor() == 73);
    player.seek(1000);
    BOOST_TEST(player.cursor() == 99);
    player.seek(-5);
    BOOST_TEST(player.cursor() == 0);
    BOOST_TEST(moved.count() == 6);
    player.seek(90);
    player.setEventCount(50); // a shorter trace pulls the cursor back inside it
    BOOST_TEST(player.cursor() == 49);
}

BOOST_AUTO_TEST_CASE(playing_advances_by_time_at_the_chosen_speed_and_stops_at_the_end)
{
    Player player;
    player.setEventCount(100);
    player.setSpeed(10.0);
    player.play();
    BOOST_TEST(player.isPlaying());
    player.advanceTime(250); // 2.5 events
    BOOST_TEST(player.cursor() == 2);
    player.advanceTime(250); // the half event carried over completes the third
    BOOST_TEST(player.cursor() == 5);
    player.setSpeed(1000.0);
    player.advanceTime(1000);
    BOOST_TEST(player.cursor() == 99);
    BOOST_TEST(!player.isPlaying());
    player.play(); // play at the end starts over
    BOOST_TEST(player.cursor() == 0);
    player.pause();
    BOOST_TEST(!player.isPlaying());
}

BOOST_AUTO_TEST_CASE(the_timer_really_plays)
{
    Player player;
    player.setEventCount(1000);
    player.setSpeed(200.0);
    QSignalSpy finished(&player, &Player::playingChanged);
    player.play();
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 300)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    // About 60 events in 300 ms; generous bounds, since this only checks that the timer drives the cursor.
    BOOST_TEST(player.cursor() > 10);
    BOOST_TEST(player.cursor() < 400);
}

// A lesson's steps: Next plays the step's events and stops on the event its text describes.
BOOST_AUTO_TEST_CASE(next_step_plays_the_steps_events_and_stops_on_its_last)
{
    Player player;
    player.setEventCount(100);
    player.setSteps({9, 29, 29, 99}); // the third step only says more about the second's state
    QSignalSpy stepped(&player, &Player::stepChanged);
    player.goToStep(0, false);
    BOOST_TEST(player.cursor() == 9);
    BOOST_TEST(player.isAtStepEnd());

    player.nextStep();
    BOOST_TEST(player.step() == 1);
    BOOST_TEST(player.cursor() == 9, "the step starts where the last one ended");
    BOOST_TEST(player.isPlayingStep());
    player.setSpeed(10.0);
    player.advanceTime(300); // at the chosen speed: 10 events/s
    BOOST_TEST(player.cursor() == 12);
    BOOST_TEST(!player.isAtStepEnd());
    player.advanceTime(60000);
    BOOST_TEST(player.cursor() == 29, "it stops on the step's end, not at the trace's");
    BOOST_TEST(!player.isPlaying());
    BOOST_TEST(player.isAtStepEnd());

    // A step that ends on the same event moves the step, not the cursor.
    player.nextStep();
    BOOST_TEST(player.step() == 2);
    BOOST_TEST(player.cursor() == 29);
    BOOST_TEST(!player.isPlaying());

    // A second press while a step plays finishes it at once.
    player.nextStep();
    BOOST_TEST(player.isPlayingStep());
    player.nextStep();
    BOOST_TEST(player.cursor() == 99);
    BOOST_TEST(player.step() == 3);
    BOOST_TEST(!player.isPlaying());
    player.nextStep(); // at the last step's end: nothing to go to
    BOOST_TEST(player.cursor() == 99);

    // Previous shows the step before at once.
    player.previousStep();
    BOOST_TEST(player.step() == 2);
    BOOST_TEST(player.cursor() == 29);
    player.previousStep();
    player.previousStep();
    BOOST_TEST(player.step() == 0);
    BOOST_TEST(player.cursor() == 9);
    player.previousStep();
    BOOST_TEST(player.step() == 0);
    BOOST_TEST(stepped.count() > 0);
}

BOOST_AUTO_TEST_CASE(events_moved_one_by_one_carry_the_step_along)
{
    Player player;
    player.setEventCount(50);
    player.setSteps({4, 19, 49});
    player.goToStep(0, false);
    player.nextEvent();
    BOOST_TEST(player.cursor() == 5);
    BOOST_TEST(player.step() == 1, "on the way to step 2's end");
    BOOST_TEST(!player.isAtStepEnd());
    // Next from inside a step plays the rest of that step.
    player.nextStep();
    player.advanceTime(60000);
    BOOST_TEST(player.cursor() == 19);
    BOOST_TEST(player.step() == 1);
    player.seek(45);
    BOOST_TEST(player.step() == 2);
    player.seek(3);
    BOOST_TEST(player.step() == 0);
    // A step chosen from the list plays from the previous step's end.
    player.goToStep(2, true);
    BOOST_TEST(player.cursor() == 19);
    BOOST_TEST(player.step() == 2);
    BOOST_TEST(player.isPlayingStep());
    player.advanceTime(60000);
    BOOST_TEST(player.cursor() == 49);
}

BOOST_AUTO_TEST_CASE(a_long_step_plays_in_at_most_a_few_seconds)
{
    Player player;
    player.setEventCount(1000);
    player.setSpeed(2.0);
    player.setSteps({0, 800});
    player.goToStep(0, false);
    player.nextStep();
    player.advanceTime(static_cast<qint64>(Player::kLongestStepSeconds * 1000) / 2);
    BOOST_TEST(player.cursor() > 300, "at 2 events/s it would have moved 4");
    BOOST_TEST(player.isPlaying());
    player.advanceTime(static_cast<qint64>(Player::kLongestStepSeconds * 1000) / 2 + 20);
    BOOST_TEST(player.cursor() == 800);
    BOOST_TEST(!player.isPlaying());
}

BOOST_AUTO_TEST_CASE(without_steps_the_step_moves_are_event_moves)
{
    Player player;
    player.setEventCount(10);
    BOOST_TEST(player.step() == -1);
    player.nextStep();
    BOOST_TEST(player.cursor() == 1);
    BOOST_TEST(!player.isPlaying());
    player.previousStep();
    BOOST_TEST(player.cursor() == 0);
    // Steps given out of order are made ascending: Next never goes back.
    player.setSteps({5, 2, 8});
    BOOST_TEST(player.stepEnd(1) == 5);
    player.setSteps({});
    BOOST_TEST(player.stepCount() == 0);
    BOOST_TEST(player.step() == -1);
}
