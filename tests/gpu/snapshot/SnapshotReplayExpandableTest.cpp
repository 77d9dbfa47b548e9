// Replaying expandable segments without being told the device's memory size: the size is inferred from how
// far apart the recorded ranges start, given by the user, or guessed; whichever it is, no recorded range
// moves. Each trace is made by our CachingAllocator following PyTorch's rules, on devices that share one
// address space as a process's GPUs do.
#include "ReplayTestSupport.h"
#include "SharedAddressSpaceDevice.h"
#include "allocator/ExpandableSegment.h"
#include "snapshot/DeviceCapacityInference.h"
#include "snapshot/RecordedExpandableRanges.h"
#include "snapshot/SnapshotReplayer.h"
#include "snapshot/TraceWindowCutter.h"

#include <boost/test/unit_test.hpp>
#include <algorithm>
#include <memory>
#include <random>
#include <string>

using namespace gml;
using namespace gml::test;

namespace {

constexpr std::uint64_t kGiB = 1024 * kMiB;

AllocatorConfig expandable()
{
    return AllocatorConfig::parse("expandable_segments:True").value();
}

std::uint64_t allocate(CachingAllocator& allocator, std::uint64_t bytes, StreamId stream = 0)
{
    const auto address = allocator.allocate(bytes, stream);
    BOOST_TEST_REQUIRE(address.ok());
    return address.value();
}

// A stream's work in both pools; the pool it touches first gets its range first. Something stays live in
// each range, so that no range is unmapped whole and given back.
void useBothPools(CachingAllocator& allocator, StreamId stream, bool largeFirst)
{
    const std::uint64_t first =
        largeFirst ? allocate(allocator, 30 * kMiB, stream) : allocate(allocator, 1000, stream);
    allocate(allocator, largeFirst ? 1000 : 30 * kMiB, stream);
    const std::uint64_t medium = allocate(allocator, 5 * kMiB, stream);
    const std::uint64_t small = allocate(allocator, 200 * 1024, stream);
    BOOST_TEST(allocator.free(first).ok());
    allocate(allocator, 45 * kMiB, stream);
    allocate(allocator, 700 * 1024, stream);
    BOOST_TEST(allocator.free(medium).ok());
    BOOST_TEST(allocator.free(small).ok());
}

// The snapshot of a process with one allocator per GPU: trace i and the segments of device i from allocator
// i.
std::size_t countActions(const MemorySnapshot& snapshot, int device, TraceAction action)
{
    std::size_t count = 0;
    for (const SnapshotTraceEvent& event : snapshot.deviceTraces[static_cast<std::size_t>(device)])
        count += event.action == action ? 1 : 0;
    return count;
}

SnapshotReplay replayWithFullParity(const MemorySnapshot& snapshot, int device, std::uint64_t givenBytes = 0)
{
    const auto replay = SnapshotReplayer::replayRecorded(snapshot, device, {}, givenBytes);
    BOOST_TEST_REQUIRE(replay.ok());
    const SnapshotReplay& r = replay.value();
    BOOST_TEST(r.allocParity.total == countActions(snapshot, device, TraceAction::Alloc));
    BOOST_TEST(r.allocParity.total > 0u);
    BOOST_TEST(r.allocParity.complete(), r.allocParity.matched << " of " << r.allocParity.total);
    BOOST_TEST(r.segmentParity.total == countActions(snapshot, device, TraceAction::SegmentMap) +
                                            countActions(snapshot, device, TraceAction::SegmentAlloc));
    BOOST_TEST(r.segmentParity.complete());
    BOOST_TEST(!r.firstMismatch.has_value(), (r.firstMismatch ? describeMismatch(*r.firstMismatch) : ""));
    checkFinalStateMatches(r, snapshot);
    return replay.value();
}

// The capacity was inferred, the true size lies in its span, and the span's sizes reserve what was measured.
void checkInferred(const DeviceCapacity& capacity, std::uint64_t trueBytes)
{
    BOOST_TEST((capacity.source == DeviceCapacitySource::InferredFromRangeSpacing));
    BOOST_TEST(capacity.lowestBytes <= trueBytes);
    BOOST_TEST(trueBytes <= capacity.highestBytes);
    BOOST_TEST(capacity.bytes == capacity.lowestBytes);
    // Every size of the span reserves at most the spacing, and less only by what the next range's
    // alignment may have skipped (its address's largest power of two; back to back here, or 32 MiB).
    for (const std::uint64_t bytes : {trueBytes, capacity.lowestBytes, capacity.highestBytes}) {
        const std::uint64_t reserved = ExpandableSegment::reservationBytes(bytes, capacity.pageBytes);
        BOOST_TEST(reserved <= capacity.spacingBytes);
        BOOST_TEST(capacity.spacingBytes - reserved < std::max(capacity.pageBytes, 32 * kMiB));
    }
}

// 500 random allocations and frees in both pools on two streams, with an empty_cache every 125 (it unmaps
// the free pages between live blocks, leaving ranges with holes).
void runMixedExpandableWork(CachingAllocator& allocator)
{
    std::mt19937 random(7);
    std::vector<std::uint64_t> live;
    for (int op = 0; op < 500; ++op) {
        if (op % 125 == 124)
            allocator.emptyCache();
        const StreamId stream = random() % 2;
        if (!live.empty() && random() % 5 < 2) {
            const std::size_t victim = random() % live.size();
            BOOST_TEST(allocator.free(live[victim]).ok());
            live.erase(live.begin() + static_cast<std::ptrdiff_t>(victim));
            continue;
        }
        const std::uint64_t bytes = random() % 3 == 0 ? (random() % 60 + 1) * kMiB : random() % 900000 + 1;
        live.push_back(allocate(allocator, bytes, stream));
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(snapshot_replay_expandable)

BOOST_AUTO_TEST_CASE(the_inverse_of_the_reservation_size_is_exact)
{
    // ExpandableSegment's constructor reserves numSegments(total + total / 8) pages. Every total maps into
    // the span inverted from its own reservation, and the span's neighbours reserve something else.
    for (const std::uint64_t page : {std::uint64_t{7}, std::uint64_t{64}}) {
        for (std::uint64_t total = 1; total < 3000; ++total) {
            const std::uint64_t reserved = ExpandableSegment::reservationBytes(total, page);
            const auto span = DeviceCapacityInference::capacitiesReserving(reserved, page);
            BOOST_TEST_REQUIRE(span.has_value());
            BOOST_TEST(span->lowest <= total);
            BOOST_TEST(total <= span->highest);
            BOOST_TEST(ExpandableSegment::reservationBytes(span->lowest - 1, page) < reserved);
            BOOST_TEST(ExpandableSegment::reservationBytes(span->highest + 1, page) > reserved);
        }
    }
    // An 80 GiB device: 90 GiB of 20 MiB pages in the large pool (4608 pages).
    const auto span = DeviceCapacityInference::capacitiesReserving(90 * kGiB, 20 * kMiB);
    BOOST_TEST_REQUIRE(span.has_value());
    BOOST_TEST(span->lowest <= 80 * kGiB);
    BOOST_TEST(80 * kGiB <= span->highest);
    // Not a whole number of pages: no reservation is that large.
    BOOST_TEST(!DeviceCapacityInference::capacitiesReserving(90 * kGiB + 2 * kMiB, 20 * kMiB).has_value());
    BOOST_TEST(!DeviceCapacityInference::capacitiesReserving(0, 20 * kMiB).has_value());
}

BOOST_AUTO_TEST_CASE(three_ranges_per_pool_on_one_device_imply_its_size)
{
    // DeviceCachingAllocator::try_allocate_expandable_block grows only ranges of the request's stream, so
    // three streams reserve three ranges per pool, each as ExpandableSegment's constructor sizes it. A
    // device's totalGlobalMem is seldom round.
    constexpr std::uint64_t total = 7 * kGiB + 123 * kMiB + 4567;
    SharedAddressSpaceDevice::Space space;
    SharedAddressSpaceDevice device(space, "test GPU", total);
    CachingAllocator allocator(device, expandable());
    useBothPools(allocator, 0, true);
    useBothPools(allocator, 1, false);
    useBothPools(allocator, 2, true);
    const MemorySnapshot snapshot = recordDevices({&allocator});
    BOOST_TEST(countActions(snapshot, 0, TraceAction::SegmentMap) >= 6u);

    const SnapshotReplay r = replayWithFullParity(snapshot, 0);
    checkInferred(r.capacity, total);
    BOOST_TEST(r.capacity.recordedRanges == 6u);
    BOOST_TEST(r.deviceBytes == r.capacity.bytes);
    // Both pools were measured: the small pool's 2 MiB pages narrow the span to less than two pages (the
    // next range's alignment leaves one page of doubt where the driver may have skipped addresses).
    BOOST_TEST(r.capacity.pageBytes == 2 * kMiB);
    BOOST_TEST(r.capacity.highestBytes - r.capacity.lowestBytes < 4 * kMiB);
}

BOOST_AUTO_TEST_CASE(ranges_on_several_devices_each_imply_their_own_size)
{
    // Three GPUs of one process (different sizes, to tell them apart) reserve from one address space, their
    // ranges interleaved: device 1's large range lies between device 0's two ranges.
    const std::uint64_t totals[] = {16 * kGiB + 7 * kMiB, 24 * kGiB + 3 * kMiB + 512, 11 * kGiB + 999 * 1024};
    SharedAddressSpaceDevice::Space space;
    std::vector<std::unique_ptr<SharedAddressSpaceDevice>> devices;
    std::vector<std::unique_ptr<CachingAllocator>> allocators;
    for (int i = 0; i < 3; ++i) {
        devices.push_back(
            std::make_unique<SharedAddressSpaceDevice>(space, "GPU " + std::to_string(i), totals[i]));
        allocators.push_back(std::make_unique<CachingAllocator>(*devices.back(), expandable()));
    }
    allocate(*allocators[0], 30 * kMiB);
    allocate(*allocators[1], 30 * kMiB);
    allocate(*allocators[0], 1000);
    allocate(*allocators[2], 12 * kMiB);
    allocate(*allocators[1], 4096);
    allocate(*allocators[2], 512);
    for (int i = 0; i < 3; ++i)
        useBothPools(*allocators[static_cast<std::size_t>(i)], 0, i != 1);
    const MemorySnapshot snapshot =
        recordDevices({allocators[0].get(), allocators[1].get(), allocators[2].get()});

    for (int i = 0; i < 3; ++i) {
        BOOST_TEST_CONTEXT("device " << i)
        {
            const SnapshotReplay r = replayWithFullParity(snapshot, i);
            checkInferred(r.capacity, totals[i]);
            BOOST_TEST(r.capacity.recordedRanges == 2u);
        }
    }
}

BOOST_AUTO_TEST_CASE(ranges_reserved_downwards_are_measured_in_address_order)
{
    // A driver may hand reservations out from the top down: the range made first lies highest, and each
    // spacing is the size of the range below it, made later.
    constexpr std::uint64_t total = 40 * kGiB + 5 * kMiB;
    SharedAddressSpaceDevice::Space space{SimulatedDevice::kAllocationBase, true};
    SharedAddressSpaceDevice device(space, "test GPU", total);
    CachingAllocator allocator(device, expandable());
    useBothPools(allocator, 0, true);
    useBothPools(allocator, 1, true);
    const MemorySnapshot snapshot = recordDevices({&allocator});

    const SnapshotReplay r = replayWithFullParity(snapshot, 0);
    checkInferred(r.capacity, total);
    BOOST_TEST(r.capacity.recordedRanges == 4u);
}

BOOST_AUTO_TEST_CASE(a_window_that_opens_after_ranges_exist_replays_them_as_ranges)
{
    // A part of a trace (or a recording started mid-run) begins with expandable ranges already mapped, some
    // with holes that empty_cache unmapped (ExpandableSegment::unmap). They must be taken over as ranges
    // that can still grow (DeviceCachingAllocator::try_allocate_expandable_block maps the lowest unmapped
    // pages of the stream's range), not as fixed segments: every window along the trace replays exactly.
    SharedAddressSpaceDevice::Space space;
    SharedAddressSpaceDevice device(space, "test GPU", 6 * kGiB);
    CachingAllocator allocator(device, expandable());
    runMixedExpandableWork(allocator);
    const MemorySnapshot whole = recordDevices({&allocator});
    BOOST_TEST(countActions(whole, 0, TraceAction::SegmentUnmap) > 0u);
    const std::size_t events = whole.deviceTraces[0].size();
    for (std::size_t last = 25; last < events; last += events / 23) {
        BOOST_TEST_CONTEXT("the last " << last << " of " << events << " events")
        {
            MemorySnapshot part = recordDevices({&allocator});
            TraceWindow window;
            window.lastEvents = last;
            BOOST_TEST_REQUIRE(!TraceWindowCutter(window).apply(part).has_value());
            replayWithFullParity(part, 0);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_ring_buffer_that_dropped_the_oldest_events_replays_its_ranges)
{
    // _record_memory_history(max_entries=N) keeps the newest N events: a long run's trace starts with
    // expandable ranges mapped, holes and all, and the snapshot's segments are the dump's own.
    SharedAddressSpaceDevice::Space space;
    SharedAddressSpaceDevice device(space, "test GPU", 6 * kGiB);
    CachingAllocator allocator(device, expandable());
    runMixedExpandableWork(allocator);
    const std::size_t events = allocator.trace().size();
    for (std::size_t dropped = events / 29; dropped < events; dropped += events / 13) {
        BOOST_TEST_CONTEXT("the oldest " << dropped << " of " << events << " events dropped")
        {
            const MemorySnapshot ring = recordSnapshot(allocator, dropped);
            replayWithFullParity(ring, 0);
        }
    }
}

BOOST_AUTO_TEST_CASE(an_out_of_memory_unmaps_cached_pages_retries_and_then_fails)
{
    // DeviceCachingAllocator::malloc: no cached block fits and mapping more pages fails, so
    // release_cached_blocks unmaps the cached pages (ExpandableSegment::unmap) and the retry maps
    // (ExpandableSegment::map); later a request too large even then records an oom.
    constexpr std::uint64_t total = 1 * kGiB + 37 * kMiB;
    SharedAddressSpaceDevice::Space space;
    SharedAddressSpaceDevice device(space, "small GPU", total);
    CachingAllocator allocator(device, expandable());
    const std::uint64_t tiny = allocate(allocator, 4096); // the small pool's range comes first
    const std::uint64_t a = allocate(allocator, 400 * kMiB);
    allocate(allocator, 400 * kMiB);
    BOOST_TEST(allocator.free(a).ok());               // cached: its pages stay mapped
    allocate(allocator, 600 * kMiB);                  // fits only once a's pages are unmapped
    BOOST_TEST(!allocator.allocate(300 * kMiB).ok()); // 59 MiB left, none of it cached
    BOOST_TEST(allocator.free(tiny).ok());
    allocate(allocator, 2000);
    const MemorySnapshot snapshot = recordDevices({&allocator});
    BOOST_TEST(countActions(snapshot, 0, TraceAction::SegmentUnmap) >= 1u);
    BOOST_TEST(countActions(snapshot, 0, TraceAction::Oom) == 1u);

    const SnapshotReplay r = replayWithFullParity(snapshot, 0);
    checkInferred(r.capacity, total);
    BOOST_TEST(r.figures.numOoms == 1u);
    BOOST_TEST(r.figures.numAllocRetries == allocator.stats().numAllocRetries);
}

BOOST_AUTO_TEST_CASE(an_unmap_of_ten_small_pages_is_not_taken_for_a_large_page)
{
    // release_cached_blocks unmaps each free block's whole pages in one ExpandableSegment::unmap: ten free
    // small-pool pages go as one 20 MiB segment_unmap, the size of a large-pool page. It belongs to the small
    // range it lies in, not to the large range above.
    constexpr std::uint64_t total = 8 * kGiB + 11 * kMiB;
    SharedAddressSpaceDevice::Space space;
    SharedAddressSpaceDevice device(space, "test GPU", total);
    CachingAllocator allocator(device, expandable());
    std::vector<std::uint64_t> small;
    for (int i = 0; i < 24; ++i)
        small.push_back(allocate(allocator, 1 * kMiB)); // two to a 2 MiB page: twelve pages
    allocate(allocator, 30 * kMiB); // the large pool's range, reserved after the small one
    for (std::size_t i = 0; i < 20; ++i)
        BOOST_TEST(allocator.free(small[i]).ok());
    allocator.emptyCache();
    allocate(allocator, 5 * kMiB); // from the large range's cached 10 MiB: nothing new is mapped
    const MemorySnapshot snapshot = recordDevices({&allocator});
    bool tenPages = false;
    for (const SnapshotTraceEvent& event : snapshot.deviceTraces[0])
        tenPages = tenPages || (event.action == TraceAction::SegmentUnmap && event.size == 20 * kMiB);
    BOOST_TEST(tenPages);

    const SnapshotReplay r = replayWithFullParity(snapshot, 0);
    checkInferred(r.capacity, total);
    BOOST_TEST(r.capacity.recordedRanges == 2u);
}

BOOST_AUTO_TEST_CASE(a_capacity_given_by_the_user_is_used_and_reported)
{
    constexpr std::uint64_t total = 8 * kGiB;
    SharedAddressSpaceDevice::Space space;
    SharedAddressSpaceDevice device(space, "test GPU", total);
    CachingAllocator allocator(device, expandable());
    useBothPools(allocator, 0, true);
    useBothPools(allocator, 1, false);
    const MemorySnapshot snapshot = recordDevices({&allocator});

    const SnapshotReplay given = replayWithFullParity(snapshot, 0, total);
    BOOST_TEST((given.capacity.source == DeviceCapacitySource::GivenByUser));
    BOOST_TEST(given.capacity.bytes == total);
    BOOST_TEST(given.deviceBytes == total);

    // A size ten times too large makes ExpandableSegment's reservations overlap the ranges recorded after
    // them. The record wins: each range gets the room the recording shows, and nothing moves.
    const SnapshotReplay tooLarge = replayWithFullParity(snapshot, 0, 80 * kGiB);
    BOOST_TEST((tooLarge.capacity.source == DeviceCapacitySource::GivenByUser));
    BOOST_TEST(tooLarge.capacity.bytes == 80 * kGiB);

    // A what-if run without a size of its own runs on the recorded run's.
    WhatIfOptions options;
    options.config = expandable();
    const SnapshotReplay whatIf = SnapshotReplayer::replayWhatIf(snapshot, 0, options).value();
    checkInferred(whatIf.capacity, total);
}

BOOST_AUTO_TEST_CASE(ranges_the_driver_aligned_still_imply_the_size)
{
    // A real trace recorded on an H200 (PyTorch 2.11, expandable_segments:True; 150109880320 bytes):
    // the large pool's range at 0x302000000, the small pool's next at 0x2a56000000, 28 MiB past the end
    // of the large one's 8053 pages: cuMemAddressReserve started it at the next 32 MiB boundary. The
    // spacing is then no whole number of pages; the reservation is the largest whole number of pages that
    // the next start's alignment allows below it.
    constexpr std::uint64_t total = 150109880320;
    SharedAddressSpaceDevice::Space space;
    space.next = 0x302000000;
    space.alignment = 32 * kMiB;
    SharedAddressSpaceDevice device(space, "NVIDIA H200", total);
    CachingAllocator allocator(device, expandable());
    useBothPools(allocator, 0, true);
    useBothPools(allocator, 1, false);
    const MemorySnapshot snapshot = recordDevices({&allocator});

    const RecordedExpandableRanges ranges(snapshot);
    BOOST_TEST_REQUIRE(ranges.ranges().size() == 4u);
    BOOST_TEST(ranges.ranges()[0].start == 0x302000000u);
    BOOST_TEST(ranges.ranges()[1].start == 0x2a56000000u);
    const SnapshotReplay r = replayWithFullParity(snapshot, 0);
    checkInferred(r.capacity, total);
    BOOST_TEST(r.capacity.highestBytes - r.capacity.lowestBytes < 64 * kMiB);
}

BOOST_AUTO_TEST_CASE(a_single_range_leaves_nothing_to_infer_and_the_guess_moves_nothing)
{
    // Only the large pool on one stream: one range, no spacing. The replay guesses (80 GiB, more than this
    // device has) and says so.
    SharedAddressSpaceDevice::Space space;
    SharedAddressSpaceDevice device(space, "test GPU", 8 * kGiB);
    CachingAllocator allocator(device, expandable());
    const std::uint64_t a = allocate(allocator, 30 * kMiB);
    allocate(allocator, 50 * kMiB);
    BOOST_TEST(allocator.free(a).ok());
    allocate(allocator, 10 * kMiB);
    const MemorySnapshot snapshot = recordDevices({&allocator});

    const SnapshotReplay r = replayWithFullParity(snapshot, 0);
    BOOST_TEST((r.capacity.source == DeviceCapacitySource::GuessedFromPeakReserved));
    BOOST_TEST(r.capacity.bytes == SnapshotReplayer::defaultDeviceBytes(snapshot, 0));
    BOOST_TEST(r.capacity.recordedRanges == 1u);
}

BOOST_AUTO_TEST_CASE(ranges_not_reserved_back_to_back_imply_nothing)
{
    // Two GPUs with one range each, and between the ranges 60 MiB reserved by someone else (another
    // library's cuMemAddressReserve, which no snapshot records), where a plain segment was recorded. The
    // spacing is not one reservation, so it says nothing; the guess (too large) still moves no range.
    constexpr std::uint64_t total = 8 * kGiB;
    SharedAddressSpaceDevice::Space space;
    SharedAddressSpaceDevice first(space, "GPU 0", total);
    SharedAddressSpaceDevice second(space, "GPU 1", total);
    CachingAllocator allocator0(first, expandable());
    CachingAllocator allocator1(second, expandable());
    allocate(allocator0, 30 * kMiB);
    const std::uint64_t gap = space.next;
    space.next += 60 * kMiB;
    allocate(allocator1, 1000);
    allocate(allocator0, 5 * kMiB);
    allocate(allocator1, 3000);
    MemorySnapshot snapshot = recordDevices({&allocator0, &allocator1});
    SnapshotSegment plain;
    plain.address = gap;
    plain.totalSize = plain.allocatedSize = plain.activeSize = plain.requestedSize = 2 * kMiB;
    plain.type = SegmentType::Small;
    plain.blocks = {SnapshotBlock{gap, 2 * kMiB, 2 * kMiB, SnapshotBlockState::ActiveAllocated, 0}};
    snapshot.segments.push_back(plain);

    for (int device = 0; device < 2; ++device) {
        BOOST_TEST_CONTEXT("device " << device)
        {
            const SnapshotReplay r = replayWithFullParity(snapshot, device);
            BOOST_TEST((r.capacity.source == DeviceCapacitySource::GuessedFromPeakReserved));
            BOOST_TEST(r.capacity.bytes == 80 * kGiB);
            BOOST_TEST(r.capacity.recordedRanges == 1u);
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
