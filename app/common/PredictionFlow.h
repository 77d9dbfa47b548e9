#pragma once

#include "app/common/PredictionSource.h"

#include <QJsonObject>
#include <QObject>

#include <memory>
#include <optional>

class Player;
class PredictionBox;

// Predict, then see, in any lesson: when the player moves from the end of the step before a prediction step
// into it (Next, a clicker, Play; not a jump, a scrub, a scene or an export), it stops there and the
// lesson's prediction box asks (LessonPrediction). The learner answers with a button or on the picture
// (pictureClicked); the step then plays, and the box says whether the prediction was right and why, in the
// engine's reasons. Answers are kept (in the quiz progress file) and a step once predicted plays on without
// asking. While presenting, a choice waits for the teacher's R, and a clicker's next Page Down shows what
// happens, unjudged.
class PredictionFlow : public QObject
{
    Q_OBJECT

public:
    PredictionFlow(const PredictionSource& source, PredictionBox* box, Player& player, QObject* parent = nullptr);

    // The player's cursor moved from `from` to `to` while the lesson is on screen.
    void cursorMoved(int from, int to);
    // A new run: nothing is being asked.
    void reset();
    // Something picked on the picture (see LessonPrediction::judgeClick): an answer while asking.
    void pictureClicked(std::uint64_t picked);
    // Choices wait for reveal() while presenting.
    void setPresenting(bool presenting) { m_presenting = presenting; }
    // Reveals a held choice (the teacher's R); presenting, also without one (what happens, unjudged), as
    // the next press of a clicker does. False when there is nothing to reveal.
    bool reveal();
    // While presenting the side panel is folded and the caption is what the room reads: for a step whose own
    // text is `stepText`, the question and how to reveal it while asking; the verdict, then the step's text,
    // once revealed; else the step's text.
    QString caption(const QString& stepText) const;
    bool isAsking() const { return m_asking != nullptr; }
    // Whether step `step`'s text must wait, with the cursor at `cursor`: a prediction not answered yet, the
    // cursor not inside it (Next moves to the step a moment before its first event plays).
    bool withholds(int step, int cursor) const;

    // What was predicted, right or wrong, by "scenario/step": kept across starts.
    void setRecord(const QJsonObject& record) { m_record = record; }
    const QJsonObject& record() const { return m_record; }
    void retranslate();

signals:
    void recorded(const QJsonObject& record);
    // The step asked about has played to its end: `picked` on the picture is its answer, to select.
    void answerShown(quint64 picked);

private:
    QString questionOnScreen() const;
    QString verdictOnScreen() const;
    void ask(std::shared_ptr<const LessonPrediction> prediction);
    void answer(bool right, const QString& words);
    void showTally();

    const PredictionSource& m_source;
    PredictionBox* m_box;
    Player& m_player;
    std::shared_ptr<const LessonPrediction> m_asking;   // the step waiting for an answer
    std::shared_ptr<const LessonPrediction> m_revealed; // the step whose verdict is shown
    std::optional<bool> m_revealedRight;                // and whether its answer was right (none: unjudged)
    std::optional<bool> m_held;                         // a choice made while presenting, not yet revealed
    bool m_presenting = false;
    QJsonObject m_record;
};
