#pragma once

#include "allocator/AllocatorConfig.h"
#include "allocator/AllocatorResult.h"
#include "snapshot/DeviceCapacity.h"
#include "snapshot/MemorySnapshot.h"
#include "snapshot/ReplayStartState.h"
#include "trace/AllocatorTrace.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gml {

// How many recorded events of one kind the replay reproduced exactly.
struct ReplayParity
{
    std::uint64_t matched = 0;
    std::uint64_t total = 0;

    bool complete() const { return matched == total; }
    double percent() const { return total == 0 ? 100.0 : 100.0 * static_cast<double>(matched) / static_cast<double>(total); }
};

// How a replay departed from the recorded trace.
enum class MismatchKind : std::uint8_t {
    StartSegmentRefused, // a segment of the start state could not be adopted (engineMessage says why)
    AllocFailed,         // a recorded alloc failed in the replay (engineMessage says why)
    AllocElsewhere,      // a recorded alloc landed at another address
    OomServedFromCache,  // the trace records an out-of-memory; the replay found a cached block
    EmptyCacheCount,     // empty_cache released another number of segments (the sizes hold the counts)
    SegmentNotRecorded,  // the replay made a new segment that the trace does not have
    SegmentDiffers,      // a recorded segment_alloc / segment_map was replayed with another address or size
    SegmentNotPredicted, // a recorded new segment the replay did not make: it served the alloc from its cache
};

// The first recorded event the replay did not reproduce, as facts: describeMismatch() writes the command
// line's English sentence, the application its own.
struct ReplayMismatch
{
    std::size_t recordedEvent = 0; // index in the device's trace
    TraceAction action = TraceAction::Alloc;
    std::uint64_t recordedAddress = 0;
    std::uint64_t replayedAddress = 0; // 0: the replay did not do it at all
    std::uint64_t recordedSize = 0;    // EmptyCacheCount: segments the trace released
    std::uint64_t replayedSize = 0;    // EmptyCacheCount: segments the replay released
    MismatchKind kind = MismatchKind::AllocElsewhere;
    EventKind replayedKind = EventKind::SegmentAlloc; // SegmentDiffers: what the replay did instead
    AllocatorErrorCode error = AllocatorErrorCode::OutOfMemory; // StartSegmentRefused, AllocFailed
    std::string engineMessage; // the engine's own English for those two, for the command line
};

// "alloc of 2 MiB recorded at 0x7f..., replayed at 0x7f...": the mismatch in English, for the command line.
std::string describeMismatch(const ReplayMismatch& mismatch);

// One run's memory figures, for setting a recorded run beside a what-if run.
struct ReplayFigures
{
    std::uint64_t peakReservedBytes = 0;
    std::uint64_t peakAllocatedBytes = 0;
    // When reserved memory peaked: the cached (reserved, unallocated) bytes and how scattered they were
    // (1 - largest cached block / cached bytes; 0 when the cache is one piece or empty).
    std::uint64_t cachedBytesAtPeak = 0;
    double fragmentationAtPeak = 0.0;
    std::uint64_t peakInactiveSplitBytes = 0; // cached in split segments: unreleasable, the cost of fragmentation
    double finalFragmentation = 0.0;
    std::uint64_t numOoms = 0;
    std::uint64_t numAllocRetries = 0;
    std::uint64_t skippedFrees = 0; // frees of allocations this run could not serve (what-if OOMs)
};

inline constexpr std::uint32_t kNoRecordedEvent = 0xffff'ffffu;

// A device's trace of a PyTorch memory snapshot replayed through CachingAllocator: the replayed trace the
// player scrubs (starting with the events that build the state at the recorded trace's start), the link
// from each replayed event back to the recorded one (for its stack frames), and how faithful the replay was.
struct SnapshotReplay
{
    int device = 0;
    bool whatIf = false;          // false: the recorded run (the file's settings, recorded addresses)
    AllocatorConfig config;       // the configuration it ran under
    std::uint64_t deviceBytes = 0; // the device capacity it ran with (capacity.bytes)
    DeviceCapacity capacity;       // ... and where that size came from

    AllocatorTrace trace;
    // Per event of `trace`: the index of the recorded event it reproduces in snapshot.deviceTraces[device],
    // or kNoRecordedEvent for the first startEventCount events (they rebuild the start state).
    std::vector<std::uint32_t> recordedEvents;
    std::size_t startEventCount = 0; // trace.stateAt(startEventCount): the allocator when the trace began
    std::vector<std::uint32_t> startEventStacks; // per start event: the block's stack id, when known

    ReplayStartState startState;
    ReplayParity allocParity;   // alloc events placed at the recorded address (recorded run only)
    ReplayParity segmentParity; // segment_alloc / segment_map events predicted with the recorded address and size
    std::optional<ReplayMismatch> firstMismatch;
    std::uint64_t corrections = 0; // start blocks grown because a replayed alloc landed just after them
    ReplayFigures figures;
    std::uint64_t unmatchedEvents = 0; // recorded frees of blocks the replay did not know (damaged traces)
    // The recorded stream handle behind each of the replay's stream numbers (StreamId 0 is the default
    // stream, handle 0; the others are numbered as first met). Waits of pending frees use numbers beyond it.
    std::vector<std::uint64_t> streamHandles{0};

    std::uint32_t recordedEventOf(std::size_t traceIndex) const
    {
        return traceIndex < recordedEvents.size() ? recordedEvents[traceIndex] : kNoRecordedEvent;
    }
    // The stack id (in snapshot.frames) of the program's call behind replayed event `traceIndex`; 0 if none.
    std::uint32_t stackOf(std::size_t traceIndex, const MemorySnapshot& snapshot) const;
    // Why event `traceIndex` happened, for a learner. Start events say that the block predates the trace.
    std::string explain(std::size_t traceIndex) const;
};

} // namespace gml
