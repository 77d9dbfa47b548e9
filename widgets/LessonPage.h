#pragma once

#include <QWidget>

class QLabel;
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
    void setVisualization(QWidget* visualization);

private:
    QString m_lessonId;
    const Lesson& m_lesson;
    QLabel* m_title;
    QLabel* m_introduction;
    QVBoxLayout* m_layout;
};
