#pragma once

#include "checkpoint/MlpKernels.h"

#include <unordered_map>
#include <vector>

namespace gml {

// The MLP on the CPU for the simulated device, whose addresses are bookkeeping only: each live address gets a
// host buffer, made on bind and dropped on unbind, exactly as the allocator hands blocks out and takes them
// back. Plain loops in a fixed order.
class CpuMlpKernels final : public MlpKernels
{
public:
    std::string name() const override { return "CPU (double)"; }
    std::string bind(std::uint64_t address, std::uint64_t bytes) override;
    void unbind(std::uint64_t address) override { m_buffers.erase(address); }
    std::string write(std::uint64_t address, const void* data, std::size_t bytes) override;
    std::string read(std::uint64_t address, void* data, std::size_t bytes) override;
    std::string forward(const MlpShape& shape, std::uint64_t x, std::uint64_t weights, std::uint64_t bias,
                        std::uint64_t z, std::uint64_t mask, std::uint64_t y, std::uint64_t rngOffset) override;
    std::string drawMask(const MlpShape& shape, std::uint64_t mask, std::uint64_t rngOffset) override;
    std::string backward(const MlpShape& shape, std::uint64_t x, std::uint64_t z, std::uint64_t mask,
                         std::uint64_t weights, std::uint64_t dy, std::uint64_t dz, std::uint64_t dWeights,
                         std::uint64_t dBias, std::uint64_t dx) override;
    std::string synchronize() override { return {}; }

private:
    double* doubles(std::uint64_t address);
    unsigned char* bytes(std::uint64_t address);

    // Doubles, so that every buffer is aligned for them; masks use the same storage as bytes.
    std::unordered_map<std::uint64_t, std::vector<double>> m_buffers;
};

} // namespace gml
