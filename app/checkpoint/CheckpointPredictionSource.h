#pragma once

#include "app/common/PredictionSource.h"
#include "checkpoint/CheckpointTrace.h"

#include <QList>
#include <QString>

#include <cstdint>

// The checkpointing lesson's prediction steps for PredictionFlow: the steps a chain file lists under
// "predict", while that file's own schedule is on screen (another schedule, or checkpoints moved by hand,
// has other steps), each worked out from the timeline (CheckpointPrediction), kept under "file/step-N".
class CheckpointPredictionSource : public PredictionSource
{
public:
    // The run on screen: its timeline cut at `stepEnds` on a chain of `layers`, the chain file `file` it
    // plays, and the steps that file asks (counted from 1, as the file lists them); none for anything else.
    void setRun(const gml::CheckpointTrace& timeline, QList<int> stepEnds, std::uint32_t layers, QString file,
                QList<std::uint32_t> asked);

    QList<int> predictionStepEnds() const override { return m_stepEnds; }
    bool asksPrediction(std::size_t step) const override;
    std::shared_ptr<const LessonPrediction> prediction(std::size_t step) const override;
    QString predictionKey(std::size_t step) const override;

private:
    gml::CheckpointTrace m_timeline;
    QList<int> m_stepEnds;
    std::uint32_t m_layers = 0;
    QString m_file;
    QList<std::uint32_t> m_asked;
};
