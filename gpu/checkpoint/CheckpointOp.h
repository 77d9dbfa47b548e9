#pragma once

#include <cstdint>
#include <string_view>

namespace gml {

inline constexpr std::uint32_t kNoLayer = 0xFFFFFFFFu;

// What a layer holds in device memory between operations. Layers are numbered from 0 in code and from 1 in
// every sentence a learner reads; "checkpoint k" is the kept input of layer k.
enum class LayerHold : std::uint8_t {
    None,      // nothing: not reached yet, or its backward is done
    Input,     // only its input (a checkpoint, or the current position of a forward run)
    Saved,     // everything its backward needs (its input included)
    Selective, // everything but the part selective recomputation drops
    Offloaded, // its saved activations sit in host memory
};

// One operation of a training step's timeline.
enum class CheckpointOpKind : std::uint8_t {
    LoadInput,     // the batch arrives: layer 0's input is live; `layer` holds the number of layers
    Forward,       // a layer's first forward
    Recompute,     // a forward run again, during the backward pass, from a checkpoint
    RecomputePart, // selective recomputation: the dropped part of a layer, just before its backward
    Backward,      // a layer's backward; what the layer held is freed
    Free,          // a layer's input dropped: it is no checkpoint
    OffloadOut,    // a layer's saved activations copied to host memory and freed on the device
    OffloadIn,     // ... copied back ahead of the layer's backward
};

// One event of a schedule's timeline or of an executed step: the engine's trace event. Compact (a 1,000-layer
// Revolve schedule makes ten thousand); CheckpointTrace::explain turns one into a sentence.
struct CheckpointOp
{
    CheckpointOpKind kind = CheckpointOpKind::Forward;
    LayerHold hold = LayerHold::None; // what `layer` holds after the operation
    bool keepsOutput = false;         // Forward/Recompute: the output stays live as the next layer's input
    std::uint32_t layer = 0;
    std::uint32_t from = kNoLayer;     // Recompute: the checkpoint (a kept input) this run of forwards began at
    std::uint32_t neededBy = kNoLayer; // Recompute/OffloadIn/RecomputePart: the layer whose backward is next
    std::int64_t deltaBytes = 0;       // change of live activation bytes
    std::uint64_t liveBytes = 0;       // live activation bytes after it (executed: the allocator's allocated bytes)
    double durationMs = 0;             // the cost model's time, or the measured time when executed
    double stallMs = 0;                // offload: time compute waited for the copy

    bool isForward() const { return kind == CheckpointOpKind::Forward || kind == CheckpointOpKind::Recompute; }
    bool operator==(const CheckpointOp&) const = default;
};

// "forward", "recompute", ...: stable names for JSON and tests.
std::string_view checkpointOpKindName(CheckpointOpKind kind);
std::string_view layerHoldName(LayerHold hold);

} // namespace gml
