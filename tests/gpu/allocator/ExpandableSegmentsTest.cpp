#include "AllocatorInvariants.h"
#include "allocator/CachingAllocator.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

using namespace gml;

namespace {

std::uint64_t take(CachingAllocator& allocator, std::uint64_t bytes, StreamId stream = 0)
{
    const auto result = allocator.allocate(bytes, stream);
    BOOST_REQUIRE_MESSAGE(result.ok(), (result.ok() ? std::string() : result.error().message));
    return result.value();
}

std::vector<AllocatorEvent> eventsOf(const CachingAllocator& allocator, EventKind kind)
{
    std::vector<AllocatorEvent> events;
    for (std::size_t i = 0; i < allocator.trace().size(); ++i)
        if (allocator.trace()[i].kind == kind)
            events.push_back(allocator.trace()[i]);
    return events;
}

} // namespace

BOOST_AUTO_TEST_SUITE(expandable_segments)

BOOST_AUTO_TEST_CASE(a_segment_reserves_the_device_plus_an_eighth_and_grows_page_by_page)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device, AllocatorConfig::parse("expandable_segments:True").value());
    const std::uint64_t a = take(allocator, 25 * MiB);
    const auto reserved = eventsOf(allocator, EventKind::SegmentAlloc);
    BOOST_REQUIRE(reserved.size() == 1u);
    BOOST_TEST(reserved[0].has(event_flags::kExpandable));
    BOOST_TEST(reserved[0].size == 1160 * MiB); // 1 GiB + 128 MiB, in whole 20 MiB pages
    BOOST_TEST(a == reserved[0].address);
    // 25 MiB needs two 20 MiB pages; the 15 MiB left is a free block at the segment's end.
    BOOST_TEST(allocator.stats().reservedBytes.all().current == static_cast<std::int64_t>(40 * MiB));
    BOOST_TEST(device.usedBytes() == 40 * MiB);

    // The next request uses that free end and maps one more page right after it: the segment grows.
    const std::uint64_t b = take(allocator, 30 * MiB);
    BOOST_TEST(b == a + 25 * MiB);
    BOOST_TEST(allocator.stats().reservedBytes.all().current == static_cast<std::int64_t>(60 * MiB));
    const auto maps = eventsOf(allocator, EventKind::SegmentMap);
    BOOST_REQUIRE(maps.size() == 2u);
    BOOST_TEST(maps[1].address == a + 40 * MiB);
    BOOST_TEST(maps[1].size == 20 * MiB);
    BOOST_TEST(allocator.state().segments.size() == 1u);
    BOOST_TEST(allocator.stats().numDeviceAlloc == 2u);
    BOOST_TEST(test::checkInvariants(allocator.state()) == "");
}

BOOST_AUTO_TEST_CASE(small_pool_pages_are_2_MiB)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device, AllocatorConfig::parse("expandable_segments:True").value());
    take(allocator, 600 * KiB);
    take(allocator, 600 * KiB);
    take(allocator, 900 * KiB); // 2.06 MiB in all: a second 2 MiB page
    BOOST_TEST(allocator.stats().reservedBytes.of(PoolKind::Small).current == static_cast<std::int64_t>(4 * MiB));
    BOOST_TEST(eventsOf(allocator, EventKind::SegmentMap).size() == 2u);
    BOOST_TEST(test::checkInvariants(allocator.state()) == "");
}

BOOST_AUTO_TEST_CASE(empty_cache_unmaps_free_pages_and_releases_an_empty_segment)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device, AllocatorConfig::parse("expandable_segments:True").value());
    const std::uint64_t a = take(allocator, 25 * MiB);
    const std::uint64_t b = take(allocator, 30 * MiB);
    BOOST_REQUIRE(allocator.free(a).ok());
    allocator.emptyCache();
    // [0, 25) is free: its one whole page [0, 20) goes back; [20, 25) stays mapped beside b.
    const auto unmaps = eventsOf(allocator, EventKind::SegmentUnmap);
    BOOST_REQUIRE(unmaps.size() == 1u);
    BOOST_TEST(unmaps[0].address == a);
    BOOST_TEST(unmaps[0].size == 20 * MiB);
    BOOST_TEST(allocator.stats().reservedBytes.all().current == static_cast<std::int64_t>(40 * MiB));
    BOOST_TEST(device.usedBytes() == 40 * MiB);
    BOOST_TEST(test::checkInvariants(allocator.state()) == "");

    // A request that fits the unmapped hole at the start maps it again there, lowest address first.
    const std::uint64_t c = take(allocator, 20 * MiB);
    BOOST_TEST(c == a);

    BOOST_REQUIRE(allocator.free(b).ok());
    BOOST_REQUIRE(allocator.free(c).ok());
    allocator.emptyCache();
    BOOST_TEST(allocator.state().segments.empty());
    BOOST_TEST(device.usedBytes() == 0u);
    BOOST_TEST(allocator.stats().reservedBytes.all().current == 0);
    const auto released = eventsOf(allocator, EventKind::SegmentFree);
    BOOST_REQUIRE(released.size() == 1u);
    BOOST_TEST((released[0].reason == EventReason::ExpandableRelease));
    BOOST_TEST((allocator.trace().stateAt(allocator.trace().size()) == allocator.state()));
}

BOOST_AUTO_TEST_CASE(each_stream_gets_its_own_segment)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device, AllocatorConfig::parse("expandable_segments:True").value());
    take(allocator, 5 * MiB, 0);
    take(allocator, 5 * MiB, 1);
    BOOST_TEST(allocator.state().segments.size() == 2u);
    BOOST_TEST(test::checkInvariants(allocator.state()) == "");
}

BOOST_AUTO_TEST_CASE(expandable_segments_cannot_be_switched_while_memory_is_held)
{
    SimulatedDevice device("Test GPU", 1 * GiB);
    CachingAllocator allocator(device);
    const std::uint64_t a = take(allocator, 5 * MiB);
    BOOST_TEST(!allocator.setSettings("expandable_segments:True").ok());
    BOOST_REQUIRE(allocator.free(a).ok());
    allocator.emptyCache();
    BOOST_TEST(allocator.setSettings("expandable_segments:True").ok());
    BOOST_TEST(allocator.config().expandableSegments);
}

BOOST_AUTO_TEST_SUITE_END()
