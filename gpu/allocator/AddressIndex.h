#pragma once

#include "util/Prefetch.h"

#include <cstdint>
#include <limits>
#include <unordered_map>
#include <vector>

namespace gml {

// Live allocations by address (address -> block index): what a std::unordered_map was, as one flat array.
//
// free() and recordStream() look an address up, every allocation adds one and every free removes one. An
// unordered_map pays a node allocation per insert and a pointer chase per lookup; this is open addressing
// with linear probing in a power-of-two table kept at most a quarter full, so a lookup is usually one slot
// (at half full, the varying probe and shift lengths cost a mispredicted branch per free).
// Removal shifts the following entries of the probe run back (no tombstones), so lookups stay short
// however many allocations come and go.
//
// A slot is one 64-bit word: the address in 512-byte units above the block index's 24 bits. Block
// addresses are multiples of 512 (kMinBlockSize) below 2^49 on every device seen, and 16 million live blocks
// is far past any trace; at 8 bytes a slot the quarter-full table takes the memory a half-full one of
// (address, block) pairs did, and stays in the L2 cache beside the blocks, which a free reads at random.
// An entry that does not fit (an odd address, a huge one, a block past 2^24) goes to a side map, so every
// address still works.
class AddressIndex
{
public:
    static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

    AddressIndex() { m_slots.resize(kInitialSlots, kEmpty); }

    std::size_t size() const { return m_size + m_unpacked.size(); }

    // The block allocated at `address`, or kNone.
    std::uint32_t find(std::uint64_t address) const
    {
        if (!packableAddress(address)) [[unlikely]]
            return findUnpacked(address);
        const std::uint64_t key = address >> kUnitShift;
        for (std::size_t i = home(key);; i = (i + 1) & mask()) {
            const std::uint64_t slot = m_slots[i];
            if (slot == kEmpty)
                return m_unpacked.empty() ? kNone : findUnpacked(address);
            if (slot >> kBlockBits == key)
                return static_cast<std::uint32_t>(slot & kBlockMask);
        }
    }

    // Adds address -> block; the address must not be there yet (an address has one live allocation).
    void insert(std::uint64_t address, std::uint32_t block)
    {
        if (!packableAddress(address) || block >= kBlockMask) [[unlikely]] {
            m_unpacked.emplace(address, block);
            return;
        }
        if (4 * (m_size + 1) > m_slots.size())
            grow();
        place((address >> kUnitShift) << kBlockBits | block);
        ++m_size;
    }

    // Starts loading the slot where `address` would go, for an insert that comes later in the same call:
    // the slot is at a random place in the table, so it is usually a cache miss, which the caller can then
    // overlap with its own.
    void prefetch(std::uint64_t address) const
    {
        prefetchLine(&m_slots[home(address >> kUnitShift)]);
    }

    // Removes `address`; returns whether it was there.
    bool erase(std::uint64_t address) { return take(address) != kNone; }

    // Removes `address` and returns its block, or kNone if it was not there: one probe where find() and
    // erase() would make two, on every free.
    std::uint32_t take(std::uint64_t address)
    {
        if (!packableAddress(address)) [[unlikely]]
            return takeUnpacked(address);
        const std::uint64_t key = address >> kUnitShift;
        std::size_t i = home(key);
        while (m_slots[i] >> kBlockBits != key || m_slots[i] == kEmpty) {
            if (m_slots[i] == kEmpty)
                return m_unpacked.empty() ? kNone : takeUnpacked(address);
            i = (i + 1) & mask();
        }
        const auto block = static_cast<std::uint32_t>(m_slots[i] & kBlockMask);
        // Backward-shift deletion: walk the run after the hole and move back every entry whose home lies
        // at or before the hole (cyclically), so that no lookup meets an empty slot before its entry.
        std::size_t hole = i;
        for (std::size_t j = (hole + 1) & mask(); m_slots[j] != kEmpty; j = (j + 1) & mask()) {
            const std::size_t want = home(m_slots[j] >> kBlockBits);
            if (((j - want) & mask()) >= ((j - hole) & mask())) {
                m_slots[hole] = m_slots[j];
                hole = j;
            }
        }
        m_slots[hole] = kEmpty;
        --m_size;
        return block;
    }

private:
    static constexpr unsigned kUnitShift = 9; // 512-byte units
    static constexpr unsigned kBlockBits = 24;
    static constexpr std::uint64_t kBlockMask = (std::uint64_t{1} << kBlockBits) - 1;
    // No packed entry has every bit set: its block would be 2^24 - 1, which is never packed (see insert).
    static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};
    static constexpr std::size_t kInitialSlots = 1024;

    // A multiple of 512 below 2^49: its units fit above the block bits.
    static bool packableAddress(std::uint64_t address)
    {
        return ((address & ((std::uint64_t{1} << kUnitShift) - 1)) |
                address >> (64 - kBlockBits + kUnitShift)) == 0;
    }

    std::size_t mask() const { return m_slots.size() - 1; }
    std::size_t home(std::uint64_t key) const
    {
        // Addresses cluster: Fibonacci hashing spreads them over the table.
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 32) & mask();
    }
    void place(std::uint64_t slot)
    {
        std::size_t i = home(slot >> kBlockBits);
        while (m_slots[i] != kEmpty)
            i = (i + 1) & mask();
        m_slots[i] = slot;
    }
    void grow()
    {
        std::vector<std::uint64_t> old(m_slots.size() * 2, kEmpty);
        old.swap(m_slots);
        for (const std::uint64_t slot : old)
            if (slot != kEmpty)
                place(slot);
    }
    std::uint32_t findUnpacked(std::uint64_t address) const
    {
        const auto it = m_unpacked.find(address);
        return it == m_unpacked.end() ? kNone : it->second;
    }
    std::uint32_t takeUnpacked(std::uint64_t address)
    {
        const auto it = m_unpacked.find(address);
        if (it == m_unpacked.end())
            return kNone;
        const std::uint32_t block = it->second;
        m_unpacked.erase(it);
        return block;
    }

    std::vector<std::uint64_t> m_slots;
    std::size_t m_size = 0; // packed entries
    std::unordered_map<std::uint64_t, std::uint32_t> m_unpacked;
};

} // namespace gml
