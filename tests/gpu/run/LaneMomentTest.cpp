#include "run/LaneMoment.h"

#include "RunTestSupport.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotReplayer.h"

#include <boost/test/unit_test.hpp>
#include <cstdlib>

using namespace gml;
using namespace gml::test;

BOOST_AUTO_TEST_SUITE(lane_moment)

BOOST_AUTO_TEST_CASE(a_position_finds_the_nearest_recorded_event_and_its_replayed_event)
{
    auto loaded = loadMemorySnapshot(runFixturePath("ctx128-forward.pickle"));
    BOOST_REQUIRE(loaded.ok());
    const MemorySnapshot& snapshot = loaded.value();
    const int device = snapshot.devices().front();
    const auto& trace = snapshot.deviceTraces[static_cast<std::size_t>(device)];
    BOOST_REQUIRE(trace.size() > 100u);
    BOOST_REQUIRE(trace.front().hasTime);

    // The start: the last event of the first microsecond (several events can share one).
    const std::size_t start = LaneMoment::recordedEventAt(trace, 0.0).value();
    BOOST_TEST(trace[start].timeUs == trace.front().timeUs);
    BOOST_TEST(trace[start + 1].timeUs > trace.front().timeUs);
    BOOST_TEST(LaneMoment::recordedEventAt(trace, 1.0).value() == trace.size() - 1);
    BOOST_TEST(LaneMoment::recordedEventAt(trace, 7.0).value() == trace.size() - 1); // clamped
    BOOST_TEST(!LaneMoment::recordedEventAt({}, 0.5).has_value());
    // Halfway through the step's time: no event is nearer to it than the one found.
    const double duration = static_cast<double>(trace.back().timeUs - trace.front().timeUs);
    const double middle = static_cast<double>(trace.front().timeUs) + duration / 2;
    const std::size_t found = LaneMoment::recordedEventAt(trace, 0.5).value();
    const double distance = std::abs(static_cast<double>(trace[found].timeUs) - middle);
    for (const auto& event : trace)
        BOOST_TEST(std::abs(static_cast<double>(event.timeUs) - middle) >= distance);

    auto replay = SnapshotReplayer::replayRecorded(snapshot, device, {});
    BOOST_REQUIRE(replay.ok());
    const SnapshotReplay& replayed = replay.value();
    const std::size_t cursor = LaneMoment::replayEventOf(replayed, found);
    BOOST_TEST(cursor >= replayed.startEventCount);
    BOOST_TEST(replayed.recordedEventOf(cursor) == found);
    BOOST_TEST(replayed.recordedEventOf(LaneMoment::replayEventOf(replayed, 0)) == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
