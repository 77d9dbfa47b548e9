#include "checkpoint/CheckpointChain.h"

#include "util/ByteFormat.h"

#include <algorithm>

namespace gml {

CheckpointChain::CheckpointChain(std::vector<ChainLayer> layers, std::string description)
    : m_layers(std::move(layers)), m_description(std::move(description))
{
}

CheckpointChain CheckpointChain::uniform(std::uint32_t layers, std::uint64_t activationBytes, double forwardMs,
                                         double backwardMs)
{
    ChainLayer layer{activationBytes, activationBytes, activationBytes, forwardMs, backwardMs, 0.0};
    return CheckpointChain(std::vector<ChainLayer>(layers, layer),
                           std::to_string(layers) + " uniform layers of " + formatBytes(activationBytes));
}

CheckpointChain CheckpointChain::transformer(const TransformerLayerShape& shape, std::uint32_t layers)
{
    ChainLayer layer;
    layer.inputBytes = shape.fullRecomputeBytes();
    layer.savedBytes = shape.noRecomputeBytes();
    layer.selectiveBytes = std::max(shape.selectiveKeptBytes(), layer.inputBytes);
    layer.forwardMs = shape.forwardMs();
    layer.backwardMs = shape.backwardMs();
    layer.partMs = shape.forwardMs() * shape.attentionCoreShare();
    return CheckpointChain(std::vector<ChainLayer>(layers, layer),
                           std::to_string(layers) + " transformer layers (s=" + std::to_string(shape.sequence) +
                               ", b=" + std::to_string(shape.microBatch) + ", h=" + std::to_string(shape.hidden) +
                               ", a=" + std::to_string(shape.heads) + ", t=" + std::to_string(shape.tensorParallel) +
                               (shape.sequenceParallel ? ", sequence parallel)" : ")"));
}

void CheckpointChain::setLayer(std::uint32_t layer, ChainLayer value)
{
    value.savedBytes = std::max(value.savedBytes, value.inputBytes);
    value.selectiveBytes = std::clamp(value.selectiveBytes, value.inputBytes, value.savedBytes);
    m_layers.at(layer) = value;
}

std::uint64_t CheckpointChain::totalSavedBytes() const
{
    std::uint64_t total = 0;
    for (const auto& layer : m_layers)
        total += layer.savedBytes;
    return total;
}

double CheckpointChain::storeAllMs() const
{
    double total = 0;
    for (const auto& layer : m_layers)
        total += layer.forwardMs + layer.backwardMs;
    return total;
}

std::uint64_t CheckpointChain::minimumPeakBytes() const
{
    if (m_layers.empty())
        return 0;
    const std::uint64_t input = m_layers[0].inputBytes;
    std::uint64_t peak = m_layers[0].savedBytes;
    if (m_layers.size() > 1)
        peak = std::max(peak, input + m_layers[1].inputBytes);
    for (std::size_t i = 1; i < m_layers.size(); ++i) {
        peak = std::max(peak, input + m_layers[i].savedBytes);
        if (i + 1 < m_layers.size())
            peak = std::max(peak, input + m_layers[i].inputBytes + m_layers[i + 1].inputBytes);
    }
    return peak;
}

std::string CheckpointChain::validate() const
{
    if (m_layers.empty())
        return "the chain has no layers: it needs at least 1";
    for (std::size_t i = 0; i < m_layers.size(); ++i) {
        const ChainLayer& layer = m_layers[i];
        const std::string name = "layer " + std::to_string(i + 1);
        if (layer.inputBytes == 0)
            return name + " has an input of 0 bytes";
        if (layer.savedBytes < layer.inputBytes || layer.selectiveBytes < layer.inputBytes ||
            layer.selectiveBytes > layer.savedBytes)
            return name + " must keep input <= selective <= saved bytes";
        if (!(layer.forwardMs >= 0) || !(layer.backwardMs >= 0) || !(layer.partMs >= 0))
            return name + " has a negative cost";
    }
    return {};
}

} // namespace gml
