#include "app/checkpoint/CheckpointPredictionSource.h"

#include "app/content/checkpoint/CheckpointPrediction.h"

void CheckpointPredictionSource::setRun(const gml::CheckpointTrace& timeline, QList<int> stepEnds, std::uint32_t layers,
                                        QString file, QList<std::uint32_t> asked)
{
    // Only a run that asks keeps its timeline: the others never build a prediction.
    m_timeline = asked.isEmpty() ? gml::CheckpointTrace() : timeline;
    m_stepEnds = std::move(stepEnds);
    m_layers = layers;
    m_file = std::move(file);
    m_asked = std::move(asked);
}

bool CheckpointPredictionSource::asksPrediction(std::size_t step) const
{
    return m_asked.contains(static_cast<std::uint32_t>(step + 1));
}

std::shared_ptr<const LessonPrediction> CheckpointPredictionSource::prediction(std::size_t step) const
{
    if (!asksPrediction(step))
        return nullptr;
    auto prediction = CheckpointPrediction::of(m_timeline, m_stepEnds, step, m_layers);
    return prediction ? std::make_shared<const CheckpointPrediction>(std::move(*prediction)) : nullptr;
}

QString CheckpointPredictionSource::predictionKey(std::size_t step) const
{
    return m_file + QStringLiteral("/step-") + QString::number(step + 1);
}
