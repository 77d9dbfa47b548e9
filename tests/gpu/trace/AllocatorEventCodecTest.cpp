#define BOOST_TEST_MODULE allocator_event_codec
#include "trace/AllocatorEventCodec.h"

#include "allocator/CachingAllocator.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>
#include <random>

using namespace gml;

namespace {

AllocatorEvent ordinaryAlloc()
{
    AllocatorEvent event;
    event.kind = EventKind::Alloc;
    event.reason = EventReason::ReusedCachedBlock;
    event.flags = event_flags::kOversize;
    event.pool = PoolKind::Large;
    event.stream = 0xfedcba98u; // a raw CUDA stream handle: the stream is kept as it is
    event.segment = (1u << 24) - 1;
    event.count = 255;
    event.address = 0x7f12'3456'7800ULL; // a CUDA-like address, a multiple of 512
    event.size = 1536 * MiB;
    event.requested = 1500 * MiB + 1;
    event.detail = 8 * GiB - 512; // the most a packed split-off can be
    event.detail2 = 1500 * MiB + 512;
    return event;
}

} // namespace

BOOST_AUTO_TEST_CASE(ordinary_events_pack_into_32_bytes_and_come_back_exactly)
{
    static_assert(sizeof(AllocatorEventCodec::Stored) == 32);
    AllocatorEventCodec codec;
    const AllocatorEvent event = ordinaryAlloc();
    const AllocatorEventCodec::Stored stored = codec.encode(event);
    BOOST_TEST(codec.wholeCount() == 0u);
    BOOST_TEST((codec.decode(stored) == event));

    // The first 8 bytes travel as they are: any flags byte and any stream number pack.
    AllocatorEvent raw = ordinaryAlloc();
    raw.flags = 0xff;
    raw.stream = 0xffffffffu;
    BOOST_TEST((codec.decode(codec.encode(raw)) == raw));
    BOOST_TEST(codec.wholeCount() == 0u);
}

BOOST_AUTO_TEST_CASE(events_with_a_field_past_the_packed_range_are_kept_whole)
{
    // Each of these misses the packed form by one field; decoding must still give the event back.
    std::vector<AllocatorEvent> odd(10, ordinaryAlloc());
    odd[0].detail = 8 * GiB;                   // an 8 GiB split: past 24 bits of 512-byte units
    odd[1].detail = 1000;                      // an out-of-memory event's free bytes: not whole units
    odd[2].detail2 = 11 * GiB;                 // an 11 GiB rounded request
    odd[3].size = 3 * 1024 * GiB;              // 3 TiB
    odd[4].address = 0x7f12'3456'7801ULL;      // not a multiple of 512
    odd[5].address = std::uint64_t{1} << 60;   // past 512 TiB
    odd[6].requested = std::uint64_t{1} << 40; // 1 TiB
    odd[7].segment = 1u << 24;                 // the 16,777,216th segment of a very long replay
    odd[8].count = 256;                        // the 256th out-of-memory message
    odd[9].count = 1u << 31;
    AllocatorEventCodec codec;
    std::vector<AllocatorEventCodec::Stored> stored;
    for (const AllocatorEvent& event : odd) {
        stored.push_back(codec.encode(event));
        stored.push_back(codec.encode(ordinaryAlloc())); // packed ones in between keep their places
    }
    BOOST_TEST(codec.wholeCount() == odd.size());
    for (std::size_t i = 0; i < odd.size(); ++i) {
        BOOST_TEST_CONTEXT("event " << i)
        {
            BOOST_TEST((codec.decode(stored[2 * i]) == odd[i]));
            BOOST_TEST((codec.decode(stored[2 * i + 1]) == ordinaryAlloc()));
        }
    }
    codec.clear();
    BOOST_TEST(codec.wholeCount() == 0u);
}

BOOST_AUTO_TEST_CASE(a_recorded_allocator_trace_decodes_to_what_was_recorded)
{
    // The allocator's own events, on both pools and three streams with out-of-memory errors: every one the
    // trace hands back must equal the one recorded, and nearly all must have packed.
    SimulatedDevice device("Test GPU", 2 * GiB);
    CachingAllocator allocator(device);
    AllocatorEventCodec codec;
    std::vector<AllocatorEventCodec::Stored> stored;
    std::mt19937_64 random(11);
    std::vector<std::uint64_t> live;
    for (int i = 0; i < 20000; ++i) {
        if (!live.empty() && random() % 100 < 48) {
            const std::size_t index = random() % live.size();
            BOOST_REQUIRE(allocator.free(live[index]));
            live[index] = live.back();
            live.pop_back();
        } else if (auto address =
                       allocator.allocate(1 + random() % (64 * MiB), static_cast<StreamId>(random() % 3))) {
            live.push_back(address.value());
        }
        if (i % 4999 == 0)
            allocator.emptyCache();
    }
    const AllocatorTrace& trace = allocator.trace();
    std::size_t ooms = 0;
    for (std::size_t i = 0; i < trace.size(); ++i) {
        stored.push_back(codec.encode(trace[i]));
        ooms += trace[i].kind == EventKind::Oom ? 1 : 0;
    }
    BOOST_TEST(ooms > 0u);
    for (std::size_t i = 0; i < trace.size(); ++i)
        BOOST_TEST_REQUIRE((codec.decode(stored[i]) == trace[i]), "event " << i);
    // Out-of-memory events carry the device's free bytes, which are not whole 512-byte units.
    BOOST_TEST(codec.wholeCount() <= ooms);
}
