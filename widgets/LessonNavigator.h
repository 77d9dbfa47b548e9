#pragma once

#include <QListWidget>

struct Lesson;

// The list of lessons, in their order; activating one opens its page.
class LessonNavigator : public QListWidget
{
    Q_OBJECT

public:
    explicit LessonNavigator(QWidget* parent = nullptr);

    void setLessons(const QList<Lesson>& lessons);
    void setContentLanguage(const QString& code);
    void selectLesson(const QString& id);
    QString currentLessonId() const;

signals:
    void lessonSelected(const QString& id);

private:
    const QList<Lesson>* m_lessons = nullptr;
};
