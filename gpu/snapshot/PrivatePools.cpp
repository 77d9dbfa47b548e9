#include "snapshot/PrivatePools.h"

#include <algorithm>

namespace gml {

namespace {

bool isPrivate(const SnapshotSegment& segment)
{
    return segment.poolId[0] != 0 || segment.poolId[1] != 0;
}

bool samePool(const PrivatePool& pool, const SnapshotSegment& segment)
{
    return pool.id[0] == segment.poolId[0] && pool.id[1] == segment.poolId[1];
}

} // namespace

std::vector<PrivatePool> privatePoolsOf(const MemorySnapshot& snapshot, int device)
{
    std::vector<PrivatePool> pools;
    for (const SnapshotSegment& segment : snapshot.segments) {
        if (segment.device != device || !isPrivate(segment))
            continue;
        auto pool = std::find_if(pools.begin(), pools.end(), [&](const PrivatePool& p) { return samePool(p, segment); });
        if (pool == pools.end()) {
            pool = pools.insert(pools.end(), PrivatePool{});
            pool->id[0] = segment.poolId[0];
            pool->id[1] = segment.poolId[1];
            pool->lowestAddress = segment.address;
        }
        ++pool->segments;
        pool->reservedBytes += segment.totalSize;
        pool->allocatedBytes += segment.allocatedSize;
        pool->lowestAddress = std::min(pool->lowestAddress, segment.address);
        pool->highestEnd = std::max(pool->highestEnd, segment.address + segment.totalSize);
    }
    std::sort(pools.begin(), pools.end(), [](const PrivatePool& a, const PrivatePool& b) {
        return std::pair(a.id[0], a.id[1]) < std::pair(b.id[0], b.id[1]);
    });
    return pools;
}

const PrivatePool* poolContaining(const std::vector<PrivatePool>& pools, const MemorySnapshot& snapshot, int device,
                                  std::uint64_t address)
{
    // A pool's segments need not be contiguous: the segment holding the address decides, not the pool's span.
    for (const SnapshotSegment& segment : snapshot.segments) {
        if (segment.device != device || !isPrivate(segment) || address < segment.address ||
            address - segment.address >= segment.totalSize)
            continue;
        for (const PrivatePool& pool : pools)
            if (samePool(pool, segment))
                return &pool;
        return nullptr;
    }
    return nullptr;
}

} // namespace gml
