#pragma once

#include "snapshot/DeviceCapacity.h"
#include "snapshot/MemorySnapshot.h"
#include "snapshot/SnapshotReplay.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace gml {

// What a report advises, each only when the recorded settings and the state support it.
enum class OutOfMemoryAdvice : std::uint8_t
{
    EnableExpandableSegments, // expandable segments were off and cached-but-unusable memory could have served it
    LowerMaxSplitSize,        // cache scattered in split blocks of fixed segments, max_split_size_mb unlimited
    FreeMemoryOutsidePyTorch, // much of the device was held outside PyTorch (other processes, NCCL, cuBLAS ...)
    ReduceLiveTensors,        // allocated memory alone left no room: smaller batch, checkpointing, offload
    ReleaseCacheBetweenPhases,// whole free segments were cached on another stream or pool and could not be used
};

// "enable_expandable_segments", "lower_max_split_size", "free_memory_outside_pytorch", "reduce_live_tensors",
// "release_cache_between_phases": the command line's JSON.
std::string_view outOfMemoryAdviceName(OutOfMemoryAdvice advice);

// One recorded out-of-memory error (an `oom` trace event) explained with what was recorded and what the
// replay knows at that moment. Every byte figure is exact for the recorded run except where noted.
struct OutOfMemoryReport
{
    int device = 0;
    std::size_t recordedEvent = 0; // index in snapshot.deviceTraces[device]
    std::size_t traceIndex = 0;    // index in the replay's trace (the player's event)
    std::uint64_t requestedBytes = 0;
    std::uint64_t deviceFreeBytes = 0;   // the event's device_free, as recorded
    std::uint64_t allocatedBytes = 0;    // held by live tensors (rounded block sizes)
    std::uint64_t reservedBytes = 0;     // all segments PyTorch held
    std::uint64_t inactiveSplitBytes = 0;// cached in split segments (the allocator's statistic): not releasable
    std::uint64_t freeSegmentBytes = 0;  // the rest of the cache: whole free segments, free expandable pages
    std::uint64_t pendingFreeBytes = 0;  // freed by tensors, waiting for other streams
    DeviceCapacity capacity;             // the replay's capacity and where it came from
    // capacity - reserved - device_free when the capacity is given or inferred; absent when only guessed.
    std::optional<std::uint64_t> outsidePyTorchBytes;
    std::uint32_t stack = 0;             // the failing allocation's stack id (0: none)
    bool expandableSegments = false;     // as recorded in allocator_settings (false when not recorded)
    bool settingsRecorded = false;
    std::vector<OutOfMemoryAdvice> advice; // most useful first
};

// One report per recorded oom event of the replay's device, in trace order.
std::vector<OutOfMemoryReport> reportOutOfMemory(const MemorySnapshot& snapshot, const SnapshotReplay& recorded);

} // namespace gml
