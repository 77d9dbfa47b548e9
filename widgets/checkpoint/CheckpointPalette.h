#pragma once

#include "checkpoint/CheckpointOp.h"

#include <QBrush>
#include <QColor>
#include <QString>

#include <optional>

// Where the checkpointing lesson's colours and patterns are chosen: the timeline's lanes (what kind of work
// an operation is) and the live stack's kinds (how a layer's activations are held). Okabe-Ito colours, and a
// pattern as well for every kind but one per family, so they stay apart for colour-blind viewers and on a
// washed-out projector.
class CheckpointPalette
{
public:
    enum class Lane { Forward, Backward, Recompute, Offload };
    static constexpr int kLaneCount = 4;

    enum class Held {
        Checkpoint, // only the layer's input is kept
        Saved,      // everything its backward needs, from the first forward
        Selective,  // all but the attention core
        Recomputed, // everything its backward needs, made again by a recomputation
        Offloaded,  // in host memory
    };
    static constexpr int kHeldCount = 5;

    // The lane an operation is drawn in; none for the bookkeeping operations (the batch arriving, a free).
    static std::optional<Lane> laneOf(gml::CheckpointOpKind kind);
    static QColor laneColor(Lane lane);
    static QBrush laneBrush(Lane lane);
    static QString laneLabel(Lane lane); // translated

    static QColor heldColor(Held held);
    static QBrush heldBrush(Held held);
    static QString heldLabel(Held held); // translated
};
