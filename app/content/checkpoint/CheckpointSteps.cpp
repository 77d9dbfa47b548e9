#include "app/content/checkpoint/CheckpointSteps.h"

#include "app/content/common/NumberText.h"

#include <algorithm>

using gml::CheckpointOpKind;

CheckpointSteps::CheckpointSteps(const gml::CheckpointTrace& timeline)
{
    const std::size_t count = timeline.size();
    Step current;
    bool open = false;
    bool forwardDone = false;
    const auto close = [&](std::size_t end) {
        // The figures at the step's end are the state the picture paints there.
        const gml::CheckpointState state = timeline.stateAt(end + 1);
        current.end = end;
        current.liveBytes = state.liveBytes;
        current.peakBytes = state.peakBytes;
        current.kept = static_cast<std::uint32_t>(
            std::count_if(state.holds.begin(), state.holds.end(), [](gml::LayerHold hold) { return hold != gml::LayerHold::None; }));
        m_steps.append(current);
        current = Step{};
        open = false;
    };
    for (std::size_t i = 0; i < count; ++i) {
        const gml::CheckpointOp& op = timeline[i];
        if (!forwardDone) {
            current.forward = true;
            open = true;
            if (op.kind == CheckpointOpKind::Forward)
                ++current.layers;
            // The forward pass ends before the first operation of the backward pass.
            const bool last = i + 1 == count || (timeline[i + 1].kind != CheckpointOpKind::Forward &&
                                                  timeline[i + 1].kind != CheckpointOpKind::Free &&
                                                  timeline[i + 1].kind != CheckpointOpKind::OffloadOut &&
                                                  timeline[i + 1].kind != CheckpointOpKind::LoadInput);
            if (last) {
                close(i);
                forwardDone = true;
            }
            continue;
        }
        open = true;
        if (op.kind == CheckpointOpKind::Recompute) {
            ++current.recomputed;
            if (current.from == gml::kNoLayer)
                current.from = op.from;
        }
        if (op.kind == CheckpointOpKind::Backward) {
            if (current.firstLayer == 0)
                current.firstLayer = op.layer + 1;
            current.lastLayer = op.layer + 1;
            // A run of backwards ends where the next operation is not a backward: forwards run again for
            // the next run, or the step is over.
            if (i + 1 == count || timeline[i + 1].kind != CheckpointOpKind::Backward)
                close(i);
        }
    }
    // A run of backwards closes itself; what is left open is operations after the last one (frees).
    if (open && count > 0 && !m_steps.isEmpty())
        m_steps.back().end = count - 1; // trailing frees belong to the last run
}

QList<int> CheckpointSteps::stepEnds() const
{
    QList<int> ends;
    for (const Step& step : m_steps)
        ends.append(static_cast<int>(step.end));
    return ends;
}

QString CheckpointSteps::title(const Step& step)
{
    if (step.forward)
        return tr("The forward pass");
    if (step.firstLayer == step.lastLayer)
        return tr("Backward of layer %1").arg(step.firstLayer);
    return tr("Backward of layers %1 to %2").arg(step.firstLayer).arg(step.lastLayer);
}

QString CheckpointSteps::narration(const Step& step)
{
    const QString live = NumberText::bytes(step.liveBytes);
    const QString peak = NumberText::bytes(step.peakBytes);
    if (step.forward)
        return tr("The forward pass ran all %1 layers, keeping the inputs or activations of %2 of them. %3 of "
                  "activations are live as the backward pass begins.")
            .arg(step.layers)
            .arg(step.kept)
            .arg(live);
    if (step.recomputed == 0)
        return tr("Backward of layers %1 down to %2, with the activations the forward pass kept: nothing is run "
                  "again. Live now: %3; the peak so far is %4.")
            .arg(step.firstLayer)
            .arg(step.lastLayer)
            .arg(live, peak);
    return tr("Forwards run again from checkpoint %1: %2. Then the backward of layers %3 down to %4 frees what "
              "they made. Live now: %5; the peak so far is %6.")
        .arg(step.from != gml::kNoLayer ? step.from + 1 : step.lastLayer)
        .arg(step.recomputed)
        .arg(step.firstLayer)
        .arg(step.lastLayer)
        .arg(live, peak);
}
