#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gml {

// Where each event of a trace lies when some slots hold two events: a trace whose codec folds an event into
// the slot before it (AllocatorEventCodec keeps a free that completes at once in its request's slot) stores
// fewer slots than events, and event i is no longer slot i.
//
// A bit per event says whether it starts a slot (1) or is the folded second of the slot before (0), and
// each 64 events' word keeps how many slots started before it. Event i's slot is then that count plus the
// starts up to i in its word, less one: a rank, one bit count, so that reading a trace by index stays a few
// nanoseconds an event (the timelines and snapshot views read every event that way).
class FoldedSlotIndex
{
public:
    struct Position
    {
        std::size_t slot = 0;
        unsigned part = 0;   // 0: the slot's first (or only) event, 1: its folded second
        bool folded = false; // the slot holds two events
    };

    std::size_t slotCount() const { return m_slots; }

    // The next event took a slot of its own.
    void addSlot()
    {
        if (m_events % 64 == 0)
            startWord();
        ++m_events;
        ++m_slots;
    }
    // The next event went into the last slot, as its second.
    void foldIntoLast()
    {
        if (m_events % 64 == 0)
            startWord();
        m_starts.back() &= ~(std::uint64_t{1} << (m_events % 64));
        ++m_events;
    }

    Position locate(std::size_t event) const
    {
        const std::uint64_t word = m_starts[event / 64];
        const unsigned bit = event % 64;
        // Starts among bits 0..bit of the word (2 << 63 wraps to 0, so bit 63 keeps the whole word).
        const std::size_t startsThrough =
            m_startsBefore[event / 64] + bitCount(word & ((std::uint64_t{2} << bit) - 1));
        Position at;
        at.slot = startsThrough - 1;
        at.part = (word >> bit & 1) != 0 ? 0 : 1;
        at.folded = at.part == 1 || (event + 1 < m_events && !startsSlot(event + 1));
        return at;
    }

    void clear()
    {
        m_starts.clear();
        m_startsBefore.clear();
        m_events = 0;
        m_slots = 0;
    }

private:
    // The set bits of `bits`, in a dozen plain operations: std::popcount is a call into libgcc on x86-64
    // builds without POPCNT (the portable default), which tripled the cost of reading an event.
    static std::size_t bitCount(std::uint64_t bits)
    {
        bits -= (bits >> 1) & 0x5555555555555555ULL;
        bits = (bits & 0x3333333333333333ULL) + ((bits >> 2) & 0x3333333333333333ULL);
        bits = (bits + (bits >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
        return static_cast<std::size_t>((bits * 0x0101010101010101ULL) >> 56);
    }
    bool startsSlot(std::size_t event) const { return (m_starts[event / 64] >> (event % 64) & 1) != 0; }
    // A word's bits start set (most events start a slot): recording then writes only the folded ones.
    // Bits past the last event stay set and are never read (locate's callers ask for recorded events).
    void startWord()
    {
        m_starts.push_back(~std::uint64_t{0});
        m_startsBefore.push_back(m_slots);
    }

    std::vector<std::uint64_t> m_starts;     // bit e: event e starts a slot
    std::vector<std::size_t> m_startsBefore; // slots started before word w's first event
    std::size_t m_events = 0;
    std::size_t m_slots = 0;
};

} // namespace gml
