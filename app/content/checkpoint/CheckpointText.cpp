#include "app/content/checkpoint/CheckpointText.h"

#include "app/content/common/NumberText.h"

#include <cstdlib>

using gml::CheckpointOpKind;
using gml::LayerHold;

namespace {

QString andThen(const QString& sentence, const QString& more)
{
    return more.isEmpty() ? sentence : sentence + QLatin1Char(' ') + more;
}

QString bytesOf(const gml::CheckpointOp& op)
{
    return NumberText::bytes(static_cast<std::uint64_t>(std::llabs(op.deltaBytes)));
}

} // namespace

QString CheckpointText::explain(const gml::CheckpointTrace& timeline, std::size_t index)
{
    const gml::CheckpointOp& op = timeline[index];
    const std::uint32_t layer = op.layer + 1;
    const QString neededBy = op.neededBy == gml::kNoLayer
                                 ? QString()
                                 : tr("It is needed by the backward of layer %1.").arg(op.neededBy + 1);
    switch (op.kind) {
    case CheckpointOpKind::LoadInput:
        return tr("The batch arrives: the input of layer 1 (%1) is live for the whole step.").arg(bytesOf(op));
    case CheckpointOpKind::Forward:
        switch (op.hold) {
        case LayerHold::Saved:
            return tr("Forward of layer %1, keeping its activations for its backward (live +%2).").arg(layer).arg(bytesOf(op));
        case LayerHold::Selective:
            return tr("Forward of layer %1, keeping all but its attention scores, softmax and dropout, which its "
                      "backward will recompute (live +%2).")
                .arg(layer)
                .arg(bytesOf(op));
        default:
            return op.keepsOutput ? tr("Forward of layer %1 without keeping its activations: its output is the next "
                                       "layer's input.")
                                        .arg(layer)
                                  : tr("Forward of layer %1 without keeping its activations.").arg(layer);
        }
    case CheckpointOpKind::Recompute:
        return andThen(andThen(tr("Recompute layer %1 from checkpoint %2.").arg(layer).arg(op.from + 1), neededBy),
                       op.hold == LayerHold::Saved ? tr("This time it keeps its activations.") : QString());
    case CheckpointOpKind::RecomputePart:
        return tr("Recompute the part of layer %1 that selective recomputation dropped (attention scores, softmax, "
                  "dropout: +%2) just before its backward.")
            .arg(layer)
            .arg(bytesOf(op));
    case CheckpointOpKind::Backward:
        return tr("Backward of layer %1: its gradient flows to the layer below and its activations (%2) are freed.")
            .arg(layer)
            .arg(bytesOf(op));
    case CheckpointOpKind::Free:
        return tr("Free the input of layer %1 (%2): it is no checkpoint, and the next layer's input replaces it.")
            .arg(layer)
            .arg(bytesOf(op));
    case CheckpointOpKind::OffloadOut:
        return andThen(tr("Copy the activations of layer %1 (%2) to host memory and free them on the device.")
                           .arg(layer)
                           .arg(bytesOf(op)),
                       op.stallMs > 0 ? tr("The copy outlasted the next layer's forward, so compute waited %1.")
                                            .arg(NumberText::milliseconds(op.stallMs))
                                      : tr("The copy hid behind the next layer's forward."));
    case CheckpointOpKind::OffloadIn:
        return andThen(andThen(tr("Copy the activations of layer %1 (%2) back from host memory.").arg(layer).arg(bytesOf(op)),
                               neededBy),
                       op.stallMs > 0 ? tr("The copy outlasted the backward it overlapped, so compute waited %1.")
                                            .arg(NumberText::milliseconds(op.stallMs))
                                      : tr("It overlaps the backward before it."));
    }
    return {};
}

QString CheckpointText::titleOf(const std::string& name, const gml::ScheduleParameters& p)
{
    if (name == "store-all")
        return tr("Store all: every layer keeps its activations until its backward");
    if (name == "every-k")
        return tr("A checkpoint every %n layer(s)", nullptr, static_cast<int>(p.segmentLayers));
    if (name == "sqrt")
        return tr("Chen's sqrt(N): %1 segments of up to %2 layers").arg(p.segments).arg(p.segmentLayers);
    if (name == "chen-greedy")
        return tr("Chen's greedy plan: a new segment every %1 of activations (%n segment(s))", nullptr,
                  static_cast<int>(p.segments))
            .arg(NumberText::bytes(p.thresholdBytes));
    if (name == "recursive")
        return tr("Chen's recursive plan: halve, keep the middle, recurse (about log2(N) checkpoints)");
    if (name == "revolve")
        return tr("Revolve with %n snapshot(s) (binomial checkpointing)", nullptr, static_cast<int>(p.snapshots));
    if (name == "selective")
        return tr("Selective recomputation: keep all but the attention core, and recompute it in the backward");
    if (name == "offload")
        return tr("Offload activations to host memory at %1 GB/s").arg(QString::number(p.hostGigabytesPerSecond, 'f', 1));
    if (name == "by-hand")
        return tr("Checkpoints placed by hand (%n segment(s))", nullptr, static_cast<int>(p.segments));
    if (name == "budget") {
        if (p.closedForm.empty())
            return tr("Cheapest under a budget of %1 (dynamic program over checkpoint positions)")
                .arg(NumberText::bytes(p.budgetBytes));
        return tr("Cheapest under a budget of %1: %2, which recomputes less than the dynamic program's plan")
            .arg(NumberText::bytes(p.budgetBytes), titleOf(p.closedForm, p));
    }
    return QString::fromStdString(name); // a schedule this version does not know: its id, as code
}

QString CheckpointText::title(const gml::CheckpointSchedule& schedule)
{
    return titleOf(schedule.name, schedule.parameters);
}
