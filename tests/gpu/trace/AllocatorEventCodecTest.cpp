#include "trace/AllocatorEventCodec.h"

#include "allocator/CachingAllocator.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <iterator>
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

namespace {

AllocatorEvent freeOf(const AllocatorEvent& alloc, EventKind kind, std::uint64_t merged)
{
    AllocatorEvent event = alloc;
    event.kind = kind;
    event.reason = EventReason::FreedAtOnce;
    event.flags = kind == EventKind::FreeCompleted ? event_flags::kExpandable : event_flags::kOversize;
    event.count = 0;
    event.detail = kind == EventKind::FreeCompleted ? merged : 0;
    event.detail2 = kind == EventKind::FreeCompleted ? alloc.size : 0;
    return event;
}

// An allocation and the free at once of its block: request, then completion (merged into 3 GiB).
struct FreeAtOnce
{
    AllocatorEvent alloc;
    AllocatorEvent request;
    AllocatorEvent completion;
};

FreeAtOnce freeAtOnce()
{
    AllocatorEvent alloc = ordinaryAlloc();
    alloc.segment = 12;
    alloc.count = 0;
    return {alloc, freeOf(alloc, EventKind::FreeRequested, 0),
            freeOf(alloc, EventKind::FreeCompleted, 3 * GiB)};
}

} // namespace

BOOST_AUTO_TEST_CASE(a_free_that_completes_at_once_shares_its_requests_slot)
{
    const auto [alloc, request, completion] = freeAtOnce();
    AllocatorEventCodec codec;
    AllocatorEventCodec::Stored slot = codec.encode(request);
    BOOST_REQUIRE(codec.fold(slot, completion));
    BOOST_TEST((codec.decode(slot, true, 0) == request));
    BOOST_TEST((codec.decode(slot, true, 1) == completion));

    // Anything else keeps a slot of its own, and the slot it was offered is unchanged.
    std::vector<std::pair<AllocatorEvent, AllocatorEvent>> apart;
    apart.emplace_back(request, completion);
    apart.back().second.address += 512; // another block
    apart.emplace_back(request, completion);
    apart.back().second.address += 5; // the same units, not the same address
    apart.emplace_back(request, completion);
    apart.back().second.detail = 16 * GiB; // a merged size past the packed range
    apart.emplace_back(request, completion);
    apart.back().second.reason = EventReason::StreamsFinished; // a completion that waited
    apart.emplace_back(request, completion);
    apart.back().first.reason = EventReason::WaitsForStreams; // a request that waits
    apart.back().first.count = 1;
    apart.emplace_back(request, completion);
    apart.back().first.detail = 1000;      // a request kept whole
    apart.emplace_back(alloc, completion); // not a request at all
    for (std::size_t i = 0; i < apart.size(); ++i) {
        BOOST_TEST_CONTEXT("pair " << i)
        {
            AllocatorEventCodec::Stored first = codec.encode(apart[i].first);
            const AllocatorEventCodec::Stored before = first;
            BOOST_TEST(!codec.fold(first, apart[i].second));
            BOOST_TEST(std::equal(std::begin(first.words), std::end(first.words), std::begin(before.words)));
            BOOST_TEST((codec.decode(first, false, 0) == apart[i].first));
        }
    }
}

// The allocator's fast path for a free at once gives the codec only the completion's flags and merged size:
// the slot must come out exactly as fold() leaves it with the whole event, and a slot that cannot take it
// (a request kept whole, one that waits for streams, not a request) must be left as it was.
BOOST_AUTO_TEST_CASE(a_completion_given_by_its_flags_and_merged_size_folds_as_the_whole_event_does)
{
    const auto [alloc, request, completion] = freeAtOnce();
    AllocatorEventCodec codec;
    AllocatorEventCodec::Stored byEvent = codec.encode(request);
    AllocatorEventCodec::Stored byFields = byEvent;
    BOOST_REQUIRE(codec.fold(byEvent, completion));
    BOOST_REQUIRE(codec.foldCompletion(byFields, completion.flags, completion.detail));
    BOOST_TEST(std::equal(std::begin(byFields.words), std::end(byFields.words), std::begin(byEvent.words)));
    BOOST_TEST((codec.decode(byFields, true, 1) == completion));

    AllocatorEvent whole = request;
    whole.detail = 1000; // kept whole
    AllocatorEvent waits = request;
    waits.reason = EventReason::WaitsForStreams;
    waits.count = 1;
    // The last case offers the slot that already holds its completion (byEvent).
    const std::vector<std::pair<AllocatorEvent, std::uint64_t>> refused = {
        {whole, 3 * GiB},    {waits, 3 * GiB},         {alloc, 3 * GiB},
        {request, 16 * GiB}, {request, 3 * GiB + 100}, {request, 3 * GiB}};
    for (std::size_t i = 0; i < refused.size(); ++i) {
        BOOST_TEST_CONTEXT("case " << i)
        {
            AllocatorEventCodec::Stored slot =
                i + 1 == refused.size() ? byEvent : codec.encode(refused[i].first);
            const AllocatorEventCodec::Stored before = slot;
            BOOST_TEST(!codec.foldCompletion(slot, event_flags::kExpandable, refused[i].second));
            BOOST_TEST(std::equal(std::begin(slot.words), std::end(slot.words), std::begin(before.words)));
        }
    }
}

BOOST_AUTO_TEST_CASE(a_trace_with_shared_slots_finds_every_event)
{
    // Events in the mix a trace sees: pairs that share a slot, pairs that cannot, runs of either longer than
    // the index's 64-event marks, and odd events kept whole. Every event must come back, at every index,
    // in order and out of order.
    std::mt19937_64 random(5);
    AllocatorTrace trace;
    std::vector<AllocatorEvent> appended;
    AllocatorEvent alloc = ordinaryAlloc();
    alloc.segment = 7;
    alloc.count = 0;
    for (int i = 0; i < 30000; ++i) {
        const unsigned pattern = static_cast<unsigned>((i / 500) % 4); // runs of one kind of mix
        alloc.address = 0x7f0000000000ULL + (random() % 100000) * 512;
        std::vector<AllocatorEvent> events;
        events.push_back(alloc);
        events.push_back(freeOf(alloc, EventKind::FreeRequested, 0));
        events.push_back(freeOf(alloc, EventKind::FreeCompleted, alloc.size + 512 * (random() % 1000)));
        if (pattern == 1 || (pattern == 3 && random() % 3 == 0))
            events.back().reason = EventReason::StreamsFinished; // keeps a slot of its own
        if (pattern == 2 && random() % 7 == 0)
            events.back().detail = 1000; // kept whole
        for (const AllocatorEvent& event : events) {
            trace.append(event);
            appended.push_back(event);
        }
    }
    BOOST_REQUIRE_EQUAL(trace.size(), appended.size());
    BOOST_TEST(trace.slotCount() < trace.size());
    BOOST_TEST(trace.slotCount() > 2 * trace.size() / 3);
    for (std::size_t i = 0; i < appended.size(); ++i)
        BOOST_TEST_REQUIRE((trace[i] == appended[i]), "event " << i);
    for (int i = 0; i < 20000; ++i) {
        const std::size_t index = random() % appended.size();
        BOOST_TEST_REQUIRE((trace[index] == appended[index]), "event " << index);
    }
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
    // Most frees completed at once and share their request's slot.
    BOOST_TEST(trace.slotCount() < trace.size() * 4 / 5);

    // Seeking steps through shared slots: the state after n events is the empty state with the first n
    // applied one by one, at any n (keyframes or not in between, mid-pair or not).
    AllocatorState replayed;
    for (std::size_t n = 0; n <= trace.size(); ++n) {
        if (n % 997 == 0 || n + 3 > trace.size())
            BOOST_TEST_REQUIRE((trace.stateAt(n) == replayed), "after " << n << " events");
        if (n < trace.size())
            BOOST_REQUIRE(replayed.apply(trace[n]));
    }
}
