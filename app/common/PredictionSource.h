#pragma once

#include "app/content/lesson/LessonPrediction.h"

#include <QList>
#include <QString>

#include <memory>

// What PredictionFlow needs of a lesson: where its run's steps end, which of them ask a prediction, the
// prediction itself, and the key its answer is kept under ("scenario/step").
class PredictionSource
{
public:
    virtual ~PredictionSource() = default;

    // The last event of each step of the run on screen; empty before a run.
    virtual QList<int> predictionStepEnds() const = 0;
    // Whether step `step` asks (cheap: read on every step shown).
    virtual bool asksPrediction(std::size_t step) const = 0;
    // Step `step`'s prediction, worked out from the run; null where it asks none.
    virtual std::shared_ptr<const LessonPrediction> prediction(std::size_t step) const = 0;
    virtual QString predictionKey(std::size_t step) const = 0;
};
