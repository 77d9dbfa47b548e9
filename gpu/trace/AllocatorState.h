#pragma once

#include "trace/AllocatorEvent.h"
#include "trace/AllocatorStats.h"

#include <cstdint>
#include <vector>

namespace gml {

enum class BlockState : std::uint8_t {
    Allocated,   // a live tensor holds it
    PendingFree, // freed by its tensor, but another stream may still use it: not reusable yet
    Inactive,    // free and cached: reusable on its segment's stream
    Unmapped,    // address space of an expandable segment with no memory behind it
};

const char* blockStateName(BlockState state);

struct BlockInfo
{
    std::uint64_t address = 0;
    std::uint64_t size = 0;
    std::uint64_t requested = 0; // what the caller asked for; 0 unless allocated or pending free
    BlockState state = BlockState::Inactive;

    std::uint64_t end() const { return address + size; }
    bool operator==(const BlockInfo&) const = default;
};

// One segment: memory obtained from the device in one piece (or, for an expandable segment, one reserved
// address range), carved into blocks that tile it exactly, in address order.
struct SegmentInfo
{
    std::uint32_t id = 0;
    std::uint64_t address = 0;
    std::uint64_t size = 0; // device allocation size; for an expandable segment, its whole reserved range
    PoolKind pool = PoolKind::Large;
    StreamId stream = 0;
    bool expandable = false;
    std::vector<BlockInfo> blocks;

    std::uint64_t end() const { return address + size; }
    std::uint64_t mappedBytes() const; // bytes backed by memory: size, less the unmapped blocks
    bool operator==(const SegmentInfo&) const = default;
};

// The caching allocator's full state at one moment: what the views paint. A plain value, cheap to copy for
// a few hundred segments; built by CachingAllocator::state() or by replaying a trace (apply).
struct AllocatorState
{
    std::vector<SegmentInfo> segments; // in address order
    AllocatorStats stats;

    // Applies one event as the allocator did it: splits, merges and statistics. Returns false, changing
    // nothing, when the event does not fit this state (a trace from elsewhere that is inconsistent).
    bool apply(const AllocatorEvent& event);

    const SegmentInfo* segmentContaining(std::uint64_t address) const;
    std::size_t blockCount() const;
    std::uint64_t cachedBytes() const;         // free blocks (inactive) in all segments
    std::uint64_t largestCachedBlock() const;
    // 1 - largest free cached block / all free cached bytes: 0 when the free memory is one piece (or none).
    double fragmentation() const;

    bool operator==(const AllocatorState&) const = default;

private:
    SegmentInfo* findSegment(std::uint64_t address);
    bool applyAlloc(const AllocatorEvent& event);
    bool applyFreeRequested(const AllocatorEvent& event);
    bool applyFreeCompleted(const AllocatorEvent& event);
    bool applySegmentAlloc(const AllocatorEvent& event);
    bool applySegmentFree(const AllocatorEvent& event);
    bool applySegmentMap(const AllocatorEvent& event);
    bool applySegmentUnmap(const AllocatorEvent& event);
};

} // namespace gml
