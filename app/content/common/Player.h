#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

// The playback cursor over a trace's events. Views never move through a trace themselves: they ask for the
// state at cursor() whenever cursorChanged fires. Playing advances the cursor at speed() events per second
// of wall-clock time, and stops at the last event.
class Player : public QObject
{
    Q_OBJECT

public:
    explicit Player(QObject* parent = nullptr);

    int eventCount() const { return m_eventCount; }
    // Sets the length of the event list; the cursor is kept if still inside it, else moved to the end.
    void setEventCount(int count);

    // What one position of the cursor is, for the controls to say so: the allocator's and the KV cache's
    // traces are events, a checkpoint timeline is operations. Lessons also count narration steps, which
    // group many positions, so the controls must not call a position a step.
    enum class Unit
    {
        Event,
        Operation
    };
    Unit unit() const { return m_unit; }
    void setUnit(Unit unit);

    // 0 .. eventCount() - 1 while there are events; the state shown is the one after event cursor().
    int cursor() const { return m_cursor; }
    bool isPlaying() const { return m_timer.isActive(); }
    double speed() const { return m_speed; }
    static const QList<double>& speedChoices();

    // Advances as though `milliseconds` of playing time had passed: what the timer calls, and what tests
    // call to play deterministically.
    void advanceTime(qint64 milliseconds);

public slots:
    void seek(int event);
    void stepForward() { seek(m_cursor + 1); }
    void stepBack() { seek(m_cursor - 1); }
    void play();
    void pause();
    void togglePlaying() { isPlaying() ? pause() : play(); }
    void setSpeed(double eventsPerSecond);

signals:
    void cursorChanged(int event);
    void eventCountChanged(int count);
    void playingChanged(bool playing);
    void speedChanged(double eventsPerSecond);
    void unitChanged();

private:
    void onTick();

    int m_eventCount = 0;
    int m_cursor = 0;
    Unit m_unit = Unit::Event;
    double m_speed = 2.0;
    double m_carry = 0.0; // fractional events not yet played
    QTimer m_timer;
    QElapsedTimer m_clock;
};
