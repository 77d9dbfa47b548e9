#include "allocator/SizeClassFreeSet.h"

#include <algorithm>
#include <cassert>

namespace gml {

namespace {

constexpr std::uint32_t kFirstCapacity = 8;
constexpr std::uint32_t kAbsent = ~std::uint32_t{0}; // m_slotOf's entry for a block the set does not hold

__extension__ using Wide = unsigned __int128; // SizeClassFreeSet::Wide, for the helpers here
inline Wide wideOf(const FreeBlockKey& key)
{
    return (static_cast<Wide>(key.size) << 64) | key.address;
}

// The slot of the least of `count` keys not below `floor`, or `count` when none is. The keys are in no
// order, so every one is looked at; the choice is made with selects rather than branches, since which key
// wins is as good as random.
std::uint32_t scanLeastNotBelow(const FreeBlockKey* keys, std::uint32_t count, Wide floor)
{
    std::uint32_t found = count;
    Wide least = ~Wide{0};
    for (std::uint32_t i = 0; i < count; ++i) {
        const Wide key = wideOf(keys[i]);
        const bool take = (key >= floor) & (key <= least); // <=: even a key of all ones can be taken
        least = take ? key : least;
        found = take ? i : found;
    }
    return found;
}

// The slot of the greatest of `count` keys below `ceiling` (all of them when `all`), or `count`.
std::uint32_t scanGreatestBelow(const FreeBlockKey* keys, std::uint32_t count, Wide ceiling, bool all)
{
    std::uint32_t found = count;
    Wide greatest = 0;
    for (std::uint32_t i = 0; i < count; ++i) {
        const Wide key = wideOf(keys[i]);
        const bool take = ((key < ceiling) | all) & (key >= greatest);
        greatest = take ? key : greatest;
        found = take ? i : found;
    }
    return found;
}

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

// The key at `position` in (size, address) order, on `stream`.
FreeBlockKey keyAt(StreamId stream, Wide position)
{
    return FreeBlockKey{stream, 0, static_cast<std::uint64_t>(position >> 64),
                        static_cast<std::uint64_t>(position)};
}

// The searches of a long class's ordered copy: out of line and marked cold, so that the scans, which serve
// nearly every call, stay as short as they were before the copies came (inlined, the rarely taken paths cost
// the benchmark a few percent).
[[gnu::noinline, gnu::cold]] std::uint32_t searchLeastNotBelow(const FreeBlockSet& ordered, StreamId stream,
                                                               Wide floor, std::uint32_t none,
                                                               const std::vector<std::uint32_t>& slotOf)
{
    const auto found = ordered.lower_bound(keyAt(stream, floor));
    return found == ordered.end() ? none : slotOf[found->block];
}

[[gnu::noinline, gnu::cold]] std::uint32_t searchGreatestBelow(const FreeBlockSet& ordered, StreamId stream,
                                                               Wide ceiling, bool all, std::uint32_t none,
                                                               const std::vector<std::uint32_t>& slotOf)
{
    auto found = all ? ordered.end() : ordered.lower_bound(keyAt(stream, ceiling));
    if (found == ordered.begin())
        return none;
    --found;
    return slotOf[found->block];
}

} // namespace

// Both inline: called only in this file, and out of line the calls cost a tenth of the free set's time more
// (cost model). A class below kUnorderedBelow keys has no ordered copy, so the usual call reads nothing
// beyond the class's entry and its keys.
[[gnu::always_inline]] inline std::uint32_t
SizeClassFreeSet::leastNotBelow(std::uint32_t lane, std::uint32_t cls, Wide floor) const
{
    const Lane& inLane = m_lanes[lane];
    const ClassKeys& keys = inLane.classes[cls];
    if (keys.size >= kUnorderedBelow) [[unlikely]] {
        if (const FreeBlockSet* ordered = inLane.ordered[cls].get())
            return searchLeastNotBelow(*ordered, keys.keys[0].stream, floor, keys.size, m_slotOf);
    }
    return scanLeastNotBelow(keys.keys.get(), keys.size, floor);
}

[[gnu::always_inline]] inline std::uint32_t
SizeClassFreeSet::greatestBelow(std::uint32_t lane, std::uint32_t cls, Wide ceiling, bool all) const
{
    const Lane& inLane = m_lanes[lane];
    const ClassKeys& keys = inLane.classes[cls];
    if (keys.size >= kUnorderedBelow) [[unlikely]] {
        if (const FreeBlockSet* ordered = inLane.ordered[cls].get())
            return searchGreatestBelow(*ordered, keys.keys[0].stream, ceiling, all, keys.size, m_slotOf);
    }
    return scanGreatestBelow(keys.keys.get(), keys.size, ceiling, all);
}

SizeClassFreeSet::Iterator SizeClassFreeSet::firstFrom(std::uint32_t lane, std::uint32_t cls) const
{
    for (; lane < m_lanes.size(); ++lane, cls = 0) {
        const std::uint32_t found = nextSetBit(m_lanes[lane].occupied, cls);
        if (found < kClasses)
            return Iterator(this, lane, found, leastNotBelow(lane, found, 0));
    }
    return end();
}

SizeClassFreeSet::Iterator SizeClassFreeSet::lastFrom(std::uint32_t lane, std::int64_t cls) const
{
    for (std::int64_t l = lane; l >= 0; --l, cls = kClasses - 1) {
        const std::int64_t found = previousSetBit(m_lanes[static_cast<std::size_t>(l)].occupied, cls);
        if (found >= 0) {
            const auto at = static_cast<std::uint32_t>(found);
            return Iterator(this, static_cast<std::uint32_t>(l), at,
                            greatestBelow(static_cast<std::uint32_t>(l), at, 0, true));
        }
    }
    assert(false && "stepped back from the first key");
    return end();
}

SizeClassFreeSet::Iterator& SizeClassFreeSet::Iterator::operator++()
{
    const ClassKeys& keys = m_set->m_lanes[lane()].classes[cls()];
    const Wide current = wideOf(keys.keys[m_slot]);
    if (current != ~Wide{0}) {
        if (const std::uint32_t next = m_set->leastNotBelow(lane(), cls(), current + 1); next < keys.size) {
            m_slot = next;
            return *this;
        }
    }
    return *this = m_set->firstFrom(lane(), cls() + 1);
}

SizeClassFreeSet::Iterator& SizeClassFreeSet::Iterator::operator--()
{
    if (lane() == m_set->m_lanes.size()) // end(): the last key of all
        return *this = m_set->lastFrom(lane() - 1, kClasses - 1);
    const ClassKeys& keys = m_set->m_lanes[lane()].classes[cls()];
    const Wide current = wideOf(keys.keys[m_slot]);
    if (const std::uint32_t previous = m_set->greatestBelow(lane(), cls(), current, false);
        previous < keys.size) {
        m_slot = previous;
        return *this;
    }
    return *this = m_set->lastFrom(lane(), std::int64_t{cls()} - 1);
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
    if (const std::uint32_t slot = leastNotBelow(lane, cls, wideOf(key)); slot < keys.size)
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
    if (key.block >= m_slotOf.size()) {
        // Blocks are indices into the allocator's block table: the array grows with the table.
        m_slotOf.resize(std::max<std::size_t>(std::size_t{key.block} + 1, m_slotOf.size() * 2), kAbsent);
    } else if (m_slotOf[key.block] != kAbsent) {
        return false;
    }
    if (keys.size == keys.capacity)
        grow(keys);
    FreeBlockKey& added = keys.keys[keys.size];
    added = key;
    m_slotOf[key.block] = keys.size;
    ++keys.size;
    // The copy just stored, not `key`: passing `key`'s address on made the compiler keep the caller's key
    // in memory, written in two parts and read back in two others for the store above, and every insert
    // then waited for the failed store forwarding.
    if (keys.size > kUnorderedBelow) [[unlikely]]
        addToOrdered(m_lanes[lane], cls, added);
    m_lanes[lane].occupied[cls / 64] |= std::uint64_t{1} << (cls % 64);
    ++m_size;
    return true;
}

std::size_t SizeClassFreeSet::erase(const FreeBlockKey& key)
{
    const std::uint32_t lane = laneOf(key.stream);
    if (lane == m_lanes.size() || key.block >= m_slotOf.size())
        return 0;
    const std::uint32_t cls = classOf(key.size);
    const ClassKeys& keys = m_lanes[lane].classes[cls];
    const std::uint32_t slot = m_slotOf[key.block];
    if (slot >= keys.size || keys.keys[slot].block != key.block || !keys.keys[slot].sameSlot(key))
        return 0; // absent, or held under another stream or size
    eraseAt(lane, cls, slot);
    return 1;
}

void SizeClassFreeSet::erase(Iterator position)
{
    assert(position.m_set == this && position.lane() < m_lanes.size());
    eraseAt(position.lane(), position.cls(), position.m_slot);
}

void SizeClassFreeSet::eraseAt(std::uint32_t lane, std::uint32_t cls, std::uint32_t slot)
{
    ClassKeys& keys = m_lanes[lane].classes[cls];
    const std::uint32_t last = keys.size - 1;
    if (keys.size >= kUnorderedBelow) [[unlikely]]
        removeFromOrdered(m_lanes[lane], cls, keys.keys[slot]);
    m_slotOf[keys.keys[slot].block] = kAbsent;
    if (slot != last) {
        keys.keys[slot] = keys.keys[last];
        m_slotOf[keys.keys[slot].block] = slot;
    }
    keys.size = last;
    if (last == 0)
        m_lanes[lane].occupied[cls / 64] &= ~(std::uint64_t{1} << (cls % 64));
    --m_size;
}

std::vector<FreeBlockKey> SizeClassFreeSet::ordered() const
{
    std::vector<FreeBlockKey> keys;
    keys.reserve(m_size);
    for (const Lane& lane : m_lanes) {
        for (std::uint32_t cls = nextSetBit(lane.occupied, 0); cls < kClasses;
             cls = nextSetBit(lane.occupied, cls + 1)) {
            if (const FreeBlockSet* inOrder = lane.ordered[cls].get()) {
                for (const FreeBlockKey& key : *inOrder) // a long class: already in order
                    keys.push_back(key);
                continue;
            }
            const ClassKeys& inClass = lane.classes[cls];
            const auto from = keys.size();
            keys.insert(keys.end(), inClass.keys.get(), inClass.keys.get() + inClass.size);
            std::sort(keys.begin() + static_cast<std::ptrdiff_t>(from), keys.end());
        }
    }
    return keys;
}

void SizeClassFreeSet::addToOrdered(Lane& lane, std::uint32_t cls, const FreeBlockKey& key)
{
    // The class now holds more than kUnorderedBelow keys. It has its ordered copy from when it reaches
    // kOrderedFrom until it falls below kUnorderedBelow.
    std::unique_ptr<FreeBlockSet>& ordered = lane.ordered[cls];
    const ClassKeys& keys = lane.classes[cls];
    if (ordered) {
        ordered->insert(key);
    } else if (keys.size == kOrderedFrom) {
        ordered = std::make_unique<FreeBlockSet>();
        for (std::uint32_t i = 0; i < keys.size; ++i)
            ordered->insert(keys.keys[i]);
    }
}

void SizeClassFreeSet::removeFromOrdered(Lane& lane, std::uint32_t cls, const FreeBlockKey& key)
{
    // Called before the key leaves the class, which holds kUnorderedBelow keys or more.
    std::unique_ptr<FreeBlockSet>& ordered = lane.ordered[cls];
    if (!ordered)
        return;
    if (lane.classes[cls].size == kUnorderedBelow)
        ordered.reset(); // falls below: scans serve it again
    else
        ordered->erase(key);
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
