#include "allocator/SizeClassFreeSet.h"

#include <algorithm>
#include <cassert>

namespace gml {

namespace {

constexpr std::uint32_t kFirstCapacity = 8;

// The first set bit of `words` at index `from` or after, or `count * 64` when there is none.
template <std::size_t N>
std::uint32_t nextSetBit(const std::array<std::uint64_t, N>& words, std::uint32_t from)
{
    std::uint32_t word = from / 64;
    if (word >= N)
        return N * 64;
    std::uint64_t bits = words[word] & (~std::uint64_t{0} << (from % 64));
    while (bits == 0) {
        if (++word == N)
            return N * 64;
        bits = words[word];
    }
    return word * 64 + static_cast<std::uint32_t>(__builtin_ctzll(bits));
}

// The last set bit of `words` at index `from` or before (from may be -1), or -1 when there is none.
template <std::size_t N>
std::int64_t previousSetBit(const std::array<std::uint64_t, N>& words, std::int64_t from)
{
    if (from < 0)
        return -1;
    auto word = static_cast<std::int64_t>(from / 64);
    const unsigned keep = static_cast<unsigned>(from % 64) + 1; // bits 0..from%64
    std::uint64_t bits = words[static_cast<std::size_t>(word)] &
                         (keep == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << keep) - 1);
    while (bits == 0) {
        if (--word < 0)
            return -1;
        bits = words[static_cast<std::size_t>(word)];
    }
    return word * 64 + 63 - __builtin_clzll(bits);
}

} // namespace

SizeClassFreeSet::Iterator SizeClassFreeSet::firstFrom(std::uint32_t lane, std::uint32_t cls) const
{
    for (; lane < m_lanes.size(); ++lane, cls = 0) {
        const std::uint32_t found = nextSetBit(m_lanes[lane].occupied, cls);
        if (found < kClasses)
            return Iterator(this, lane, found, 0);
    }
    return end();
}

SizeClassFreeSet::Iterator SizeClassFreeSet::lastFrom(std::uint32_t lane, std::int64_t cls) const
{
    for (std::int64_t l = lane; l >= 0; --l, cls = kClasses - 1) {
        const std::int64_t found = previousSetBit(m_lanes[static_cast<std::size_t>(l)].occupied, cls);
        if (found >= 0) {
            const auto& keys = m_lanes[static_cast<std::size_t>(l)].classes[static_cast<std::size_t>(found)];
            return Iterator(this, static_cast<std::uint32_t>(l), static_cast<std::uint32_t>(found),
                            keys.size - 1);
        }
    }
    assert(false && "stepped back from the first key");
    return end();
}

SizeClassFreeSet::Iterator& SizeClassFreeSet::Iterator::operator++()
{
    if (++m_slot < m_set->m_lanes[m_lane].classes[m_class].size)
        return *this;
    return *this = m_set->firstFrom(m_lane, m_class + 1);
}

SizeClassFreeSet::Iterator& SizeClassFreeSet::Iterator::operator--()
{
    if (m_lane < m_set->m_lanes.size() && m_slot > 0) {
        --m_slot;
        return *this;
    }
    if (m_lane == m_set->m_lanes.size()) // end(): the last key of all
        return *this = m_set->lastFrom(m_lane - 1, kClasses - 1);
    return *this = m_set->lastFrom(m_lane, std::int64_t{m_class} - 1);
}

std::uint32_t SizeClassFreeSet::slotIn(const ClassKeys& keys, const FreeBlockKey& key)
{
    return lowerBoundOnOneStream(keys.keys.get(), keys.size, key);
}

std::uint32_t SizeClassFreeSet::laneOf(StreamId stream) const
{
    // Lanes are few (one per stream that ever freed a block here): a scan beats a search.
    const auto count = static_cast<std::uint32_t>(m_streams.size());
    for (std::uint32_t i = 0; i < count; ++i)
        if (m_streams[i] == stream)
            return i;
    return count;
}

std::uint32_t SizeClassFreeSet::addLane(StreamId stream)
{
    const auto at = std::upper_bound(m_streams.begin(), m_streams.end(), stream);
    const auto index = static_cast<std::uint32_t>(at - m_streams.begin());
    m_streams.insert(at, stream);
    m_lanes.insert(m_lanes.begin() + index, Lane{});
    return index;
}

SizeClassFreeSet::Iterator SizeClassFreeSet::lower_bound(const FreeBlockKey& key) const
{
    std::uint32_t lane = 0;
    while (lane < m_streams.size() && m_streams[lane] < key.stream)
        ++lane;
    if (lane == m_streams.size() || m_streams[lane] > key.stream)
        return firstFrom(lane, 0); // no block on key's stream: the first of the next stream's
    const std::uint32_t cls = classOf(key.size);
    const ClassKeys& keys = m_lanes[lane].classes[cls];
    if (const std::uint32_t slot = slotIn(keys, key); slot < keys.size)
        return Iterator(this, lane, cls, slot);
    return firstFrom(lane, cls + 1);
}

bool SizeClassFreeSet::insert(const FreeBlockKey& key)
{
    std::uint32_t lane = laneOf(key.stream);
    if (lane == m_lanes.size())
        lane = addLane(key.stream);
    const std::uint32_t cls = classOf(key.size);
    ClassKeys& keys = m_lanes[lane].classes[cls];
    const std::uint32_t slot = slotIn(keys, key);
    if (slot < keys.size && keys.keys[slot].sameSlot(key))
        return false;
    if (keys.size == keys.capacity)
        grow(keys);
    // A few keys move up (classes hold a handful): a plain loop, where std::vector's insert called memmove,
    // whose dispatch on the byte count mispredicted.
    FreeBlockKey* array = keys.keys.get();
    for (std::uint32_t i = keys.size; i > slot; --i)
        array[i] = array[i - 1];
    array[slot] = key;
    ++keys.size;
    m_lanes[lane].occupied[cls / 64] |= std::uint64_t{1} << (cls % 64);
    ++m_size;
    return true;
}

std::size_t SizeClassFreeSet::erase(const FreeBlockKey& key)
{
    const std::uint32_t lane = laneOf(key.stream);
    if (lane == m_lanes.size())
        return 0;
    const std::uint32_t cls = classOf(key.size);
    const ClassKeys& keys = m_lanes[lane].classes[cls];
    const std::uint32_t slot = slotIn(keys, key);
    if (slot == keys.size || !keys.keys[slot].sameSlot(key))
        return 0;
    eraseAt(lane, cls, slot);
    return 1;
}

void SizeClassFreeSet::erase(Iterator position)
{
    assert(position.m_set == this && position.m_lane < m_lanes.size());
    eraseAt(position.m_lane, position.m_class, position.m_slot);
}

void SizeClassFreeSet::eraseAt(std::uint32_t lane, std::uint32_t cls, std::uint32_t slot)
{
    ClassKeys& keys = m_lanes[lane].classes[cls];
    FreeBlockKey* array = keys.keys.get();
    for (std::uint32_t i = slot + 1; i < keys.size; ++i)
        array[i - 1] = array[i];
    --keys.size;
    if (keys.size == 0)
        m_lanes[lane].occupied[cls / 64] &= ~(std::uint64_t{1} << (cls % 64));
    --m_size;
}

void SizeClassFreeSet::grow(ClassKeys& keys)
{
    // A class's first block gets room for a few, not a reallocation per block; then the room doubles.
    const std::uint32_t capacity = keys.capacity == 0 ? kFirstCapacity : keys.capacity * 2;
    auto grown = std::make_unique<FreeBlockKey[]>(capacity);
    std::copy_n(keys.keys.get(), keys.size, grown.get());
    keys.keys = std::move(grown);
    keys.capacity = capacity;
}

} // namespace gml
