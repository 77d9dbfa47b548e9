#pragma once

#include "allocator/AllocatorConfig.h"
#include "trace/MemoryPool.h"

#include <cstdint>

namespace gml {

// The size rules of PyTorch's CUDA caching allocator, each a small function so that tests can table them and
// a learner can find them: how a request is rounded, which pool serves it, how large a new segment is, when
// a cached block may serve a request, and when a block is split.
class AllocationRules
{
public:
    static constexpr std::uint64_t kMinBlockSize = 512;                // every size is a multiple of this
    static constexpr std::uint64_t kSmallSize = 1024 * 1024;           // largest small-pool request
    static constexpr std::uint64_t kSmallBuffer = 2 * 1024 * 1024;     // small-pool segment size
    static constexpr std::uint64_t kLargeBuffer = 20 * 1024 * 1024;    // segment for 1-10 MiB requests
    static constexpr std::uint64_t kMinLargeAlloc = 10 * 1024 * 1024;  // from here, a segment of its own
    static constexpr std::uint64_t kRoundLarge = 2 * 1024 * 1024;      // ... rounded up to this
    static constexpr std::uint64_t kMaxRequest = 1ULL << 60;           // PyTorch refuses 1 EiB and more

    explicit AllocationRules(const AllocatorConfig& config) : m_config(&config) {}

    // round_size: below 512 B -> 512 B; with roundup_power2_divisions d > 1 for the size's interval and a size
    // above 512 * d, up to the next of d equal steps between two powers of two; else up to a multiple of 512.
    std::uint64_t roundSize(std::uint64_t size) const;

    // The step rounding on its own: 1200 B with 4 divisions -> 1280 B (1024, 1280, 1536, 1792, 2048).
    static std::uint64_t nextPowerOfTwoDivision(std::uint64_t size, std::uint32_t divisions);

    // Rounded sizes up to 1 MiB are small-pool requests.
    static PoolKind poolFor(std::uint64_t roundedSize)
    {
        return roundedSize <= kSmallSize ? PoolKind::Small : PoolKind::Large;
    }

    // get_allocation_size: the size of the segment made for a request no cached block fits.
    static std::uint64_t segmentSizeFor(std::uint64_t roundedSize);

    // May the best-fit cached block serve this request? With max_split_size_mb set, a request below it never
    // takes an oversize block, and an oversize request only takes a block less than max_non_split_rounding
    // larger than itself (the rest of such a block would be wasted, since oversize blocks are never split).
    bool cachedBlockServes(std::uint64_t blockSize, std::uint64_t roundedSize) const;

    // should_split: small pool (or expandable segments): if at least 512 B would remain. Large pool: only for
    // requests below max_split_size and if more than 1 MiB would remain.
    bool shouldSplit(std::uint64_t blockSize, std::uint64_t roundedSize, PoolKind pool) const;

    bool isOversize(std::uint64_t size) const { return size >= m_config->maxSplitSize; }

    // Pages of expandable segments: 2 MiB in the small pool, 20 MiB in the large pool.
    static std::uint64_t expandablePageSize(PoolKind pool)
    {
        return pool == PoolKind::Small ? kSmallBuffer : kLargeBuffer;
    }

private:
    const AllocatorConfig* m_config;
};

} // namespace gml
