#include "app/kvcache/KvPredictionSource.h"

#include "app/content/kvcache/KvPrediction.h"
#include "app/kvcache/KvCacheLesson.h"

QList<int> KvPredictionSource::predictionStepEnds() const
{
    return m_lesson.hasWalkthrough() ? m_lesson.stepEnds() : QList<int>();
}

bool KvPredictionSource::asksPrediction(std::size_t step) const
{
    if (!m_lesson.hasWalkthrough())
        return false;
    const auto& steps = m_lesson.walkthrough().steps;
    return step < steps.size() && !steps[step].predictRequest.empty();
}

std::shared_ptr<const LessonPrediction> KvPredictionSource::prediction(std::size_t step) const
{
    if (!m_lesson.hasWalkthrough())
        return nullptr;
    auto prediction = KvPrediction::of(m_lesson.walkthrough(), step, m_words);
    return prediction ? std::make_shared<const KvPrediction>(std::move(*prediction)) : nullptr;
}

QString KvPredictionSource::predictionKey(std::size_t step) const
{
    const auto& walkthrough = m_lesson.walkthrough();
    return QString::fromStdString(walkthrough.id + "/" + walkthrough.steps.at(step).scene);
}
