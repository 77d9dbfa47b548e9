#include "app/content/checkpoint/CheckpointPrediction.h"

#include "app/content/checkpoint/CheckpointText.h"

using gml::CheckpointOpKind;

std::optional<CheckpointPrediction> CheckpointPrediction::of(const gml::CheckpointTrace& timeline,
                                                             const QList<int>& stepEnds, std::size_t step,
                                                             std::uint32_t layers)
{
    if (step == 0 || step >= static_cast<std::size_t>(stepEnds.size()))
        return std::nullopt;
    const auto first = static_cast<std::size_t>(stepEnds[static_cast<int>(step) - 1] + 1);
    const auto end = std::min(static_cast<std::size_t>(stepEnds[static_cast<int>(step)]) + 1, timeline.size());
    CheckpointPrediction prediction;
    prediction.m_step = step;
    prediction.m_layers = layers;
    prediction.m_first = first;
    bool backward = false;
    for (std::size_t i = first; i < end; ++i) {
        const gml::CheckpointOp& op = timeline[i];
        // Only a forward run again before the step's first backward: what the learner is asked is what comes
        // next, and a step is one run of backwards with the recomputation that comes before it.
        if (op.kind == CheckpointOpKind::Recompute && !prediction.m_recompute)
            prediction.m_recompute = i;
        if (op.kind == CheckpointOpKind::OffloadIn)
            prediction.m_instead = Instead::Fetched;
        if (op.kind == CheckpointOpKind::RecomputePart)
            prediction.m_instead = Instead::PartRecomputed;
        if (op.kind == CheckpointOpKind::Backward) {
            prediction.m_backwardLayer = op.layer;
            backward = true;
            break;
        }
    }
    if (!backward)
        return std::nullopt;
    prediction.m_timeline = timeline;
    return prediction;
}

std::optional<std::uint32_t> CheckpointPrediction::answer() const
{
    if (!m_recompute)
        return std::nullopt;
    return m_timeline[*m_recompute].layer;
}

QString CheckpointPrediction::question() const
{
    return tr("Predict: the backward of layer %1 is next. Which layer's forward runs again first, if any? Click the "
              "layer in the timeline, or choose none.")
        .arg(m_backwardLayer + 1);
}

QList<QPair<int, QString>> CheckpointPrediction::buttons() const
{
    return {{kNone, tr("None: nothing runs again")}};
}

QString CheckpointPrediction::pictureHint() const
{
    return tr("Click a layer's box in a lane of the timeline or its row in the live stack, or choose it from the list.");
}

QList<QPair<std::uint64_t, QString>> CheckpointPrediction::pictureChoices() const
{
    QList<QPair<std::uint64_t, QString>> layers;
    for (std::uint32_t layer = 0; layer < m_layers; ++layer)
        layers.append({layer, clickWords(layer)});
    return layers;
}

std::optional<bool> CheckpointPrediction::judgeClick(std::uint64_t layer, QString* why) const
{
    if (layer >= m_layers) {
        *why = tr("Pick a layer of the chain.");
        return std::nullopt;
    }
    return m_recompute && layer == m_timeline[*m_recompute].layer;
}

QString CheckpointPrediction::clickWords(std::uint64_t layer) const
{
    return tr("layer %1").arg(layer + 1);
}

QString CheckpointPrediction::headline() const
{
    if (!m_recompute) {
        switch (m_instead) {
        case Instead::Fetched:
            return tr("Nothing runs again before the backward of layer %1: what it needs comes back from host memory.")
                .arg(m_backwardLayer + 1);
        case Instead::PartRecomputed:
            return tr("No whole forward runs again before the backward of layer %1: only the part that selective "
                      "recomputation dropped is recomputed.")
                .arg(m_backwardLayer + 1);
        case Instead::Kept:
            break;
        }
        return tr("Nothing runs again before the backward of layer %1: the first sweep kept what it needs.")
            .arg(m_backwardLayer + 1);
    }
    const gml::CheckpointOp& op = m_timeline[*m_recompute];
    //: %1: the layer run again; %2: the layer whose kept input it starts from; %3: the layer whose backward needs it.
    return tr("Layer %1's forward runs again first, from the checkpoint at layer %2's input: the backward of layer "
              "%3 needs activations that were not kept.")
        .arg(op.layer + 1)
        .arg(op.from + 1)
        .arg(m_backwardLayer + 1);
}

QString CheckpointPrediction::outcome() const
{
    //: %1: what happened; %2: the schedule's own account of the step's first operation.
    return tr("%1 %2").arg(headline(), CheckpointText::explain(m_timeline, m_recompute ? *m_recompute : m_first));
}

std::optional<std::uint64_t> CheckpointPrediction::answerOnPicture() const
{
    if (const auto layer = answer())
        return *layer;
    return std::nullopt;
}
