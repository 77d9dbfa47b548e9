#include "app/common/PredictionFlow.h"

#include "app/content/common/Player.h"
#include "widgets/lesson/PredictionBox.h"

#include <QTimer>

PredictionFlow::PredictionFlow(const PredictionSource& source, PredictionBox* box, Player& player, QObject* parent)
    : QObject(parent), m_source(source), m_box(box), m_player(player)
{
    connect(m_box, &PredictionBox::choiceClicked, this, [this](int id) {
        if (!m_asking)
            return;
        QString words;
        for (const auto& [choice, text] : m_asking->buttons())
            if (choice == id)
                words = text;
        answer(m_asking->judgeButton(id), words);
    });
    connect(m_box, &PredictionBox::pictureChoiceChosen, this, [this](quint64 picked) { pictureClicked(picked); });
}

void PredictionFlow::reset()
{
    m_asking.reset();
    m_revealed.reset();
    m_held.reset();
    m_box->clear();
}

void PredictionFlow::cursorMoved(int from, int to)
{
    const QList<int> ends = m_source.predictionStepEnds();
    if (ends.isEmpty())
        return;
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
        if (to == ends.value(step))
            if (const auto picked = m_revealed->answerOnPicture())
                emit answerShown(*picked);
        if (to > ends.value(step - 1) && to <= ends.value(step))
            return;
        reset(); // another step: its own text, and perhaps its own question
    }
    for (int step = 1; step < ends.size(); ++step) {
        const int before = ends[step - 1];
        // Only a step played into (Next, a clicker, Play) asks: a jump, a scrub, a scene or an export goes
        // where it was sent.
        if (m_player.isPlaying() && from <= before && to > before && to <= ends[step]) {
            const auto index = static_cast<std::size_t>(step);
            if (!m_source.asksPrediction(index) || m_record.contains(m_source.predictionKey(index)))
                return;
            auto prediction = m_source.prediction(index);
            if (!prediction)
                return;
            m_player.pause();
            ask(std::move(prediction));
            m_player.goToStep(step - 1, false);
            return;
        }
    }
}

void PredictionFlow::ask(std::shared_ptr<const LessonPrediction> prediction)
{
    m_asking = std::move(prediction);
    m_held.reset();
    m_box->ask(m_asking->question(), m_asking->buttons());
    m_box->setHint(m_asking->pictureHint());
    QList<QPair<quint64, QString>> listed;
    for (const auto& [value, words] : m_asking->pictureChoices())
        listed.append({value, words});
    m_box->setPictureChoices(listed);
    showTally();
}

void PredictionFlow::pictureClicked(std::uint64_t picked)
{
    if (!m_asking || m_asking->pictureHint().isEmpty())
        return;
    QString why;
    const std::optional<bool> right = m_asking->judgeClick(picked, &why);
    if (!right) {
        m_box->setHint(why);
        return;
    }
    answer(*right, m_asking->clickWords(picked));
}

void PredictionFlow::answer(bool right, const QString& words)
{
    m_held = right;
    if (m_presenting) {
        m_box->markChoice(words);
        return;
    }
    reveal();
}

bool PredictionFlow::reveal()
{
    if (!m_asking || (!m_held && !m_presenting))
        return false;
    const std::shared_ptr<const LessonPrediction> prediction = std::move(m_asking);
    const std::optional<bool> right = m_held;
    m_asking.reset();
    m_held.reset();
    m_revealed = prediction;
    m_revealedRight = right;
    if (right) {
        m_record.insert(m_source.predictionKey(prediction->step()), *right);
        emit recorded(m_record);
    }
    // Unjudged when the class discussed and the teacher shows what happens: no one's answer to judge.
    m_box->showVerdict(right, prediction->outcome());
    showTally();
    // Now the step plays: its events animate and the narration follows as usual.
    m_player.goToStep(static_cast<int>(prediction->step()), true);
    return true;
}

void PredictionFlow::showTally()
{
    int right = 0;
    for (auto it = m_record.begin(); it != m_record.end(); ++it)
        right += it.value().toBool() ? 1 : 0;
    m_box->setTally(m_record.isEmpty() ? QString()
                                       : tr("Your predictions in this lesson: %1 of %2 right.").arg(right).arg(m_record.size()));
}

void PredictionFlow::retranslate()
{
    if (m_asking) {
        ask(m_asking);
    } else if (m_revealed) {
        m_box->showVerdict(m_revealedRight, m_revealed->outcome());
        showTally();
    }
}

bool PredictionFlow::withholds(int step, int cursor) const
{
    const QList<int> ends = m_source.predictionStepEnds();
    if (step < 1 || step >= ends.size())
        return false;
    const auto index = static_cast<std::size_t>(step);
    if (!m_source.asksPrediction(index) || m_record.contains(m_source.predictionKey(index)))
        return false;
    return cursor <= ends.value(step - 1);
}

QString PredictionFlow::questionOnScreen() const
{
    return m_asking ? m_asking->question() : QString();
}

QString PredictionFlow::verdictOnScreen() const
{
    if (!m_revealed)
        return {};
    // The caption says what the engine did, with its reasons, right under it: the verdict need not.
    return PredictionBox::verdictSentence(m_revealedRight, m_revealed->headline());
}

QString PredictionFlow::caption(const QString& stepText) const
{
    if (const QString question = questionOnScreen(); !question.isEmpty())
        return tr("%1\n\nDiscuss, then press R or Page Down to see what happens.").arg(question);
    if (const QString verdict = verdictOnScreen(); !verdict.isEmpty())
        return tr("%1\n\n%2").arg(verdict, stepText);
    return stepText;
}
