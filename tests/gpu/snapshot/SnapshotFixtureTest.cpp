// The real snapshots in ../shared/fixtures/pytorch-snapshots, with counts pinned from CPython's pickle.load.
#include "PickleTestSupport.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotSummary.h"

#include <boost/test/unit_test.hpp>

#include <map>

using namespace gml;
using namespace gml::test;

namespace {

struct FixtureCounts
{
    const char* file;
    std::size_t segments;
    std::size_t blocks;
    std::vector<std::size_t> traceLengths;
    std::map<std::string, std::uint64_t> events; // by action
    std::uint64_t allocatedBytes;
    std::uint64_t reservedBytes;
    bool hasSettings;
};

// Computed once with python3: pickle.load, then len(segments), sum(len(s['blocks'])), Counter of actions,
// sum(allocated_size), sum(total_size).
const FixtureCounts kFixtures[] = {
    {"ctx128-forward.pickle", 516, 1276, {4657},
     {{"alloc", 2058}, {"free_requested", 1155}, {"free_completed", 1155}, {"segment_alloc", 289}},
     19498420224ull, 19667091456ull, true},
    {"many-segments-one-event.pickle", 259, 868, {1}, {{"free_completed", 1}}, 16397578240ull, 17133731840ull, true},
    {"old-format-no-settings.pickle", 215, 1079, {10307},
     {{"alloc", 3505}, {"free_requested", 3325}, {"free_completed", 3325}, {"segment_alloc", 152}},
     2297283072ull, 6471811072ull, false},
    {"preexisting-segments.pickle", 216, 455, {5163},
     {{"alloc", 1721}, {"free_requested", 1721}, {"free_completed", 1721}}, 1377753600ull, 14180941824ull, true},
    {"tiny-no-trace.pickle", 3, 76, {0}, {}, 21002752ull, 46137344ull, true},
    {"two-devices.pickle", 368, 2530, {0, 0}, {}, 3848104960ull, 5475663872ull, false},
};

MemorySnapshot load(const std::string& name)
{
    auto loaded = loadMemorySnapshot(fixturePath(name));
    BOOST_REQUIRE_MESSAGE(loaded.ok(), name << ": " << (loaded.ok() ? "" : loaded.error().message));
    return std::move(loaded.value());
}

} // namespace

BOOST_AUTO_TEST_SUITE(snapshot_fixtures)

BOOST_AUTO_TEST_CASE(every_fixture_loads_with_its_counts)
{
    for (const auto& fixture : kFixtures) {
        BOOST_TEST_CONTEXT(fixture.file)
        {
            const MemorySnapshot snapshot = load(fixture.file);
            BOOST_TEST(snapshot.segments.size() == fixture.segments);
            BOOST_TEST(snapshot.blockCount() == fixture.blocks);
            BOOST_REQUIRE(snapshot.deviceTraces.size() == fixture.traceLengths.size());
            for (std::size_t device = 0; device < fixture.traceLengths.size(); ++device)
                BOOST_TEST(snapshot.deviceTraces[device].size() == fixture.traceLengths[device]);
            BOOST_TEST(snapshot.allocatorSettings.has_value() == fixture.hasSettings);

            const SnapshotSummary summary = summarizeSnapshot(snapshot);
            std::map<std::string, std::uint64_t> events;
            for (int i = 0; i < kTraceActionCount; ++i)
                if (const auto count = summary.total.eventsByAction[static_cast<std::size_t>(i)])
                    events[std::string(traceActionName(static_cast<TraceAction>(i)))] = count;
            BOOST_TEST((events == fixture.events));
            BOOST_TEST(summary.total.segments == fixture.segments);
            BOOST_TEST(summary.total.blocks == fixture.blocks);
            BOOST_TEST(summary.total.allocatedBytes == fixture.allocatedBytes);
            BOOST_TEST(summary.total.reservedBytes == fixture.reservedBytes);
            BOOST_TEST(summary.total.peakReservedBytes >= summary.total.reservedBytes);
            BOOST_TEST(summary.total.peakAllocatedBytes >= summary.total.allocatedBytes);
        }
    }
}

BOOST_AUTO_TEST_CASE(two_devices_lists_both_devices_with_segments_only_on_the_first)
{
    const MemorySnapshot snapshot = load("two-devices.pickle");
    BOOST_TEST((snapshot.devices() == std::vector<int>{0, 1}));
    const SnapshotSummary summary = summarizeSnapshot(snapshot);
    BOOST_REQUIRE(summary.devices.size() == 2u);
    BOOST_TEST(summary.devices[0].segments == 368u);
    BOOST_TEST(summary.devices[1].segments == 0u);
    BOOST_TEST(summary.devices[1].events == 0u);
    const SnapshotSummary second = summarizeSnapshot(snapshot, 1);
    BOOST_REQUIRE(second.devices.size() == 1u);
    BOOST_TEST(second.total.reservedBytes == 0u);
}

BOOST_AUTO_TEST_CASE(frames_are_decoded_and_stored_once)
{
    const MemorySnapshot snapshot = load("ctx128-forward.pickle");
    const SnapshotTraceEvent& first = snapshot.deviceTraces[0][0];
    BOOST_TEST(traceActionName(first.action) == "segment_alloc");
    BOOST_TEST(first.address == 139821353795584ull);
    BOOST_TEST(first.size == 20971520u);
    BOOST_TEST(first.hasTime);
    BOOST_TEST(first.timeUs == 1748729391819440ll);
    const auto stack = snapshot.frames.stack(first.frames);
    BOOST_REQUIRE(stack.size() == 62u);
    BOOST_TEST(snapshot.text(snapshot.frames.frame(stack[0]).name) == "torch::unwind::unwind()");
    BOOST_TEST(snapshot.text(snapshot.frames.frame(stack[0]).filename) == "??");
    // 362 distinct (filename, line, name) frames, counted with Python over every event, segment and block.
    BOOST_TEST(snapshot.frames.frameCount() == 362u);
    BOOST_TEST(snapshot.frames.stackCount() < 200u); // thousands of events share a few stacks

    const SnapshotSegment& segment = snapshot.segments[0];
    BOOST_TEST(segment.address == 139809741864960ull);
    BOOST_TEST(segment.requestedSize == 20480000u);
    BOOST_TEST((segment.type == SegmentType::Large));
    BOOST_TEST(segment.blocks[0].size == 20971520u);
    BOOST_TEST((segment.blocks[0].state == SnapshotBlockState::ActiveAllocated));
    BOOST_REQUIRE(snapshot.allocatorSettings);
    BOOST_TEST(*snapshot.allocatorSettings->maxSplitSize == -1);
    BOOST_TEST(*snapshot.allocatorSettings->expandableSegments == false);
    BOOST_TEST(snapshot.allocatorSettings->roundupPower2Divisions.size() == 16u);
}

BOOST_AUTO_TEST_CASE(older_and_newer_event_fields)
{
    const MemorySnapshot old = load("old-format-no-settings.pickle");
    BOOST_TEST(!old.deviceTraces[0][0].hasTime);
    BOOST_TEST(traceActionName(old.deviceTraces[0][0].action) == "alloc");
    BOOST_TEST(old.deviceTraces[0][0].size == 8192000u);

    const MemorySnapshot newer = load("preexisting-segments.pickle");
    const SnapshotTraceEvent& event = newer.deviceTraces[0][0];
    BOOST_TEST(newer.text(event.compileContext) == "N/A");
    BOOST_TEST(newer.text(event.userMetadata) == "");
    const auto stack = newer.frames.stack(event.frames);
    BOOST_REQUIRE(!stack.empty());
    BOOST_TEST(newer.text(newer.frames.frame(stack[0]).name) == "forward");
    BOOST_TEST(newer.frames.frame(stack[0]).line == 54u);
    BOOST_TEST(newer.externalAnnotations.empty());
}

BOOST_AUTO_TEST_CASE(progress_reaches_the_end_and_cancel_stops_the_load)
{
    LoadControl control;
    control.chunkBytes = 64 * 1024;
    std::vector<std::uint64_t> reports;
    std::uint64_t total = 0;
    control.progress = [&](std::uint64_t done, std::uint64_t all) {
        reports.push_back(done);
        total = all;
    };
    BOOST_REQUIRE(loadMemorySnapshot(fixturePath("ctx128-forward.pickle"), control).ok());
    BOOST_TEST(total == 1037065u);
    BOOST_TEST(reports.size() >= 16u);
    BOOST_TEST(std::is_sorted(reports.begin(), reports.end()));
    BOOST_TEST(reports.back() == total);

    std::atomic<bool> cancel{false};
    LoadControl cancelling;
    cancelling.chunkBytes = 64 * 1024;
    cancelling.cancel = &cancel;
    cancelling.progress = [&](std::uint64_t done, std::uint64_t) {
        if (done > 300'000)
            cancel = true;
    };
    const auto cancelled = loadMemorySnapshot(fixturePath("ctx128-forward.pickle"), cancelling);
    BOOST_REQUIRE(!cancelled.ok());
    BOOST_TEST(static_cast<int>(cancelled.error().kind) == static_cast<int>(LoadErrorKind::Cancelled));
    BOOST_TEST(cancelled.error().message == "loading was cancelled");
}

BOOST_AUTO_TEST_CASE(a_missing_file_says_so)
{
    const auto missing = loadMemorySnapshot("/nonexistent/snapshot.pickle");
    BOOST_REQUIRE(!missing.ok());
    BOOST_TEST(static_cast<int>(missing.error().kind) == static_cast<int>(LoadErrorKind::CannotOpen));
    BOOST_TEST(missing.error().message.find("cannot open /nonexistent/snapshot.pickle") == 0u);
}

BOOST_AUTO_TEST_SUITE_END()
