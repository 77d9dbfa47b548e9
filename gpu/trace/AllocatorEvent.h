#pragma once

#include "trace/MemoryPool.h"

#include <cstdint>
#include <string_view>

namespace gml {

// What happened, under the names PyTorch's memory snapshots use for their trace entries.
enum class EventKind : std::uint8_t {
    Alloc,          // a block was handed to a tensor
    FreeRequested,  // the tensor let go of it
    FreeCompleted,  // the block is cached again (at once, or once the other streams using it finished)
    SegmentAlloc,   // memory taken from the device (cudaMalloc), or an expandable segment's range reserved
    SegmentFree,    // memory given back (cudaFree), or an expandable segment's range released
    SegmentMap,     // pages mapped into an expandable segment
    SegmentUnmap,   // pages of an expandable segment unmapped
    EmptyCache,     // torch.cuda.empty_cache() was called (its releases follow as their own events)
    Oom,            // an allocation failed: out of memory
    Error,          // a call was refused (bad size, unknown address, bad setting); nothing changed
};

// Why it happened: the decision the allocator took. AllocatorTrace::explain() turns it into a sentence.
enum class EventReason : std::uint8_t {
    None,
    ReusedCachedBlock,     // alloc: best fit found a cached block
    FromNewMemory,         // alloc: the block came from the segment (or pages) just obtained
    FreedAtOnce,           // free_requested / free_completed: no other stream used the block
    WaitsForStreams,       // free_requested: other streams still use the block; the free is pending
    StreamsFinished,       // free_completed: the streams that used the block finished their work
    NoCachedBlockFits,     // segment_alloc / segment_map: first try at new memory
    RetryAfterOversize,    // segment_alloc: first try failed; cached oversize blocks released, tried again
    RetryAfterReleaseAll,  // segment_alloc / segment_map: released every whole free segment, tried again
    ExpandableReserve,     // segment_alloc of an expandable segment's virtual range
    ExpandableRelease,     // segment_free of an expandable segment whose pages are all unmapped
    EmptyCacheRelease,     // segment_free / segment_unmap by empty_cache
    OversizeRelease,       // segment_free: a cached oversize block released to make room
    ReleaseAllForRetry,    // segment_free / segment_unmap: everything releasable released to make room
    GarbageCollection,     // segment_free: garbage collection of old cached blocks
    OutOfMemory,           // oom
    InvalidSize,           // error
    UnknownAddress,        // error
    DoubleFree,            // error
    BadSetting,            // error
};

// Flags on an event that the statistics need and that the rest of the event does not say.
namespace event_flags {
inline constexpr std::uint8_t kRetry = 1;      // this attempt was a retry (num_alloc_retries)
inline constexpr std::uint8_t kOversize = 2;   // the block or segment is at least max_split_size
inline constexpr std::uint8_t kExpandable = 4; // the segment is an expandable segment
} // namespace event_flags

// One allocator action, compact (millions of them make a trace) and complete: applying the events in order
// to an empty AllocatorState rebuilds the allocator's state at every point (see AllocatorState::apply).
// Sizes are bytes. Fields a kind does not use stay zero.
struct AllocatorEvent
{
    EventKind kind = EventKind::Error;
    EventReason reason = EventReason::None;
    std::uint8_t flags = 0;
    PoolKind pool = PoolKind::Small;
    StreamId stream = 0;
    std::uint32_t segment = 0;   // the segment's number (1, 2, ... in creation order); 0 when none
    std::uint32_t count = 0;     // reason-specific: blocks released, streams waited for, message index
    std::uint64_t address = 0;   // block, segment or mapped range
    std::uint64_t size = 0;      // block size, segment size or mapped/unmapped bytes
    std::uint64_t requested = 0; // bytes the caller asked for (alloc, free, oom)
    std::uint64_t detail = 0;    // reason-specific: bytes split off, bytes released, merged size
    std::uint64_t detail2 = 0;   // reason-specific: the rounded request, the size before merging

    bool has(std::uint8_t flag) const { return (flags & flag) != 0; }
    bool operator==(const AllocatorEvent&) const = default;
};

// "alloc", "free_requested", ...: PyTorch's action names.
std::string_view eventKindName(EventKind kind);

} // namespace gml
