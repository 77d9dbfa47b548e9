#pragma once

#include "trace/MemoryPool.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace gml {

// A cached block as the free sets order it: by (stream, size, address), as PyTorch's BlockComparatorSize
// does, so that best fit is one lower_bound. `block` rides along and takes no part in the order.
struct FreeBlockKey
{
    StreamId stream = 0;
    std::uint32_t block = 0;
    std::uint64_t size = 0; // 0 in the unmapped sets, which are thereby ordered by (stream, address)
    std::uint64_t address = 0;

    // Lexicographic on (stream, size, address), written with bitwise operators so that it compiles to
    // flag arithmetic rather than branches: the searches below compare against keys in no predictable
    // order, and each mispredicted branch cost more than the whole comparison.
    bool operator<(const FreeBlockKey& o) const
    {
        const bool streamLess = stream < o.stream;
        const bool streamEqual = stream == o.stream;
        const bool sizeLess = size < o.size;
        const bool sizeEqual = size == o.size;
        const bool addressLess = address < o.address;
        return streamLess | (streamEqual & (sizeLess | (sizeEqual & addressLess)));
    }
    bool sameSlot(const FreeBlockKey& o) const
    {
        return stream == o.stream && size == o.size && address == o.address;
    }
};

// The index of the first of `count` sorted keys, all on `key`'s stream, not less than `key` (or `count`).
// (size, address) then decides alone, as one 128-bit number, and the search is branch-free: the loop's trip
// count depends on `count` alone and each step adds `half` or 0 through a mask, so nothing waits on a
// guessed comparison (the linear scans this replaced mispredicted about once per call).
inline std::uint32_t lowerBoundOnOneStream(const FreeBlockKey* keys, std::uint32_t count,
                                           const FreeBlockKey& key)
{
    __extension__ using Wide = unsigned __int128;
    const auto wide = [](const FreeBlockKey& k) { return (static_cast<Wide>(k.size) << 64) | k.address; };
    if (count == 0)
        return 0;
    const FreeBlockKey* base = keys;
    std::uint32_t length = count;
    const Wide target = wide(key);
    while (length > 1) {
        const std::uint32_t half = length / 2;
        base += half & (0u - static_cast<std::uint32_t>(wide(base[half - 1]) < target));
        length -= half;
    }
    return static_cast<std::uint32_t>(base - keys) + static_cast<std::uint32_t>(wide(*base) < target);
}

// The ordered set of a pool's free blocks: what std::set<FreeBlockKey> was, without a heap node per block.
//
// Every allocation and free inserts and erases here (split remainders, merged neighbours), a few times per
// call, so the set is the allocator's hottest structure. A red-black tree pays a node allocation and about
// log2(n) dependent cache misses per operation; this is a B-tree of height two instead: keys sit sorted in
// leaves of up to kLeafCapacity, and a contiguous array of each leaf's largest key picks the leaf. Both
// levels are searched by branch-free binary search (see lowerBoundIn): a few thousand cached blocks make a
// hundred-odd leaves, and inserting moves at most one leaf's keys.
//
// Iterators are positions (leaf, slot) and, unlike std::set's, every insert or erase invalidates them:
// callers that change the set while walking it collect the blocks first.
class FreeBlockSet
{
public:
    class Iterator
    {
    public:
        const FreeBlockKey& operator*() const { return m_set->m_leaves[m_leaf]->keys[m_slot]; }
        const FreeBlockKey* operator->() const { return &**this; }
        Iterator& operator++()
        {
            if (++m_slot == m_set->m_leaves[m_leaf]->count) {
                ++m_leaf;
                m_slot = 0;
            }
            return *this;
        }
        Iterator& operator--()
        {
            if (m_slot == 0) {
                --m_leaf;
                m_slot = m_set->m_leaves[m_leaf]->count - 1;
            } else {
                --m_slot;
            }
            return *this;
        }
        bool operator==(const Iterator& o) const { return m_leaf == o.m_leaf && m_slot == o.m_slot; }

    private:
        friend class FreeBlockSet;
        Iterator(const FreeBlockSet* set, std::uint32_t leaf, std::uint32_t slot)
            : m_set(set), m_leaf(leaf), m_slot(slot)
        {
        }
        const FreeBlockSet* m_set;
        std::uint32_t m_leaf;
        std::uint32_t m_slot;
    };

    FreeBlockSet() = default;
    FreeBlockSet(const FreeBlockSet&) = delete;
    FreeBlockSet& operator=(const FreeBlockSet&) = delete;

    Iterator begin() const { return Iterator(this, 0, 0); }
    Iterator end() const { return Iterator(this, static_cast<std::uint32_t>(m_leaves.size()), 0); }
    bool empty() const { return m_leaves.empty(); }
    std::size_t size() const { return m_size; }

    // The first key not less than `key` (its block is ignored), or end().
    Iterator lower_bound(const FreeBlockKey& key) const;
    // Adds `key`; returns false, changing nothing, if a key with its (stream, size, address) is there.
    bool insert(const FreeBlockKey& key);
    // Removes the key with `key`'s (stream, size, address); returns how many were removed (0 or 1).
    std::size_t erase(const FreeBlockKey& key);
    void erase(Iterator position);

private:
    static constexpr std::uint32_t kLeafCapacity = 32;
    struct Leaf
    {
        std::uint32_t count = 0;
        FreeBlockKey keys[kLeafCapacity];
    };

    // The index of the first of `count` sorted keys not less than `key` (or `count`).
    static std::uint32_t lowerBoundIn(const FreeBlockKey* keys, std::uint32_t count, const FreeBlockKey& key);
    static std::uint32_t scanLeaf(const Leaf& leaf, const FreeBlockKey& key)
    {
        return lowerBoundIn(leaf.keys, leaf.count, key);
    }
    // The first leaf whose largest key is not less than `key`, or the number of leaves.
    std::uint32_t leafFor(const FreeBlockKey& key) const;
    void eraseAt(std::uint32_t leaf, std::uint32_t slot);
    Leaf* newLeaf();

    std::vector<std::unique_ptr<Leaf>> m_leaves; // in key order, none empty
    std::vector<FreeBlockKey> m_highs;           // m_highs[i]: the largest key of leaf i
    std::vector<std::unique_ptr<Leaf>> m_spare;  // emptied leaves, kept for the next split
    std::size_t m_size = 0;
};

} // namespace gml
