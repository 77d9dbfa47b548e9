#pragma once

// The arithmetic of the checkpoint executor's MLP, behind one interface so the same training step runs on
// the CPU (the simulated device) and on a GPU (CUDA kernels). Tensors are device addresses from the Device
// and the CachingAllocator; a backend finds the memory behind them. Every value is a double, and every sum
// runs in one fixed order, so that a recomputed forward gives the same bits as the first one.
// (C++17: the CUDA backend's .cu file includes it.)
#include "checkpoint/DropoutMaskHash.h" // GML_HOST_DEVICE

#include <cstddef>
#include <cstdint>
#include <string>

namespace gml {

// One layer: y = dropout(relu(x W^T + b)); x, z (= x W^T + b) and y are [batch, width], W is [width, width]
// (row o holds output o's weights), the dropout mask one byte per element (1 = kept).
struct MlpShape
{
    std::uint32_t batch = 32;
    std::uint32_t width = 128;
    double dropout = 0.1;
    std::uint64_t seed = 7; // the dropout generator's seed

    GML_HOST_DEVICE std::size_t activations() const { return std::size_t(batch) * width; }
};

class MlpKernels
{
public:
    virtual ~MlpKernels() = default;

    // "CPU (double)", "CUDA (double)".
    virtual std::string name() const = 0;

    // Memory appears and disappears behind addresses as the allocator hands blocks out: the CPU backend keeps
    // a host buffer per live address, the CUDA backend needs nothing (the address is device memory).
    virtual std::string bind(std::uint64_t address, std::uint64_t bytes) = 0;
    virtual void unbind(std::uint64_t address) = 0;
    virtual std::string write(std::uint64_t address, const void* data, std::size_t bytes) = 0;
    virtual std::string read(std::uint64_t address, void* data, std::size_t bytes) = 0;

    // z = x W^T + b; mask from the generator at rngOffset; y = relu(z) * mask / (1 - dropout).
    virtual std::string forward(const MlpShape& shape, std::uint64_t x, std::uint64_t weights, std::uint64_t bias,
                                std::uint64_t z, std::uint64_t mask, std::uint64_t y, std::uint64_t rngOffset) = 0;
    // The mask alone, drawn again (selective recomputation's dropped part).
    virtual std::string drawMask(const MlpShape& shape, std::uint64_t mask, std::uint64_t rngOffset) = 0;
    // dz = dy * mask / (1 - dropout) * (z > 0); dW = dz^T x; db = column sums of dz; dx = dz W (skipped when
    // dx is 0). dz is scratch of [batch, width] doubles.
    virtual std::string backward(const MlpShape& shape, std::uint64_t x, std::uint64_t z, std::uint64_t mask,
                                 std::uint64_t weights, std::uint64_t dy, std::uint64_t dz, std::uint64_t dWeights,
                                 std::uint64_t dBias, std::uint64_t dx) = 0;
    // Waits for queued work (the GPU), so an operation's time is measured to its end.
    virtual std::string synchronize() = 0;
};

} // namespace gml
