#define BOOST_TEST_MODULE player
#include "QtTestApplication.h"

#include "app/content/common/Player.h"

#include <QElapsedTimer>
#include <QSignalSpy>

BOOST_AUTO_TEST_CASE(cursor_steps_and_seeks_within_the_event_list)
{
    Player player;
    QSignalSpy moved(&player, &Player::cursorChanged);
    BOOST_TEST(player.cursor() == 0);
    player.stepForward(); // no events yet: nothing moves
    BOOST_TEST(player.cursor() == 0);
    player.setEventCount(100);
    player.stepForward();
    player.stepForward();
    BOOST_TEST(player.cursor() == 2);
    player.stepBack();
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
