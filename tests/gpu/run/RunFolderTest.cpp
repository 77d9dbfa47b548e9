#include "RunTestSupport.h"
#include "run/RunFileList.h"
#include "run/RunLoader.h"
#include "run/StepImbalance.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotSummary.h"

#include <algorithm>
#include <boost/test/unit_test.hpp>

using namespace gml;
using namespace gml::test;

namespace {

RunFile identified(const std::string& relative)
{
    RunFile file;
    file.relativePath = relative;
    identifyRunFile(file);
    return file;
}

// The entries `snapshot FILE --json` would report, straight from the summary.
SnapshotDeviceSummary summaryOf(const std::string& path, int device)
{
    const auto snapshot = loadMemorySnapshot(path);
    BOOST_REQUIRE(snapshot.ok());
    return summarizeSnapshot(snapshot.value(), device).devices.at(0);
}

} // namespace

BOOST_AUTO_TEST_SUITE(run_folder)

BOOST_AUTO_TEST_CASE(paths_name_their_step_rank_and_exit)
{
    const RunFile titan = identified("memory_snapshot/iteration_20/rank3_memory_snapshot.pickle");
    BOOST_TEST(titan.step.value() == 20);
    BOOST_TEST(titan.rank.value() == 3);
    BOOST_TEST(!titan.outOfMemoryExit);
    const RunFile exit = identified("memory_snapshot/iteration_7_exit/rank12_memory_snapshot.pickle");
    BOOST_TEST(exit.step.value() == 7);
    BOOST_TEST(exit.rank.value() == 12);
    BOOST_TEST(exit.outOfMemoryExit);
    BOOST_TEST(identified("snap_rank_4.pkl").rank.value() == 4);
    BOOST_TEST(identified("snap-rank-5.pickle.gz").rank.value() == 5);
    BOOST_TEST(identified("memory_snapshot_rank0_step6.pkl").step.value() == 6);
    BOOST_TEST(identified("memory_snapshot_rank0_step6.pkl").rank.value() == 0);
    BOOST_TEST(identified("RANK2.pickle").rank.value() == 2);
    // Digits must follow "rank" (after at most one separator), and "rank" must start a word.
    BOOST_TEST(!identified("ranking.pickle").rank.has_value());
    BOOST_TEST(!identified("crank7.pickle").rank.has_value());
    BOOST_TEST(!identified("rank__7.pickle").rank.has_value());
    const RunFile plain = identified("snapshot.pickle");
    BOOST_TEST(!plain.step.has_value());
    BOOST_TEST(!plain.rank.has_value());
}

BOOST_AUTO_TEST_CASE(snapshot_names_are_recognised_by_their_endings)
{
    for (const char* name : {"a.pickle", "a.pkl", "a.pickle.gz", "A.PKL", "a.pkl.gz", "a.pickle.zst", "a.pkl.zst"})
        BOOST_TEST(isSnapshotFileName(name), name);
    for (const char* name : {"a.json", "a.pickle.tmp", "SOURCES.md", "pickle", "model.pt"})
        BOOST_TEST(!isSnapshotFileName(name), name);
}

BOOST_AUTO_TEST_CASE(a_torchtitan_folder_gives_steps_ranks_and_the_exit_mark)
{
    TemporaryFolder run;
    run.addFixture("preexisting-segments.pickle",
                   "memory_snapshot/iteration_10/rank1_memory_snapshot.pickle");
    run.addFixture("ctx128-forward.pickle", "memory_snapshot/iteration_10/rank0_memory_snapshot.pickle");
    run.addFixture("old-format-no-settings.pickle",
                   "memory_snapshot/iteration_20/rank0_memory_snapshot.pickle");
    run.addFixture("ctx128-forward.pickle", "memory_snapshot/iteration_20_exit/rank0_memory_snapshot.pickle");
    run.addFixture("tiny-no-trace.pickle", "memory_snapshot/iteration_20/notes.txt"); // not a snapshot name

    const auto files = findRunFiles({run.path().string()});
    BOOST_REQUIRE(files.ok());
    BOOST_REQUIRE(files.value().size() == 4u);

    std::vector<std::size_t> progressFiles;
    std::vector<std::string> reported;
    RunLoadControl control;
    control.progress = [&](std::size_t index, std::size_t count, std::uint64_t, std::uint64_t) {
        BOOST_TEST(count == 4u);
        if (progressFiles.empty() || progressFiles.back() != index)
            progressFiles.push_back(index);
    };
    control.entryLoaded = [&](const RunEntry& entry) { reported.push_back(entry.relativePath); };
    const RunLoadResult result = loadRun(files.value(), control);
    BOOST_TEST(result.failures.empty());
    BOOST_TEST(!result.cancelled);
    BOOST_REQUIRE(result.entries.size() == 4u);
    BOOST_TEST(progressFiles == (std::vector<std::size_t>{0, 1, 2, 3}));
    BOOST_TEST(reported.size() == 4u);

    const auto& e = result.entries;
    BOOST_TEST(e[0].step.value() == 10);
    BOOST_TEST(e[0].rank.value() == 0);
    BOOST_TEST(e[1].step.value() == 10);
    BOOST_TEST(e[1].rank.value() == 1);
    BOOST_TEST(e[2].step.value() == 20);
    BOOST_TEST(!e[2].outOfMemoryExit);
    BOOST_TEST(e[3].step.value() == 20);
    BOOST_TEST(e[3].outOfMemoryExit);
    // Peaks are the single-file figures, exactly.
    for (const RunEntry& entry : e) {
        const SnapshotDeviceSummary summary = summaryOf(entry.file, entry.device);
        BOOST_TEST(entry.peakAllocatedBytes == summary.peakAllocatedBytes);
        BOOST_TEST(entry.peakReservedBytes == summary.peakReservedBytes);
        BOOST_TEST(entry.eventCount == summary.events);
        BOOST_TEST(entry.oomEvents == 0u);
        BOOST_TEST(!entry.capacityBytes.has_value());
    }
    BOOST_TEST(e[0].peakAllocatedBytes == 19498420224u);

    const std::vector<StepImbalance> steps = computeStepImbalance(result.entries);
    BOOST_REQUIRE(steps.size() == 3u);
    BOOST_TEST(steps[0].step.value() == 10);
    BOOST_TEST(steps[0].entryCount == 2u);
    BOOST_TEST(steps[0].maxRank.value() == 0);
    BOOST_TEST(steps[0].minRank.value() == 1);
    BOOST_TEST(steps[0].ratio.value() == static_cast<double>(e[0].peakAllocatedBytes) /
                                             static_cast<double>(e[1].peakAllocatedBytes),
               boost::test_tools::tolerance(1e-12));
    BOOST_TEST(steps[2].outOfMemoryExit);
    BOOST_TEST(steps[2].ratio.value() == 1.0);
}

BOOST_AUTO_TEST_CASE(a_step_folder_opened_on_its_own_still_names_the_step)
{
    TemporaryFolder run;
    run.addFixture("tiny-no-trace.pickle", "memory_snapshot/iteration_30_exit/rank2_memory_snapshot.pickle");
    const auto files = findRunFiles({(run.path() / "memory_snapshot" / "iteration_30_exit").string()});
    BOOST_REQUIRE(files.ok());
    BOOST_REQUIRE(files.value().size() == 1u);
    BOOST_TEST(files.value()[0].relativePath == "rank2_memory_snapshot.pickle");
    BOOST_TEST(files.value()[0].step.value() == 30);
    BOOST_TEST(files.value()[0].rank.value() == 2);
    BOOST_TEST(files.value()[0].outOfMemoryExit);
}

BOOST_AUTO_TEST_CASE(lanes_are_bounded_and_keep_the_peaks)
{
    TemporaryFolder run;
    const std::string path = run.addFixture("old-format-no-settings.pickle", "rank0.pickle");
    const auto files = findRunFiles({path});
    BOOST_REQUIRE(files.ok());
    for (const std::size_t points : {std::size_t{100}, std::size_t{2048}, std::size_t{100000}}) {
        RunLoadControl control;
        control.entryOptions.maxLanePoints = points;
        const RunLoadResult result = loadRun(files.value(), control);
        BOOST_REQUIRE(result.entries.size() == 1u);
        const RunEntry& entry = result.entries.front();
        const RunLane& lane = entry.lane;
        BOOST_TEST(lane.points.size() <= std::min<std::size_t>(points, entry.eventCount + 1));
        BOOST_TEST(lane.points.size() >= std::min<std::size_t>(points, entry.eventCount + 1) / 2);
        const auto highestAllocated =
            std::max_element(lane.points.begin(), lane.points.end(),
                             [](auto& a, auto& b) { return a.allocatedBytes < b.allocatedBytes; });
        const auto highestReserved =
            std::max_element(lane.points.begin(), lane.points.end(),
                             [](auto& a, auto& b) { return a.reservedBytes < b.reservedBytes; });
        BOOST_TEST(highestAllocated->allocatedBytes == entry.peakAllocatedBytes);
        BOOST_TEST(highestReserved->reservedBytes == entry.peakReservedBytes);
        BOOST_TEST(lane.points.front().position >= 0.0);
        BOOST_TEST(lane.points.back().position <= 1.0);
        BOOST_TEST(std::is_sorted(lane.points.begin(), lane.points.end(),
                                  [](auto& a, auto& b) { return a.position < b.position; }));
        BOOST_TEST(!lane.hasTime); // this older file has no time_us: times count events
    }
}

BOOST_AUTO_TEST_CASE(a_flat_folder_of_rank_files_and_files_without_a_rank)
{
    TemporaryFolder run;
    run.addFixture("ctx128-forward.pickle", "snap_rank_1.pkl");
    run.addFixture("preexisting-segments.pickle", "snap-rank-0.pickle");
    run.addFixture("tiny-no-trace.pickle", "zz-unnamed.pickle");
    run.addFixture("two-devices.pickle", "aa-two-devices.pickle");
    const auto files = findRunFiles({run.path().string()});
    BOOST_REQUIRE(files.ok());
    const RunLoadResult result = loadRun(files.value());
    BOOST_REQUIRE(result.entries.size() == 5u);
    BOOST_TEST(result.entries[0].rank.value() == 0);
    BOOST_TEST(result.entries[0].relativePath == "snap-rank-0.pickle");
    BOOST_TEST(result.entries[1].rank.value() == 1);
    // No rank in the path: by name after the named ones. A file with two devices gives one entry per device,
    // each device standing for a rank.
    BOOST_TEST(result.entries[2].relativePath == "aa-two-devices.pickle");
    BOOST_TEST(result.entries[2].rank.value() == 0);
    BOOST_TEST(result.entries[3].rank.value() == 1);
    BOOST_TEST(result.entries[3].device == 1);
    BOOST_TEST(result.entries[3].deviceCount == 2);
    BOOST_TEST(result.entries[4].relativePath == "zz-unnamed.pickle");
    BOOST_TEST(!result.entries[4].rank.has_value());
    BOOST_TEST(!result.entries[4].step.has_value());
    for (const RunEntry& entry : result.entries)
        BOOST_TEST(entry.peakAllocatedBytes == summaryOf(entry.file, entry.device).peakAllocatedBytes);
}

BOOST_AUTO_TEST_CASE(a_broken_file_is_reported_and_the_rest_still_load)
{
    TemporaryFolder run;
    run.addFixture("tiny-no-trace.pickle", "rank0.pickle");
    {
        std::ofstream broken(run.path() / "rank1.pickle", std::ios::binary);
        broken << "not a pickle";
    }
    std::vector<std::string> failed;
    RunLoadControl control;
    control.fileFailed = [&](const RunFileFailure& failure) { failed.push_back(failure.file.relativePath); };
    const auto files = findRunFiles({run.path().string()});
    BOOST_REQUIRE(files.ok());
    const RunLoadResult result = loadRun(files.value(), control);
    BOOST_TEST(result.entries.size() == 1u);
    BOOST_REQUIRE(result.failures.size() == 1u);
    BOOST_TEST(failed == std::vector<std::string>{"rank1.pickle"});
    BOOST_TEST(!result.failures.front().error.message.empty());
}

BOOST_AUTO_TEST_CASE(cancelling_stops_the_load)
{
    TemporaryFolder run;
    run.addFixture("tiny-no-trace.pickle", "rank0.pickle");
    run.addFixture("tiny-no-trace.pickle", "rank1.pickle");
    std::atomic<bool> cancel{false};
    RunLoadControl control;
    control.cancel = &cancel;
    control.entryLoaded = [&](const RunEntry&) { cancel = true; };
    const auto files = findRunFiles({run.path().string()});
    BOOST_REQUIRE(files.ok());
    const RunLoadResult result = loadRun(files.value(), control);
    BOOST_TEST(result.cancelled);
    BOOST_TEST(result.entries.size() == 1u);
}

BOOST_AUTO_TEST_CASE(entries_carry_guessed_categories_and_a_known_capacity)
{
    TemporaryFolder run;
    run.addFixture("old-format-no-settings.pickle", "rank0.pickle");
    const auto files = findRunFiles({run.path().string()});
    BOOST_REQUIRE(files.ok());
    RunLoadControl control;
    control.entryOptions.maxLanePoints = 300;
    control.entryOptions.categories = true;
    control.entryOptions.capacityBytes = 80ULL << 30;
    const RunLoadResult result = loadRun(files.value(), control);
    BOOST_REQUIRE(result.entries.size() == 1u);
    const RunEntry& entry = result.entries.front();
    BOOST_TEST(entry.capacityBytes.value() == (80ULL << 30));
    BOOST_REQUIRE(entry.categories.has_value());
    const MemoryCategoryReport& categories = *entry.categories;
    BOOST_TEST(categories.guessed);
    std::uint64_t total = 0;
    for (const std::uint64_t bytes : categories.atPeak)
        total += bytes;
    BOOST_TEST(total == categories.peakAllocatedBytes);
    // Requested sizes: never above the summary's peak, which counts blocks alive at dump at their rounded
    // size.
    BOOST_TEST(categories.peakAllocatedBytes <= entry.peakAllocatedBytes);
    BOOST_TEST(categories.series.size() <= 300u);
    BOOST_TEST(categories.series.size() == entry.lane.points.size());
}

BOOST_AUTO_TEST_CASE(missing_paths_and_empty_folders_are_named)
{
    TemporaryFolder run;
    const auto missing = findRunFiles({(run.path() / "nowhere").string()});
    BOOST_REQUIRE(!missing.ok());
    BOOST_TEST(missing.error().message.find("nowhere: no such file or folder") != std::string::npos);
    const auto empty = findRunFiles({run.path().string()});
    BOOST_REQUIRE(!empty.ok());
    BOOST_TEST(empty.error().message.find("no snapshot files") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
