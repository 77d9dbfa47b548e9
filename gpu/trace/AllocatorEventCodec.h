#pragma once

#include "trace/AllocatorEvent.h"

#include <cstdint>
#include <vector>

namespace gml {

// The allocator trace's compact form of an event: 32 bytes where AllocatorEvent takes 56. A million-operation
// trace holds a million and a half events, and writing their memory the first time (a page fault and the
// kernel zeroing each page) was the largest single cost of recording it; at 32 bytes it is 43% less, and a
// chunk of 65536 events fills a huge page exactly.
//
// It fits because allocator quantities come in 512-byte units: block and segment addresses and sizes, bytes
// split off, rounded requests are all multiples of kMinBlockSize. Packed, an event is
//   word 0: kind 4 bits, reason 5, flags 3, pool 1, "kept whole" 1, stream 18 | segment 32
//   word 1: count 32 | size / 512, 32 (2 TiB)
//   word 2: address / 512, 40 (512 TiB) | detail / 512, 24 (8 GiB)
//   word 3: requested, 40 (1 TiB, in bytes: a request can be any size) | detail2 / 512, 24 (8 GiB)
// An event with any field that does not fit (an 11 GiB split, an out-of-memory event's free bytes, a stream
// number past 2^18) is kept whole beside the packed ones, and its packed form says where. Decoding either
// gives back exactly the event that was encoded.
class AllocatorEventCodec
{
public:
    struct Stored
    {
        std::uint64_t words[4];
    };

    Stored encode(const AllocatorEvent& event)
    {
        // Every field's overflow ORed into one word, so that the usual case takes one predictable branch:
        // this runs for each of the millions of events a long trace records.
        const std::uint64_t units = event.size | event.address | event.detail | event.detail2;
        const std::uint64_t overflow =
            static_cast<std::uint64_t>(static_cast<unsigned>(event.kind) >> 4 |
                                       static_cast<unsigned>(event.reason) >> 5 |
                                       static_cast<unsigned>(event.pool) >> 1 | event.flags >> 3) |
            std::uint64_t{event.stream} >> 18 | (units & 511) | event.size >> 41 | event.address >> 49 |
            event.detail >> 33 | event.detail2 >> 33 | event.requested >> 40;
        if (overflow != 0) [[unlikely]]
            return keepWhole(event);
        return Stored{{static_cast<std::uint64_t>(event.kind) |
                           static_cast<std::uint64_t>(event.reason) << 4 | std::uint64_t{event.flags} << 9 |
                           static_cast<std::uint64_t>(event.pool) << 12 | std::uint64_t{event.stream} << 14 |
                           std::uint64_t{event.segment} << 32,
                       std::uint64_t{event.count} | (event.size >> kUnitShift) << 32,
                       (event.address >> kUnitShift) | (event.detail >> kUnitShift) << 40,
                       event.requested | (event.detail2 >> kUnitShift) << 40}};
    }
    AllocatorEvent decode(const Stored& stored) const
    {
        const std::uint64_t head = stored.words[0];
        if ((head & kWholeBit) != 0)
            return m_whole[stored.words[1]];
        AllocatorEvent event;
        event.kind = static_cast<EventKind>(head & 0xf);
        event.reason = static_cast<EventReason>((head >> 4) & 0x1f);
        event.flags = static_cast<std::uint8_t>((head >> 9) & 0x7);
        event.pool = static_cast<PoolKind>((head >> 12) & 0x1);
        event.stream = static_cast<StreamId>((head >> 14) & kStreamMask);
        event.segment = static_cast<std::uint32_t>(head >> 32);
        event.count = static_cast<std::uint32_t>(stored.words[1]);
        event.size = (stored.words[1] >> 32) << kUnitShift;
        event.address = (stored.words[2] & kLow40) << kUnitShift;
        event.detail = (stored.words[2] >> 40) << kUnitShift;
        event.requested = stored.words[3] & kLow40;
        event.detail2 = (stored.words[3] >> 40) << kUnitShift;
        return event;
    }
    void clear() { m_whole.clear(); }

    // How many events were kept whole (for tests: the common ones must not be).
    std::size_t wholeCount() const { return m_whole.size(); }

private:
    static constexpr unsigned kUnitShift = 9; // 512 bytes
    static constexpr std::uint64_t kWholeBit = std::uint64_t{1} << 13;
    static constexpr std::uint64_t kStreamMask = (std::uint64_t{1} << 18) - 1;
    static constexpr std::uint64_t kLow40 = (std::uint64_t{1} << 40) - 1;

    Stored keepWhole(const AllocatorEvent& event);

    std::vector<AllocatorEvent> m_whole; // the events that do not pack, in order
};

} // namespace gml
