#pragma once

#include <QWidget>

class QLabel;
class QScrollArea;
class QToolButton;
class QVBoxLayout;
struct Lesson;

// A lesson's page in the central area: its title and introduction, above the lesson's visualization once
// that lesson has one (setVisualization).
class LessonPage : public QWidget
{
    Q_OBJECT

public:
    explicit LessonPage(const Lesson& lesson, QWidget* parent = nullptr);

    const QString& lessonId() const { return m_lessonId; }
    void setContentLanguage(const QString& code);
    // Puts the lesson's visualization under the introduction, which then becomes a short panel that the
    // learner can fold away.
    void setVisualization(QWidget* visualization);
    QWidget* visualization() const { return m_visualization; }
    // Folds the introduction away (pages with a visualization only), as its button does.
    // Presenting: the lesson's title and the button that shows the introduction go (the introduction is for
    // reading at a desk; on a 1024x768 projector the two took the narration's last lines).
    void setPresenting(bool presenting);
    bool isIntroductionShown() const;
    void setIntroductionShownByUser(bool shown);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void setIntroductionShown(bool shown);

    QString m_lessonId;
    const Lesson& m_lesson;
    QLabel* m_title;
    QLabel* m_introduction;
    QVBoxLayout* m_layout;
    QScrollArea* m_introductionArea;
    QToolButton* m_toggle;
    QWidget* m_visualization = nullptr;
};
