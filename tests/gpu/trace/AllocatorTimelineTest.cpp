#include "allocator/CachingAllocator.h"
#include "allocator/ScenarioLibrary.h"
#include "allocator/ScenarioRunner.h"
#include "device/SimulatedDevice.h"
#include "trace/AllocatorTimeline.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

using namespace gml;

BOOST_AUTO_TEST_CASE(every_point_equals_the_state_after_its_event)
{
    SimulatedDevice device("Test GPU", 8 * GiB);
    CachingAllocator allocator(device);
    std::vector<std::uint64_t> live;
    for (int i = 0; i < 3000; ++i) {
        if (i % 3 == 2 && !live.empty()) {
            allocator.free(live[static_cast<std::size_t>(i * 7) % live.size()]);
            live.erase(live.begin() + static_cast<std::ptrdiff_t>(static_cast<std::size_t>(i * 7) % live.size()));
        } else if (auto a = allocator.allocate(static_cast<std::uint64_t>(1 + (i * 7919) % 30) * 700 * KiB)) {
            live.push_back(a.value());
        }
        if (i % 500 == 499)
            allocator.emptyCache();
    }
    const AllocatorTrace& trace = allocator.trace();
    const auto timeline = AllocatorTimeline::build(trace, 100);
    BOOST_TEST(timeline.points.size() <= 101u + timeline.outOfMemoryEvents.size());
    BOOST_TEST(timeline.points.back().event == trace.size() - 1);
    for (const auto& point : timeline.points) {
        const AllocatorState state = trace.stateAt(point.event + 1);
        BOOST_TEST(point.reservedBytes == state.stats.reservedBytes.all().current);
        BOOST_TEST(point.allocatedBytes == state.stats.allocatedBytes.all().current);
        BOOST_TEST(point.activeBytes == state.stats.activeBytes.all().current);
        BOOST_TEST(point.fragmentation == state.fragmentation());
    }
    BOOST_TEST(timeline.peakReservedBytes == allocator.stats().reservedBytes.all().peak);
}

BOOST_AUTO_TEST_CASE(out_of_memory_events_are_always_sampled)
{
    const AllocatorScenario* scenario = findAllocatorScenario("fragmentation-oom");
    BOOST_REQUIRE(scenario);
    SimulatedDevice device("Test GPU", scenario->defaultCapacity);
    ScenarioRunner runner(*scenario, device);
    runner.runAll();
    const auto timeline = AllocatorTimeline::build(runner.trace(), 10);
    BOOST_REQUIRE(!timeline.outOfMemoryEvents.empty());
    for (const std::size_t oom : timeline.outOfMemoryEvents) {
        BOOST_TEST((runner.trace()[oom].kind == EventKind::Oom));
        BOOST_TEST(std::any_of(timeline.points.begin(), timeline.points.end(),
                               [&](const auto& p) { return p.event == oom; }));
    }
}
