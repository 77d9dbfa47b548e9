#pragma once

#include "app/common/PredictionSource.h"

class AllocatorLesson;

// The allocator lesson's prediction steps for PredictionFlow: the steps of its script marked "predict",
// each worked out from the run (AllocatorPrediction), kept under "scenario/step".
class AllocatorPredictionSource : public PredictionSource
{
public:
    explicit AllocatorPredictionSource(const AllocatorLesson& lesson) : m_lesson(lesson) {}

    QList<int> predictionStepEnds() const override;
    bool asksPrediction(std::size_t step) const override;
    std::shared_ptr<const LessonPrediction> prediction(std::size_t step) const override;
    QString predictionKey(std::size_t step) const override;

private:
    const AllocatorLesson& m_lesson;
};
