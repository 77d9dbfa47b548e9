#include "kvcache/ContiguousKvPool.h"

#include <algorithm>
#include <iterator>

namespace gml {

ContiguousKvPool::ContiguousKvPool(std::uint64_t capacity) : m_capacity(capacity)
{
    if (capacity > 0)
        m_holes.emplace(0, capacity);
}

std::optional<std::uint64_t> ContiguousKvPool::allocate(std::uint64_t size)
{
    if (size == 0)
        return std::nullopt;
    for (auto hole = m_holes.begin(); hole != m_holes.end(); ++hole) {
        if (hole->second < size)
            continue;
        const std::uint64_t offset = hole->first;
        const std::uint64_t rest = hole->second - size;
        m_holes.erase(hole);
        if (rest > 0)
            m_holes.emplace(offset + size, rest);
        m_regions.emplace(offset, size);
        m_allocated += size;
        return offset;
    }
    return std::nullopt;
}

bool ContiguousKvPool::release(std::uint64_t offset)
{
    const auto region = m_regions.find(offset);
    if (region == m_regions.end())
        return false;
    std::uint64_t start = offset;
    std::uint64_t size = region->second;
    m_allocated -= size;
    m_regions.erase(region);
    auto next = m_holes.lower_bound(start);
    if (next != m_holes.end() && next->first == start + size) {
        size += next->second;
        next = m_holes.erase(next);
    }
    if (next != m_holes.begin()) {
        const auto previous = std::prev(next);
        if (previous->first + previous->second == start) {
            start = previous->first;
            size += previous->second;
            m_holes.erase(previous);
        }
    }
    m_holes.emplace(start, size);
    return true;
}

std::uint64_t ContiguousKvPool::highWater() const
{
    if (m_regions.empty())
        return 0;
    const auto& last = *m_regions.rbegin();
    return last.first + last.second;
}

std::uint64_t ContiguousKvPool::largestHole() const
{
    std::uint64_t largest = 0;
    for (const auto& [offset, size] : m_holes)
        largest = std::max(largest, size);
    return largest;
}

} // namespace gml
