#pragma once

#include <cstdint>
#include <limits>
#include <vector>

namespace gml {

// Live allocations by address (address -> block index): what a std::unordered_map was, as one flat array.
//
// free() and recordStream() look an address up, every allocation adds one and every free removes one. An
// unordered_map pays a node allocation per insert and a pointer chase per lookup; this is open addressing
// with linear probing in a power-of-two table kept at most half full, so a lookup is usually one cache line.
// Removal shifts the following entries of the probe run back (no tombstones), so lookups stay short
// however many allocations come and go.
class AddressIndex
{
public:
    static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

    AddressIndex() { m_slots.resize(kInitialSlots); }

    std::size_t size() const { return m_size; }

    // The block allocated at `address`, or kNone.
    std::uint32_t find(std::uint64_t address) const
    {
        for (std::size_t i = home(address);; i = (i + 1) & mask()) {
            const Slot& slot = m_slots[i];
            if (slot.block == kNone)
                return kNone;
            if (slot.address == address)
                return slot.block;
        }
    }

    // Adds address -> block; the address must not be there yet (an address has one live allocation).
    void insert(std::uint64_t address, std::uint32_t block)
    {
        if (2 * (m_size + 1) > m_slots.size())
            grow();
        place(address, block);
        ++m_size;
    }

    // Removes `address`; returns whether it was there.
    bool erase(std::uint64_t address) { return take(address) != kNone; }

    // Removes `address` and returns its block, or kNone if it was not there: one probe where find() and
    // erase() would make two, on every free.
    std::uint32_t take(std::uint64_t address)
    {
        std::size_t i = home(address);
        while (m_slots[i].address != address || m_slots[i].block == kNone) {
            if (m_slots[i].block == kNone)
                return kNone;
            i = (i + 1) & mask();
        }
        const std::uint32_t block = m_slots[i].block;
        // Backward-shift deletion: walk the run after the hole and move back every entry whose home lies
        // at or before the hole (cyclically), so that no lookup meets an empty slot before its entry.
        std::size_t hole = i;
        for (std::size_t j = (hole + 1) & mask(); m_slots[j].block != kNone; j = (j + 1) & mask()) {
            const std::size_t want = home(m_slots[j].address);
            if (((j - want) & mask()) >= ((j - hole) & mask())) {
                m_slots[hole] = m_slots[j];
                hole = j;
            }
        }
        m_slots[hole].block = kNone;
        --m_size;
        return block;
    }

private:
    struct Slot
    {
        std::uint64_t address = 0;
        std::uint32_t block = kNone;
    };
    static constexpr std::size_t kInitialSlots = 1024;

    std::size_t mask() const { return m_slots.size() - 1; }
    std::size_t home(std::uint64_t address) const
    {
        // Addresses are multiples of 512 and cluster: Fibonacci hashing spreads them over the table.
        return static_cast<std::size_t>((address * 0x9E3779B97F4A7C15ULL) >> 32) & mask();
    }
    void place(std::uint64_t address, std::uint32_t block)
    {
        std::size_t i = home(address);
        while (m_slots[i].block != kNone)
            i = (i + 1) & mask();
        m_slots[i] = Slot{address, block};
    }
    void grow()
    {
        std::vector<Slot> old(m_slots.size() * 2);
        old.swap(m_slots);
        for (const Slot& slot : old)
            if (slot.block != kNone)
                place(slot.address, slot.block);
    }

    std::vector<Slot> m_slots;
    std::size_t m_size = 0;
};

} // namespace gml
