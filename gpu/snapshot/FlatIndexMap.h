#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace gml {

// A hash map from small keys to 32-bit indices, in one flat array probed linearly: what the snapshot reader's
// interning tables need, millions of lookups and inserts while a large file is read.
//
// std::unordered_map allocated a node per entry and followed a pointer per lookup; with two frame dicts of
// their own per event, its inserts and the page faults of its nodes led the profile of opening a large file.
// Here an entry is its key and index side by side, a lookup reads one or two adjacent slots, and growing is
// one allocation that doubles the table (kept at most half full, so probe runs stay short).
//
// Key: trivially copyable, with ==. Hash: a functor giving a well-mixed 64-bit hash (the table takes its low
// bits). The index ~0u is reserved: it marks an empty slot.
template <typename Key, typename Hash> class FlatIndexMap
{
public:
    static constexpr std::uint32_t kNone = ~std::uint32_t{0};

    // The index stored for `key`, or kNone.
    std::uint32_t find(const Key& key) const
    {
        if (m_slots.empty())
            return kNone;
        for (std::size_t at = Hash{}(key)&m_mask;; at = (at + 1) & m_mask) {
            const Slot& slot = m_slots[at];
            if (slot.index == kNone)
                return kNone;
            if (slot.key == key)
                return slot.index;
        }
    }

    // Stores `index` for `key` unless it has one; returns the index stored and whether it is the new one.
    std::pair<std::uint32_t, bool> tryEmplace(const Key& key, std::uint32_t index)
    {
        if (2 * (m_size + 1) > m_slots.size())
            grow();
        for (std::size_t at = Hash{}(key)&m_mask;; at = (at + 1) & m_mask) {
            Slot& slot = m_slots[at];
            if (slot.index == kNone) {
                slot.key = key;
                slot.index = index;
                ++m_size;
                return {index, true};
            }
            if (slot.key == key)
                return {slot.index, false};
        }
    }

    // Replaces the index of a key that is there (as found by find).
    void assign(const Key& key, std::uint32_t index)
    {
        for (std::size_t at = Hash{}(key)&m_mask;; at = (at + 1) & m_mask) {
            if (m_slots[at].key == key && m_slots[at].index != kNone) {
                m_slots[at].index = index;
                return;
            }
        }
    }

    std::size_t size() const { return m_size; }
    // Empties the table and keeps its capacity.
    void clear()
    {
        if (m_size == 0)
            return;
        for (Slot& slot : m_slots)
            slot.index = kNone;
        m_size = 0;
    }

private:
    struct Slot
    {
        Key key{};
        std::uint32_t index = kNone;
    };

    void grow()
    {
        std::vector<Slot> old = std::move(m_slots);
        m_slots.assign(old.empty() ? 64 : old.size() * 2, Slot{});
        m_mask = m_slots.size() - 1;
        for (const Slot& slot : old) {
            if (slot.index == kNone)
                continue;
            std::size_t at = Hash{}(slot.key) & m_mask;
            while (m_slots[at].index != kNone)
                at = (at + 1) & m_mask;
            m_slots[at] = slot;
        }
    }

    std::vector<Slot> m_slots;
    std::size_t m_mask = 0;
    std::size_t m_size = 0;
};

// A 64-bit mix (the finalizer of MurmurHash3): keys that differ in a few low bits land far apart.
inline std::uint64_t mixBits(std::uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

} // namespace gml
