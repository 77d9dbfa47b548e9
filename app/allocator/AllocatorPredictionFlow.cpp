#include "app/allocator/AllocatorPredictionFlow.h"

#include "app/allocator/AllocatorLesson.h"
#include "app/content/common/Player.h"
#include "widgets/allocator/AllocatorLessonView.h"
#include "widgets/allocator/AllocatorSidePanel.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/lesson/PredictionBox.h"

#include <QTimer>

namespace {
enum ChoiceId { kFits, kOutOfMemory, kNewSegment };
}

AllocatorPredictionFlow::AllocatorPredictionFlow(AllocatorLesson& lesson, AllocatorLessonView* view, Player& player,
                                                 QObject* parent)
    : QObject(parent), m_lesson(lesson), m_view(view), m_player(player)
{
    connect(m_view->sidePanel()->predictionBox(), &PredictionBox::choiceClicked, this, [this](int id) {
        if (!m_asking)
            return;
        AllocatorPrediction::Answer given;
        QString words;
        switch (id) {
        case kFits: given.choice = AllocatorPrediction::Choice::Fits; words = tr("it fits"); break;
        case kOutOfMemory: given.choice = AllocatorPrediction::Choice::OutOfMemory; words = tr("out of memory"); break;
        default: given.choice = AllocatorPrediction::Choice::NewSegment; words = tr("a new segment"); break;
        }
        answer(given, words);
    });
}

QString AllocatorPredictionFlow::keyOf(std::size_t step) const
{
    return QString::fromStdString(m_lesson.scenario().id + "/" + m_lesson.scenario().steps[step].id);
}

void AllocatorPredictionFlow::reset()
{
    m_asking.reset();
    m_revealed.reset();
    m_held.reset();
    m_view->sidePanel()->predictionBox()->clear();
}

void AllocatorPredictionFlow::cursorMoved(int from, int to)
{
    if (!m_lesson.hasRun())
        return;
    const QList<int> ends = m_lesson.stepEnds();
    if (m_asking) {
        // Still asking: playing on into the step stops at its start again; anywhere else, the question goes.
        const int before = ends.value(static_cast<int>(m_asking->step()) - 1);
        const int end = ends.value(static_cast<int>(m_asking->step()));
        if (m_player.isPlaying() && to > before && to <= end && from <= before) {
            m_player.pause();
            m_player.goToStep(static_cast<int>(m_asking->step()) - 1, false);
            // A class's clicker has no R: its next press shows what happens. Once the player has finished
            // the move that brought us here (it is still emitting it), so that the step then plays whole.
            if (m_presenting)
                QTimer::singleShot(0, this, [this] { reveal(); });
        } else if (to != before) {
            reset();
        }
        return;
    }
    if (m_revealed) {
        const int step = static_cast<int>(m_revealed->step());
        if (to == ends.value(step) && m_revealed->fits())
            m_view->memoryMap()->selectBlock(m_revealed->address());
        if (to <= ends.value(step - 1) || to > ends.value(step))
            reset(); // another step: its own text
        return;
    }
    for (int step = 1; step < ends.size(); ++step) {
        const int before = ends[step - 1];
        // Only a step played into (Next, a clicker, Play) asks: a jump, a scrub, a scene or an export goes
        // where it was sent.
        if (m_player.isPlaying() && from <= before && to > before && to <= ends[step]) {
            const auto prediction = AllocatorPrediction::of(m_lesson.runner(), static_cast<std::size_t>(step));
            if (!prediction || m_record.contains(keyOf(prediction->step())))
                return;
            m_player.pause();
            ask(*prediction);
            m_player.goToStep(step - 1, false);
            return;
        }
    }
}

void AllocatorPredictionFlow::ask(const AllocatorPrediction& prediction)
{
    m_asking = prediction;
    m_held.reset();
    PredictionBox* box = m_view->sidePanel()->predictionBox();
    if (prediction.kind() == gml::ScenarioStep::Prediction::Fits) {
        box->ask(prediction.question(), {{kFits, tr("It fits")}, {kOutOfMemory, tr("Out of memory")}});
        box->setHint(QString());
    } else {
        box->ask(prediction.question(), {{kNewSegment, tr("A new segment")}});
        box->setHint(tr("Or click the free block (green or grey) it will take in the map."));
    }
    showTally();
}

void AllocatorPredictionFlow::blockClicked(std::uint64_t address)
{
    if (!m_asking || m_asking->kind() != gml::ScenarioStep::Prediction::Block)
        return;
    AllocatorPrediction::Answer given;
    given.choice = AllocatorPrediction::Choice::Block;
    given.block = address;
    answer(given, tr("the block you clicked"));
}

void AllocatorPredictionFlow::answer(const AllocatorPrediction::Answer& given, const QString& words)
{
    QString why;
    const std::optional<bool> right = m_asking->judge(given, &why);
    PredictionBox* box = m_view->sidePanel()->predictionBox();
    if (!right) {
        box->setHint(why);
        return;
    }
    m_held = *right;
    if (m_presenting) {
        box->markChoice(words);
        return;
    }
    reveal();
}

bool AllocatorPredictionFlow::reveal()
{
    if (!m_asking || (!m_held && !m_presenting))
        return false;
    const AllocatorPrediction prediction = *m_asking;
    const std::optional<bool> right = m_held;
    m_asking.reset();
    m_held.reset();
    m_revealed = prediction;
    m_revealedRight = right;
    if (right) {
        m_record.insert(keyOf(prediction.step()), *right);
        emit recorded(m_record);
    }
    // Unjudged when the class discussed and the teacher shows what happens: no one's answer to judge.
    m_view->sidePanel()->predictionBox()->showVerdict(right, prediction.outcome());
    showTally();
    // Now the step plays: its events animate and the narration follows as usual.
    m_player.goToStep(static_cast<int>(prediction.step()), true);
    return true;
}

void AllocatorPredictionFlow::setRecord(const QJsonObject& record)
{
    m_record = record;
}

void AllocatorPredictionFlow::showTally()
{
    int right = 0;
    for (auto it = m_record.begin(); it != m_record.end(); ++it)
        right += it.value().toBool() ? 1 : 0;
    m_view->sidePanel()->predictionBox()->setTally(
        m_record.isEmpty() ? QString() : tr("Your predictions in this lesson: %1 of %2 right.").arg(right).arg(m_record.size()));
}

void AllocatorPredictionFlow::retranslate()
{
    if (m_asking) {
        const AllocatorPrediction prediction = *m_asking;
        ask(prediction);
    } else if (m_revealed) {
        m_view->sidePanel()->predictionBox()->showVerdict(m_revealedRight, m_revealed->outcome());
        showTally();
    }
}

bool AllocatorPredictionFlow::withholds(int step, int cursor) const
{
    if (!m_lesson.hasRun() || step < 1 || static_cast<std::size_t>(step) >= m_lesson.scenario().steps.size())
        return false;
    if (m_lesson.scenario().steps[static_cast<std::size_t>(step)].prediction == gml::ScenarioStep::Prediction::None ||
        m_record.contains(keyOf(static_cast<std::size_t>(step))))
        return false;
    return cursor <= m_lesson.stepEnds().value(step - 1);
}

QString AllocatorPredictionFlow::questionOnScreen() const
{
    if (m_asking)
        return m_asking->question();
    return {};
}

QString AllocatorPredictionFlow::verdictOnScreen() const
{
    if (!m_revealed)
        return {};
    // The caption says what the allocator did, with its reasons, right under it: the verdict need not.
    return PredictionBox::verdictSentence(m_revealedRight, m_revealed->headline());
}
