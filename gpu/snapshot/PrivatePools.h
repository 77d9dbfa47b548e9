#pragma once

#include "snapshot/MemorySnapshot.h"

#include <cstdint>
#include <vector>

namespace gml {

// A CUDA-graph private pool (segment_pool_id other than (0, 0)) of one device, at dump time.
struct PrivatePool
{
    std::int64_t id[2] = {0, 0};
    std::uint64_t segments = 0;
    std::uint64_t reservedBytes = 0;
    std::uint64_t allocatedBytes = 0;
    std::uint64_t lowestAddress = 0;  // of its segments
    std::uint64_t highestEnd = 0;     // one past the end of its highest segment
};

// The device's private pools, by pool id.
std::vector<PrivatePool> privatePoolsOf(const MemorySnapshot& snapshot, int device);
// The pool holding `address` at dump time, or null (the default pools, or memory not held at dump).
const PrivatePool* poolContaining(const std::vector<PrivatePool>& pools, const MemorySnapshot& snapshot,
                                  int device, std::uint64_t address);

} // namespace gml
