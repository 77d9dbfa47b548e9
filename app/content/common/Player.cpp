#include "app/content/common/Player.h"

#include <algorithm>
#include <cmath>

Player::Player(QObject* parent) : QObject(parent)
{
    m_timer.setInterval(16); // about display rate; the cursor moves by elapsed time, not by tick count
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &Player::onTick);
}

const QList<double>& Player::speedChoices()
{
    static const QList<double> choices{0.5, 1, 2, 5, 10, 50, 200, 1000, 10000};
    return choices;
}

void Player::setEventCount(int count)
{
    count = std::max(count, 0);
    if (count == m_eventCount)
        return;
    m_eventCount = count;
    emit eventCountChanged(count);
    if (count == 0)
        pause();
    const int clamped = std::clamp(m_cursor, 0, std::max(count - 1, 0));
    if (clamped != m_cursor) {
        m_cursor = clamped;
        emit cursorChanged(m_cursor);
    }
}

void Player::setUnit(Unit unit)
{
    if (unit == m_unit)
        return;
    m_unit = unit;
    emit unitChanged();
}

void Player::seek(int event)
{
    const int clamped = std::clamp(event, 0, std::max(m_eventCount - 1, 0));
    if (clamped == m_cursor)
        return;
    m_cursor = clamped;
    emit cursorChanged(m_cursor);
}

void Player::play()
{
    if (isPlaying() || m_eventCount == 0)
        return;
    if (m_cursor >= m_eventCount - 1)
        seek(0); // pressing play at the end starts over, as media players do
    m_carry = 0.0;
    m_clock.start();
    m_timer.start();
    emit playingChanged(true);
}

void Player::pause()
{
    if (!isPlaying())
        return;
    m_timer.stop();
    emit playingChanged(false);
}

void Player::setSpeed(double eventsPerSecond)
{
    if (!(eventsPerSecond > 0.0) || eventsPerSecond == m_speed)
        return;
    m_speed = eventsPerSecond;
    emit speedChanged(m_speed);
}

void Player::onTick()
{
    advanceTime(m_clock.restart());
}

void Player::advanceTime(qint64 milliseconds)
{
    m_carry += static_cast<double>(milliseconds) * m_speed / 1000.0;
    const double whole = std::floor(m_carry);
    if (whole < 1.0)
        return;
    m_carry -= whole;
    const double target = std::min(static_cast<double>(m_cursor) + whole, static_cast<double>(m_eventCount - 1));
    seek(static_cast<int>(target));
    if (m_cursor >= m_eventCount - 1)
        pause();
}
