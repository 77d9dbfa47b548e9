// Opening a window of a snapshot's trace (the last N events, or a time range) on the real fixtures in
// ../shared/fixtures/pytorch-snapshots: the window replays at full parity from the state rebuilt at its first
// event, ends in the state the whole trace's replay passes through at its last one, and says what it left
// out.
#include "PickleTestSupport.h"
#include "ReplayTestSupport.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotReplayer.h"
#include "snapshot/TraceWindowCutter.h"

#include <boost/test/unit_test.hpp>
#include <map>

using namespace gml;
using namespace gml::test;

namespace {

const char* const kTimedFixtures[] = {"ctx128-forward.pickle", "preexisting-segments.pickle"};
const char* const kAllFixtures[] = {"ctx128-forward.pickle", "preexisting-segments.pickle",
                                    "old-format-no-settings.pickle"};

// The whole file and its whole replay, loaded once per file: every window is checked against them.
struct Whole
{
    MemorySnapshot snapshot;
    SnapshotReplay replay;
};

const Whole& whole(const std::string& name)
{
    static std::map<std::string, Whole> loaded;
    auto it = loaded.find(name);
    if (it == loaded.end()) {
        auto snapshot = loadMemorySnapshot(fixturePath(name));
        BOOST_TEST_REQUIRE(snapshot.ok());
        auto replay = SnapshotReplayer::replayRecorded(snapshot.value(), 0);
        BOOST_TEST_REQUIRE(replay.ok());
        it = loaded.emplace(name, Whole{std::move(snapshot.value()), std::move(replay.value())}).first;
    }
    return it->second;
}

MemorySnapshot loadWindow(const std::string& name, const TraceWindow& window)
{
    LoadControl control;
    control.window = window;
    auto snapshot = loadMemorySnapshot(fixturePath(name), control);
    BOOST_TEST_REQUIRE(snapshot.ok(), (snapshot.ok() ? "" : snapshot.error().message));
    return std::move(snapshot.value());
}

// The whole replay's state after recorded event `recordedEnd - 1`: before the first replayed event that
// reproduces a later one.
AllocatorState wholeStateBefore(const SnapshotReplay& replay, std::size_t recordedEnd)
{
    std::size_t at = replay.startEventCount;
    while (at < replay.trace.size() && replay.recordedEvents[at] < recordedEnd)
        ++at;
    return replay.trace.stateAt(at);
}

void checkSameState(const AllocatorState& window, const AllocatorState& whole)
{
    BOOST_TEST_REQUIRE(window.segments.size() == whole.segments.size());
    for (std::size_t s = 0; s < whole.segments.size(); ++s) {
        const SegmentInfo& mine = window.segments[s];
        const SegmentInfo& theirs = whole.segments[s];
        BOOST_TEST(mine.address == theirs.address);
        BOOST_TEST(mine.size == theirs.size);
        BOOST_TEST_REQUIRE(mine.blocks.size() == theirs.blocks.size());
        for (std::size_t b = 0; b < theirs.blocks.size(); ++b) {
            BOOST_TEST(mine.blocks[b].address == theirs.blocks[b].address);
            BOOST_TEST(mine.blocks[b].size == theirs.blocks[b].size);
            BOOST_TEST((mine.blocks[b].state == theirs.blocks[b].state));
            BOOST_TEST(mine.blocks[b].requested == theirs.blocks[b].requested);
        }
    }
}

// Everything a window promises, against the whole file: the record adds up, the kept events are the file's,
// the replay places every alloc at its recorded address and ends where the whole replay stood.
TraceWindowRecord checkWindow(const std::string& name, const MemorySnapshot& windowed)
{
    const Whole& all = whole(name);
    const auto& trace = all.snapshot.deviceTraces[0];
    const TraceWindowRecord* record = windowed.traceWindow(0);
    BOOST_TEST_REQUIRE(record != nullptr);
    BOOST_TEST(record->totalEvents == trace.size());
    BOOST_TEST(record->before.count + record->keptEvents + record->after.count == record->totalEvents);
    BOOST_TEST(record->firstKept == record->before.count);
    BOOST_TEST(record->inconsistentEvents == 0u);
    const std::size_t first = record->firstKept;
    const std::size_t end = first + record->keptEvents;

    // Only the window's events stay in memory, and they are the file's.
    const auto& kept = windowed.deviceTraces[0];
    BOOST_TEST_REQUIRE(kept.size() == record->keptEvents);
    std::uint64_t allocs = 0;
    for (std::size_t i = 0; i < kept.size(); ++i) {
        BOOST_TEST((kept[i].action == trace[first + i].action));
        BOOST_TEST(kept[i].address == trace[first + i].address);
        allocs += kept[i].action == TraceAction::Alloc ? 1 : 0;
    }

    const auto replayed = SnapshotReplayer::replayRecorded(windowed, 0);
    BOOST_TEST_REQUIRE(replayed.ok());
    const SnapshotReplay& r = replayed.value();
    BOOST_TEST(r.allocParity.total == allocs);
    BOOST_TEST(r.allocParity.matched == allocs);
    BOOST_TEST(r.segmentParity.complete());
    BOOST_TEST(!r.firstMismatch.has_value(), (r.firstMismatch ? describeMismatch(*r.firstMismatch) : ""));
    BOOST_TEST(r.startState.inconsistentEvents == 0u, r.startState.firstInconsistency);
    BOOST_TEST(r.startState.checkInvariants() == "");
    BOOST_TEST(r.unmatchedEvents == 0u);
    // The window starts where the whole replay stood before its first event, and ends where it stood after
    // its last: the windowed snapshot's segments are that end state.
    checkSameState(r.trace.stateAt(r.startEventCount), wholeStateBefore(all.replay, first));
    checkSameState(r.trace.stateAt(r.trace.size()), wholeStateBefore(all.replay, end));
    checkFinalStateMatches(r, windowed);
    return *record;
}

} // namespace

BOOST_AUTO_TEST_SUITE(trace_window)

BOOST_AUTO_TEST_CASE(the_last_events_replay_at_full_parity)
{
    for (const char* name : kAllFixtures) {
        const std::uint64_t total = whole(name).snapshot.deviceTraces[0].size();
        for (const std::uint64_t last : {std::uint64_t{1}, std::uint64_t{1000}, total / 2, total - 1}) {
            BOOST_TEST_CONTEXT(name << ", last " << last)
            {
                TraceWindow window;
                window.lastEvents = last;
                const TraceWindowRecord record = checkWindow(name, loadWindow(name, window));
                BOOST_TEST(record.keptEvents == last);
                BOOST_TEST(record.before.count == total - last);
                BOOST_TEST(record.after.count == 0u);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(a_time_range_in_the_middle_replays_at_full_parity)
{
    for (const char* name : kTimedFixtures) {
        const auto& trace = whole(name).snapshot.deviceTraces[0];
        const std::size_t n = trace.size();
        for (const auto& [from, to] :
             {std::pair{n / 3, 2 * n / 3}, std::pair{n / 10, n / 2}, std::pair{n / 2, n - n / 10}}) {
            BOOST_TEST_CONTEXT(name << ", events " << from << " to " << to)
            {
                TraceWindow window;
                window.fromUs = trace[from].timeUs;
                window.toUs = trace[to].timeUs;
                const MemorySnapshot windowed = loadWindow(name, window);
                const TraceWindowRecord record = checkWindow(name, windowed);
                BOOST_TEST(record.keptEvents > 0u);
                BOOST_TEST_REQUIRE(record.before.count > 0u);
                BOOST_TEST_REQUIRE(record.after.count > 0u);
                // Every kept event lies in the range; the left-out ones name their times.
                for (const SnapshotTraceEvent& event : windowed.deviceTraces[0]) {
                    BOOST_TEST(event.timeUs >= *window.fromUs);
                    BOOST_TEST(event.timeUs <= *window.toUs);
                }
                BOOST_TEST(*record.before.firstUs == trace.front().timeUs);
                BOOST_TEST(*record.before.lastUs == trace[record.firstKept - 1].timeUs);
                BOOST_TEST(*record.after.lastUs == trace.back().timeUs);
                BOOST_TEST(*record.before.lastUs < *window.fromUs);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(a_time_range_counted_from_the_first_event_keeps_the_same_events)
{
    // The window's own dialog asks for seconds after the recording began, not time_us's epoch: the same
    // range either way keeps the same events.
    for (const char* name : kTimedFixtures) {
        BOOST_TEST_CONTEXT(name)
        {
            const auto& trace = whole(name).snapshot.deviceTraces[0];
            const std::size_t n = trace.size();
            TraceWindow absolute;
            absolute.fromUs = trace[n / 4].timeUs;
            absolute.toUs = trace[3 * n / 4].timeUs;
            TraceWindow relative;
            relative.fromFirstEvent = true;
            relative.fromUs = *absolute.fromUs - trace.front().timeUs;
            relative.toUs = *absolute.toUs - trace.front().timeUs;
            const TraceWindowRecord a = checkWindow(name, loadWindow(name, absolute));
            const TraceWindowRecord r = checkWindow(name, loadWindow(name, relative));
            BOOST_TEST(r.firstKept == a.firstKept);
            BOOST_TEST(r.keptEvents == a.keptEvents);
            BOOST_TEST(r.keptEvents > 0u);
            BOOST_TEST(r.before.count > 0u);
        }
    }
}

BOOST_AUTO_TEST_CASE(the_last_events_of_a_time_range)
{
    const char* name = "ctx128-forward.pickle";
    const auto& trace = whole(name).snapshot.deviceTraces[0];
    TraceWindow window;
    window.toUs = trace[trace.size() / 2].timeUs;
    window.lastEvents = 300;
    const TraceWindowRecord record = checkWindow(name, loadWindow(name, window));
    BOOST_TEST(record.keptEvents == 300u);
    BOOST_TEST(record.after.count > 0u);
}

BOOST_AUTO_TEST_CASE(empty_and_oversized_windows_behave)
{
    for (const char* name : kTimedFixtures) {
        BOOST_TEST_CONTEXT(name)
        {
            const auto& trace = whole(name).snapshot.deviceTraces[0];
            const std::uint64_t total = trace.size();
            {
                TraceWindow none; // no events: the dump's own state, nothing to replay
                none.lastEvents = 0;
                const TraceWindowRecord record = checkWindow(name, loadWindow(name, none));
                BOOST_TEST(record.keptEvents == 0u);
                BOOST_TEST(record.before.count == total);
            }
            {
                TraceWindow more; // more than there are: the whole trace
                more.lastEvents = total * 10;
                const TraceWindowRecord record = checkWindow(name, loadWindow(name, more));
                BOOST_TEST(record.keptEvents == total);
                BOOST_TEST(record.leftOut() == 0u);
            }
            {
                TraceWindow afterAll; // a range after the last event: empty, at the dump's state
                afterAll.fromUs = trace.back().timeUs + 1;
                const TraceWindowRecord record = checkWindow(name, loadWindow(name, afterAll));
                BOOST_TEST(record.keptEvents == 0u);
                BOOST_TEST(record.before.count == total);
            }
            {
                TraceWindow beforeAll; // a range before the first event: empty, at the trace's start state
                beforeAll.toUs = trace.front().timeUs - 1;
                const MemorySnapshot windowed = loadWindow(name, beforeAll);
                const TraceWindowRecord record = checkWindow(name, windowed);
                BOOST_TEST(record.keptEvents == 0u);
                BOOST_TEST(record.after.count == total);
                std::uint64_t reserved = 0;
                for (const SnapshotSegment& segment : windowed.segments)
                    reserved += segment.totalSize;
                BOOST_TEST(reserved == whole(name).replay.startState.reservedBytes());
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(a_time_range_is_refused_where_the_file_has_no_time)
{
    LoadControl control;
    control.window.fromUs = 0;
    const auto loaded = loadMemorySnapshot(fixturePath("old-format-no-settings.pickle"), control);
    BOOST_TEST_REQUIRE(!loaded.ok());
    BOOST_TEST((loaded.error().kind == LoadErrorKind::BadWindow));
    BOOST_TEST(loaded.error().message.find("no time_us") != std::string::npos, loaded.error().message);
    BOOST_TEST(loaded.error().message.find("last N events") != std::string::npos, loaded.error().message);
}

BOOST_AUTO_TEST_CASE(a_range_that_ends_before_it_starts_is_refused)
{
    TraceWindow window;
    window.fromUs = 10;
    window.toUs = 5;
    const auto range = TraceWindowCutter(window).rangeOf({});
    BOOST_TEST_REQUIRE(!range.ok());
    BOOST_TEST(range.error().message.find("ends (5 us) before it starts (10 us)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_window_never_ends_inside_an_allocator_call)
{
    // A segment_alloc belongs to the alloc after it: a range ending between them ends before both.
    TraceEvents trace(4);
    const TraceAction actions[] = {TraceAction::Alloc, TraceAction::SegmentAlloc, TraceAction::Alloc,
                                   TraceAction::FreeRequested};
    for (std::size_t i = 0; i < trace.size(); ++i) {
        trace[i].action = actions[i];
        trace[i].timeUs = static_cast<std::int64_t>(10 * (i + 1));
        trace[i].hasTime = true;
    }
    TraceWindow window;
    window.toUs = 20; // the alloc and the segment_alloc
    const auto range = TraceWindowCutter(window).rangeOf(trace);
    BOOST_TEST_REQUIRE(range.ok());
    BOOST_TEST(range.value().first == 0u);
    BOOST_TEST(range.value().end == 1u);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(trace_window_sweep)

// Windows starting and ending all along the trace, at the boundaries the call structure makes awkward too
// (right after a segment_alloc, between a free's two halves): every one replays at full parity.
BOOST_AUTO_TEST_CASE(windows_all_along_the_trace_replay_at_full_parity)
{
    for (const char* name : kTimedFixtures) {
        const auto& trace = whole(name).snapshot.deviceTraces[0];
        std::vector<std::size_t> cuts;
        for (std::size_t i = 1; i < trace.size(); i += 97)
            cuts.push_back(i);
        for (std::size_t i = 1, found = 0; i < trace.size() && found < 8; ++i)
            if (trace[i - 1].action == TraceAction::SegmentAlloc ||
                (trace[i - 1].action == TraceAction::FreeRequested &&
                 trace[i].action == TraceAction::FreeCompleted)) {
                cuts.push_back(i);
                ++found;
            }
        for (const std::size_t cut : cuts) {
            BOOST_TEST_CONTEXT(name << ", cut at event " << cut)
            {
                TraceWindow last;
                last.lastEvents = trace.size() - cut;
                checkWindow(name, loadWindow(name, last));
                TraceWindow upTo;
                upTo.toUs = trace[cut].timeUs;
                upTo.lastEvents = 500;
                checkWindow(name, loadWindow(name, upTo));
            }
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
