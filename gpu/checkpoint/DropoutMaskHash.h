#pragma once

// Dropout masks from a counter-based generator, the same on the CPU and in CUDA kernels (this header
// compiles as C++17 under nvcc too). Like PyTorch's Philox generator, the state is a seed and an offset that
// each dropout advances by the number of elements it draws: saving the offset is saving the RNG state, and
// drawing again from a saved offset gives the same mask bit for bit.
#include <cstdint>

#if defined(__CUDACC__)
#define GML_HOST_DEVICE __host__ __device__
#else
#define GML_HOST_DEVICE
#endif

namespace gml {

// splitmix64's finaliser: a well-mixed 64-bit value for each (seed, position).
GML_HOST_DEVICE inline std::uint64_t dropoutHash(std::uint64_t seed, std::uint64_t position)
{
    std::uint64_t z = seed + (position + 1) * 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Whether element `position` of the stream survives dropout with probability `dropout` of being zeroed.
GML_HOST_DEVICE inline bool dropoutKeeps(std::uint64_t seed, std::uint64_t position, double dropout)
{
    const double uniform = static_cast<double>(dropoutHash(seed, position) >> 11) * (1.0 / 9007199254740992.0);
    return uniform >= dropout;
}

} // namespace gml
