#define BOOST_TEST_MODULE active_memory_timeline
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
