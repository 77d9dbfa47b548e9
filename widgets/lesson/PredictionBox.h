#pragma once

#include <QGroupBox>
#include <QList>
#include <QPair>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

// Where a lesson asks the learner to predict before a step plays (a lab, not a slideshow): the question, the
// choices that are buttons (others are clicks on the picture, which the lesson reports with choose()), then
// whether the prediction was right and why, and the learner's tally. While presenting, a choice only marks
// it, so that the class can discuss; the teacher reveals (R), as with the quiz.
class PredictionBox : public QGroupBox
{
    Q_OBJECT

public:
    explicit PredictionBox(QWidget* parent = nullptr);

    // Asks: `question`, with buttons for `choices` (an id and its words), the first given Alt+1, ... Shown.
    void ask(const QString& question, const QList<QPair<int, QString>>& choices);
    // The learner chose `text` (a button, or a click on the picture): marked as the answer to reveal.
    void markChoice(const QString& text);
    // Right or wrong, and why (what the engine did, in the learner's language); with no verdict (nullopt),
    // what happened, unjudged (a class's prediction revealed by the teacher).
    void showVerdict(std::optional<bool> right, const QString& explanation);
    // "Right. …", "Not this time. …", or "What happened: …" when there was no answer to judge.
    static QString verdictSentence(std::optional<bool> right, const QString& explanation);
    // Gone until the next question.
    void clear();
    // The answers that are on the picture (a value the picture's click reports, and its words), listed as
    // well, so that they can be chosen from the keyboard or read by a screen reader; empty hides the list.
    void setPictureChoices(const QList<QPair<quint64, QString>>& choices);
    // "Predictions in this lesson: 2 of 3 right"; empty hides it.
    void setTally(const QString& text);
    void setHint(const QString& text);
    bool isAsking() const { return m_asking; }

signals:
    void choiceClicked(int id);
    // An answer on the picture chosen from the list (setPictureChoices).
    void pictureChoiceChosen(quint64 picked);

private:
    void retranslateUi();
    void changeEvent(QEvent* event) override;

    QLabel* m_question;
    QVBoxLayout* m_choices;
    QList<QPushButton*> m_buttons;
    QLabel* m_hint;
    QWidget* m_pictureRow;
    QComboBox* m_pictureChoices;
    QPushButton* m_pictureAnswer;
    QLabel* m_verdict;
    QLabel* m_tally;
    bool m_asking = false;
};
