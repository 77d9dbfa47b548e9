#pragma once

#include <cstdint>
#include <string_view>

namespace gml {

enum class SnapshotBlockState : std::uint8_t {
    ActiveAllocated,   // a live tensor holds it
    ActivePendingFree, // freed by the program, waiting for other streams' work to finish
    Inactive,          // cached: free inside its segment
};

// "active_allocated", ... as the snapshot spells them.
std::string_view snapshotBlockStateName(SnapshotBlockState state);

// One block of a segment as the snapshot saw it at dump time.
struct SnapshotBlock
{
    std::uint64_t address = 0;
    std::uint64_t size = 0;          // the block's size (rounded, may hold an unsplit remainder)
    std::uint64_t requestedSize = 0; // what the program asked for
    SnapshotBlockState state = SnapshotBlockState::Inactive;
    std::uint32_t frames = 0;        // stack id in MemorySnapshot::frames (0: none recorded)
    // Only in a windowed snapshot's segments (the state rebuilt at the window's end): the block was allocated
    // before the window's end and freed after it, so its size is known only from its requested size
    // (ReplayStartBlock::sizeEstimated). Blocks read from a file are exact.
    bool sizeEstimated = false;
};

} // namespace gml
