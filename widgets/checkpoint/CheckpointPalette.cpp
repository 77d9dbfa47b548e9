#include "widgets/checkpoint/CheckpointPalette.h"

#include "widgets/common/DisplayTheme.h"

#include <QCoreApplication>

std::optional<CheckpointPalette::Lane> CheckpointPalette::laneOf(gml::CheckpointOpKind kind)
{
    using gml::CheckpointOpKind;
    switch (kind) {
    case CheckpointOpKind::Forward: return Lane::Forward;
    case CheckpointOpKind::Backward: return Lane::Backward;
    case CheckpointOpKind::Recompute:
    case CheckpointOpKind::RecomputePart: return Lane::Recompute;
    case CheckpointOpKind::OffloadOut:
    case CheckpointOpKind::OffloadIn: return Lane::Offload;
    case CheckpointOpKind::LoadInput:
    case CheckpointOpKind::Free: break;
    }
    return std::nullopt;
}

QColor CheckpointPalette::laneColor(Lane lane)
{
    switch (lane) {
    case Lane::Forward: return DisplayTheme::ink(DisplayTheme::Ink::Blue);
    case Lane::Backward: return DisplayTheme::ink(DisplayTheme::Ink::Vermillion);
    case Lane::Recompute: return DisplayTheme::ink(DisplayTheme::Ink::Orange);
    case Lane::Offload: return DisplayTheme::ink(DisplayTheme::Ink::BluishGreen);
    }
    return Qt::magenta;
}

QBrush CheckpointPalette::laneBrush(Lane lane)
{
    // Drawn over the lane colour: forward stays plain, the others carry a pattern of their own.
    switch (lane) {
    case Lane::Forward: return QBrush(laneColor(lane));
    case Lane::Backward: return QBrush(DisplayTheme::patternInk(laneColor(lane)), Qt::BDiagPattern);
    case Lane::Recompute: return QBrush(DisplayTheme::patternInk(laneColor(lane)), Qt::DiagCrossPattern);
    case Lane::Offload: return QBrush(DisplayTheme::patternInk(laneColor(lane)), Qt::HorPattern);
    }
    return {};
}

QString CheckpointPalette::laneLabel(Lane lane)
{
    switch (lane) {
    case Lane::Forward: return QCoreApplication::translate("CheckpointPalette", "forward");
    case Lane::Backward: return QCoreApplication::translate("CheckpointPalette", "backward");
    case Lane::Recompute: return QCoreApplication::translate("CheckpointPalette", "recompute");
    case Lane::Offload: return QCoreApplication::translate("CheckpointPalette", "offload copies");
    }
    return {};
}

QColor CheckpointPalette::heldColor(Held held)
{
    switch (held) {
    case Held::Checkpoint: return DisplayTheme::ink(DisplayTheme::Ink::ReddishPurple);
    case Held::Saved: return DisplayTheme::ink(DisplayTheme::Ink::Blue); // as the forward that saved it
    case Held::Selective: return DisplayTheme::ink(DisplayTheme::Ink::SkyBlue);
    case Held::Recomputed: return DisplayTheme::ink(DisplayTheme::Ink::Orange); // as the recompute lane
    case Held::Offloaded: return DisplayTheme::ink(DisplayTheme::Ink::BluishGreen); // as the offload lane
    }
    return Qt::magenta;
}

QBrush CheckpointPalette::heldBrush(Held held)
{
    switch (held) {
    case Held::Checkpoint: return QBrush(DisplayTheme::patternInk(heldColor(held)), Qt::VerPattern);
    case Held::Saved: return QBrush(heldColor(held));
    case Held::Selective: return QBrush(DisplayTheme::patternInk(heldColor(held)), Qt::Dense6Pattern);
    case Held::Recomputed: return QBrush(DisplayTheme::patternInk(heldColor(held)), Qt::DiagCrossPattern);
    case Held::Offloaded: return QBrush(DisplayTheme::patternInk(heldColor(held)), Qt::HorPattern);
    }
    return {};
}

QString CheckpointPalette::heldLabel(Held held)
{
    switch (held) {
    case Held::Checkpoint: return QCoreApplication::translate("CheckpointPalette", "checkpoint (input only)");
    case Held::Saved: return QCoreApplication::translate("CheckpointPalette", "saved");
    case Held::Selective: return QCoreApplication::translate("CheckpointPalette", "saved but the attention core");
    case Held::Recomputed: return QCoreApplication::translate("CheckpointPalette", "recomputed");
    case Held::Offloaded: return QCoreApplication::translate("CheckpointPalette", "offloaded to host");
    }
    return {};
}
