#pragma once

#include <QObject>

class AllocatorLessonPresenter;
class CheckpointLessonPresenter;
class KvCacheLessonPresenter;
class PresentationController;
class QuizProgressStore;

// The window's side of predict-then-see: each lesson's predictions count with the quiz progress, in its file
// ("predictions/<lesson>"), except a class's while presenting, which are no one's progress; a choice waits
// for the teacher while presenting; and the teacher's R reveals the prediction of whichever lesson is on
// screen. Any presenter may be null (a lesson that failed to load).
class PredictionRecords : public QObject
{
    Q_OBJECT

public:
    PredictionRecords(QuizProgressStore& progress, PresentationController* presentation,
                      AllocatorLessonPresenter* allocator, KvCacheLessonPresenter* kvCache,
                      CheckpointLessonPresenter* checkpointing, QObject* parent = nullptr);

private:
    template <typename Presenter> void keep(Presenter* lesson, const QString& lessonId);

    QuizProgressStore& m_progress;
    PresentationController* m_presentation;
};
