#pragma once

#include "snapshot/MemorySnapshot.h"
#include "trace/AllocatorState.h"

#include <span>

namespace gml {

// The allocator's memory as a snapshot's segments show it when it was dumped, for one device: what the
// window draws the moment the segments are read, before the trace (most of a large file) has been read and
// replayed. Each recorded segment is one segment of the state (an expandable segment's mapped runs each
// stand alone: the dump does not show the reserved range around them); its statistics count what the blocks
// show (allocated, active, reserved and requested bytes, segments), with no history.
class SnapshotDumpState
{
public:
    static AllocatorState of(const MemorySnapshot& snapshot, int device);
    static AllocatorState of(std::span<const SnapshotSegment> segments, int device);
};

} // namespace gml
