#pragma once

#include "snapshot/MemorySnapshot.h"
#include "snapshot/SnapshotTraceEvent.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace gml {

// Counts and byte totals of one device (or of all, with device == -1).
struct SnapshotDeviceSummary
{
    int device = -1;
    std::uint64_t segments = 0;
    std::uint64_t blocks = 0;
    std::uint64_t events = 0;
    std::array<std::uint64_t, kTraceActionCount> eventsByAction{};
    // At dump time, from the segments.
    std::uint64_t allocatedBytes = 0; // blocks held by live tensors
    std::uint64_t reservedBytes = 0;  // all segments
    // The highest point over the trace, found by undoing the trace backwards from the dump: exact for reserved
    // bytes (segment events carry segment sizes); for allocated bytes an estimate, since alloc and free events
    // carry requested sizes, a little below the blocks' rounded sizes. Without a trace: the dump's values.
    std::uint64_t peakAllocatedBytes = 0;
    std::uint64_t peakReservedBytes = 0;
};

struct SnapshotSummary
{
    std::vector<SnapshotDeviceSummary> devices; // ascending device numbers
    // Sums over `devices`. Peaks are summed per device: devices peak at different moments, so for several
    // devices this is an upper bound.
    SnapshotDeviceSummary total;
};

// Summarizes every device, or only `device` when given (an empty summary when the snapshot lacks it).
SnapshotSummary summarizeSnapshot(const MemorySnapshot& snapshot, std::optional<int> device = std::nullopt);

} // namespace gml
