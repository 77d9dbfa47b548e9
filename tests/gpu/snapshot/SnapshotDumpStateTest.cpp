// The memory a snapshot's segments show at dump time, drawn before the trace is read: it is the state the
// whole trace's replay ends in, block for block, on every real fixture.
#include "PickleTestSupport.h"
#include "ReplayTestSupport.h"
#include "snapshot/SnapshotDumpState.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotReplayer.h"

#include <boost/test/unit_test.hpp>

using namespace gml;
using namespace gml::test;

BOOST_AUTO_TEST_SUITE(snapshot_dump_state)

BOOST_AUTO_TEST_CASE(the_dump_state_is_where_the_replay_ends)
{
    for (const char* name : {"ctx128-forward.pickle", "old-format-no-settings.pickle", "preexisting-segments.pickle",
                             "many-segments-one-event.pickle"}) {
        BOOST_TEST_CONTEXT(name)
        {
            auto loaded = loadMemorySnapshot(fixturePath(name));
            BOOST_TEST_REQUIRE(loaded.ok());
            const MemorySnapshot& snapshot = loaded.value();
            const AllocatorState dump = SnapshotDumpState::of(snapshot, 0);
            const auto replay = SnapshotReplayer::replayRecorded(snapshot, 0);
            BOOST_TEST_REQUIRE(replay.ok());
            const AllocatorState end = replay.value().trace.stateAt(replay.value().trace.size());
            BOOST_TEST_REQUIRE(dump.segments.size() == end.segments.size());
            BOOST_TEST(!dump.segments.empty());
            for (std::size_t i = 0; i < dump.segments.size(); ++i) {
                const SegmentInfo& a = dump.segments[i];
                const SegmentInfo& b = end.segments[i];
                BOOST_TEST(a.address == b.address);
                BOOST_TEST(a.size == b.size);
                BOOST_TEST_REQUIRE(a.blocks.size() == b.blocks.size());
                for (std::size_t k = 0; k < a.blocks.size(); ++k) {
                    BOOST_TEST(a.blocks[k].address == b.blocks[k].address);
                    BOOST_TEST(a.blocks[k].size == b.blocks[k].size);
                    BOOST_TEST((a.blocks[k].state == b.blocks[k].state));
                }
            }
            // What the blocks hold adds up as the replay counts it at the end.
            BOOST_TEST(dump.stats.allocatedBytes.all().current == end.stats.allocatedBytes.all().current);
            BOOST_TEST(dump.stats.reservedBytes.all().current == end.stats.reservedBytes.all().current);
        }
    }
}

BOOST_AUTO_TEST_CASE(another_device_or_none_gives_its_own_segments)
{
    auto loaded = loadMemorySnapshot(fixturePath("two-devices.pickle"));
    BOOST_TEST_REQUIRE(loaded.ok());
    std::size_t total = 0;
    for (const int device : loaded.value().devices()) {
        const AllocatorState state = SnapshotDumpState::of(loaded.value(), device);
        for (const SegmentInfo& segment : state.segments)
            BOOST_TEST(segment.size > 0u);
        total += state.segments.size();
    }
    BOOST_TEST(total == loaded.value().segments.size());
    BOOST_TEST(SnapshotDumpState::of(loaded.value(), 99).segments.empty());
}

BOOST_AUTO_TEST_SUITE_END()
