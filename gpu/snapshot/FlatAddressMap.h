#pragma once

#include "snapshot/FlatIndexMap.h"

#include <cstdint>
#include <vector>

namespace gml {

// A hash map from 64-bit addresses to small values, in one flat array probed linearly, with erase: the
// replay's tables of live and pending blocks, which every recorded alloc inserts into and every free erases
// from. std::unordered_map allocated and freed a node for each (a malloc and a free per event).
//
// Erase moves later entries of the probe run back into the hole (backward-shift deletion), so no tombstones
// pile up over millions of inserts and erases. The table is kept at most half full.
template <typename Value> class FlatAddressMap
{
public:
    // The value of `key`, made (Value{}) if absent. Valid until the next insert or erase.
    Value& operator[](std::uint64_t key)
    {
        if (2 * (m_size + 1) > m_slots.size())
            grow();
        std::size_t at = mixBits(key) & m_mask;
        while (m_slots[at].used) {
            if (m_slots[at].key == key)
                return m_slots[at].value;
            at = (at + 1) & m_mask;
        }
        m_slots[at] = Slot{key, Value{}, true};
        ++m_size;
        return m_slots[at].value;
    }

    // The value of `key`, or nullptr. Valid until the next insert or erase.
    const Value* find(std::uint64_t key) const
    {
        const std::size_t at = slotOf(key);
        return at == kAbsent ? nullptr : &m_slots[at].value;
    }

    // Removes `key`; returns whether it was there.
    bool erase(std::uint64_t key)
    {
        std::size_t hole = slotOf(key);
        if (hole == kAbsent)
            return false;
        for (std::size_t next = (hole + 1) & m_mask; m_slots[next].used; next = (next + 1) & m_mask) {
            // An entry may fill the hole if its home slot is not in (hole, next]: probing for it from its
            // home passes the hole.
            const std::size_t home = mixBits(m_slots[next].key) & m_mask;
            const bool homeAfterHole =
                hole <= next ? (home > hole && home <= next) : (home > hole || home <= next);
            if (!homeAfterHole) {
                m_slots[hole] = m_slots[next];
                hole = next;
            }
        }
        m_slots[hole].used = false;
        --m_size;
        return true;
    }

    void clear()
    {
        m_slots.clear();
        m_mask = 0;
        m_size = 0;
    }
    std::size_t size() const { return m_size; }

private:
    static constexpr std::size_t kAbsent = ~std::size_t{0};
    struct Slot
    {
        std::uint64_t key = 0;
        Value value{};
        bool used = false;
    };

    std::size_t slotOf(std::uint64_t key) const
    {
        if (m_slots.empty())
            return kAbsent;
        for (std::size_t at = mixBits(key) & m_mask; m_slots[at].used; at = (at + 1) & m_mask)
            if (m_slots[at].key == key)
                return at;
        return kAbsent;
    }

    void grow()
    {
        std::vector<Slot> old = std::move(m_slots);
        m_slots.assign(old.empty() ? 64 : old.size() * 2, Slot{});
        m_mask = m_slots.size() - 1;
        for (const Slot& slot : old) {
            if (!slot.used)
                continue;
            std::size_t at = mixBits(slot.key) & m_mask;
            while (m_slots[at].used)
                at = (at + 1) & m_mask;
            m_slots[at] = slot;
        }
    }

    std::vector<Slot> m_slots;
    std::size_t m_mask = 0;
    std::size_t m_size = 0;
};

} // namespace gml
