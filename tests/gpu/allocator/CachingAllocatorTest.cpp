#include "AllocatorInvariants.h"
#include "allocator/CachingAllocator.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

using namespace gml;

namespace {

AllocatorConfig conf(const char* text)
{
    return AllocatorConfig::parse(text).value();
}

std::uint64_t take(CachingAllocator& allocator, std::uint64_t bytes, StreamId stream = 0)
{
    const auto result = allocator.allocate(bytes, stream);
    BOOST_REQUIRE_MESSAGE(result.ok(), (result.ok() ? std::string() : result.error().message));
    return result.value();
}

std::size_t countEvents(const CachingAllocator& allocator, EventKind kind, EventReason reason = EventReason::None)
{
    std::size_t count = 0;
    for (std::size_t i = 0; i < allocator.trace().size(); ++i)
        count += allocator.trace()[i].kind == kind && (reason == EventReason::None || allocator.trace()[i].reason == reason);
    return count;
}

// After every test: the state is consistent and the trace replays to it.
void checkConsistent(const CachingAllocator& allocator)
{
    const AllocatorState state = allocator.state();
    BOOST_TEST(test::checkInvariants(state) == "");
    BOOST_TEST((allocator.trace().stateAt(allocator.trace().size()) == state));
}

} // namespace

BOOST_AUTO_TEST_SUITE(caching_allocator)

BOOST_AUTO_TEST_CASE(segments_are_sized_by_pool_and_request)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device);
    const struct
    {
        std::uint64_t request, segment;
        PoolKind pool;
    } cases[] = {
        {1000, 2 * MiB, PoolKind::Small},
        {1 * MiB, 2 * MiB, PoolKind::Small},
        {3 * MiB, 20 * MiB, PoolKind::Large},
        {25 * MiB, 26 * MiB, PoolKind::Large},
    };
    for (const auto& c : cases) {
        // A fresh stream each time, so no cached block of an earlier case can serve it.
        const StreamId stream = static_cast<StreamId>(&c - cases) + 1;
        const std::uint64_t address = take(allocator, c.request, stream);
        const AllocatorState state = allocator.state();
        const SegmentInfo* segment = state.segmentContaining(address);
        BOOST_REQUIRE(segment != nullptr);
        BOOST_TEST(segment->size == c.segment, formatBytes(c.request));
        BOOST_TEST((segment->pool == c.pool));
        BOOST_TEST(segment->address == address); // the allocated part is the front of the segment
    }
    BOOST_TEST(allocator.stats().numDeviceAlloc == 4u);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(best_fit_takes_the_smallest_block_then_the_lowest_address_of_the_same_stream)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device);
    // Three whole segments cached on stream 0 (12, 14, 12 MiB) and one on stream 1 (10 MiB).
    const std::uint64_t a = take(allocator, 12 * MiB);
    const std::uint64_t b = take(allocator, 14 * MiB);
    const std::uint64_t c = take(allocator, 12 * MiB);
    const std::uint64_t d = take(allocator, 10 * MiB, 1);
    for (const std::uint64_t address : {a, b, c, d})
        BOOST_REQUIRE(allocator.free(address).ok());
    BOOST_TEST(take(allocator, 11 * MiB) == a); // 12 MiB blocks fit best; of the two, the lower address
    BOOST_TEST(take(allocator, 11 * MiB) == c);
    BOOST_TEST(take(allocator, 11 * MiB) == b); // then 14 MiB; stream 1's 10 MiB block is never considered
    BOOST_TEST(take(allocator, 10 * MiB) != d); // stream 0 cannot use stream 1's block: a new segment
    BOOST_TEST(take(allocator, 10 * MiB, 1) == d);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(splits_keep_the_front_and_cache_the_rest)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device);
    const std::uint64_t first = take(allocator, 5 * MiB);
    const std::uint64_t second = take(allocator, 5 * MiB);
    BOOST_TEST(second == first + 5 * MiB); // carved from the cached 15 MiB rest of the same 20 MiB segment
    const AllocatorState state = allocator.state();
    BOOST_REQUIRE(state.segments.size() == 1u);
    BOOST_REQUIRE(state.segments[0].blocks.size() == 3u);
    BOOST_TEST(state.segments[0].blocks[2].size == 10 * MiB);
    BOOST_TEST(state.stats.inactiveSplitBytes.all().current == static_cast<std::int64_t>(10 * MiB));
    const std::string why = allocator.trace().explain(allocator.trace().size() - 1);
    BOOST_TEST(why.find("reused a cached 15 MiB block in segment 1 and split off 10 MiB") != std::string::npos, why);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(freed_blocks_merge_with_free_neighbours_on_both_sides)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device);
    const std::uint64_t a = take(allocator, 5 * MiB);
    const std::uint64_t b = take(allocator, 5 * MiB);
    const std::uint64_t c = take(allocator, 5 * MiB);
    BOOST_REQUIRE(allocator.free(a).ok());
    BOOST_REQUIRE(allocator.free(c).ok()); // merges with the free 5 MiB tail: [a free][b][c + tail free]
    BOOST_TEST(allocator.state().segments[0].blocks.size() == 3u);
    BOOST_TEST(allocator.stats().inactiveSplitBytes.all().current == static_cast<std::int64_t>(15 * MiB));
    BOOST_REQUIRE(allocator.free(b).ok()); // merges left and right: the segment is one free block again
    const AllocatorState state = allocator.state();
    BOOST_TEST(state.segments[0].blocks.size() == 1u);
    BOOST_TEST(state.stats.inactiveSplitBytes.all().current == 0);
    const std::string why = allocator.trace().explain(allocator.trace().size() - 1);
    BOOST_TEST(why.find("merged with its free neighbours into 20 MiB") != std::string::npos, why);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(a_block_used_on_another_stream_stays_pending_until_that_stream_finishes)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device);
    const std::uint64_t a = take(allocator, 4 * MiB);
    BOOST_REQUIRE(allocator.recordStream(a, 2).ok());
    BOOST_REQUIRE(allocator.free(a).ok());
    BOOST_TEST(allocator.pendingFreeCount() == 1u);
    BOOST_TEST(allocator.stats().activeBytes.all().current == static_cast<std::int64_t>(4 * MiB));
    BOOST_TEST(allocator.stats().allocatedBytes.all().current == 0);
    BOOST_TEST((allocator.state().segments[0].blocks[0].state == BlockState::PendingFree));
    // Not reusable yet: the next 4 MiB request is carved from the rest of the segment.
    const std::uint64_t b = take(allocator, 4 * MiB);
    BOOST_TEST(b != a);
    allocator.synchronizeStream(1); // another stream: nothing changes
    BOOST_TEST(allocator.pendingFreeCount() == 1u);
    allocator.synchronizeStream(2);
    BOOST_TEST(allocator.pendingFreeCount() == 0u);
    BOOST_TEST(countEvents(allocator, EventKind::FreeCompleted, EventReason::StreamsFinished) == 1u);
    BOOST_TEST(take(allocator, 4 * MiB) == a);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(complete_pending_frees_finishes_every_stream)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device);
    const std::uint64_t a = take(allocator, 1000);
    BOOST_REQUIRE(allocator.recordStream(a, 1).ok());
    BOOST_REQUIRE(allocator.recordStream(a, 3).ok());
    BOOST_REQUIRE(allocator.recordStream(a, 0).ok()); // its own stream: ignored
    BOOST_REQUIRE(allocator.free(a).ok());
    allocator.synchronizeStream(1);
    BOOST_TEST(allocator.pendingFreeCount() == 1u); // still waits for stream 3
    allocator.completePendingFrees();
    BOOST_TEST(allocator.pendingFreeCount() == 0u);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(device_oom_releases_whole_cached_segments_and_retries)
{
    SimulatedDevice device("Test GPU", 100 * MiB);
    CachingAllocator allocator(device);
    const std::uint64_t a = take(allocator, 30 * MiB);
    const std::uint64_t b = take(allocator, 30 * MiB);
    BOOST_REQUIRE(allocator.free(a).ok());
    BOOST_REQUIRE(allocator.free(b).ok());
    // 60 MiB cached in two whole segments, 40 MiB free on the device: 50 MiB fits only after a release.
    take(allocator, 50 * MiB);
    BOOST_TEST(allocator.stats().numAllocRetries == 1u);
    BOOST_TEST(countEvents(allocator, EventKind::SegmentFree, EventReason::ReleaseAllForRetry) == 2u);
    const std::string why = allocator.trace().explain(allocator.trace().size() - 2);
    BOOST_TEST(why.find("no cached block fits 50 MiB; a new 50 MiB segment failed; released 2 cached segments "
                        "(60 MiB) and retried") != std::string::npos,
               why);
    BOOST_TEST(allocator.stats().reservedBytes.all().current == static_cast<std::int64_t>(50 * MiB));
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(injected_oom_takes_the_retry_path)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device);
    const std::uint64_t a = take(allocator, 30 * MiB);
    BOOST_REQUIRE(allocator.free(a).ok());
    device.injectOutOfMemory(1);
    take(allocator, 40 * MiB);
    BOOST_TEST(allocator.stats().numAllocRetries == 1u);
    BOOST_TEST(allocator.stats().numOoms == 0u);
    BOOST_TEST(allocator.state().segments.size() == 1u); // the cached 30 MiB segment went back first
    device.injectOutOfMemory(2); // first try and retry both fail: out of memory
    const auto failed = allocator.allocate(45 * MiB);
    BOOST_REQUIRE(!failed.ok());
    BOOST_TEST((failed.error().code == AllocatorErrorCode::OutOfMemory));
    BOOST_TEST(allocator.stats().numOoms == 1u);
    BOOST_TEST(allocator.stats().numAllocRetries == 2u);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(oversize_blocks_are_released_first_with_max_split_size)
{
    SimulatedDevice device("Test GPU", 80 * MiB);
    CachingAllocator allocator(device, conf("max_split_size_mb:20"));
    const std::uint64_t a = take(allocator, 60 * MiB);
    BOOST_TEST(allocator.stats().oversizeSegments.current == 1);
    BOOST_TEST(allocator.stats().oversizeAllocations.current == 1);
    BOOST_REQUIRE(allocator.free(a).ok());
    BOOST_TEST(allocator.stats().oversizeAllocations.current == 0);
    // 30 MiB may not take the cached 60 MiB block (60 >= 30 + 20), and the device has only 20 MiB left:
    // the oversize block is released (not counted as a retry) and the allocation tried again.
    take(allocator, 30 * MiB);
    BOOST_TEST(allocator.stats().numAllocRetries == 0u);
    BOOST_TEST(countEvents(allocator, EventKind::SegmentFree, EventReason::OversizeRelease) == 1u);
    BOOST_TEST(countEvents(allocator, EventKind::SegmentAlloc, EventReason::RetryAfterOversize) == 1u);
    BOOST_TEST(allocator.stats().oversizeSegments.current == 1);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(an_oversize_request_reuses_a_block_less_than_20_MiB_larger)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device, conf("max_split_size_mb:40"));
    const std::uint64_t a = take(allocator, 60 * MiB);
    BOOST_REQUIRE(allocator.free(a).ok());
    BOOST_TEST(take(allocator, 45 * MiB) == a); // 60 < 45 + 20: taken whole, not split (oversize)
    BOOST_TEST(allocator.state().segments[0].blocks.size() == 1u);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(out_of_memory_reports_pytorchs_message)
{
    SimulatedDevice device("Test GPU", 100 * MiB);
    CachingAllocator allocator(device);
    take(allocator, 70 * MiB);
    const auto failed = allocator.allocate(40 * MiB);
    BOOST_REQUIRE(!failed.ok());
    const std::string& message = failed.error().message;
    BOOST_TEST(message.find("CUDA out of memory. Tried to allocate 40 MiB. GPU 0 has a total capacity of 100 MiB "
                            "of which 30 MiB is free. Of the allocated memory 70 MiB is allocated by PyTorch, and "
                            "0 B is reserved by PyTorch but unallocated. If reserved but unallocated memory is "
                            "large try setting PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid "
                            "fragmentation.") == 0,
               message);
    BOOST_TEST(allocator.stats().numOoms == 1u);
    const AllocatorEvent& last = allocator.trace()[allocator.trace().size() - 1];
    BOOST_TEST((last.kind == EventKind::Oom));
    BOOST_TEST(allocator.trace().explain(allocator.trace().size() - 1) == message);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(memory_fraction_limits_the_allocator_and_garbage_collection_frees_old_blocks)
{
    SimulatedDevice device("Test GPU", 200 * MiB);
    CachingAllocator allocator(device, conf("garbage_collection_threshold:0.5"));
    BOOST_REQUIRE(allocator.setMemoryFraction(0.5).ok()); // 100 MiB allowed; collect above 50 MiB
    const std::uint64_t a = take(allocator, 30 * MiB);
    const std::uint64_t b = take(allocator, 30 * MiB);
    BOOST_REQUIRE(allocator.free(a).ok());
    BOOST_REQUIRE(allocator.free(b).ok());
    take(allocator, 40 * MiB); // nothing cached fits: 60 MiB reserved > 50 MiB, so old blocks go first
    BOOST_TEST(countEvents(allocator, EventKind::SegmentFree, EventReason::GarbageCollection) == 2u);
    BOOST_TEST(allocator.stats().reservedBytes.all().current == static_cast<std::int64_t>(40 * MiB));
    // Beyond the fraction: out of memory although the device has room, and the message says what is allowed.
    const auto failed = allocator.allocate(70 * MiB);
    BOOST_REQUIRE(!failed.ok());
    BOOST_TEST(failed.error().message.find("100 MiB allowed; ") != std::string::npos, failed.error().message);
    BOOST_TEST(device.freeBytes() > 70 * MiB);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(empty_cache_returns_whole_free_segments_only)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device);
    const std::uint64_t small = take(allocator, 100 * KiB);
    const std::uint64_t smallFreed = take(allocator, 100 * KiB, 1);
    const std::uint64_t live = take(allocator, 4 * MiB);
    const std::uint64_t dead = take(allocator, 30 * MiB);
    for (const std::uint64_t address : {smallFreed, dead})
        BOOST_REQUIRE(allocator.free(address).ok());
    allocator.emptyCache();
    // The live blocks' segments stay (with their free rest); the two whole free segments are gone.
    const AllocatorState state = allocator.state();
    BOOST_TEST(state.segments.size() == 2u);
    BOOST_TEST(state.segmentContaining(small) != nullptr);
    BOOST_TEST(state.segmentContaining(live) != nullptr);
    BOOST_TEST(state.stats.reservedBytes.all().current == static_cast<std::int64_t>(22 * MiB));
    BOOST_TEST(device.usedBytes() == 22 * MiB);
    BOOST_TEST(countEvents(allocator, EventKind::SegmentFree, EventReason::EmptyCacheRelease) == 2u);
    const std::string why = allocator.trace().explain(allocator.trace().size() - 1);
    BOOST_TEST(why.find("returned 2 whole free segments") != std::string::npos, why);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(bad_calls_are_refused_with_a_reason_and_change_nothing)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device);
    const std::uint64_t a = take(allocator, 5 * MiB);
    const std::uint64_t b = take(allocator, 5 * MiB);
    BOOST_REQUIRE(allocator.free(b).ok());
    const AllocatorState before = allocator.state();
    const std::size_t eventsBefore = allocator.trace().size();

    const struct
    {
        const char* what;
        AllocatorStatus status;
        AllocatorErrorCode code;
        const char* message;
    } cases[] = {
        {"zero", allocator.allocate(0).error(), AllocatorErrorCode::InvalidSize, "cannot allocate 0 bytes"},
        {"negative", allocator.allocate(static_cast<std::uint64_t>(-5)).error(), AllocatorErrorCode::InvalidSize,
         "PyTorch refuses requests of 1 EiB"},
        {"huge", allocator.allocate(2 * GiB).error(), AllocatorErrorCode::InvalidSize,
         "more than the device's whole memory (1 GiB)"},
        {"unknown", allocator.free(0x1234), AllocatorErrorCode::UnknownAddress, "no allocation"},
        {"inside", allocator.free(a + 512), AllocatorErrorCode::UnknownAddress, "lies inside the block"},
        {"double", allocator.free(b), AllocatorErrorCode::DoubleFree, "twice"},
        {"record", allocator.recordStream(b, 1), AllocatorErrorCode::UnknownAddress, "no live allocation"},
        {"setting", allocator.setSettings("max_split_size_mb:10"), AllocatorErrorCode::BadSetting,
         "max_split_size_mb:10: must be at least 20"},
        {"fraction", allocator.setMemoryFraction(1.5), AllocatorErrorCode::BadSetting, "between 0 and 1"},
    };
    for (const auto& c : cases) {
        BOOST_TEST_REQUIRE(!c.status.ok(), c.what);
        BOOST_TEST((c.status.error().code == c.code), c.what);
        BOOST_TEST(c.status.error().message.find(c.message) != std::string::npos,
                   c.what << ": " << c.status.error().message);
    }
    BOOST_TEST((allocator.state() == before));
    // One error event per refusal, each with its message.
    for (std::size_t i = eventsBefore; i < allocator.trace().size(); ++i) {
        BOOST_TEST((allocator.trace()[i].kind == EventKind::Error));
        BOOST_TEST(!allocator.trace().explain(i).empty());
    }
    BOOST_TEST(allocator.trace().size() == eventsBefore + 9);
    checkConsistent(allocator);
}

BOOST_AUTO_TEST_CASE(trace_state_at_any_event_is_the_replay_of_the_events_before_it)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device, {}, 16); // keyframes every 16 events, to exercise them
    std::vector<std::uint64_t> live;
    std::vector<AllocatorState> states{allocator.state()};
    std::vector<std::size_t> marks{0};
    for (int i = 0; i < 200; ++i) {
        if (i % 3 == 2 && !live.empty()) {
            BOOST_REQUIRE(allocator.free(live[static_cast<std::size_t>(i) % live.size()]).ok());
            live.erase(live.begin() + static_cast<std::ptrdiff_t>(static_cast<std::size_t>(i) % live.size()));
        } else {
            live.push_back(take(allocator, (static_cast<std::uint64_t>(i) * 7919 % 3000 + 1) * KiB));
        }
        states.push_back(allocator.state());
        marks.push_back(allocator.trace().size());
    }
    BOOST_TEST(allocator.trace().keyframeCount() >= 4u);
    for (std::size_t i = 0; i < marks.size(); ++i)
        BOOST_TEST((allocator.trace().stateAt(marks[i]) == states[i]), "after call " << i);
}

BOOST_AUTO_TEST_SUITE_END()
