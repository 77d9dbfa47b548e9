#include "QtTestApplication.h"

#include "app/content/lesson/CourseCatalog.h"
#include "app/content/quiz/QuizProgressStore.h"
#include "app/content/quiz/QuizSession.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>

namespace {

const Quiz& fragmentationQuiz()
{
    static CourseCatalog catalog = [] {
        CourseCatalog c;
        c.load({QStringLiteral(":/content")});
        return c;
    }();
    const Quiz* quiz = catalog.quiz(QStringLiteral("fragmentation"));
    BOOST_REQUIRE(quiz);
    return *quiz;
}

// Answers the current question correctly or not, by original index, whatever the display order.
bool answer(QuizSession& session, bool correctly)
{
    const int question = session.currentQuestion();
    const int correct = session.quiz().questions.at(question).correct;
    const int wanted = correctly ? correct : (correct + 1) % 4;
    return session.chooseDisplayed(static_cast<int>(session.displayOrder(question).indexOf(wanted)));
}

} // namespace

BOOST_AUTO_TEST_CASE(answering_scores_and_keeps_the_first_answer)
{
    QuizSession session(fragmentationQuiz());
    QSignalSpy answered(&session, &QuizSession::answered);
    BOOST_TEST(session.currentQuestion() == 0);
    BOOST_TEST(answer(session, true));
    BOOST_TEST(answered.count() == 1);
    BOOST_TEST(session.isAnswered(0));
    BOOST_TEST(session.score() == 1);
    // A second choice on an answered question changes nothing: the verdict stands until a retry.
    BOOST_TEST(!session.chooseDisplayed(0));
    BOOST_TEST(session.score() == 1);
    session.next();
    BOOST_TEST(!answer(session, false));
    BOOST_TEST(session.score() == 1);
    BOOST_TEST(session.answeredCount() == 2);
    BOOST_TEST(session.missedQuestions() == QList<int>{1});
}

BOOST_AUTO_TEST_CASE(retry_asks_only_the_missed_questions_again)
{
    QuizSession session(fragmentationQuiz());
    for (int q = 0; q < 8; ++q) {
        answer(session, q % 3 != 0); // wrong on questions 1, 4 and 7
        session.next();
    }
    BOOST_TEST(session.isComplete());
    BOOST_TEST(session.score() == 5);
    BOOST_TEST((session.missedQuestions() == QList<int>{0, 3, 6}));
    BOOST_TEST(session.retryMissed());
    BOOST_TEST(session.isRetrying());
    BOOST_TEST(session.passLength() == 3);
    BOOST_TEST(session.currentQuestion() == 0);
    BOOST_TEST(!session.isAnswered(0));
    BOOST_TEST(session.isCorrect(1)); // the right answers are kept
    for (int i = 0; i < 3; ++i) {
        answer(session, true);
        session.next();
    }
    BOOST_TEST(session.score() == 8);
    BOOST_TEST(!session.retryMissed()); // nothing left to retry
    session.restart();
    BOOST_TEST(session.answeredCount() == 0);
    BOOST_TEST(session.passLength() == 8);
}

BOOST_AUTO_TEST_CASE(shuffling_changes_the_order_but_never_the_correct_answer)
{
    QuizSession session(fragmentationQuiz());
    session.setShuffled(true);
    bool someOrderChanged = false;
    for (int q = 0; q < 8; ++q) {
        const QList<int> order = session.displayOrder(q);
        QList<int> sorted = order;
        std::sort(sorted.begin(), sorted.end());
        BOOST_TEST((sorted == QList<int>{0, 1, 2, 3}), "a permutation of the four options");
        BOOST_TEST((session.displayOrder(q) == order), "stable while the session lasts");
        someOrderChanged = someOrderChanged || order != QList<int>{0, 1, 2, 3};
    }
    BOOST_TEST(someOrderChanged);
    // Choosing the displayed position of the correct option is correct, and it is stored by original index.
    const int correct = session.quiz().questions.at(0).correct;
    const int shownAt = static_cast<int>(session.displayOrder(0).indexOf(correct));
    BOOST_TEST(session.chooseDisplayed(shownAt));
    BOOST_TEST(session.chosenOption(0) == correct);
    // Turning shuffling off afterwards keeps the verdict.
    session.setShuffled(false);
    BOOST_TEST(session.isCorrect(0));
}

BOOST_AUTO_TEST_CASE(progress_survives_a_restart)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("quiz-progress.json"));
    QList<int> order;
    {
        QuizProgressStore store(path);
        BOOST_TEST(!store.load().has_value());
        QuizSession session(fragmentationQuiz());
        session.setShuffled(true);
        answer(session, true);
        session.next();
        answer(session, false);
        order = session.displayOrder(2);
        BOOST_TEST(store.save(session.quiz().id, session.saveState()));
    }
    QuizProgressStore reopened(path);
    BOOST_TEST(!reopened.load().has_value());
    QuizSession restored(fragmentationQuiz());
    restored.restoreState(reopened.progress(QStringLiteral("fragmentation")));
    BOOST_TEST(restored.score() == 1);
    BOOST_TEST(restored.answeredCount() == 2);
    BOOST_TEST(restored.currentQuestion() == 1);
    BOOST_TEST(restored.isShuffled());
    BOOST_TEST((restored.displayOrder(2) == order), "the same shuffled order after a restart");
}

BOOST_AUTO_TEST_CASE(progress_saved_for_another_version_of_the_quiz_is_ignored)
{
    QuizSession session(fragmentationQuiz());
    session.restoreState(QJsonObject{{QStringLiteral("chosen"), QJsonArray{1, 2, 3}}}); // only 3 questions
    BOOST_TEST(session.answeredCount() == 0);
    session.restoreState(QJsonObject{{QStringLiteral("chosen"), QJsonArray{9, -4, 0, 0, 0, 0, 0, 0}},
                                     {QStringLiteral("position"), 99}});
    BOOST_TEST(!session.isAnswered(0)); // out-of-range choices are not trusted
    BOOST_TEST(session.isAnswered(2));
    BOOST_TEST(session.position() == 7); // clamped
}
