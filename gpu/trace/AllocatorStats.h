#pragma once

#include "trace/MemoryPool.h"

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gml {

// One statistic as PyTorch keeps it: the current value and the highest it has been.
struct Stat
{
    std::int64_t current = 0;
    std::int64_t peak = 0;

    void increase(std::uint64_t amount)
    {
        current += static_cast<std::int64_t>(amount);
        if (current > peak)
            peak = current;
    }
    void decrease(std::uint64_t amount) { current -= static_cast<std::int64_t>(amount); }
    bool operator==(const Stat&) const = default;
};

// A statistic kept three times, as torch.cuda.memory_stats() reports it: for all pools ("all"), for the small
// pool and for the large pool. Every change goes to "all" and to the pool it happened in.
struct StatArray
{
    std::array<Stat, 3> values; // all, small_pool, large_pool

    const Stat& all() const { return values[0]; }
    const Stat& of(PoolKind pool) const { return values[pool == PoolKind::Small ? 1 : 2]; }
    void increase(PoolKind pool, std::uint64_t amount)
    {
        values[0].increase(amount);
        values[pool == PoolKind::Small ? 1 : 2].increase(amount);
    }
    void decrease(PoolKind pool, std::uint64_t amount)
    {
        values[0].decrease(amount);
        values[pool == PoolKind::Small ? 1 : 2].decrease(amount);
    }
    void resetPeaks()
    {
        for (Stat& value : values)
            value.peak = value.current;
    }
    bool operator==(const StatArray&) const = default;
};

// The caching allocator's statistics, under PyTorch's names (see namedValues()).
struct AllocatorStats
{
    StatArray allocation;         // live allocations (count)
    StatArray segment;            // device allocations held (count; expandable segments are not counted)
    StatArray active;             // allocated or waiting for another stream before their free completes
    StatArray inactiveSplit;      // free blocks inside segments that also hold other blocks
    StatArray allocatedBytes;     // bytes handed to tensors (rounded sizes)
    StatArray reservedBytes;      // bytes the allocator holds from the device (segments, mapped pages)
    StatArray activeBytes;        // allocated + pending-free bytes
    StatArray inactiveSplitBytes; // cached but not releasable: free pieces of partly used segments
    StatArray requestedBytes;     // bytes the callers asked for, before rounding
    Stat oversizeAllocations;     // live allocations of at least max_split_size
    Stat oversizeSegments;        // segments of at least max_split_size
    std::uint64_t numAllocRetries = 0; // allocations that had to release all cached memory and retry
    std::uint64_t numOoms = 0;
    std::uint64_t numDeviceAlloc = 0; // cudaMalloc calls, and page mappings of expandable segments
    std::uint64_t numDeviceFree = 0;  // cudaFree calls, and page unmappings

    bool operator==(const AllocatorStats&) const = default;

    // Every peak back to its current value, as torch.cuda.reset_peak_memory_stats() does.
    void resetPeaks();

    // ("allocated_bytes.all.current", 1048576), ("num_ooms", 0), ...: the keys of torch.cuda.memory_stats().
    std::vector<std::pair<std::string, std::int64_t>> namedValues() const;
};

} // namespace gml
