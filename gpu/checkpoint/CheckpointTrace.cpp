#include "checkpoint/CheckpointTrace.h"

#include "util/ByteFormat.h"

#include <cstdio>
#include <cstdlib>

namespace gml {

namespace {

std::string layerName(std::uint32_t layer) { return "layer " + std::to_string(layer + 1); }

std::string bytesOf(const CheckpointOp& op)
{
    return formatBytes(static_cast<std::uint64_t>(std::llabs(op.deltaBytes)));
}

std::string milliseconds(double ms)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2f ms", ms);
    return text;
}

std::string neededBy(const CheckpointOp& op)
{
    return op.neededBy == kNoLayer ? std::string() : " (needed by backward of " + layerName(op.neededBy) + ")";
}

} // namespace

std::size_t CheckpointTrace::peakPosition() const
{
    std::uint64_t peak = 0;
    std::size_t position = 0;
    for (std::size_t i = 0; i < size(); ++i)
        if ((*this)[i].liveBytes > peak) {
            peak = (*this)[i].liveBytes;
            position = i + 1;
        }
    return position;
}

std::string CheckpointTrace::explain(std::size_t index) const
{
    const CheckpointOp& op = m_trace[index];
    const std::string layer = layerName(op.layer);
    switch (op.kind) {
    case CheckpointOpKind::LoadInput:
        return "the batch arrives: the input of layer 1 (" + bytesOf(op) + ") is live for the whole step";
    case CheckpointOpKind::Forward:
        switch (op.hold) {
        case LayerHold::Saved:
            return "forward " + layer + ", keeping its activations for its backward (live +" + bytesOf(op) + ")";
        case LayerHold::Selective:
            return "forward " + layer + ", keeping all but its attention scores, softmax and dropout, which its backward will recompute (live +" +
                   bytesOf(op) + ")";
        default:
            return "forward " + layer + " without keeping its activations" +
                   (op.keepsOutput ? ": its output is the next layer's input" : "");
        }
    case CheckpointOpKind::Recompute:
        return "recompute " + layer + " from checkpoint " + std::to_string(op.from + 1) + neededBy(op) +
               (op.hold == LayerHold::Saved ? ", keeping its activations this time" : "");
    case CheckpointOpKind::RecomputePart:
        return "recompute the part of " + layer + " selective recomputation dropped (attention scores, softmax, dropout: +" +
               bytesOf(op) + ") just before its backward";
    case CheckpointOpKind::Backward:
        return "backward of " + layer + ": its gradient flows to the layer below and its activations (" + bytesOf(op) +
               ") are freed";
    case CheckpointOpKind::Free:
        return "free the input of " + layer + " (" + bytesOf(op) + "): it is no checkpoint, the next layer's input replaces it";
    case CheckpointOpKind::OffloadOut:
        return "copy " + layer + "'s activations (" + bytesOf(op) + ") to host memory and free them on the device" +
               (op.stallMs > 0 ? "; the copy outlasted the next layer's forward, so compute waited " + milliseconds(op.stallMs)
                               : "; the copy hid behind the next layer's forward");
    case CheckpointOpKind::OffloadIn:
        return "copy " + layer + "'s activations (" + bytesOf(op) + ") back from host memory" + neededBy(op) +
               (op.stallMs > 0 ? "; the copy outlasted the backward it overlapped, so compute waited " + milliseconds(op.stallMs)
                               : ", overlapping the backward before it");
    }
    return "unknown operation";
}

} // namespace gml
