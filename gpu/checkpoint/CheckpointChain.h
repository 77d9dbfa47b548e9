#pragma once

#include "checkpoint/TransformerLayerShape.h"

#include <cstdint>
#include <string>
#include <vector>

namespace gml {

// One layer of a chain, as the schedules see it. Layer i reads the output of layer i - 1 (its input) and its
// backward needs what its forward saved. Three sizes, because three ways of running the forward keep three
// amounts: only the input (a checkpoint, or nothing kept at all inside a checkpointed segment), everything
// the backward needs ("saved", the input included), or everything but the cheap-to-recompute part
// (selective recomputation; equal to saved for layers that have no such part).
struct ChainLayer
{
    std::uint64_t inputBytes = 0;     // the layer's input: what a checkpoint keeps
    std::uint64_t savedBytes = 0;     // what a forward keeps for the backward, input included (>= inputBytes)
    std::uint64_t selectiveBytes = 0; // what selective recomputation keeps (inputBytes <= it <= savedBytes)
    double forwardMs = 1.0;
    double backwardMs = 2.0;
    double partMs = 0.0;              // recomputing what selective recomputation dropped

    bool operator==(const ChainLayer&) const = default;
};

// A training step's chain of N layers: what the checkpoint schedules plan over. Uniform chains are Chen's and
// Revolve's model (every layer the same size and cost); transformer chains take Korthikanti's per-layer
// sizes; any layer can be edited to make a non-uniform chain (rotor's and Checkmate's setting).
class CheckpointChain
{
public:
    CheckpointChain() = default;
    CheckpointChain(std::vector<ChainLayer> layers, std::string description);

    // N layers of `activationBytes` each, where a layer's saved activation is its input (Chen's model).
    static CheckpointChain uniform(std::uint32_t layers, std::uint64_t activationBytes, double forwardMs = 1.0,
                                   double backwardMs = 2.0);
    // N transformer layers of one shape: input 2sbh, saved = Korthikanti's no-recompute bytes, selective =
    // the part selective recomputation keeps plus nothing else (the input is inside the kept 34sbh terms).
    static CheckpointChain transformer(const TransformerLayerShape& shape, std::uint32_t layers);

    std::uint32_t size() const { return static_cast<std::uint32_t>(m_layers.size()); }
    bool empty() const { return m_layers.empty(); }
    const ChainLayer& operator[](std::uint32_t layer) const { return m_layers[layer]; }
    const std::vector<ChainLayer>& layers() const { return m_layers; }
    const std::string& description() const { return m_description; }

    // Edits one layer (the view's table of layers); sizes are made consistent (input <= selective <= saved).
    void setLayer(std::uint32_t layer, ChainLayer value);

    std::uint64_t totalSavedBytes() const;
    // Every layer's forward and backward once: store-all's compute time.
    double storeAllMs() const;
    // The least activation memory any schedule of this chain can run in: the input kept throughout, each
    // layer's backward with its saved activations live, each forward with its input and output live. Keeping
    // only the input and recomputing everything from it (Revolve with 1 snapshot) reaches it.
    std::uint64_t minimumPeakBytes() const;

    // Empty when usable; otherwise why not ("layer 3 keeps less than its input").
    std::string validate() const;

private:
    std::vector<ChainLayer> m_layers;
    std::string m_description;
};

} // namespace gml
