#include "app/window/PredictionRecords.h"

#include "app/allocator/AllocatorLessonPresenter.h"
#include "app/checkpoint/CheckpointLessonPresenter.h"
#include "app/content/quiz/QuizProgressStore.h"
#include "app/kvcache/KvCacheLessonPresenter.h"
#include "app/presentation/PresentationController.h"

PredictionRecords::PredictionRecords(QuizProgressStore& progress, PresentationController* presentation,
                                     AllocatorLessonPresenter* allocator, KvCacheLessonPresenter* kvCache,
                                     CheckpointLessonPresenter* checkpointing, QObject* parent)
    : QObject(parent), m_progress(progress), m_presentation(presentation)
{
    keep(allocator, QStringLiteral("caching-allocator"));
    keep(kvCache, QStringLiteral("paged-kv-cache"));
    keep(checkpointing, QStringLiteral("activation-checkpointing"));
    // A lesson not on screen has nothing to reveal: the one that is answers.
    m_presentation->setRevealer([allocator, kvCache, checkpointing] {
        return (allocator && allocator->revealPrediction()) || (kvCache && kvCache->revealPrediction()) ||
               (checkpointing && checkpointing->revealPrediction());
    });
}

template <typename Presenter> void PredictionRecords::keep(Presenter* lesson, const QString& lessonId)
{
    if (!lesson)
        return;
    const QString key = QStringLiteral("predictions/") + lessonId;
    lesson->setPredictionRecord(m_progress.progress(key));
    connect(lesson, &Presenter::predictionRecorded, this, [this, key](const QJsonObject& record) {
        if (!m_presentation->isPresenting())
            m_progress.save(key, record);
    });
    lesson->setPresentingQuery([this] { return m_presentation->isPresenting(); });
}
