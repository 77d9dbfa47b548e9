#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gml {

// Where each event of a trace lies when some slots hold two events: a trace whose codec folds an event into
// the slot before it (AllocatorEventCodec keeps a free that completes at once in its request's slot) stores
// fewer slots than events, and event i is no longer slot i.
//
// A bit per slot says whether it holds two events, and every 64th event's position is kept; an event is
// then found from the position of the 64th before it by counting slots and their bits over a 64-bit
// window (six steps of a binary search with popcount), not by walking up to 63 events.
class FoldedSlotIndex
{
public:
    struct Position
    {
        std::size_t slot = 0;
        unsigned part = 0; // 0: the slot's first (or only) event, 1: its folded second
    };

    std::size_t events() const { return m_events; }
    std::size_t slotCount() const { return m_slots; }
    bool folded(std::size_t slot) const { return (m_folded[slot / 64] >> (slot % 64) & 1) != 0; }

    // The next event took a slot of its own.
    void addSlot()
    {
        if (m_events % kMarkEvery == 0)
            m_marks.push_back(m_slots << 1);
        // A spare zero word past the last slot's: a window may read one word beyond its slot's.
        if (m_slots % 64 == 0)
            m_folded.push_back(0);
        ++m_slots;
        ++m_events;
    }
    // The next event went into the last slot, as its second.
    void foldIntoLast()
    {
        const std::size_t last = m_slots - 1;
        if (m_events % kMarkEvery == 0)
            m_marks.push_back(last << 1 | 1);
        m_folded[last / 64] |= std::uint64_t{1} << (last % 64);
        ++m_events;
    }

    Position locate(std::size_t event) const
    {
        const std::size_t mark = m_marks[event / kMarkEvery];
        Position at{mark >> 1, static_cast<unsigned>(mark & 1)};
        auto remaining = static_cast<unsigned>(event % kMarkEvery);
        if (remaining == 0)
            return at;
        if (at.part == 1) { // the mark is a slot's second event: the next event starts the next slot
            ++at.slot;
            at.part = 0;
            --remaining;
        }
        // Slots [slot, slot + k) hold k + popcount(their bits) events: the largest k that holds at most
        // `remaining` lands on the slot of the event wanted, whose first or second it is.
        const std::uint64_t window = windowAt(at.slot);
        const auto eventsIn = [window](unsigned k) {
            return k + static_cast<unsigned>(
                           std::popcount(k == 64 ? window : window & ((std::uint64_t{1} << k) - 1)));
        };
        unsigned k = 0;
        for (unsigned step = 32; step > 0; step /= 2)
            if (k + step <= remaining && eventsIn(k + step) <= remaining)
                k += step;
        at.slot += k;
        at.part = remaining - eventsIn(k);
        return at;
    }

    // The position after `at`.
    Position next(Position at) const
    {
        if (at.part == 0 && folded(at.slot))
            return {at.slot, 1};
        return {at.slot + 1, 0};
    }

    void clear()
    {
        m_folded.assign(1, 0);
        m_marks.clear();
        m_events = 0;
        m_slots = 0;
    }

private:
    static constexpr std::size_t kMarkEvery = 64;

    // The bits of slots [slot, slot + 64).
    std::uint64_t windowAt(std::size_t slot) const
    {
        const std::size_t word = slot / 64;
        const unsigned shift = slot % 64;
        if (shift == 0)
            return m_folded[word];
        return m_folded[word] >> shift | m_folded[word + 1] << (64 - shift);
    }

    std::vector<std::uint64_t> m_folded = std::vector<std::uint64_t>(1, 0); // bit s: slot s holds two events
    std::vector<std::size_t> m_marks;                                       // event 64 m: slot << 1 | part
    std::size_t m_events = 0;
    std::size_t m_slots = 0;
};

} // namespace gml
