#include "checkpoint/TransformerLayerShape.h"

namespace gml {

namespace {
// Table 4 of Korthikanti et al.: one 22B layer (t = 8) takes 7.7 ms forward and 11.9 ms backward.
constexpr double kTable4ForwardMs = 7.7;
constexpr double kTable4BackwardMs = 11.9;
} // namespace

TransformerLayerShape TransformerLayerShape::gpt22b()
{
    TransformerLayerShape shape;
    shape.sequence = 2048;
    shape.microBatch = 4;
    shape.hidden = 6144;
    shape.heads = 64;
    shape.tensorParallel = 8;
    shape.sequenceParallel = true;
    return shape;
}

std::uint64_t TransformerLayerShape::selectiveKeptBytes() const
{
    if (sequenceParallel)
        return 34 * sbh() / tensorParallel;
    return 10 * sbh() + 24 * sbh() / tensorParallel;
}

std::uint64_t TransformerLayerShape::selectiveRecomputedBytes() const
{
    return 5 * heads * sequence * sequence * microBatch / tensorParallel;
}

double TransformerLayerShape::forwardFlops() const
{
    const double b = static_cast<double>(microBatch), s = static_cast<double>(sequence),
                 h = static_cast<double>(hidden);
    return (24.0 * b * s * h * h + 4.0 * b * s * s * h) / static_cast<double>(tensorParallel);
}

double TransformerLayerShape::attentionCoreShare() const
{
    const double s = static_cast<double>(sequence), h = static_cast<double>(hidden);
    return s / (6.0 * h + s);
}

double TransformerLayerShape::forwardMs() const
{
    // The effective rate the paper's 22B layer ran at; every other shape is assumed to run at the same rate.
    static const double flopsPerMs = gpt22b().forwardFlops() / kTable4ForwardMs;
    return forwardFlops() / flopsPerMs;
}

double TransformerLayerShape::backwardMs() const { return forwardMs() * kTable4BackwardMs / kTable4ForwardMs; }

} // namespace gml
