#pragma once

#include "snapshot/MemorySnapshot.h"
#include "trace/MemoryPool.h"

#include <cstdint>
#include <vector>

namespace gml {

// The expandable segments' reserved ranges a snapshot shows, on all its devices. PyTorch never records a
// reservation (cuMemAddressReserve); a range shows by its mapped pages, and a new range is mapped from its
// start first. Each stream has its own range per pool and device (DeviceCachingAllocator's
// try_allocate_expandable_block only grows segments of the request's stream), so the pages of one
// (device, pool, stream) are one range, starting at the lowest address ever mapped in it. A stream whose
// range filled up and that reserved a second one is not told apart from the first.
//
// Address space is shared by all devices of a process, so ranges of different devices interleave.
class RecordedExpandableRanges
{
public:
    struct Range
    {
        int device = 0;
        PoolKind pool = PoolKind::Large;
        std::uint64_t stream = 0;
        std::uint64_t start = 0; // the lowest address recorded in the range
        // The start is the range's own: the range's first recorded event is a segment_map there (it was
        // reserved during the trace), with nothing unmapped in it before. Otherwise the range predates the
        // trace and may begin lower.
        bool startExact = false;
    };

    explicit RecordedExpandableRanges(const MemorySnapshot& snapshot);

    // In address order.
    const std::vector<Range>& ranges() const { return m_ranges; }
    // Where recorded memory begins, ascending: the ranges' starts and the plain segments' addresses. No range
    // reaches past the next one after its own start.
    std::vector<std::uint64_t> recordedStarts() const;
    std::uint32_t countOnDevice(int device) const;
    // Whether a plain (cudaMalloc) segment was recorded in [low, high): then two ranges around it were not
    // reserved back to back.
    bool plainSegmentBetween(std::uint64_t low, std::uint64_t high) const;

    // The pool of a segment_map of `bytes`: large-pool pages are 20 MiB, small-pool ones 2 MiB, and a small
    // request maps at most one page, so a small-pool mapping is never a multiple of 20 MiB. (An unmap can
    // free ten small pages at once: its size alone does not tell.)
    static PoolKind poolOfMapping(std::uint64_t bytes);

private:
    std::vector<Range> m_ranges;
    std::vector<std::uint64_t> m_plainSegments; // ascending
};

} // namespace gml
