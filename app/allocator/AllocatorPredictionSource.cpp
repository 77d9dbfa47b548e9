#include "app/allocator/AllocatorPredictionSource.h"

#include "app/allocator/AllocatorLesson.h"
#include "app/content/allocator/AllocatorPrediction.h"

QList<int> AllocatorPredictionSource::predictionStepEnds() const
{
    return m_lesson.hasRun() ? m_lesson.stepEnds() : QList<int>();
}

bool AllocatorPredictionSource::asksPrediction(std::size_t step) const
{
    const auto& steps = m_lesson.scenario().steps;
    return m_lesson.hasRun() && step < steps.size() && steps[step].prediction != gml::ScenarioStep::Prediction::None;
}

std::shared_ptr<const LessonPrediction> AllocatorPredictionSource::prediction(std::size_t step) const
{
    if (!m_lesson.hasRun())
        return nullptr;
    auto prediction = AllocatorPrediction::of(m_lesson.runner(), step);
    return prediction ? std::make_shared<const AllocatorPrediction>(std::move(*prediction)) : nullptr;
}

QString AllocatorPredictionSource::predictionKey(std::size_t step) const
{
    return QString::fromStdString(m_lesson.scenario().id + "/" + m_lesson.scenario().steps.at(step).id);
}
