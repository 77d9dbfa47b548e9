#pragma once

#include <cstdint>
#include <map>
#include <optional>

namespace gml {

// A range of addresses handed out first fit: the lowest free address where a request fits. The simulated
// device keeps one for its allocations and one for its virtual reservations; first fit from a fixed base is
// what makes its addresses the same on every run.
//
// It keeps the free gaps, not the taken ranges. Walking the taken ranges from the base, as the device once
// did, cost a step (and a cache miss) per live allocation on every cudaMalloc: with a thousand segments that
// was a twentieth of the allocator benchmark. Gaps are few while segments live long, as they do under a
// caching allocator (a freed segment's gap is usually the next one's), and the first that fits is the answer.
class AddressSpace
{
public:
    // Addresses from `begin` up to `end` (excluded), in multiples of `alignment` (a power of two).
    AddressSpace(std::uint64_t begin, std::uint64_t end, std::uint64_t alignment);

    // Takes `bytes` (rounded up to the alignment) at the lowest free address where they fit; nullopt when
    // no gap is large enough.
    std::optional<std::uint64_t> take(std::uint64_t bytes);
    // Gives back what take(bytes) returned at `address`; it merges with the free gaps on either side.
    void give(std::uint64_t address, std::uint64_t bytes);

    std::size_t gapCount() const { return m_gaps.size(); }

private:
    std::uint64_t rounded(std::uint64_t bytes) const
    {
        return (bytes + m_alignment - 1) & ~(m_alignment - 1);
    }

    std::uint64_t m_alignment;
    // Free gaps by their end (excluded) -> their start. Keyed by the end, because taking from a gap moves its
    // start and leaves its end, so the key stays.
    std::map<std::uint64_t, std::uint64_t> m_gaps;
};

} // namespace gml
