#include "checkpoint/CheckpointOp.h"

namespace gml {

std::string_view checkpointOpKindName(CheckpointOpKind kind)
{
    switch (kind) {
    case CheckpointOpKind::LoadInput: return "load_input";
    case CheckpointOpKind::Forward: return "forward";
    case CheckpointOpKind::Recompute: return "recompute";
    case CheckpointOpKind::RecomputePart: return "recompute_part";
    case CheckpointOpKind::Backward: return "backward";
    case CheckpointOpKind::Free: return "free";
    case CheckpointOpKind::OffloadOut: return "offload_out";
    case CheckpointOpKind::OffloadIn: return "offload_in";
    }
    return "unknown";
}

std::string_view layerHoldName(LayerHold hold)
{
    switch (hold) {
    case LayerHold::None: return "none";
    case LayerHold::Input: return "input";
    case LayerHold::Saved: return "saved";
    case LayerHold::Selective: return "selective";
    case LayerHold::Offloaded: return "offloaded";
    }
    return "unknown";
}

} // namespace gml
