// Replaying the real snapshots in ../shared/fixtures/pytorch-snapshots: parity pinned at 100%, the rebuilt start
// state, the final state, the link back to recorded events, what-if runs, progress and cancel.
#include "PickleTestSupport.h"
#include "ReplayTestSupport.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotReplayer.h"

#include <boost/test/unit_test.hpp>

#include <map>

using namespace gml;
using namespace gml::test;

namespace {

// Every fixture with trace events, with its alloc and segment_alloc counts (SnapshotFixtureTest pins them
// against CPython's pickle.load).
struct ReplayFixture
{
    const char* file;
    std::uint64_t allocs;
    std::uint64_t segmentAllocs;
};
const ReplayFixture kReplayFixtures[] = {
    {"ctx128-forward.pickle", 2058, 289},
    {"old-format-no-settings.pickle", 3505, 152},
    {"preexisting-segments.pickle", 1721, 0},
    {"many-segments-one-event.pickle", 0, 0},
};

// Loaded once per file: each is replayed by several cases.
const MemorySnapshot& fixture(const std::string& name)
{
    static std::map<std::string, MemorySnapshot> loaded;
    auto it = loaded.find(name);
    if (it == loaded.end()) {
        auto snapshot = loadMemorySnapshot(fixturePath(name));
        BOOST_TEST_REQUIRE(snapshot.ok());
        it = loaded.emplace(name, std::move(snapshot.value())).first;
    }
    return it->second;
}

ReplayStartBlock::State startStateOf(BlockState state)
{
    switch (state) {
    case BlockState::Allocated: return ReplayStartBlock::State::Allocated;
    case BlockState::PendingFree: return ReplayStartBlock::State::PendingFree;
    default: return ReplayStartBlock::State::Free;
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(snapshot_replay_fixtures)

BOOST_AUTO_TEST_CASE(parity_is_complete_on_every_fixture_with_a_trace)
{
    for (const ReplayFixture& expected : kReplayFixtures) {
        BOOST_TEST_CONTEXT(expected.file)
        {
            const MemorySnapshot& snapshot = fixture(expected.file);
            const auto replay = SnapshotReplayer::replayRecorded(snapshot, 0);
            BOOST_TEST_REQUIRE(replay.ok());
            const SnapshotReplay& r = replay.value();
            BOOST_TEST(r.allocParity.total == expected.allocs);
            BOOST_TEST(r.allocParity.matched == expected.allocs);
            BOOST_TEST(r.segmentParity.total == expected.segmentAllocs);
            BOOST_TEST(r.segmentParity.matched == expected.segmentAllocs);
            BOOST_TEST(!r.firstMismatch.has_value(), (r.firstMismatch ? describeMismatch(*r.firstMismatch) : ""));
            BOOST_TEST(r.startState.inconsistentEvents == 0u, r.startState.firstInconsistency);
            BOOST_TEST(r.unmatchedEvents == 0u);
            BOOST_TEST(r.corrections == 0u); // the gap rule, applied at every step back, finds every remainder
        }
    }
}

BOOST_AUTO_TEST_CASE(the_start_state_is_one_pytorch_could_be_in)
{
    for (const ReplayFixture& expected : kReplayFixtures) {
        BOOST_TEST_CONTEXT(expected.file)
        {
            const MemorySnapshot& snapshot = fixture(expected.file);
            const SnapshotReplay r = SnapshotReplayer::replayRecorded(snapshot, 0).value();
            BOOST_TEST(r.startState.checkInvariants() == "");
            // Segments only come and go through segment events: the reserved bytes at the start are the
            // final ones less those made during the trace plus those released during it.
            std::int64_t reserved = 0;
            for (const SnapshotSegment& segment : snapshot.segments)
                reserved += static_cast<std::int64_t>(segment.totalSize);
            for (const SnapshotTraceEvent& event : snapshot.deviceTraces[0]) {
                if (event.action == TraceAction::SegmentAlloc)
                    reserved -= static_cast<std::int64_t>(event.size);
                if (event.action == TraceAction::SegmentFree)
                    reserved += static_cast<std::int64_t>(event.size);
            }
            BOOST_TEST(static_cast<std::int64_t>(r.startState.reservedBytes()) == reserved);
            // The replayed trace's state at the start is the rebuilt one, block for block.
            const AllocatorState start = r.trace.stateAt(r.startEventCount);
            BOOST_TEST_REQUIRE(start.segments.size() == r.startState.segments.size());
            for (std::size_t s = 0; s < start.segments.size(); ++s) {
                const auto& ours = start.segments[s];
                const auto& rebuilt = r.startState.segments[s];
                BOOST_TEST(ours.address == rebuilt.address);
                BOOST_TEST_REQUIRE(ours.blocks.size() == rebuilt.blocks.size());
                for (std::size_t b = 0; b < ours.blocks.size(); ++b) {
                    BOOST_TEST(ours.blocks[b].address == rebuilt.blocks[b].address);
                    BOOST_TEST(ours.blocks[b].size == rebuilt.blocks[b].size);
                    BOOST_TEST((startStateOf(ours.blocks[b].state) == rebuilt.blocks[b].state));
                }
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(the_final_state_is_the_files_own)
{
    for (const ReplayFixture& expected : kReplayFixtures) {
        BOOST_TEST_CONTEXT(expected.file)
        {
            const MemorySnapshot& snapshot = fixture(expected.file);
            checkFinalStateMatches(SnapshotReplayer::replayRecorded(snapshot, 0).value(), snapshot);
        }
    }
}

BOOST_AUTO_TEST_CASE(each_replayed_event_names_the_recorded_one)
{
    const MemorySnapshot& snapshot = fixture("ctx128-forward.pickle");
    const SnapshotReplay r = SnapshotReplayer::replayRecorded(snapshot, 0).value();
    const auto& recorded = snapshot.deviceTraces[0];
    BOOST_TEST_REQUIRE(r.recordedEvents.size() == r.trace.size());
    std::size_t allocs = 0;
    for (std::size_t i = 0; i < r.trace.size(); ++i) {
        const std::uint32_t source = r.recordedEventOf(i);
        if (i < r.startEventCount) {
            BOOST_TEST(source == kNoRecordedEvent);
            BOOST_TEST(r.explain(i).find("before the trace began") == 0u);
            continue;
        }
        BOOST_TEST_REQUIRE(source < recorded.size());
        const AllocatorEvent& event = r.trace[i];
        if (event.kind == EventKind::Alloc) {
            ++allocs;
            BOOST_TEST((recorded[source].action == TraceAction::Alloc));
            BOOST_TEST(recorded[source].address == event.address);
            BOOST_TEST(r.stackOf(i, snapshot) == recorded[source].frames);
        }
        if (event.kind == EventKind::SegmentAlloc) {
            BOOST_TEST((recorded[source].action == TraceAction::SegmentAlloc));
            BOOST_TEST(recorded[source].size == event.size);
        }
        if (event.kind == EventKind::FreeCompleted)
            BOOST_TEST((recorded[source].action == TraceAction::FreeCompleted));
    }
    BOOST_TEST(allocs == 2058u);
    // Some replayed allocation has frames to show.
    bool someStack = false;
    for (std::size_t i = r.startEventCount; i < r.trace.size() && !someStack; ++i)
        someStack = !snapshot.frames.stack(r.stackOf(i, snapshot)).empty();
    BOOST_TEST(someStack);
}

BOOST_AUTO_TEST_CASE(a_snapshot_without_a_trace_replays_to_its_own_state)
{
    const MemorySnapshot& snapshot = fixture("tiny-no-trace.pickle");
    const SnapshotReplay r = SnapshotReplayer::replayRecorded(snapshot, 0).value();
    BOOST_TEST(r.startEventCount == r.trace.size());
    BOOST_TEST(r.allocParity.total == 0u);
    checkFinalStateMatches(r, snapshot);
}

BOOST_AUTO_TEST_CASE(what_if_runs_report_both_sides)
{
    const MemorySnapshot& snapshot = fixture("ctx128-forward.pickle");
    const SnapshotReplay recorded = SnapshotReplayer::replayRecorded(snapshot, 0).value();
    BOOST_TEST(recorded.figures.peakReservedBytes >= 19667091456ull); // at least the dump's reserved bytes
    BOOST_TEST(recorded.figures.numOoms == 0u);

    WhatIfOptions options;
    options.config = AllocatorConfig::parse("expandable_segments:True").value();
    const auto expandable = SnapshotReplayer::replayWhatIf(snapshot, 0, options);
    BOOST_TEST_REQUIRE(expandable.ok());
    BOOST_TEST(expandable.value().whatIf);
    BOOST_TEST(expandable.value().figures.numOoms == 0u);
    BOOST_TEST(expandable.value().figures.peakReservedBytes > 0u);
    BOOST_TEST(expandable.value().figures.peakAllocatedBytes <= recorded.figures.peakAllocatedBytes);

    // On a device too small for the program, the what-if run fails allocations, skips their frees, and
    // carries on to the end.
    options.config = AllocatorConfig{};
    options.deviceBytes = 8ULL << 30;
    const auto small = SnapshotReplayer::replayWhatIf(snapshot, 0, options);
    BOOST_TEST_REQUIRE(small.ok());
    BOOST_TEST(small.value().figures.numOoms > 0u);
    BOOST_TEST(small.value().figures.peakReservedBytes <= 8ULL << 30);
    BOOST_TEST(small.value().recordedEvents.size() == small.value().trace.size());
}

BOOST_AUTO_TEST_CASE(reports_progress_and_stops_on_cancel)
{
    const MemorySnapshot& snapshot = fixture("old-format-no-settings.pickle");
    std::vector<std::uint64_t> seen;
    ReplayControl control;
    control.progressInterval = 1000;
    control.progress = [&](std::uint64_t done, std::uint64_t total) {
        BOOST_TEST(total == snapshot.deviceTraces[0].size());
        seen.push_back(done);
    };
    BOOST_TEST(SnapshotReplayer::replayRecorded(snapshot, 0, control).ok());
    BOOST_TEST(seen.size() >= 10u);
    BOOST_TEST(std::is_sorted(seen.begin(), seen.end()));
    BOOST_TEST(seen.back() == snapshot.deviceTraces[0].size());

    std::atomic<bool> cancel{false};
    control.cancel = &cancel;
    control.progress = [&](std::uint64_t done, std::uint64_t) {
        if (done >= 3000)
            cancel = true;
    };
    const auto cancelled = SnapshotReplayer::replayRecorded(snapshot, 0, control);
    BOOST_TEST_REQUIRE(!cancelled.ok());
    BOOST_TEST((cancelled.error().kind == LoadErrorKind::Cancelled));
}

BOOST_AUTO_TEST_SUITE_END()
