#include "device/AddressSpace.h"

#include <cassert>

namespace gml {

AddressSpace::AddressSpace(std::uint64_t begin, std::uint64_t end, std::uint64_t alignment)
    : m_alignment(alignment)
{
    assert(alignment != 0 && (alignment & (alignment - 1)) == 0);
    assert(begin % alignment == 0);
    if (begin < end)
        m_gaps.emplace(end, begin);
}

std::optional<std::uint64_t> AddressSpace::take(std::uint64_t bytes)
{
    const std::uint64_t size = rounded(bytes);
    if (size < bytes) // rounding wrapped past 2^64
        return std::nullopt;
    for (auto it = m_gaps.begin(); it != m_gaps.end(); ++it) {
        const std::uint64_t start = it->second;
        if (it->first - start < size)
            continue;
        if (it->first - start == size)
            m_gaps.erase(it);
        else
            it->second = start + size;
        return start;
    }
    return std::nullopt;
}

void AddressSpace::give(std::uint64_t address, std::uint64_t bytes)
{
    std::uint64_t start = address;
    std::uint64_t end = address + rounded(bytes);
    // The gap just before ends at `address` (its key); the one just after starts at `end`, and is the first
    // gap whose end lies beyond `end`.
    if (const auto before = m_gaps.find(start); before != m_gaps.end()) {
        start = before->second;
        m_gaps.erase(before);
    }
    if (const auto after = m_gaps.upper_bound(end); after != m_gaps.end() && after->second == end) {
        after->second = start;
        return;
    }
    m_gaps.emplace(end, start);
}

} // namespace gml
