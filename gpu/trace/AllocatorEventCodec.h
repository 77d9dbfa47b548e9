#pragma once

#include "trace/AllocatorEvent.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

namespace gml {

// The allocator trace's compact form of an event: 32 bytes where AllocatorEvent takes 56. A million-operation
// trace holds a million and a half events, and writing their memory the first time (a page fault and the
// kernel zeroing each page) was the largest single cost of recording it; at 32 bytes it is 43% less, and a
// chunk of 65536 events fills a huge page exactly.
//
// It fits because allocator quantities come in 512-byte units: block and segment addresses and sizes, bytes
// split off, rounded requests are all multiples of kMinBlockSize. Packed, an event is
//   word 0: the event's first 8 bytes as they are: kind, reason, flags, pool, stream
//   word 1: segment 24 bits | count 8 | size / 512, 32 (2 TiB)
//   word 2: address / 512, 40 (512 TiB) | detail / 512, 24 (8 GiB)
//   word 3: requested, 40 (1 TiB, in bytes: a request can be any size) | detail2 / 512, 24 (8 GiB)
// Word 0 is the event's bytes as they are, not packed: encoding runs for each of the millions of events a
// long trace records, and those bytes need no range checks. An event with any field that does not fit (an
// 11 GiB split, an out-of-memory event's free bytes, a segment past 2^24, a count past 255) is kept whole
// beside the packed ones; its word 0 then has kind byte kWholeKind (no kind is numbered so) and word 1 says
// where. Decoding either gives back exactly the event that was encoded.
class AllocatorEventCodec
{
public:
    struct Stored
    {
        std::uint64_t words[4];
    };

    Stored encode(const AllocatorEvent& event)
    {
        // Every field's overflow ORed into one word, so that the usual case takes one predictable branch.
        const std::uint64_t overflow = std::uint64_t{event.segment >> 24 | event.count >> 8} |
                                       unitOverflow(event.size, event.address, event.detail | event.detail2) |
                                       event.requested >> 40;
        if (overflow != 0) [[unlikely]]
            return keepWhole(event);
        Stored stored;
        // The same bytes as a copy of the event's first 8, but put together from the fields: the caller has
        // just written them a few at a time, and an 8-byte load of those small stores cannot take its bytes
        // from them (a failed store forwarding, a third of the time the trace's append took).
        stored.words[0] = loadedAlone(event.kind) | loadedAlone(event.reason) << 8 |
                          loadedAlone(event.flags) << 16 | loadedAlone(event.pool) << 24 |
                          loadedAlone(event.stream) << 32;
        stored.words[1] = std::uint64_t{event.segment} | std::uint64_t{event.count} << 24 |
                          (event.size >> kUnitShift) << 32;
        stored.words[2] = (event.address >> kUnitShift) | (event.detail >> kUnitShift) << 40;
        stored.words[3] = event.requested | (event.detail2 >> kUnitShift) << 40;
        return stored;
    }
    AllocatorEvent decode(const Stored& stored) const
    {
        AllocatorEvent event;
        std::memcpy(static_cast<void*>(&event), &stored.words[0], sizeof(std::uint64_t));
        if (static_cast<std::uint8_t>(event.kind) == kWholeKind)
            return m_whole[stored.words[1]];
        event.segment = static_cast<std::uint32_t>(stored.words[1] & kLow24);
        event.count = static_cast<std::uint32_t>((stored.words[1] >> 24) & 0xff);
        event.size = (stored.words[1] >> 32) << kUnitShift;
        event.address = (stored.words[2] & kLow40) << kUnitShift;
        event.detail = (stored.words[2] >> 40) << kUnitShift;
        event.requested = stored.words[3] & kLow40;
        event.detail2 = (stored.words[3] >> 40) << kUnitShift;
        return event;
    }

    // A free that completes at once is recorded as two events, free_requested and then free_completed of
    // the same block: a third of a training trace's events. The completion says only the merged size and
    // its flags beyond what the request said, and the request's slot has room for both (a free_requested's
    // count, detail and detail2 are zero), so it goes there: the trace then stores 2 slots per allocation
    // and free instead of 3. Returns false, changing nothing, for any other pair.
    bool fold(Stored& last, const AllocatorEvent& next) const
    {
        if (next.kind != EventKind::FreeCompleted) [[likely]]
            return false;
        // The request the completion would follow, packed: the same first 8 bytes but for its kind (and
        // its flags, which may differ), the same block, count, detail and detail2 zero. Compared word by
        // word, with every condition combined into one branch.
        const std::uint64_t expected = std::bit_cast<std::uint64_t>(
            Head{EventKind::FreeRequested, next.reason, 0, next.pool, next.stream});
        constexpr std::uint64_t kFlagsMask =
            std::bit_cast<std::uint64_t>(Head{EventKind{}, EventReason{}, 0xff, PoolKind{}, 0});
        const bool sameRequest =
            ((last.words[0] & ~kFlagsMask) == expected) &
            (last.words[1] == (std::uint64_t{next.segment} | (next.size >> kUnitShift) << 32)) &
            (last.words[2] == next.address >> kUnitShift) & (last.words[3] == next.requested);
        // ... and exactly: the completion's address and size pack as the request's did, and its merged size
        // fits the detail field.
        const bool fits = (next.reason == EventReason::FreedAtOnce) & (next.count == 0) &
                          (next.detail2 == next.size) &
                          (unitOverflow(next.size, next.address, next.detail) == 0);
        if (!(sameRequest & fits))
            return false;
        writeCompletion(last, next.flags, next.detail);
        return true;
    }
    // The same for a caller that knows `last` holds the request this completion completes: the block's
    // free_requested, appended just before (CachingAllocator::free). It gives only what the completion adds,
    // its flags and the merged size, and nothing is built or compared field by field. Returns false,
    // changing nothing, when `last` is not a packed free_requested of a free at once without a completion
    // (it was kept whole, or already holds one) or the merged size does not pack.
    bool foldCompletion(Stored& last, std::uint8_t flags, std::uint64_t mergedSize) const
    {
        constexpr std::uint64_t kKindAndReason =
            std::uint64_t{static_cast<std::uint8_t>(EventKind::FreeRequested)} |
            std::uint64_t{static_cast<std::uint8_t>(EventReason::FreedAtOnce)} << 8;
        if (((last.words[0] & 0xffff) != kKindAndReason) | ((last.words[2] >> 40) != 0) |
            (unitOverflow(0, 0, mergedSize) != 0))
            return false;
        writeCompletion(last, flags, mergedSize);
        return true;
    }
    // Either event of a slot, `folded` or not (part 0: the first, 1: the folded completion).
    AllocatorEvent decode(const Stored& stored, bool folded, unsigned part) const
    {
        if (!folded)
            return decode(stored);
        Stored request = stored;
        request.words[1] &= ~(std::uint64_t{0xff} << 24);
        request.words[2] &= kLow40;
        AllocatorEvent event = decode(request);
        if (part == 0)
            return event;
        event.kind = EventKind::FreeCompleted;
        event.flags = static_cast<std::uint8_t>((stored.words[1] >> 24) & 0xff);
        event.detail = (stored.words[2] >> 40) << kUnitShift;
        event.detail2 = event.size;
        return event;
    }
    void clear() { m_whole.clear(); }

    // How many events were kept whole (for tests: the common ones must not be).
    std::size_t wholeCount() const { return m_whole.size(); }

private:
    static constexpr unsigned kUnitShift = 9; // 512 bytes
    static constexpr std::uint8_t kWholeKind = 0xff;
    static constexpr std::uint64_t kLow24 = (std::uint64_t{1} << 24) - 1;
    static constexpr std::uint64_t kLow40 = (std::uint64_t{1} << 40) - 1;
    // Word 0 is the event's first 8 bytes: kind, reason, flags and pool, then the stream, with no padding.
    static_assert(offsetof(AllocatorEvent, kind) == 0 && offsetof(AllocatorEvent, pool) == 3 &&
                  offsetof(AllocatorEvent, stream) == 4 && sizeof(StreamId) == 4);
    static_assert(static_cast<std::uint8_t>(EventKind::Error) < kWholeKind);
    static_assert(std::is_trivially_copyable_v<AllocatorEvent>);
    // encode() shifts the fields into word 0 where they lie in memory, which decode() copies back.
    static_assert(std::endian::native == std::endian::little);
    // A field's value, read by a load of its own. Without the empty asm, which the compiler must assume
    // reads and changes the value, it merges the loads of adjacent fields back into one 8-byte load.
    template <typename Field> static std::uint64_t loadedAlone(Field field)
    {
        auto value = static_cast<std::uint64_t>(field);
#if defined(__GNUC__)
        asm("" : "+r"(value));
#endif
        return value;
    }
    // Those first 8 bytes alone.
    struct Head
    {
        EventKind kind;
        EventReason reason;
        std::uint8_t flags;
        PoolKind pool;
        StreamId stream;
    };
    static_assert(sizeof(Head) == sizeof(std::uint64_t));

    // Non-zero when a size, address or detail field (detail2 shares detail's range) does not pack: not whole
    // 512-byte units, or past words 1 and 2's ranges. encode and fold both ask, so the ranges live here.
    static std::uint64_t unitOverflow(std::uint64_t size, std::uint64_t address, std::uint64_t detail)
    {
        return ((size | address | detail) & 511) | size >> 41 | address >> 49 | detail >> 33;
    }

    static void writeCompletion(Stored& last, std::uint8_t flags, std::uint64_t mergedSize)
    {
        last.words[1] |= std::uint64_t{flags} << 24;       // the completion's flags, in the count byte
        last.words[2] |= (mergedSize >> kUnitShift) << 40; // the merged size, in the detail field
    }
    Stored keepWhole(const AllocatorEvent& event);

    std::vector<AllocatorEvent> m_whole; // the events that do not pack, in order
};

} // namespace gml
