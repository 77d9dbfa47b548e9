#include "checkpoint/CheckpointState.h"

#include <algorithm>

namespace gml {

namespace {
bool keepsSomething(LayerHold hold) { return hold == LayerHold::Input || hold == LayerHold::Saved || hold == LayerHold::Selective; }
} // namespace

bool CheckpointState::apply(const CheckpointOp& op)
{
    if (op.kind == CheckpointOpKind::LoadInput) {
        if (!holds.empty() || op.layer == 0 || op.deltaBytes < 0 ||
            static_cast<std::uint64_t>(op.deltaBytes) != op.liveBytes)
            return false;
        holds.assign(op.layer, LayerHold::None);
        holds[0] = LayerHold::Input;
        nextBackward = op.layer - 1;
    } else {
        if (op.layer >= holds.size())
            return false;
        // Bytes never go below zero: the sum of the deltas is what the trace's liveBytes say.
        const auto expected = static_cast<std::int64_t>(liveBytes) + op.deltaBytes;
        if (expected < 0 || static_cast<std::uint64_t>(expected) != op.liveBytes)
            return false;
        LayerHold& hold = holds[op.layer];
        switch (op.kind) {
        case CheckpointOpKind::Forward:
        case CheckpointOpKind::Recompute:
            if (hold != LayerHold::Input || !keepsSomething(op.hold))
                return false;
            if (op.layer > nextBackward && nextBackward != kNoLayer)
                return false; // that layer's backward is already done
            if (op.keepsOutput) {
                if (op.layer + 1 >= holds.size() || holds[op.layer + 1] != LayerHold::None)
                    return false;
                holds[op.layer + 1] = LayerHold::Input;
            }
            hold = op.hold;
            ++forwards;
            recomputes += op.kind == CheckpointOpKind::Recompute;
            break;
        case CheckpointOpKind::RecomputePart:
            if (hold != LayerHold::Selective)
                return false;
            hold = LayerHold::Saved;
            break;
        case CheckpointOpKind::Backward:
            if (hold != LayerHold::Saved || op.layer != nextBackward)
                return false;
            hold = LayerHold::None;
            ++backwards;
            nextBackward = op.layer == 0 ? kNoLayer : op.layer - 1;
            break;
        case CheckpointOpKind::Free:
            if (hold != LayerHold::Input)
                return false;
            hold = LayerHold::None;
            break;
        case CheckpointOpKind::OffloadOut:
            if (hold != LayerHold::Saved)
                return false;
            hold = LayerHold::Offloaded;
            break;
        case CheckpointOpKind::OffloadIn:
            if (hold != LayerHold::Offloaded)
                return false;
            hold = LayerHold::Saved;
            break;
        case CheckpointOpKind::LoadInput: break;
        }
    }
    liveBytes = op.liveBytes;
    peakBytes = std::max(peakBytes, liveBytes);
    elapsedMs += op.durationMs + op.stallMs;
    return true;
}

} // namespace gml
