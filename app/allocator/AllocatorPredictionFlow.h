#pragma once

#include "app/content/allocator/AllocatorPrediction.h"

#include <QJsonObject>
#include <QObject>

#include <optional>

class AllocatorLesson;
class AllocatorLessonView;
class Player;

// Predict, then see, in the allocator lesson: when the player moves from the end of the step before a
// prediction step into it, it stops there and the side panel asks (AllocatorPrediction). The learner answers
// with a button or by clicking a free block in the map; the step then plays, and the panel says whether the
// prediction was right and why, in the allocator's reasons. Answers are kept (in the quiz progress file) and
// a step once predicted plays on without asking. While presenting, a choice waits for the teacher's R.
class AllocatorPredictionFlow : public QObject
{
    Q_OBJECT

public:
    AllocatorPredictionFlow(AllocatorLesson& lesson, AllocatorLessonView* view, Player& player, QObject* parent = nullptr);

    // The player's cursor moved from `from` to `to` while the lesson is on screen.
    void cursorMoved(int from, int to);
    // A new run: nothing is being asked.
    void reset();
    // A block clicked in the map: an answer while asking.
    void blockClicked(std::uint64_t address);
    // Choices wait for reveal() while presenting.
    void setPresenting(bool presenting) { m_presenting = presenting; }
    // Reveals a held choice (the teacher's R); presenting, also without one (what happens, unjudged), as
    // the next press of a clicker does. False when there is nothing to reveal.
    bool reveal();
    // While presenting the side panel is folded: the caption says these instead.
    QString questionOnScreen() const;
    QString verdictOnScreen() const;
    bool isAsking() const { return m_asking.has_value(); }
    // Whether step `step`'s text must wait, with the cursor at `cursor`: a prediction not answered yet, the
    // cursor not inside it (Next moves to the step a moment before its first event plays).
    bool withholds(int step, int cursor) const;

    // What was predicted, right or wrong, by "scenario/step": kept across starts.
    void setRecord(const QJsonObject& record);
    const QJsonObject& record() const { return m_record; }
    void retranslate();

signals:
    void recorded(const QJsonObject& record);

private:
    QString keyOf(std::size_t step) const;
    void ask(const AllocatorPrediction& prediction);
    void answer(const AllocatorPrediction::Answer& answer, const QString& words);
    void showTally();

    AllocatorLesson& m_lesson;
    AllocatorLessonView* m_view;
    Player& m_player;
    std::optional<AllocatorPrediction> m_asking;     // the step waiting for an answer
    std::optional<AllocatorPrediction> m_revealed;   // the step whose verdict is shown
    std::optional<bool> m_revealedRight;             // and whether its answer was right (none: unjudged)
    std::optional<bool> m_held;                      // a choice made while presenting, not yet revealed
    QString m_heldExplanation;
    bool m_presenting = false;
    QJsonObject m_record;
};
