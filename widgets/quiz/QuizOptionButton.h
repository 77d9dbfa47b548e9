#pragma once

#include <QPushButton>

class QLabel;

// One answer of a multiple-choice question: a button whose text wraps (QPushButton's does not), showing its
// key number, and after answering whether it was the right one. Right and wrong are told apart by a mark
// (✓ / ✗) and a border as well as by colour, for colour-blind learners and washed-out projectors.
class QuizOptionButton : public QPushButton
{
    Q_OBJECT

public:
    // Chosen: picked, but whether it is right is held back (presentation mode, until the teacher reveals it).
    enum class Result { None, Correct, WrongChoice, Dimmed, Chosen };

    explicit QuizOptionButton(QWidget* parent = nullptr);

    void setOption(int number, const QString& text);
    void setResult(Result result);
    Result result() const { return m_result; }
    QString optionText() const { return m_text; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    QLabel* m_label;
    int m_number = 0;
    QString m_text;
    Result m_result = Result::None;
};
