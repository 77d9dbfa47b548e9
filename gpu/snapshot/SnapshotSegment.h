#pragma once

#include "snapshot/SnapshotBlock.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace gml {

enum class SegmentType : std::uint8_t { Small, Large };

// "small" / "large".
std::string_view segmentTypeName(SegmentType type);

// One segment (a cudaMalloc, or a mapped range of an expandable segment) at dump time, with its blocks in
// address order.
struct SnapshotSegment
{
    int device = 0;
    std::uint64_t address = 0;
    std::uint64_t totalSize = 0;
    std::uint64_t allocatedSize = 0; // blocks held by live tensors
    std::uint64_t activeSize = 0;    // allocated plus pending free
    std::uint64_t requestedSize = 0; // what the program asked for, of the active blocks
    std::uint64_t stream = 0;        // the CUDA stream handle, as a number
    SegmentType type = SegmentType::Large;
    bool isExpandable = false;
    std::int64_t poolId[2] = {0, 0}; // segment_pool_id: (0, 0) outside CUDA-graph private pools
    std::uint32_t frames = 0;        // stack id in MemorySnapshot::frames
    std::vector<SnapshotBlock> blocks;
};

} // namespace gml
