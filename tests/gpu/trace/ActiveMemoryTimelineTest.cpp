#include "allocator/CachingAllocator.h"
#include "device/SimulatedDevice.h"
#include "trace/ActiveMemoryTimeline.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

#include <random>

using namespace gml;

namespace {

// The active bytes after `event`, counted the slow way: the state's allocated and pending-free blocks.
std::uint64_t activeAfter(const AllocatorTrace& trace, std::size_t event)
{
    return static_cast<std::uint64_t>(trace.stateAt(event + 1).stats.activeBytes.all().current);
}

} // namespace

BOOST_AUTO_TEST_CASE(each_column_stacks_exactly_the_live_allocations)
{
    SimulatedDevice device("Test GPU", 16 * GiB);
    CachingAllocator allocator(device);
    std::mt19937 random(7);
    std::vector<std::uint64_t> live;
    for (int i = 0; i < 4000; ++i) {
        if (!live.empty() && random() % 2 == 0) {
            const std::size_t k = random() % live.size();
            allocator.free(live[k]);
            live.erase(live.begin() + static_cast<std::ptrdiff_t>(k));
        } else if (auto a = allocator.allocate(512 * (1 + random() % 40000))) {
            live.push_back(a.value());
        }
    }
    const AllocatorTrace& trace = allocator.trace();
    // Few bands, so that most allocations are merged: the merged band must still add up.
    const auto timeline = ActiveMemoryTimeline::build(trace, 0, 200, 50);
    BOOST_TEST(timeline.columnEvents.size() == 200u);
    BOOST_TEST(timeline.bands.size() <= 50u);
    for (std::size_t c = 0; c < timeline.columnEvents.size(); c += 7) {
        std::uint64_t stacked = timeline.mergedBytes[c];
        for (const auto& band : timeline.bands)
            if (c >= band.firstColumn && c < band.firstColumn + band.offsets.size())
                stacked += band.size;
        BOOST_TEST(stacked == activeAfter(trace, timeline.columnEvents[c]), "column " << c);
    }
    // Bands stack without overlapping: within a column each band starts where the one below ends.
    const std::size_t c = timeline.columnEvents.size() / 2;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> edges;
    for (const auto& band : timeline.bands)
        if (c >= band.firstColumn && c < band.firstColumn + band.offsets.size())
            edges.emplace_back(band.offsets[c - band.firstColumn], band.size);
    std::sort(edges.begin(), edges.end());
    for (std::size_t i = 1; i < edges.size(); ++i)
        BOOST_TEST(edges[i].first == edges[i - 1].first + edges[i - 1].second);
    BOOST_TEST(timeline.columnOf(timeline.columnEvents[c]) == c);
}

BOOST_AUTO_TEST_CASE(a_range_is_sampled_one_event_a_column_with_what_was_alive_before_it)
{
    // A closer look at events [first, end) of a trace: each column one event, stacking what is alive after
    // it (allocations made before the range included), and the reserved bytes as the segments say.
    SimulatedDevice device("Test GPU", 16 * GiB);
    CachingAllocator allocator(device);
    std::mt19937 random(11);
    std::vector<std::uint64_t> live;
    for (int i = 0; i < 1500; ++i) {
        if (!live.empty() && random() % 2 == 0) {
            const std::size_t k = random() % live.size();
            allocator.free(live[k]);
            live.erase(live.begin() + static_cast<std::ptrdiff_t>(k));
        } else if (auto a = allocator.allocate(512 * (1 + random() % 40000))) {
            live.push_back(a.value());
        }
    }
    const AllocatorTrace& trace = allocator.trace();
    const std::size_t first = trace.size() / 2;
    const std::size_t end = first + 300;
    const auto timeline = ActiveMemoryTimeline::buildRange(trace, first, end, 1200, 40);
    BOOST_TEST(timeline.firstEvent == first);
    BOOST_TEST(timeline.sampledEnd() == end);
    BOOST_REQUIRE(timeline.columnEvents.size() == 300u);
    BOOST_REQUIRE(timeline.reservedBytes.size() == 300u);
    for (std::size_t c = 0; c < timeline.columnEvents.size(); c += 13) {
        BOOST_TEST(timeline.columnEvents[c] == first + c);
        BOOST_TEST(timeline.activeBytes(c) == activeAfter(trace, first + c), "column " << c);
        const AllocatorState state = trace.stateAt(first + c + 1);
        std::uint64_t reserved = 0;
        for (const auto& segment : state.segments)
            reserved += segment.mappedBytes();
        BOOST_TEST(timeline.reservedBytes[c] == reserved, "column " << c);
    }
    // Every band drawn is alive somewhere in the range, and carries its alloc's stream.
    for (const auto& band : timeline.bands) {
        BOOST_TEST(band.allocEvent < end);
        BOOST_TEST(band.endEvent > first);
        BOOST_TEST(band.stream == trace[band.allocEvent].stream);
    }
}
