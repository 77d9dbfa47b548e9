#pragma once

#include <cstdint>

namespace gml {

// One transformer layer as Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large Transformer
// Models", arXiv 2205.05198) count its activation memory: 16-bit activations, 1-byte dropout masks, sizes in
// bytes. s = sequence length, b = micro-batch, h = hidden size, a = attention heads, t = tensor-parallel degree.
//
// The layer's tensors fall in two parts. Selective recomputation keeps the first (the 34sbh-type terms: layer
// norms, QKV and MLP inputs, the linear layers' outputs) and recomputes the second (QK^T, softmax, softmax
// dropout and attention over V: 5as^2b), because that part is big and cheap to compute again. Full
// recomputation keeps only the layer's input, 2sbh.
struct TransformerLayerShape
{
    std::uint64_t sequence = 2048;
    std::uint64_t microBatch = 4;
    std::uint64_t hidden = 6144;
    std::uint64_t heads = 64;
    std::uint64_t tensorParallel = 1;
    bool sequenceParallel = false;

    // Korthikanti's 22B check configuration (a=64, h=6144, s=2048, b=4; t=8 with sequence parallelism).
    static TransformerLayerShape gpt22b();

    std::uint64_t sbh() const { return sequence * microBatch * hidden; }
    // The part selective recomputation keeps: 34sbh/t with sequence parallelism, else sbh(10 + 24/t) (layer
    // norms and dropouts outside the tensor-parallel region are replicated without sequence parallelism).
    std::uint64_t selectiveKeptBytes() const;
    // The part it recomputes: 5as^2b/t (attention scores, softmax output, softmax dropout mask and output).
    std::uint64_t selectiveRecomputedBytes() const;
    // Everything a layer keeps for its backward: sbh(34 + 5as/h) at t = 1, sbh(10 + 24/t + 5as/(ht)) with
    // tensor parallelism, sbh(34/t + 5as/(ht)) with sequence parallelism too.
    std::uint64_t noRecomputeBytes() const { return selectiveKeptBytes() + selectiveRecomputedBytes(); }
    // Full recomputation: only the layer's input, 2sbh (the paper's Table 2 keeps it whole).
    std::uint64_t fullRecomputeBytes() const { return 2 * sbh(); }

    // Forward FLOPs of one layer on one GPU: 24bsh^2 + 4bs^2h, shared by t GPUs.
    double forwardFlops() const;
    // The share of the forward that selective recomputation repeats: 4bs^2h / (24bsh^2 + 4bs^2h) = s/(6h + s).
    double attentionCoreShare() const;
    // Times calibrated on the paper's Table 4 (one 22B layer: 7.7 ms forward, 11.9 ms backward on an A100 with
    // t = 8): the same effective FLOP rate for every shape, backward = 11.9/7.7 of forward.
    double forwardMs() const;
    double backwardMs() const;

    bool valid() const { return sequence > 0 && microBatch > 0 && hidden > 0 && heads > 0 && tensorParallel > 0; }
};

} // namespace gml
