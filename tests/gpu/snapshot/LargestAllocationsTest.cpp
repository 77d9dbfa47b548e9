// The largest allocations alive at the allocated peak (and at any event), each with the event that made it,
// its stack and its guessed category; and the peak of a snapshot without a trace being the dump's own.
#include "PickleTestSupport.h"
#include "ReplayTestSupport.h"
#include "device/SimulatedDevice.h"
#include "run/LargestAllocations.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotReplayer.h"
#include "snapshot/SnapshotSummary.h"

#include <boost/test/unit_test.hpp>

using namespace gml;
using namespace gml::test;

BOOST_TEST_DONT_PRINT_LOG_VALUE(gml::MemoryCategory)

BOOST_AUTO_TEST_SUITE(largest_allocations)

BOOST_AUTO_TEST_CASE(the_largest_live_allocations_at_the_peak_come_largest_first_with_their_stacks)
{
    SimulatedDevice device("test GPU", 1ULL << 30);
    CachingAllocator allocator(device);
    const std::uint64_t small = allocator.allocate(1000, 0).value();
    const std::uint64_t big = allocator.allocate(30 * kMiB, 0).value();
    const std::uint64_t middle = allocator.allocate(12 * kMiB, 0).value();
    const std::uint64_t passing = allocator.allocate(25 * kMiB, 0).value(); // the peak: all four alive
    BOOST_TEST(allocator.free(passing).ok());
    allocator.allocate(2 * kMiB, 0).value();
    MemorySnapshot snapshot = recordSnapshot(allocator);
    snapshot.strings.intern("");
    const std::uint32_t stack = snapshot.frames.addStack(std::vector<std::uint32_t>{snapshot.frames.addFrame(
        SnapshotFrame{snapshot.strings.intern("/home/me/train.py"), snapshot.strings.intern("main"), 5})});
    for (SnapshotTraceEvent& event : snapshot.deviceTraces[0])
        if (event.action == TraceAction::Alloc)
            event.frames = stack;
    const SnapshotReplay replay = SnapshotReplayer::replayRecorded(snapshot, 0).value();

    const std::size_t peak = allocatedPeakIndex(replay);
    const AllocatorEvent peakEvent = replay.trace[peak];
    BOOST_TEST((peakEvent.kind == EventKind::Alloc));
    BOOST_TEST(peakEvent.address == passing);
    BOOST_TEST(static_cast<std::uint64_t>(replay.trace.stateAt(peak + 1).stats.allocatedBytes.all().current) ==
               replay.figures.peakAllocatedBytes);

    const std::vector<LiveAllocation> top = largestLiveAllocations(snapshot, replay, peak, 3);
    BOOST_TEST_REQUIRE(top.size() == 3u);
    BOOST_TEST(top[0].address == big);
    BOOST_TEST(top[0].bytes == 30 * kMiB);
    BOOST_TEST(top[1].address == passing);
    BOOST_TEST(top[2].address == middle);
    for (const LiveAllocation& allocation : top) {
        BOOST_TEST(allocation.stack == stack);
        const AllocatorEvent made = replay.trace[allocation.allocTraceIndex];
        BOOST_TEST((made.kind == EventKind::Alloc));
        BOOST_TEST(made.address == allocation.address);
        BOOST_TEST(allocation.category == MemoryCategory::Unknown);
        BOOST_TEST(!allocation.categoryGuessedFromTrace);
    }
    // At the end the passing tensor is gone (the 2 MiB one took the front of its cached block); asking for
    // more than there are gives all of them.
    const std::vector<LiveAllocation> atEnd = largestLiveAllocations(snapshot, replay, replay.trace.size() - 1, 10);
    BOOST_TEST_REQUIRE(atEnd.size() == 4u);
    BOOST_TEST(atEnd.back().address == small);
    BOOST_TEST(atEnd[2].bytes == 2 * kMiB);
    BOOST_TEST(atEnd[2].allocTraceIndex > peak);
}

BOOST_AUTO_TEST_CASE(on_a_real_trace_the_largest_at_peak_add_up_below_the_peak)
{
    const auto loaded = loadMemorySnapshot(fixturePath("old-format-no-settings.pickle"));
    BOOST_TEST_REQUIRE(loaded.ok());
    const MemorySnapshot& snapshot = loaded.value();
    const SnapshotReplay replay = SnapshotReplayer::replayRecorded(snapshot, 0).value();
    const std::size_t peak = allocatedPeakIndex(replay);
    BOOST_TEST(peak >= replay.startEventCount);
    const std::vector<LiveAllocation> top = largestLiveAllocations(snapshot, replay, peak, 20);
    BOOST_TEST_REQUIRE(top.size() == 20u);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < top.size(); ++i) {
        total += top[i].bytes;
        if (i > 0)
            BOOST_TEST(top[i - 1].bytes >= top[i].bytes);
        BOOST_TEST(top[i].requestedBytes <= top[i].bytes);
    }
    BOOST_TEST(total <= replay.figures.peakAllocatedBytes);
}

// A file without a trace: the replay only rebuilds the dump, and its peak is the dump's allocated memory, not
// the moment adoption carved out every block, free ones included.
BOOST_AUTO_TEST_CASE(a_snapshot_without_a_trace_peaks_at_its_dump)
{
    for (const char* fixture : {"tiny-no-trace.pickle", "many-segments-one-event.pickle"}) {
        BOOST_TEST_CONTEXT(fixture)
        {
            const auto loaded = loadMemorySnapshot(fixturePath(fixture));
            BOOST_TEST_REQUIRE(loaded.ok());
            const MemorySnapshot& snapshot = loaded.value();
            const SnapshotReplay replay = SnapshotReplayer::replayRecorded(snapshot, 0).value();
            const SnapshotSummary summary = summarizeSnapshot(snapshot, 0);
            BOOST_TEST(replay.figures.peakAllocatedBytes == summary.total.allocatedBytes);
            BOOST_TEST(replay.figures.peakReservedBytes == summary.total.reservedBytes);
            const std::size_t peak = allocatedPeakIndex(replay);
            BOOST_TEST(peak + 1 >= replay.startEventCount);
            BOOST_TEST(static_cast<std::uint64_t>(replay.trace.stateAt(peak + 1).stats.allocatedBytes.all().current) ==
                       summary.total.allocatedBytes);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
