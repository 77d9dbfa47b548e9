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
    if (clamped != m_cursor)
        moveTo(clamped, m_stepEnds.isEmpty() ? -1 : stepOf(clamped));
}

void Player::setSteps(const QList<int>& stepEnds, int current)
{
    m_stepEnds = stepEnds;
    // Ascending, as promised: a lesson whose steps went back would make Next go back.
    for (qsizetype i = 1; i < m_stepEnds.size(); ++i)
        m_stepEnds[i] = std::max(m_stepEnds[i], m_stepEnds[i - 1]);
    const int step = m_stepEnds.isEmpty() ? -1 : std::clamp(current, 0, stepCount() - 1);
    if (step != m_step) {
        m_step = step;
        emit stepChanged(m_step);
    }
}

int Player::stepEnd(int step) const
{
    if (step < 0 || step >= stepCount())
        return -1;
    return std::clamp(m_stepEnds[step], 0, std::max(m_eventCount - 1, 0));
}

int Player::stepOf(int event) const
{
    for (int s = 0; s < stepCount(); ++s)
        if (stepEnd(s) >= event)
            return s;
    return stepCount() - 1;
}

void Player::moveTo(int event, int step)
{
    const bool moved = event != m_cursor;
    const bool stepped = step != m_step;
    m_cursor = event;
    m_step = step;
    if (moved)
        emit cursorChanged(m_cursor);
    if (stepped)
        emit stepChanged(m_step);
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
    // A seek inside the current step keeps it (two steps may end on the same event); one outside it moves
    // to the step whose events include the new place.
    const bool inCurrent = m_step >= 0 && clamped <= stepEnd(m_step) && (m_step == 0 || clamped > stepEnd(m_step - 1));
    moveTo(clamped, m_stepEnds.isEmpty() ? -1 : inCurrent ? m_step : stepOf(clamped));
}

void Player::nextStep()
{
    if (m_stepEnds.isEmpty()) {
        pause();
        nextEvent();
        return;
    }
    if (isPlayingStep()) {
        const int end = m_stopAt;
        pause();
        moveTo(end, m_step);
        return;
    }
    pause();
    if (m_cursor < stepEnd(m_step)) {
        playTo(stepEnd(m_step)); // the rest of the step the cursor is in
        return;
    }
    if (m_step + 1 >= stepCount())
        return;
    moveTo(m_cursor, m_step + 1);
    if (stepEnd(m_step) > m_cursor)
        playTo(stepEnd(m_step));
}

void Player::previousStep()
{
    pause();
    if (m_stepEnds.isEmpty()) {
        previousEvent();
        return;
    }
    if (m_step > 0)
        moveTo(stepEnd(m_step - 1), m_step - 1);
}

void Player::goToStep(int step, bool animate)
{
    if (step < 0 || step >= stepCount() || m_eventCount == 0)
        return;
    pause();
    const int from = step > 0 ? stepEnd(step - 1) : 0;
    if (!animate || stepEnd(step) <= from) {
        moveTo(stepEnd(step), step);
        return;
    }
    moveTo(from, step);
    playTo(stepEnd(step));
}

void Player::restorePlace(int event, int step)
{
    pause();
    const int cursor = std::clamp(event, 0, std::max(m_eventCount - 1, 0));
    if (m_stepEnds.isEmpty()) {
        moveTo(cursor, -1);
        return;
    }
    step = std::clamp(step, 0, stepCount() - 1);
    const bool holds = cursor <= stepEnd(step) && (step == 0 || cursor >= stepEnd(step - 1));
    moveTo(cursor, holds ? step : stepOf(cursor));
}

void Player::playTo(int event)
{
    m_stopAt = event;
    // At the chosen speed, or faster where the step would otherwise outlast kLongestStepSeconds.
    m_playSpeed = std::max(m_speed, (event - m_cursor) / kLongestStepSeconds);
    m_carry = 0.0;
    m_clock.start();
    m_timer.start();
    emit playingChanged(true);
}

void Player::play()
{
    if (isPlaying() || m_eventCount == 0)
        return;
    if (m_cursor >= m_eventCount - 1)
        seek(0); // pressing play at the end starts over, as media players do
    m_stopAt = -1;
    m_playSpeed = m_speed;
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
    m_stopAt = -1;
    emit playingChanged(false);
}

void Player::setSpeed(double eventsPerSecond)
{
    if (!(eventsPerSecond > 0.0) || eventsPerSecond == m_speed)
        return;
    m_speed = eventsPerSecond;
    m_playSpeed = m_stopAt >= 0 ? std::max(m_playSpeed, m_speed) : m_speed;
    emit speedChanged(m_speed);
}

void Player::onTick()
{
    advanceTime(m_clock.restart());
}

void Player::advanceTime(qint64 milliseconds)
{
    if (!isPlaying())
        return;
    m_carry += static_cast<double>(milliseconds) * m_playSpeed / 1000.0;
    const double whole = std::floor(m_carry);
    if (whole < 1.0)
        return;
    m_carry -= whole;
    const int last = m_stopAt >= 0 ? m_stopAt : m_eventCount - 1;
    const int target = static_cast<int>(std::min(static_cast<double>(m_cursor) + whole, static_cast<double>(last)));
    if (m_stopAt >= 0) {
        moveTo(target, m_step); // a step's animation stays in its step, even past an earlier step's end
        if (target >= last)
            pause();
        return;
    }
    seek(target);
    if (m_cursor >= m_eventCount - 1)
        pause();
}

void Player::setPositionName(std::function<QString(int position)> name)
{
    m_positionName = std::move(name);
    emit unitChanged();
}
