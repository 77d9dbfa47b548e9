#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

// The playback cursor over a trace's events, and the lesson's narrated steps over them. Views never move
// through a trace themselves: they ask for the state at cursor() whenever cursorChanged fires, and for the
// narration of step() whenever stepChanged fires.
//
// A step is a narrated step: its text describes the state after its last event, stepEnd(). Moving one step
// (Page Down, a clicker, Next step) plays the step's events as an animation at speed() events per second, no
// step taking longer than kLongestStepSeconds, and stops on that last event, so the text is read beside the
// state it describes. Events are moved one by one only when asked (nextEvent, Shift+Right, the toolbar).
// Playing (the toolbar's Play) runs on through the steps to the last event.
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
    // How the controls name a position, when the lesson numbers its events its own way (a snapshot names an
    // event by its index in the file's trace); empty: "Event 3 of 16". Changing it says unitChanged.
    void setPositionName(std::function<QString(int position)> name);
    const std::function<QString(int position)>& positionName() const { return m_positionName; }

    // 0 .. eventCount() - 1 while there are events; the state shown is the one after event cursor().
    int cursor() const { return m_cursor; }
    bool isPlaying() const { return m_timer.isActive(); }
    // Whether what plays is one step's animation, which stops at the step's end.
    bool isPlayingStep() const { return isPlaying() && m_stopAt >= 0; }

    // The narrated steps, by the event each ends on (ascending; two steps may end on the same event when
    // the second only says more about the same state). Sets the current step to `current` (clamped) without
    // moving the cursor. No steps: the step moves are event moves.
    void setSteps(const QList<int>& stepEnds, int current = 0);
    int stepCount() const { return static_cast<int>(m_stepEnds.size()); }
    // The step the cursor is in: the one whose narration is shown (-1 without steps). Between two steps'
    // ends the cursor is on its way to this step's end.
    int step() const { return m_step; }
    int stepEnd(int step) const;
    // Whether the state shown is the one the current step's narration describes.
    bool isAtStepEnd() const { return m_step >= 0 && m_cursor == stepEnd(m_step); }
    // A step never animates for longer than this: a step of 350 events at 2 events/s would take three minutes.
    static constexpr double kLongestStepSeconds = 4.0;
    double speed() const { return m_speed; }
    static const QList<double>& speedChoices();

    // Advances as though `milliseconds` of playing time had passed: what the timer calls, and what tests
    // call to play deterministically. Nothing moves while paused.
    void advanceTime(qint64 milliseconds);

public slots:
    // Moves the cursor to `event`; the current step becomes the one whose events include it.
    void seek(int event);
    void nextEvent() { seek(m_cursor + 1); }
    void previousEvent() { seek(m_cursor - 1); }
    // Plays the rest of the current step, or the next step, as an animation that stops on its end. While a
    // step is playing, finishes it at once: a second press goes on, as a presentation's builds do.
    void nextStep();
    // Shows the end of the step before the current one, at once.
    void previousStep();
    // Step `step`: with `animate`, from the previous step's end, playing its events; else its end at once.
    void goToStep(int step, bool animate);
    // Back to a place kept earlier: event `event` as part of step `step` (both clamped; a step that does not
    // hold the event is replaced by the one that does).
    void restorePlace(int event, int step);
    void play();
    void pause();
    void togglePlaying() { isPlaying() ? pause() : play(); }
    void setSpeed(double eventsPerSecond);

signals:
    void cursorChanged(int event);
    // The current step changed (after cursorChanged, when both did).
    void stepChanged(int step);
    void eventCountChanged(int count);
    void playingChanged(bool playing);
    void speedChanged(double eventsPerSecond);
    void unitChanged();

private:
    void onTick();
    // Moves the cursor and the current step together, then tells both.
    void moveTo(int event, int step);
    // The step whose events include `event`: the first that ends on it or after it.
    int stepOf(int event) const;
    // Plays from the cursor to `event`, then stops there.
    void playTo(int event);

    int m_eventCount = 0;
    int m_cursor = 0;
    QList<int> m_stepEnds;
    int m_step = -1;
    int m_stopAt = -1;        // the event a step's animation stops on; -1 while playing freely or paused
    double m_playSpeed = 2.0; // events per second of what plays now: speed(), or faster for a long step
    Unit m_unit = Unit::Event;
    double m_speed = 2.0;
    std::function<QString(int position)> m_positionName;
    double m_carry = 0.0; // fractional events not yet played
    QTimer m_timer;
    QElapsedTimer m_clock;
};
