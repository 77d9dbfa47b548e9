#include "CheckpointPalette.h"

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
    case Lane::Forward: return QColor(0x00, 0x72, 0xB2);   // blue
    case Lane::Backward: return QColor(0xD5, 0x5E, 0x00);  // vermillion
    case Lane::Recompute: return QColor(0xE6, 0x9F, 0x00); // orange
    case Lane::Offload: return QColor(0x00, 0x9E, 0x73);   // bluish green
    }
    return Qt::magenta;
}

QBrush CheckpointPalette::laneBrush(Lane lane)
{
    // Drawn over the lane colour: forward stays plain, the others carry a pattern of their own.
    switch (lane) {
    case Lane::Forward: return QBrush(laneColor(lane));
    case Lane::Backward: return QBrush(laneColor(lane).darker(170), Qt::BDiagPattern);
    case Lane::Recompute: return QBrush(laneColor(lane).darker(170), Qt::DiagCrossPattern);
    case Lane::Offload: return QBrush(laneColor(lane).darker(170), Qt::HorPattern);
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
    case Held::Checkpoint: return QColor(0xCC, 0x79, 0xA7); // reddish purple
    case Held::Saved: return QColor(0x00, 0x72, 0xB2);      // blue, as the forward that saved it
    case Held::Selective: return QColor(0x56, 0xB4, 0xE9);  // sky blue
    case Held::Recomputed: return QColor(0xE6, 0x9F, 0x00); // orange, as the recompute lane
    case Held::Offloaded: return QColor(0x00, 0x9E, 0x73);  // bluish green, as the offload lane
    }
    return Qt::magenta;
}

QBrush CheckpointPalette::heldBrush(Held held)
{
    switch (held) {
    case Held::Checkpoint: return QBrush(heldColor(held).darker(170), Qt::VerPattern);
    case Held::Saved: return QBrush(heldColor(held));
    case Held::Selective: return QBrush(heldColor(held).darker(170), Qt::Dense6Pattern);
    case Held::Recomputed: return QBrush(heldColor(held).darker(170), Qt::DiagCrossPattern);
    case Held::Offloaded: return QBrush(heldColor(held).darker(170), Qt::HorPattern);
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
