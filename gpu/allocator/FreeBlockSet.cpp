#include "allocator/FreeBlockSet.h"

#include <algorithm>
#include <cassert>
#include <iterator>

namespace gml {

std::uint32_t FreeBlockSet::scanLeaf(const Leaf& leaf, const FreeBlockKey& key)
{
    // A leaf is a few cache lines read front to back: a linear scan lets the prefetcher run ahead and
    // mispredicts once, at the end, where a binary search waits on each load and guesses wrong half the time.
    // Keys of other streams are skipped on the stream alone, then the size decides; the address only
    // breaks ties.
    std::uint32_t slot = 0;
    while (slot < leaf.count && leaf.keys[slot].stream < key.stream)
        ++slot;
    while (slot < leaf.count && leaf.keys[slot].stream == key.stream && leaf.keys[slot].size < key.size)
        ++slot;
    while (slot < leaf.count && leaf.keys[slot].stream == key.stream && leaf.keys[slot].size == key.size &&
           leaf.keys[slot].address < key.address)
        ++slot;
    return slot;
}

std::uint32_t FreeBlockSet::leafFor(const FreeBlockKey& key) const
{
    // A few thousand cached blocks make a hundred or more leaves. A binary search over their highest keys
    // cost ~170 instructions and a chain of dependent loads with unpredictable branches; skipping groups of
    // kLeafGroup highs by their last one, then stepping through one group, reads the array front to back,
    // and every comparison but the last has the same outcome, so the branches predict well.
    const FreeBlockKey* highs = m_highs.data();
    const auto count = static_cast<std::uint32_t>(m_highs.size());
    std::uint32_t leaf = 0;
    while (leaf + kLeafGroup <= count && highs[leaf + kLeafGroup - 1] < key)
        leaf += kLeafGroup;
    while (leaf < count && highs[leaf] < key)
        ++leaf;
    return leaf;
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
