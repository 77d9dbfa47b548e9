#include "app/content/quiz/QuizSession.h"

#include <QJsonArray>
#include <QRandomGenerator>

#include <algorithm>
#include <random>

// The quiz state machine, after KDE Parley's practice design and Moodle's "immediate feedback":
//
//   unanswered --choose--> answered (right or wrong; the explanation shows at once)
//   answered --next/previous--> another question of the pass (answers stay)
//   all answered --retryMissed--> a new pass over the wrong ones, their answers cleared
//   any --restart--> every answer cleared, a pass over all questions
//
// A pass is the list of questions being worked through. The position moves within it; the question number
// shown to the learner is always the question's own number ("question 6 of 8"), also while retrying.

QuizSession::QuizSession(const Quiz& quiz, QObject* parent) : QObject(parent), m_quiz(quiz)
{
    m_chosen = QList<int>(questionCount(), -1);
    for (int i = 0; i < questionCount(); ++i)
        m_pass.append(i);
    m_shuffleSeed = QRandomGenerator::global()->generate();
}

QList<int> QuizSession::displayOrder(int question) const
{
    QList<int> order;
    for (int i = 0; i < QuizQuestion::kOptionCount; ++i)
        order.append(i);
    if (m_shuffled) {
        // Seeded per quiz session and question: the order is stable while the learner goes back and forth,
        // and after a restart of the application (the seed is saved with the progress).
        std::mt19937 generator(m_shuffleSeed ^ (static_cast<quint32>(question) * 2654435761u));
        std::shuffle(order.begin(), order.end(), generator);
    }
    return order;
}

void QuizSession::setShuffled(bool shuffled)
{
    if (m_shuffled == shuffled)
        return;
    m_shuffled = shuffled;
    emit changed();
}

bool QuizSession::chooseDisplayed(int displayPosition)
{
    const int question = currentQuestion();
    if (displayPosition < 0 || displayPosition >= QuizQuestion::kOptionCount || isAnswered(question))
        return false;
    m_chosen[question] = displayOrder(question).at(displayPosition);
    const bool correct = isCorrect(question);
    emit answered(question, correct);
    emit changed();
    return correct;
}

bool QuizSession::changeDisplayed(int displayPosition)
{
    const int question = currentQuestion();
    if (displayPosition < 0 || displayPosition >= QuizQuestion::kOptionCount || !isAnswered(question))
        return false;
    m_chosen[question] = displayOrder(question).at(displayPosition);
    emit changed();
    return isCorrect(question);
}

bool QuizSession::isCorrect(int question) const
{
    return m_chosen.at(question) >= 0 && m_chosen.at(question) == m_quiz.questions.at(question).correct;
}

int QuizSession::score() const
{
    int correct = 0;
    for (int i = 0; i < questionCount(); ++i)
        correct += isCorrect(i) ? 1 : 0;
    return correct;
}

int QuizSession::answeredCount() const
{
    return static_cast<int>(std::count_if(m_chosen.begin(), m_chosen.end(), [](int c) { return c >= 0; }));
}

QList<int> QuizSession::missedQuestions() const
{
    QList<int> missed;
    for (int i = 0; i < questionCount(); ++i)
        if (isAnswered(i) && !isCorrect(i))
            missed.append(i);
    return missed;
}

void QuizSession::next()
{
    if (!canGoNext())
        return;
    ++m_position;
    emit changed();
}

void QuizSession::previous()
{
    if (!canGoPrevious())
        return;
    --m_position;
    emit changed();
}

bool QuizSession::retryMissed()
{
    const QList<int> missed = missedQuestions();
    if (missed.isEmpty())
        return false;
    for (const int question : missed)
        m_chosen[question] = -1;
    m_pass = missed;
    m_position = 0;
    m_retrying = true;
    emit changed();
    return true;
}

void QuizSession::restart()
{
    m_chosen.fill(-1);
    m_pass.clear();
    for (int i = 0; i < questionCount(); ++i)
        m_pass.append(i);
    m_position = 0;
    m_retrying = false;
    emit changed();
}

QJsonObject QuizSession::saveState() const
{
    QJsonArray chosen, pass;
    for (const int c : m_chosen)
        chosen.append(c);
    for (const int q : m_pass)
        pass.append(q);
    return {{QStringLiteral("chosen"), chosen},       {QStringLiteral("pass"), pass},
            {QStringLiteral("position"), m_position}, {QStringLiteral("retrying"), m_retrying},
            {QStringLiteral("shuffled"), m_shuffled}, {QStringLiteral("seed"), static_cast<qint64>(m_shuffleSeed)}};
}

void QuizSession::restoreState(const QJsonObject& state)
{
    const QJsonArray chosen = state.value(QStringLiteral("chosen")).toArray();
    if (chosen.size() != questionCount())
        return; // saved for a different version of this quiz: start afresh rather than mis-score
    QList<int> restoredChosen;
    for (const auto& value : chosen) {
        const int c = value.toInt(-1);
        restoredChosen.append(c >= 0 && c < QuizQuestion::kOptionCount ? c : -1);
    }
    QList<int> restoredPass;
    for (const auto& value : state.value(QStringLiteral("pass")).toArray()) {
        const int q = value.toInt(-1);
        if (q >= 0 && q < questionCount() && !restoredPass.contains(q))
            restoredPass.append(q);
    }
    if (restoredPass.isEmpty())
        for (int i = 0; i < questionCount(); ++i)
            restoredPass.append(i);
    m_chosen = restoredChosen;
    m_pass = restoredPass;
    m_position = std::clamp(state.value(QStringLiteral("position")).toInt(), 0, passLength() - 1);
    m_retrying = state.value(QStringLiteral("retrying")).toBool();
    m_shuffled = state.value(QStringLiteral("shuffled")).toBool();
    m_shuffleSeed = static_cast<quint32>(state.value(QStringLiteral("seed")).toInteger(m_shuffleSeed));
    emit changed();
}
