#pragma once

#include "allocator/FreeBlockSet.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace gml {

// A pool's free mapped blocks in (stream, size, address) order, as FreeBlockSet keeps them, but found in a
// few steps instead of two binary searches over every cached block.
//
// Best fit, and each insert and erase, searched one ordered set of all the pool's free blocks: twice nine
// dependent steps with a few thousand of them, a quarter of the allocator benchmark's instructions. Here each
// stream's blocks are split by size into classes, as TLSF does (Masmano et al. 2004): sizes below 16 units of
// 512 bytes have a class each, and every larger power of two is cut into 16 classes of equal width. Classes
// follow size order, so the set's order is the classes' in turn, each class a short sorted array (a handful
// of blocks in practice), and a bitmap per stream says which classes hold any. Best fit is then one short
// search in the request's class, or else the first block of the next class the bitmap shows.
//
// The interface is FreeBlockSet's, iterators included (positions, invalidated by every insert and erase).
// Blocks of one size all share a class: a great many free blocks of exactly one size make that class's array
// long, and inserting into it costs a move of its keys (as std::vector's insert would).
class SizeClassFreeSet
{
    struct Lane;

public:
    // sizes up to 2^64 - 1: units (size / 512) below 2^55, 16 classes for each power of two from 2^4 on.
    static constexpr std::uint32_t kClasses = 16 + 51 * 16;
    static constexpr std::uint32_t kWords = (kClasses + 63) / 64;

    class Iterator
    {
    public:
        const FreeBlockKey& operator*() const { return m_set->m_lanes[m_lane].classes[m_class].keys[m_slot]; }
        const FreeBlockKey* operator->() const { return &**this; }
        Iterator& operator++();
        Iterator& operator--();
        bool operator==(const Iterator& o) const
        {
            return m_lane == o.m_lane && m_class == o.m_class && m_slot == o.m_slot;
        }

    private:
        friend class SizeClassFreeSet;
        Iterator(const SizeClassFreeSet* set, std::uint32_t lane, std::uint32_t cls, std::uint32_t slot)
            : m_set(set), m_lane(lane), m_class(cls), m_slot(slot)
        {
        }
        const SizeClassFreeSet* m_set;
        std::uint32_t m_lane;
        std::uint32_t m_class;
        std::uint32_t m_slot;
    };

    SizeClassFreeSet() = default;
    SizeClassFreeSet(const SizeClassFreeSet&) = delete;
    SizeClassFreeSet& operator=(const SizeClassFreeSet&) = delete;

    Iterator begin() const { return firstFrom(0, 0); }
    Iterator end() const { return Iterator(this, static_cast<std::uint32_t>(m_lanes.size()), 0, 0); }
    bool empty() const { return m_size == 0; }
    std::size_t size() const { return m_size; }

    // The first key not less than `key` (its block is ignored), or end().
    Iterator lower_bound(const FreeBlockKey& key) const;
    // Adds `key`; returns false, changing nothing, if a key with its (stream, size, address) is there.
    bool insert(const FreeBlockKey& key);
    // Removes the key with `key`'s (stream, size, address); returns how many were removed (0 or 1).
    std::size_t erase(const FreeBlockKey& key);
    void erase(Iterator position);

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
    // One class's keys, sorted: the first `size` of `capacity` slots.
    struct ClassKeys
    {
        std::unique_ptr<FreeBlockKey[]> keys;
        std::uint32_t size = 0;
        std::uint32_t capacity = 0;
    };
    // One stream's blocks (the stream is m_streams' entry at the lane's index).
    struct Lane
    {
        std::array<std::uint64_t, kWords> occupied{}; // bit c: class c holds a block
        std::vector<ClassKeys> classes = std::vector<ClassKeys>(kClasses);
    };

    // The first key of lane `lane` at class `cls` or after, else of the lanes after it, else end().
    Iterator firstFrom(std::uint32_t lane, std::uint32_t cls) const;
    // The last key of lane `lane` at class `cls` or before (cls may be -1: none), else of the lanes before.
    Iterator lastFrom(std::uint32_t lane, std::int64_t cls) const;
    // The lane of `stream`, or the number of lanes (create: added in stream order).
    std::uint32_t laneOf(StreamId stream) const;
    std::uint32_t addLane(StreamId stream);
    void eraseAt(std::uint32_t lane, std::uint32_t cls, std::uint32_t slot);
    static void grow(ClassKeys& keys);
    // Where `key` is or would go among a class's sorted keys (all on one stream: the lane's).
    static std::uint32_t slotIn(const ClassKeys& keys, const FreeBlockKey& key);

    std::vector<Lane> m_lanes;       // by stream
    std::vector<StreamId> m_streams; // lane i's stream, ascending: lane lookups read this short array alone
    std::size_t m_size = 0;
};

} // namespace gml
