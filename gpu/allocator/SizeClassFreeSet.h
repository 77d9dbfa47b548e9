#pragma once

#include "allocator/FreeBlockSet.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace gml {

// A pool's free mapped blocks, found by best fit in (stream, size, address) order as FreeBlockSet orders
// them, but with inserts and erases that search nothing.
//
// Each stream's blocks are split by size into classes, as TLSF does (Masmano et al. 2004): sizes below 16
// units of 512 bytes have a class each, and every larger power of two is cut into 16 classes of equal width.
// Classes follow size order, and a bitmap per stream says which classes hold any block. Within a class the
// keys are kept in no order, and the set remembers each block's slot:
// - insert appends to the class, and erase moves the class's last key into the hole: no search, no shifting.
//   (With the classes kept sorted, a binary search over keys scattered in memory, each step waiting on the
//   load before it, plus a shift of half the class, was a quarter of the allocator benchmark's time.)
// - best fit scans the request's class for the least key not below the request: one pass over a few
//   adjacent cache lines, with no branch on the keys; if none is, it takes the least key of the next class
//   the bitmap shows.
//
// Order is still there for those who walk the set: iterators step to the next key in (stream, size,
// address) order, finding it by a scan of the class (so a step costs the class's length), and ordered()
// lists every key in order (sorting the short classes; releases of expandable segments' blocks walk it, while
// other releases and garbage collection walk the allocator's set of whole segments instead). A class that
// grows long (many free blocks of about one size) also keeps its keys in a FreeBlockSet, so that neither
// best fit nor a step scans it.
//
// Keys are identified by their block: `block` must be a small index (the slots are kept in an array by
// block), and no two keys may share a block or a (stream, size, address), as no two free blocks do.
class SizeClassFreeSet
{
public:
    // sizes up to 2^64 - 1: units (size / 512) below 2^55, 16 classes for each power of two from 2^4 on.
    static constexpr std::uint32_t kClasses = 16 + 51 * 16;
    static constexpr std::uint32_t kWords = (kClasses + 63) / 64;

    // A position in (stream, size, address) order; invalidated by every insert and erase.
    class Iterator
    {
    public:
        const FreeBlockKey& operator*() const { return m_set->m_lanes[lane()].classes[cls()].keys[m_slot]; }
        const FreeBlockKey* operator->() const { return &**this; }
        Iterator& operator++();
        Iterator& operator--();
        bool operator==(const Iterator& o) const { return m_place == o.m_place && m_slot == o.m_slot; }

    private:
        friend class SizeClassFreeSet;
        static constexpr unsigned kClassBits = 10;
        static_assert(kClasses <= 1u << kClassBits);
        Iterator(const SizeClassFreeSet* set, std::uint32_t lane, std::uint32_t cls, std::uint32_t slot)
            : m_set(set), m_place(lane << kClassBits | cls), m_slot(slot)
        {
        }
        std::uint32_t lane() const { return m_place >> kClassBits; }
        std::uint32_t cls() const { return m_place & ((1u << kClassBits) - 1); }

        // 16 bytes, which a call returns in two registers. With the lane and class apart (24 bytes), best
        // fit's iterator came back through memory, written 4 bytes at a time, and the comparison with end()
        // read it back 8 bytes at a time: a failed store forwarding, a tenth of allocate's time.
        const SizeClassFreeSet* m_set;
        std::uint32_t m_place; // lane << kClassBits | class (a lane, one per stream, takes 20 KB: never 2^22)
        std::uint32_t m_slot;
    };
    static_assert(sizeof(Iterator) == 16);

    SizeClassFreeSet() = default;
    SizeClassFreeSet(const SizeClassFreeSet&) = delete;
    SizeClassFreeSet& operator=(const SizeClassFreeSet&) = delete;

    Iterator begin() const { return firstFrom(0, 0); }
    Iterator end() const { return Iterator(this, static_cast<std::uint32_t>(m_lanes.size()), 0, 0); }
    bool empty() const { return m_size == 0; }
    std::size_t size() const { return m_size; }

    // The first key not less than `key` (its block is ignored), or end().
    Iterator lower_bound(const FreeBlockKey& key) const;
    // Adds `key`; returns false, changing nothing, if its block is in the set already.
    bool insert(const FreeBlockKey& key);
    // Removes `key`'s block if the set holds it with `key`'s (stream, size, address); returns how many keys
    // were removed (0 or 1).
    std::size_t erase(const FreeBlockKey& key);
    void erase(Iterator position);

    // Every key, in (stream, size, address) order.
    std::vector<FreeBlockKey> ordered() const;
    // Calls `visit` with every key, in no particular order.
    template <typename Visit> void forEach(Visit visit) const
    {
        for (const Lane& lane : m_lanes)
            for (const ClassKeys& keys : lane.classes)
                for (std::uint32_t i = 0; i < keys.size; ++i)
                    visit(keys.keys[i]);
    }

    // The class of a block of `size` bytes: monotone in size, so classes in turn keep size order.
    static std::uint32_t classOf(std::uint64_t size)
    {
        const std::uint64_t units = size >> 9;
        if (units < 16)
            return static_cast<std::uint32_t>(units);
        const auto power = static_cast<std::uint32_t>(63 - __builtin_clzll(units)); // 4 or more
        return 16 + (power - 4) * 16 + static_cast<std::uint32_t>((units >> (power - 4)) & 15);
    }

private:
    // One class's keys, in no order: the first `size` of `capacity` slots.
    struct ClassKeys
    {
        std::unique_ptr<FreeBlockKey[]> keys;
        std::uint32_t size = 0;
        std::uint32_t capacity = 0;
    };
    // A class gets its ordered copy when it reaches kOrderedFrom keys and loses it below kUnorderedBelow
    // (apart, so that a class at the edge does not build and drop it on every insert and erase).
    static constexpr std::uint32_t kOrderedFrom = 64;
    static constexpr std::uint32_t kUnorderedBelow = 32;
    // Within one lane every key is on one stream, so (size, address) orders them, as one 128-bit number.
    __extension__ using Wide = unsigned __int128;
    // One stream's blocks (the stream is m_streams' entry at the lane's index).
    struct Lane
    {
        std::array<std::uint64_t, kWords> occupied{}; // bit c: class c holds a block
        std::vector<ClassKeys> classes = std::vector<ClassKeys>(kClasses);
        // Class c's keys in order, kept beside its array while the class is long: many free blocks of about
        // one size (thousands of equal activations freed) would make every scan of the class a long one.
        // Apart from `classes`, whose 16-byte entries are read on every call and stay in the L1 cache.
        std::vector<std::unique_ptr<FreeBlockSet>> ordered =
            std::vector<std::unique_ptr<FreeBlockSet>>(kClasses);
    };

    // The least key of lane `lane` at class `cls` or after, else of the lanes after it, else end().
    Iterator firstFrom(std::uint32_t lane, std::uint32_t cls) const;
    // The greatest key of lane `lane` at class `cls` or before (cls may be -1: none), else of the lanes
    // before.
    Iterator lastFrom(std::uint32_t lane, std::int64_t cls) const;
    // The lane of `stream`, or the number of lanes (create: added in stream order).
    std::uint32_t laneOf(StreamId stream) const;
    std::uint32_t addLane(StreamId stream);
    void eraseAt(std::uint32_t lane, std::uint32_t cls, std::uint32_t slot);
    static void grow(ClassKeys& keys);
    // Keep a long class's ordered copy: after `key` joined the class (which then holds more than
    // kUnorderedBelow keys), and before `key` leaves it (holding kUnorderedBelow or more).
    static void addToOrdered(Lane& lane, std::uint32_t cls, const FreeBlockKey& key);
    static void removeFromOrdered(Lane& lane, std::uint32_t cls, const FreeBlockKey& key);
    // The slot of a class's least key not below `floor`, or of its greatest key below `ceiling` (of all its
    // keys when `all`); the class's size when there is none. A scan of the array, or a search of the
    // ordered copy when the class has one.
    std::uint32_t leastNotBelow(std::uint32_t lane, std::uint32_t cls, Wide floor) const;
    std::uint32_t greatestBelow(std::uint32_t lane, std::uint32_t cls, Wide ceiling, bool all) const;

    std::vector<Lane> m_lanes;       // by stream
    std::vector<StreamId> m_streams; // lane i's stream, ascending: lane lookups read this short array alone
    std::vector<std::uint32_t> m_slotOf; // by block: its slot in its class, while the set holds it
    std::size_t m_size = 0;
};

} // namespace gml
