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
    // An entry after the lessons for something opened by the learner (a snapshot file), added or renamed.
    void setExtraEntry(const QString& id, const QString& title);
    QString currentLessonId() const;
    // As wide as a short lesson title: longer ones wrap. The lesson beside it needs the width more.
    QSize sizeHint() const override;

signals:
    void lessonSelected(const QString& id);

private:
    const QList<Lesson>* m_lessons = nullptr;
};
