// The engineer's questions on a multi-GPU snapshot that ran out of memory (EngineerSnapshot): the file reads
// back as written, GPU 1 replays exactly, and the out-of-memory report, the pools, search and the largest
// allocations answer from what was recorded. GML_WRITE_ENGINEER_SNAPSHOT=path keeps the file (for looking at
// it in the application).
#include "EngineerSnapshot.h"
#include "SnapshotPickleWriter.h"
#include "SnapshotTwins.h"
#include "run/LargestAllocations.h"
#include "snapshot/OutOfMemoryReport.h"
#include "snapshot/PrivatePools.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotReplayer.h"
#include "snapshot/SnapshotSearch.h"
#include "snapshot/StackFrameKind.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>

using namespace gml;
using namespace gml::test;

namespace {

MemorySnapshot readBack(const EngineerSnapshot& made)
{
    const std::string bytes = SnapshotPickleWriter::write(made.snapshot);
    if (const char* keep = std::getenv("GML_WRITE_ENGINEER_SNAPSHOT"))
        std::ofstream(keep, std::ios::binary) << bytes;
    return requireLoaded(loadMemorySnapshotFromBytes(bytes));
}

} // namespace

BOOST_AUTO_TEST_SUITE(engineer_snapshot)

BOOST_AUTO_TEST_CASE(reads_back_and_replays_every_gpu_exactly)
{
    const EngineerSnapshot made = EngineerSnapshot::build();
    const MemorySnapshot snapshot = readBack(made);
    // Read back as written (frame and text ids follow the file's order, so the texts are compared).
    BOOST_TEST(snapshot.devices() == (std::vector<int>{0, 1, 2}));
    BOOST_TEST(snapshot.segments.size() == made.snapshot.segments.size());
    for (std::size_t d = 0; d < 3; ++d)
        BOOST_TEST(snapshot.deviceTraces[d].size() == made.snapshot.deviceTraces[d].size());
    const auto stackText = [](const MemorySnapshot& s, std::uint32_t stack) {
        std::string text;
        for (const std::uint32_t frame : s.frames.stack(stack))
            text += std::string(s.text(s.frames.frame(frame).filename)) + ":" +
                    std::to_string(s.frames.frame(frame).line) + " " + std::string(s.text(s.frames.frame(frame).name)) + "\n";
        return text;
    };
    BOOST_TEST(stackText(snapshot, snapshot.deviceTraces[1][made.oomEvent].frames) ==
               stackText(made.snapshot, made.snapshot.deviceTraces[1][made.oomEvent].frames));
    BOOST_TEST(snapshot.externalAnnotations.size() == 2u);
    BOOST_TEST(snapshot.allocatorSettings.has_value());
    for (const int device : {0, 1, 2}) {
        const auto replay = SnapshotReplayer::replayRecorded(snapshot, device);
        BOOST_TEST_REQUIRE(replay.ok());
        BOOST_TEST(replay.value().allocParity.complete());
        BOOST_TEST(replay.value().segmentParity.complete());
    }
}

BOOST_AUTO_TEST_CASE(the_out_of_memory_report_uses_what_was_recorded)
{
    const EngineerSnapshot made = EngineerSnapshot::build();
    const MemorySnapshot snapshot = readBack(made);
    const auto replay = SnapshotReplayer::replayRecorded(snapshot, 1);
    BOOST_TEST_REQUIRE(replay.ok());
    const SnapshotReplay& r = replay.value();
    BOOST_TEST((r.capacity.source == DeviceCapacitySource::InferredFromRangeSpacing));
    const auto reports = reportOutOfMemory(snapshot, r);
    BOOST_TEST_REQUIRE(reports.size() == 1u);
    const OutOfMemoryReport& report = reports.front();
    BOOST_TEST(report.device == 1);
    BOOST_TEST(report.recordedEvent == made.oomEvent);
    BOOST_TEST(report.deviceFreeBytes == snapshot.deviceTraces[1][made.oomEvent].address);
    BOOST_TEST(report.requestedBytes >= EngineerSnapshot::kFailedRequest);
    BOOST_TEST(report.reservedBytes >= report.allocatedBytes);
    BOOST_TEST(report.expandableSegments);
    // What the driver said was free, what PyTorch reserved and the other process's 600 MiB make the GPU: the
    // inferred size lies within a few pages of the true one.
    BOOST_TEST_REQUIRE(report.outsidePyTorchBytes.has_value());
    const std::uint64_t outside = *report.outsidePyTorchBytes;
    BOOST_TEST(outside + 64 * kMiB >= EngineerSnapshot::kOutsideBytes);
    BOOST_TEST(outside <= EngineerSnapshot::kOutsideBytes + 64 * kMiB);
    // Never advice the run already follows.
    BOOST_TEST((std::find(report.advice.begin(), report.advice.end(), OutOfMemoryAdvice::EnableExpandableSegments)
                == report.advice.end()));
}

BOOST_AUTO_TEST_CASE(pools_search_and_the_largest_allocations)
{
    const EngineerSnapshot made = EngineerSnapshot::build();
    const MemorySnapshot snapshot = readBack(made);
    const auto pools = privatePoolsOf(snapshot, 0);
    BOOST_TEST_REQUIRE(pools.size() == 2u);
    BOOST_TEST(pools[0].id[0] == 1);
    BOOST_TEST(pools[1].id[0] == 2);
    BOOST_TEST(pools[0].allocatedBytes >= 300 * kMiB);
    BOOST_TEST(privatePoolsOf(snapshot, 1).empty());

    const auto replay = SnapshotReplayer::replayRecorded(snapshot, 1);
    BOOST_TEST_REQUIRE(replay.ok());
    const SnapshotReplay& r = replay.value();
    // An address in the middle of GPU 1's largest live block finds the allocation that made it.
    const auto query = SnapshotQuery::parse("0x" + [&] {
        char hex[32];
        std::snprintf(hex, sizeof hex, "%llx", static_cast<unsigned long long>(made.liveAddressOnDevice1 + 12345));
        return std::string(hex);
    }());
    BOOST_TEST_REQUIRE(query.has_value());
    BOOST_TEST((query->kind == SnapshotQuery::Kind::Address));
    const auto found = searchSnapshot(snapshot, r, *query);
    BOOST_TEST_REQUIRE(!found.empty());
    BOOST_TEST(found.back().address == made.liveAddressOnDevice1);
    BOOST_TEST((r.trace[found.back().traceIndex].kind == EventKind::Alloc));
    // Frame text finds vLLM's cache, and its stack shows the package's frame and the user's before torch's.
    const auto kv = searchSnapshot(snapshot, r, *SnapshotQuery::parse("_allocate_kv_cache"));
    BOOST_TEST_REQUIRE(kv.size() == 1u);
    const auto shown = shownFramesOf(snapshot, kv.front().stack);
    BOOST_TEST_REQUIRE(shown.size() == 3u);
    BOOST_TEST(snapshot.text(snapshot.frames.frame(shown.front()).name) == "_allocate_kv_cache");

    const auto top = largestLiveAllocations(snapshot, r, allocatedPeakIndex(r), 5);
    BOOST_TEST_REQUIRE(top.size() == 5u);
    BOOST_TEST(top.front().bytes >= 3 * EngineerSnapshot::kGiB);
    BOOST_TEST((top.front().category == MemoryCategory::InferenceCache), memoryCategoryName(top.front().category));
    BOOST_TEST(std::is_sorted(top.begin(), top.end(), [](const auto& a, const auto& b) { return a.bytes > b.bytes; }));
}

BOOST_AUTO_TEST_SUITE_END()
