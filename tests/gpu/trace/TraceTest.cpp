#include "allocator/CachingAllocator.h"
#include "device/SimulatedDevice.h"
#include "trace/AllocatorTrace.h"
#include "trace/KeyframeTrace.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

#include <random>

using namespace gml;

namespace {

// The generic part on its own: a counter whose events add numbers.
struct Sum
{
    long long total = 0;
    bool apply(int value)
    {
        total += value;
        return true;
    }
};

// A recorded allocator run with many events, shared by the tests below.
struct RecordedRun
{
    SimulatedDevice device{"Test GPU", 16 * GiB};
    CachingAllocator allocator{device, {}, 512};
    std::vector<AllocatorState> after; // state after each call
    std::vector<std::size_t> marks;    // trace size after each call

    explicit RecordedRun(int calls, bool keepStates = true)
    {
        std::mt19937_64 random(7);
        std::vector<std::uint64_t> live;
        after.push_back(allocator.state());
        marks.push_back(0);
        for (int i = 0; i < calls; ++i) {
            if (!live.empty() && random() % 100 < 45) {
                const std::size_t index = random() % live.size();
                allocator.free(live[index]);
                live[index] = live.back();
                live.pop_back();
            } else if (auto address = allocator.allocate(1 + random() % (24 * MiB), static_cast<StreamId>(random() % 2))) {
                live.push_back(address.value());
            }
            if (i % 997 == 0)
                allocator.emptyCache();
            if (keepStates) {
                after.push_back(allocator.state());
                marks.push_back(allocator.trace().size());
            }
        }
    }
};

} // namespace

BOOST_AUTO_TEST_CASE(a_keyframe_trace_gives_the_state_after_any_number_of_events)
{
    KeyframeTrace<int, Sum> trace(10);
    Sum live;
    for (int i = 1; i <= 100; ++i) {
        trace.append(i);
        live.apply(i);
        trace.offerKeyframe([&] { return live; });
    }
    BOOST_TEST(trace.keyframeCount() == 11u);
    for (std::size_t n = 0; n <= 100; ++n)
        BOOST_TEST(trace.stateAt(n).total == static_cast<long long>(n * (n + 1) / 2));
    BOOST_TEST(trace.stateAt(1000).total == 5050); // past the end: the latest state
}

BOOST_AUTO_TEST_CASE(state_at_random_events_equals_running_the_events_before_it)
{
    RecordedRun run(5000);
    const AllocatorTrace& trace = run.allocator.trace();
    BOOST_TEST(trace.keyframeCount() >= 8u);
    // At call boundaries: exactly the engine's own state then.
    std::mt19937_64 random(11);
    for (int i = 0; i < 200; ++i) {
        const std::size_t call = random() % run.marks.size();
        BOOST_TEST((trace.stateAt(run.marks[call]) == run.after[call]), "after call " << call);
    }
    // At any event: the replay of the events before it from the empty state.
    std::vector<std::size_t> positions;
    for (int i = 0; i < 200; ++i)
        positions.push_back(random() % (trace.size() + 1));
    std::sort(positions.begin(), positions.end());
    AllocatorState replayed;
    std::size_t applied = 0;
    for (const std::size_t position : positions) {
        for (; applied < position; ++applied)
            BOOST_REQUIRE(replayed.apply(trace[applied]));
        BOOST_TEST((trace.stateAt(position) == replayed), "at event " << position);
    }
}

// Keyframes keep blocks in a form of their own (AllocatorKeyframe: no addresses, a state byte each), so every
// block state must come back from one as it went in: pending frees (a block used by a second stream) and
// unmapped pages (expandable segments) as well as allocated and cached blocks.
BOOST_AUTO_TEST_CASE(keyframes_give_back_every_block_state)
{
    SimulatedDevice device{"Test GPU", 16 * GiB};
    CachingAllocator allocator{device, AllocatorConfig::parse("expandable_segments:True").value(), 256};
    std::mt19937_64 random(5);
    std::vector<std::uint64_t> live;
    std::vector<std::size_t> marks;
    std::vector<AllocatorState> after;
    bool sawPending = false;
    bool sawUnmapped = false;
    for (int i = 0; i < 4000; ++i) {
        const auto choice = random() % 100;
        if (!live.empty() && choice < 40) {
            const std::size_t index = random() % live.size();
            if (choice < 10)
                BOOST_REQUIRE(allocator.recordStream(live[index], 1 + static_cast<StreamId>(random() % 2)));
            BOOST_REQUIRE(allocator.free(live[index]));
            live[index] = live.back();
            live.pop_back();
        } else if (choice < 43) {
            allocator.synchronizeStream(1 + static_cast<StreamId>(random() % 2));
        } else if (choice < 44) {
            allocator.emptyCache();
        } else if (auto address = allocator.allocate(1 + random() % (30 * MiB))) {
            live.push_back(address.value());
        }
        marks.push_back(allocator.trace().size());
        after.push_back(allocator.state());
        for (const SegmentInfo& segment : after.back().segments)
            for (const BlockInfo& block : segment.blocks) {
                sawPending |= block.state == BlockState::PendingFree;
                sawUnmapped |= block.state == BlockState::Unmapped;
            }
    }
    BOOST_TEST(sawPending);
    BOOST_TEST(sawUnmapped);
    BOOST_TEST(allocator.trace().keyframeCount() >= 4u);
    // At every call's end, so at every keyframe (keyframes are taken between calls): the engine's own state
    // then, and the replay of the events before it from the empty state, which no keyframe takes part in.
    const AllocatorTrace& trace = allocator.trace();
    AllocatorState replayed;
    std::size_t applied = 0;
    for (std::size_t call = 0; call < marks.size(); ++call) {
        for (; applied < marks[call]; ++applied)
            BOOST_REQUIRE(replayed.apply(trace[applied]));
        BOOST_TEST_REQUIRE((replayed == after[call]), "after call " << call);
        BOOST_TEST_REQUIRE((trace.stateAt(marks[call]) == after[call]), "after call " << call);
    }
}

BOOST_AUTO_TEST_CASE(every_event_explains_itself)
{
    RecordedRun run(3000, false);
    const AllocatorTrace& trace = run.allocator.trace();
    for (std::size_t i = 0; i < trace.size(); ++i)
        BOOST_TEST_REQUIRE(!trace.explain(i).empty(), "event " << i << " (" << eventKindName(trace[i].kind) << ")");
}

BOOST_AUTO_TEST_CASE(events_that_do_not_fit_the_state_are_refused)
{
    AllocatorState state;
    AllocatorEvent alloc;
    alloc.kind = EventKind::Alloc;
    alloc.address = 0x1000;
    alloc.size = 512;
    BOOST_TEST(!state.apply(alloc)); // no segment there
    AllocatorEvent segment;
    segment.kind = EventKind::SegmentAlloc;
    segment.address = 0x1000;
    segment.size = 2 * MiB;
    segment.segment = 1;
    segment.pool = PoolKind::Small;
    BOOST_TEST(state.apply(segment));
    BOOST_TEST(!state.apply(segment)); // overlaps
    BOOST_TEST(state.apply(alloc));
    BOOST_TEST(!state.apply(alloc)); // already allocated
    BOOST_TEST(state.segments[0].blocks.size() == 2u);
}

BOOST_AUTO_TEST_CASE(seeking_a_long_trace_replays_only_from_the_nearest_keyframe)
{
    // What keeps a seek short: it starts from a keyframe at most one gap back, the gap being the interval or,
    // for a large state, a few events per block (KeyframeTrace::offerKeyframe). How fast that is, is the
    // benchmark's to say (gml-bench-allocator), not a unit test's: wall-clock limits fail under load and
    // under sanitizers.
    RecordedRun run(60000, false);
    const AllocatorTrace& trace = run.allocator.trace();
    BOOST_TEST(trace.keyframeCount() > 2u);
    std::mt19937_64 random(3);
    for (int i = 0; i < 50; ++i) {
        const std::size_t position = random() % (trace.size() + 1);
        const std::size_t keyframe = trace.keyframePositionFor(position);
        BOOST_TEST(keyframe <= position);
        std::size_t blocks = 0;
        for (const auto& segment : trace.stateAt(keyframe).segments)
            blocks += segment.blocks.size();
        const std::size_t gap =
            std::max(trace.keyframeInterval(), KeyframeTrace<AllocatorEvent, AllocatorState>::kEventsPerBlock * blocks);
        // One call's events can pass the gap before the next keyframe is taken (keyframes sit between calls).
        BOOST_TEST(position - keyframe <= gap + 16, "seek to " << position << " replays from " << keyframe);
        const AllocatorState state = trace.stateAt(position);
        BOOST_TEST((!state.segments.empty() || state.stats.reservedBytes.all().current == 0));
    }
}
