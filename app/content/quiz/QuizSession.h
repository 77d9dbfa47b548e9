#pragma once

#include "app/content/quiz/Quiz.h"

#include <QJsonObject>
#include <QList>
#include <QObject>

// The state of one person working through one quiz (the state machine is explained in QuizSession.cpp).
// Answers are kept by each option's ORIGINAL index, so shuffling the display order never changes what
// counts as correct, and saved progress stays valid whatever order the options are shown in.
class QuizSession : public QObject
{
    Q_OBJECT

public:
    explicit QuizSession(const Quiz& quiz, QObject* parent = nullptr);

    const Quiz& quiz() const { return m_quiz; }
    int questionCount() const { return static_cast<int>(m_quiz.questions.size()); }

    // Which question is shown: an index into quiz().questions.
    int currentQuestion() const { return m_pass.at(m_position); }
    // Position within the current pass: all questions, or only the missed ones while retrying.
    int position() const { return m_position; }
    int passLength() const { return static_cast<int>(m_pass.size()); }
    bool isRetrying() const { return m_retrying; }

    // The order options are displayed in for `question`: displayOrder[k] is the original index shown k-th.
    QList<int> displayOrder(int question) const;
    bool isShuffled() const { return m_shuffled; }
    void setShuffled(bool shuffled);

    // Choosing the option displayed at `displayPosition` (0-3) of the current question. An answered question
    // keeps its answer until a retry clears it. Returns whether the choice was correct.
    bool chooseDisplayed(int displayPosition);
    // Changes the current question's answer to the option displayed at `displayPosition`: a class's answer,
    // held back for the teacher to reveal, may change after the discussion until it is revealed. Returns
    // whether the new choice is correct; false, changing nothing, when the question has no answer yet.
    bool changeDisplayed(int displayPosition);
    bool isAnswered(int question) const { return m_chosen.at(question) >= 0; }
    int chosenOption(int question) const { return m_chosen.at(question); } // original index, or -1
    bool isCorrect(int question) const;

    int score() const;         // questions whose answer is correct
    int answeredCount() const;
    QList<int> missedQuestions() const;
    bool isComplete() const { return answeredCount() == questionCount(); }

    bool canGoNext() const { return m_position + 1 < passLength(); }
    bool canGoPrevious() const { return m_position > 0; }
    void next();
    void previous();
    // Clears the wrong answers and starts a pass over just those questions. False if none were missed.
    bool retryMissed();
    // Forgets every answer and starts again from question 1.
    void restart();

    QJsonObject saveState() const;
    // Restores what saveState() wrote; anything inconsistent with this quiz is ignored, not trusted.
    void restoreState(const QJsonObject& state);

signals:
    void changed();
    void answered(int question, bool correct);

private:
    Quiz m_quiz;
    QList<int> m_chosen;  // per question, original option index or -1
    QList<int> m_pass;    // the questions of the current pass
    int m_position = 0;
    bool m_retrying = false;
    bool m_shuffled = false;
    quint32 m_shuffleSeed = 0;
};
