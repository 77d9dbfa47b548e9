#pragma once

#include <cstdint>
#include <map>
#include <optional>

namespace gml {

// One KV pool carved into contiguous regions, the way systems before vLLM (Orca, FasterTransformer) kept
// each request's KV cache: a request takes one region sized at admission, first fit (the lowest-address
// hole that is big enough), and gives it back when it finishes. Holes between regions are real external
// fragmentation: free memory that a larger request cannot use. Sizes are in token slots.
class ContiguousKvPool
{
public:
    explicit ContiguousKvPool(std::uint64_t capacity);

    // The region's offset, or nullopt when no hole is big enough (even if enough memory is free in total).
    std::optional<std::uint64_t> allocate(std::uint64_t size);
    // Gives a region back, merging it with free neighbours. False for an offset that is not a region.
    bool release(std::uint64_t offset);

    std::uint64_t capacity() const { return m_capacity; }
    std::uint64_t allocatedSlots() const { return m_allocated; }
    std::uint64_t freeSlots() const { return m_capacity - m_allocated; }
    // The end of the highest region: holes below it are gaps between allocations.
    std::uint64_t highWater() const;
    std::uint64_t gapSlots() const { return highWater() - m_allocated; }
    std::uint64_t largestHole() const;
    std::size_t regionCount() const { return m_regions.size(); }

private:
    std::uint64_t m_capacity;
    std::uint64_t m_allocated = 0;
    std::map<std::uint64_t, std::uint64_t> m_holes;   // offset -> size, in address order
    std::map<std::uint64_t, std::uint64_t> m_regions; // offset -> size
};

} // namespace gml
