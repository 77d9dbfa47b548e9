#pragma once

#include <QHash>
#include <QList>
#include <QPointer>
#include <QSet>
#include <QWidget>

#include "app/content/quiz/Quiz.h"

class QBoxLayout;
class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QuizOptionButton;
class QuizSession;

// The quiz docked beside a lesson: one question at a time, its four options, and at once on choosing one
// the verdict, the correct option and the explanation. Keys: 1-4 choose, Enter/Space go on (or choose the
// focused option), Left/Right move between questions, Up/Down move between options.
class QuizPanel : public QWidget
{
    Q_OBJECT

public:
    explicit QuizPanel(QWidget* parent = nullptr);

    // The quizzes of the lesson now shown (possibly none), and which of them to show first.
    void setSessions(const QList<QuizSession*>& sessions, int current);
    // The session on screen: the presenter's own, or while presenting the class's.
    QuizSession* currentSession() const;
    void setContentLanguage(const QString& code);
    void setShuffleOptions(bool shuffle);
    // Presentation mode: the class answers, in sessions of its own that start at the question on screen and
    // are not the presenter's progress (they are never saved). Choosing an option marks it as chosen and
    // holds back whether it is right and the explanation until revealAnswer() (the teacher's key press); until
    // then the class may change its mind. The score shows what has been revealed. Turning it off goes back
    // to the presenter's own sessions, as they were.
    void setRevealOnDemand(bool on);
    bool revealOnDemand() const { return m_revealOnDemand; }
    // Whether the question on screen has been answered and its answer is still held back.
    bool hasHeldAnswer() const;
    void revealAnswer();

    QuizOptionButton* optionButton(int displayPosition) const { return m_options.at(displayPosition); }

signals:
    void currentQuizChanged(const QString& quizId);
    // The learner asked to see the current question's lesson scene.
    void showMeRequested(const ShowMeLink& link);
    void shuffleOptionsChanged(bool shuffle);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void buildUi();
    void installShortcuts();
    void retranslateUi();
    void refresh();
    void choose(int displayPosition);
    void goOn();
    void moveOptionFocus(int step);
    void selectQuiz(int index);
    // Scrolls the question so that the verdict and the start of the explanation are in sight: at 1280×800
    // they appeared below the fold, and the learner saw nothing happen.
    void showFeedback();
    // Shows `sessions` (the presenter's own, or the class's copies of them).
    void showSessions(const QList<QuizSession*>& sessions, int current);
    // The class's session for `own`'s quiz, made on first use at the question `own` is on.
    QuizSession* classSession(const QuizSession* own);

    QList<QPointer<QuizSession>> m_sessions;
    int m_current = -1;
    QString m_language = QStringLiteral("en");
    bool m_revealOnDemand = false;
    QSet<QPair<QuizSession*, int>> m_held; // (session, question) answered with the reveal held back
    QList<QPointer<QuizSession>> m_ownSessions; // the presenter's, kept aside while the class answers
    QHash<QString, QuizSession*> m_classSessions; // by quiz id, while presenting; the panel's children

    QStackedWidget* m_pages;
    QScrollArea* m_scroll = nullptr; // the question, its options and the feedback
    QLabel* m_noQuiz;
    QComboBox* m_quizSelector;
    QLabel* m_quizLabel;
    QLabel* m_title;
    QLabel* m_level;
    QLabel* m_description;
    QLabel* m_counter;
    QLabel* m_score;
    QProgressBar* m_progress;
    QLabel* m_prompt;
    QList<QuizOptionButton*> m_options;
    QLabel* m_feedback;
    QLabel* m_explanation;
    QLabel* m_summary;
    QPushButton* m_previous;
    QPushButton* m_next;
    // The button rows under the question: side by side where both fit, one above the other where not.
    QBoxLayout* m_navigation = nullptr;
    QBoxLayout* m_actions = nullptr;
    void fitButtonRows();
    QPushButton* m_retry;
    QPushButton* m_restart;
    QPushButton* m_showMe;
    QCheckBox* m_shuffle;
};
