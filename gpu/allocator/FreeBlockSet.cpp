#include "allocator/FreeBlockSet.h"

#include <algorithm>
#include <cassert>
#include <iterator>

namespace gml {

namespace {

// All ones when a < b in (stream, size, address) order, else zero, computed as integer arithmetic: with
// bools, GCC rebuilds the short-circuit and branches on it, which is what the search must not do.
inline std::uint32_t lessMask(const FreeBlockKey& a, const FreeBlockKey& b)
{
    const auto streamLess = static_cast<std::uint32_t>(a.stream < b.stream);
    const auto streamEqual = static_cast<std::uint32_t>(a.stream == b.stream);
    const auto sizeLess = static_cast<std::uint32_t>(a.size < b.size);
    const auto sizeEqual = static_cast<std::uint32_t>(a.size == b.size);
    const auto addressLess = static_cast<std::uint32_t>(a.address < b.address);
    return 0u - (streamLess | (streamEqual & (sizeLess | (sizeEqual & addressLess))));
}

} // namespace

std::uint32_t FreeBlockSet::lowerBoundIn(const FreeBlockKey* keys, std::uint32_t count,
                                         const FreeBlockKey& key)
{
    if (count == 0)
        return 0;
    // The keys are sorted by stream first, so if the first and last are on `key`'s stream, every key is
    // (always, with one stream).
    if (keys[0].stream == key.stream && keys[count - 1].stream == key.stream)
        return lowerBoundOnOneStream(keys, count, key);
    // Branch-free as lowerBoundOnOneStream, comparing all three fields.
    const FreeBlockKey* base = keys;
    std::uint32_t length = count;
    while (length > 1) {
        const std::uint32_t half = length / 2;
        // The answer is in [base, base + length]: past base[half - 1] if that is less than `key`.
        base += half & lessMask(base[half - 1], key);
        length -= half;
    }
    return static_cast<std::uint32_t>(base - keys) + (lessMask(*base, key) & 1u);
}

std::uint32_t FreeBlockSet::leafFor(const FreeBlockKey& key) const
{
    return lowerBoundIn(m_highs.data(), static_cast<std::uint32_t>(m_highs.size()), key);
}

FreeBlockSet::Iterator FreeBlockSet::lower_bound(const FreeBlockKey& key) const
{
    const std::uint32_t leaf = leafFor(key);
    if (leaf == m_leaves.size())
        return end();
    const Leaf& l = *m_leaves[leaf];
    // The leaf's largest key is not less than `key`, so the slot is inside the leaf.
    return Iterator(this, leaf, scanLeaf(l, key));
}

FreeBlockSet::Leaf* FreeBlockSet::newLeaf()
{
    if (m_spare.empty())
        return new Leaf;
    Leaf* leaf = m_spare.back().release();
    m_spare.pop_back();
    leaf->count = 0;
    return leaf;
}

bool FreeBlockSet::insert(const FreeBlockKey& key)
{
    if (m_leaves.empty()) {
        m_leaves.emplace_back(newLeaf());
        m_leaves[0]->keys[0] = key;
        m_leaves[0]->count = 1;
        m_highs.push_back(key);
        ++m_size;
        return true;
    }
    std::uint32_t leaf = leafFor(key);
    if (leaf == m_leaves.size())
        --leaf; // larger than every key: it goes to the end of the last leaf
    Leaf* l = m_leaves[leaf].get();
    std::uint32_t slot = scanLeaf(*l, key);
    if (slot < l->count && l->keys[slot].sameSlot(key))
        return false;
    if (l->count == kLeafCapacity) {
        // Full: the upper half moves to a new leaf after this one. Leaves are split in halves and merged
        // only when two together fit in half a leaf, so a run of inserts and erases at one boundary cannot
        // make them split and merge in turn.
        constexpr std::uint32_t half = kLeafCapacity / 2;
        Leaf* right = newLeaf();
        std::copy(l->keys + half, l->keys + kLeafCapacity, right->keys);
        right->count = kLeafCapacity - half;
        l->count = half;
        m_leaves.emplace(m_leaves.begin() + leaf + 1, right);
        m_highs.insert(m_highs.begin() + leaf + 1, right->keys[right->count - 1]);
        m_highs[leaf] = l->keys[half - 1];
        if (slot > half) {
            ++leaf;
            l = right;
            slot -= half;
        }
    }
    std::copy_backward(l->keys + slot, l->keys + l->count, l->keys + l->count + 1);
    l->keys[slot] = key;
    ++l->count;
    if (slot + 1 == l->count)
        m_highs[leaf] = key;
    ++m_size;
    return true;
}

std::size_t FreeBlockSet::erase(const FreeBlockKey& key)
{
    const std::uint32_t leaf = leafFor(key);
    if (leaf == m_leaves.size())
        return 0;
    const Leaf& l = *m_leaves[leaf];
    const std::uint32_t slot = scanLeaf(l, key);
    if (!l.keys[slot].sameSlot(key))
        return 0;
    eraseAt(leaf, slot);
    return 1;
}

void FreeBlockSet::erase(Iterator position)
{
    assert(position.m_set == this && position.m_leaf < m_leaves.size());
    eraseAt(position.m_leaf, position.m_slot);
}

void FreeBlockSet::eraseAt(std::uint32_t leaf, std::uint32_t slot)
{
    Leaf* l = m_leaves[leaf].get();
    std::copy(l->keys + slot + 1, l->keys + l->count, l->keys + slot);
    --l->count;
    --m_size;
    const auto removeLeaf = [this](std::uint32_t index) {
        m_spare.push_back(std::move(m_leaves[index]));
        m_leaves.erase(m_leaves.begin() + index);
        m_highs.erase(m_highs.begin() + index);
    };
    if (l->count == 0) {
        removeLeaf(leaf);
        return;
    }
    m_highs[leaf] = l->keys[l->count - 1];
    // Merge with a neighbour when both fit in half a leaf, so that leaves stay reasonably full and the
    // leaf array short.
    constexpr std::uint32_t half = kLeafCapacity / 2;
    if (leaf + 1 < m_leaves.size() && l->count + m_leaves[leaf + 1]->count <= half) {
        const Leaf& next = *m_leaves[leaf + 1];
        std::copy(next.keys, next.keys + next.count, l->keys + l->count);
        l->count += next.count;
        m_highs[leaf] = m_highs[leaf + 1];
        removeLeaf(leaf + 1);
    } else if (leaf > 0 && m_leaves[leaf - 1]->count + l->count <= half) {
        Leaf& prev = *m_leaves[leaf - 1];
        std::copy(l->keys, l->keys + l->count, prev.keys + prev.count);
        prev.count += l->count;
        m_highs[leaf - 1] = m_highs[leaf];
        removeLeaf(leaf);
    }
}

} // namespace gml
