// The out-of-memory report on traces built in code (the real fixtures hold no oom event): an error on the
// second of two GPUs with expandable segments on and memory held outside PyTorch, and one with expandable
// segments off and the cache scattered in split blocks.
#include "ReplayTestSupport.h"
#include "SharedAddressSpaceDevice.h"
#include "SnapshotPickleWriter.h"
#include "TemporaryFolder.h"
#include "cli/CliCommand.h"
#include "device/SimulatedDevice.h"
#include "snapshot/OutOfMemoryReport.h"
#include "snapshot/SnapshotReplayer.h"
#include "util/JsonReader.h"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <sstream>

using namespace gml;
using namespace gml::test;

BOOST_TEST_DONT_PRINT_LOG_VALUE(gml::OutOfMemoryAdvice)
BOOST_TEST_DONT_PRINT_LOG_VALUE(gml::DeviceCapacitySource)

namespace {

constexpr std::uint64_t kGiB = 1024 * kMiB;

std::uint64_t allocate(CachingAllocator& allocator, std::uint64_t bytes)
{
    const auto address = allocator.allocate(bytes, 0);
    BOOST_TEST_REQUIRE(address.ok());
    return address.value();
}

bool advises(const OutOfMemoryReport& report, OutOfMemoryAdvice advice)
{
    return std::find(report.advice.begin(), report.advice.end(), advice) != report.advice.end();
}

// Two GPUs of one process with expandable segments. GPU 1 (1 GiB) has 400 MiB taken outside PyTorch (another
// process, NCCL) and 500 MiB mapped by live tensors when a 300 MiB request fails with 124 MiB free.
struct TwoGpuOutOfMemory
{
    SharedAddressSpaceDevice::Space space;
    SharedAddressSpaceDevice gpu0{space, "GPU 0", 2 * kGiB};
    SharedAddressSpaceDevice gpu1{space, "GPU 1", 1 * kGiB};
    CachingAllocator allocator0{gpu0, AllocatorConfig::parse("expandable_segments:True").value()};
    CachingAllocator allocator1{gpu1, AllocatorConfig::parse("expandable_segments:True").value()};
    std::uint64_t freeAtError = 0;
    MemorySnapshot snapshot;

    TwoGpuOutOfMemory()
    {
        allocate(allocator0, 30 * kMiB);
        BOOST_TEST_REQUIRE(gpu1.allocate(400 * kMiB).ok()); // held outside PyTorch
        allocate(allocator1, 300 * kMiB);
        allocate(allocator1, 200 * kMiB);
        freeAtError = gpu1.freeBytes();
        BOOST_TEST_REQUIRE(!allocator1.allocate(300 * kMiB, 0).ok());
        snapshot = recordDevices({&allocator0, &allocator1});
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(out_of_memory_report)

BOOST_AUTO_TEST_CASE(an_error_on_the_second_gpu_is_explained_with_what_was_recorded)
{
    TwoGpuOutOfMemory run;
    BOOST_TEST(run.freeAtError == 124 * kMiB);
    const auto replay = SnapshotReplayer::replayRecorded(run.snapshot, 1, {}, 1 * kGiB);
    BOOST_TEST_REQUIRE(replay.ok());
    const SnapshotReplay& r = replay.value();
    BOOST_TEST(r.allocParity.complete());
    BOOST_TEST(r.capacity.source == DeviceCapacitySource::GivenByUser);

    const std::vector<OutOfMemoryReport> reports = reportOutOfMemory(run.snapshot, r);
    BOOST_TEST_REQUIRE(reports.size() == 1u);
    const OutOfMemoryReport& report = reports.front();
    BOOST_TEST(report.device == 1);
    BOOST_TEST((run.snapshot.deviceTraces[1][report.recordedEvent].action == TraceAction::Oom));
    BOOST_TEST(report.requestedBytes == 300 * kMiB);
    BOOST_TEST(report.deviceFreeBytes == 124 * kMiB); // as recorded, not from a capacity
    BOOST_TEST(report.allocatedBytes == 500 * kMiB);
    BOOST_TEST(report.reservedBytes == 500 * kMiB);
    BOOST_TEST(report.inactiveSplitBytes == 0u);
    BOOST_TEST(report.freeSegmentBytes == 0u);
    BOOST_TEST_REQUIRE(report.outsidePyTorchBytes.has_value());
    BOOST_TEST(*report.outsidePyTorchBytes == 400 * kMiB); // capacity - reserved - device_free
    BOOST_TEST(report.settingsRecorded);
    BOOST_TEST(report.expandableSegments);
    // Never advice the run already follows; the live tensors left no room, and the memory outside PyTorch
    // would have served the request.
    BOOST_TEST(!advises(report, OutOfMemoryAdvice::EnableExpandableSegments));
    BOOST_TEST_REQUIRE(report.advice.size() == 2u);
    BOOST_TEST(report.advice[0] == OutOfMemoryAdvice::ReduceLiveTensors);
    BOOST_TEST(report.advice[1] == OutOfMemoryAdvice::FreeMemoryOutsidePyTorch);
    // The player's event is the replay's own oom, and its message names the GPU and the recorded free bytes.
    const AllocatorEvent oom = r.trace[report.traceIndex];
    BOOST_TEST_REQUIRE((oom.kind == EventKind::Oom));
    const OutOfMemoryMessage& message = r.trace.outOfMemory(oom.count);
    BOOST_TEST(message.deviceOrdinal == 1);
    BOOST_TEST(message.deviceFree == 124 * kMiB);
    BOOST_TEST(message.text().find("GPU 1 has a total capacity") != std::string::npos, message.text());
    BOOST_TEST(message.text().find("expandable_segments:True") == std::string::npos, message.text());

    // Without the capacity (one range per GPU: nothing to infer it from) the memory outside is unknown.
    const auto guessed = SnapshotReplayer::replayRecorded(run.snapshot, 1);
    BOOST_TEST_REQUIRE(guessed.ok());
    BOOST_TEST(guessed.value().capacity.source == DeviceCapacitySource::GuessedFromPeakReserved);
    const auto unknown = reportOutOfMemory(run.snapshot, guessed.value());
    BOOST_TEST_REQUIRE(unknown.size() == 1u);
    BOOST_TEST(!unknown.front().outsidePyTorchBytes.has_value());
    BOOST_TEST(unknown.front().deviceFreeBytes == 124 * kMiB);
    BOOST_TEST(!advises(unknown.front(), OutOfMemoryAdvice::FreeMemoryOutsidePyTorch));
    // GPU 0 had no error.
    BOOST_TEST(reportOutOfMemory(run.snapshot, SnapshotReplayer::replayRecorded(run.snapshot, 0).value()).empty());
}

BOOST_AUTO_TEST_CASE(a_scattered_cache_without_expandable_segments_is_advised_to_use_them)
{
    // Five 20 MiB segments fill a 100 MiB GPU, each with three 6 MiB tensors; the first two of each are
    // freed, leaving 14 MiB free in every segment but in two pieces (12 MiB and the 2 MiB tail). A 14 MiB
    // tensor fits in none of them, and no segment is wholly free to release.
    SimulatedDevice device("small GPU", 100 * kMiB);
    CachingAllocator allocator(device);
    std::vector<std::uint64_t> freed;
    for (int segment = 0; segment < 5; ++segment) {
        freed.push_back(allocate(allocator, 6 * kMiB));
        freed.push_back(allocate(allocator, 6 * kMiB));
        allocate(allocator, 6 * kMiB);
    }
    for (const std::uint64_t address : freed)
        BOOST_TEST(allocator.free(address).ok());
    BOOST_TEST_REQUIRE(!allocator.allocate(14 * kMiB, 0).ok());
    const MemorySnapshot snapshot = recordSnapshot(allocator);

    const SnapshotReplay r = SnapshotReplayer::replayRecorded(snapshot, 0).value();
    const std::vector<OutOfMemoryReport> reports = reportOutOfMemory(snapshot, r);
    BOOST_TEST_REQUIRE(reports.size() == 1u);
    const OutOfMemoryReport& report = reports.front();
    BOOST_TEST(report.device == 0);
    BOOST_TEST(report.reservedBytes == 100 * kMiB);
    BOOST_TEST(report.allocatedBytes == 30 * kMiB);
    BOOST_TEST(report.inactiveSplitBytes == 70 * kMiB);
    BOOST_TEST(report.freeSegmentBytes == 0u);
    BOOST_TEST(!report.expandableSegments);
    BOOST_TEST(!report.outsidePyTorchBytes.has_value()); // the capacity is only guessed
    BOOST_TEST_REQUIRE(!report.advice.empty());
    BOOST_TEST(report.advice.front() == OutOfMemoryAdvice::EnableExpandableSegments);
    // 70 MiB of split blocks would have held the 14 MiB: the older remedy, max_split_size_mb, comes second
    // because the settings leave it unlimited.
    BOOST_TEST_REQUIRE(report.advice.size() >= 2u);
    BOOST_TEST(report.advice[1] == OutOfMemoryAdvice::LowerMaxSplitSize);
    BOOST_TEST(!advises(report, OutOfMemoryAdvice::ReduceLiveTensors));
    BOOST_TEST(!advises(report, OutOfMemoryAdvice::ReleaseCacheBetweenPhases));
}

BOOST_AUTO_TEST_CASE(the_command_line_reports_the_error_of_the_second_gpu)
{
    TwoGpuOutOfMemory run;
    const TemporaryFolder folder;
    const std::string path = folder.write("oom-on-gpu-1.pickle", snapshotPickle(run.snapshot));
    {
        std::ostringstream out, err;
        BOOST_TEST_REQUIRE(runSnapshotCommand({path, "--json", "--capacity", std::to_string(1 * kGiB)}, out, err) ==
                               kExitOk,
                           err.str());
        const auto parsed = JsonReader::parse(out.str());
        BOOST_TEST_REQUIRE(parsed.ok());
        const std::string json = out.str();
        const std::size_t gpu1 = json.find("{\"device\":1");
        BOOST_TEST_REQUIRE(gpu1 != std::string::npos);
        const std::string tail = json.substr(gpu1);
        for (const std::string& expected : std::vector<std::string>{
                 "\"oom_events\":[{\"event\":", "\"requested_bytes\":" + std::to_string(300 * kMiB),
              "\"device_free_bytes\":" + std::to_string(124 * kMiB),
              "\"allocated_bytes\":" + std::to_string(500 * kMiB), "\"reserved_bytes\":" + std::to_string(500 * kMiB),
              "\"outside_pytorch_bytes\":" + std::to_string(400 * kMiB), "\"capacity_source\":\"given-by-user\"",
              "\"advice\":[\"reduce_live_tensors\",\"free_memory_outside_pytorch\"]", "\"pools\":[]",
              "\"num_alloc_retries\":"})
            BOOST_TEST(tail.find(expected) != std::string::npos, expected);
        // GPU 0 had none.
        BOOST_TEST(json.substr(0, gpu1).find("\"oom_events\":[]") != std::string::npos);
    }
    {
        std::ostringstream out, err;
        BOOST_TEST_REQUIRE(runSnapshotCommand({path, "--json", "--device", "1"}, out, err) == kExitOk, err.str());
        BOOST_TEST(out.str().find("\"outside_pytorch_bytes\":null") != std::string::npos);
    }
    {
        std::ostringstream out, err;
        BOOST_TEST_REQUIRE(runSnapshotCommand({path, "--capacity", std::to_string(1 * kGiB)}, out, err) == kExitOk);
        const std::string text = out.str();
        BOOST_TEST(text.find("Out of memory on GPU 1 at event ") != std::string::npos, text);
        BOOST_TEST(text.find("tried to allocate 300 MiB; the device had 124 MiB free (recorded)") != std::string::npos,
                   text);
        BOOST_TEST(text.find("About 400 MiB was held outside PyTorch (capacity given with --capacity") !=
                       std::string::npos,
                   text);
        BOOST_TEST(text.find("device 1 retries: 1 ") != std::string::npos, text); // the failing call's own retry
        BOOST_TEST(text.find("Expandable segments were on.") != std::string::npos, text);
        BOOST_TEST(text.find("Advice: set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True") == std::string::npos, text);
    }
}

BOOST_AUTO_TEST_SUITE_END()
