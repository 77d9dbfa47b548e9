#include "run/RunFollower.h"

#include "RunTestSupport.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotSummary.h"

#include <boost/test/unit_test.hpp>
#include <fstream>

using namespace gml;
using namespace gml::test;

namespace {

void writeFile(const std::filesystem::path& path, std::string_view bytes,
               std::ios::openmode mode = std::ios::trunc)
{
    std::filesystem::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary | mode);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

} // namespace

BOOST_AUTO_TEST_SUITE(run_follower)

BOOST_AUTO_TEST_CASE(a_folder_that_does_not_exist_yet_is_waited_for)
{
    TemporaryFolder run;
    RunFollower follower(run.path() / "memory_snapshot");
    BOOST_TEST(follower.poll().empty());
    run.addFixture("tiny-no-trace.pickle", "memory_snapshot/iteration_1/rank0_memory_snapshot.pickle");
    BOOST_TEST(follower.poll().empty()); // first sight: not known to be finished
    const auto reports = follower.poll();
    BOOST_REQUIRE(reports.size() == 1u);
    BOOST_TEST(!reports[0].broken);
    BOOST_REQUIRE(reports[0].entries.size() == 1u);
    BOOST_TEST(reports[0].entries[0].step.value() == 1);
    BOOST_TEST(reports[0].entries[0].rank.value() == 0);
    BOOST_TEST(follower.poll().empty()); // reported once
}

BOOST_AUTO_TEST_CASE(a_half_written_file_is_reported_only_once_it_is_whole)
{
    TemporaryFolder run;
    RunFollower follower(run.path());
    run.addFixture("tiny-no-trace.pickle", "iteration_1/rank0_memory_snapshot.pickle");
    BOOST_TEST(follower.poll().empty());
    const auto first = follower.poll(); // the finished file, found before the half one starts
    BOOST_REQUIRE(first.size() == 1u);

    const std::string bytes = readWholeFile(runFixturePath("ctx128-forward.pickle"));
    const std::filesystem::path path = run.path() / "iteration_1" / "rank1_memory_snapshot.pickle";
    writeFile(path, std::string_view(bytes).substr(0, bytes.size() / 2));
    // The writer pauses: the half file stays the same size for several polls. Never reported, not even as
    // broken, while it could still be growing (fewer polls than stablePollsBeforeBroken).
    BOOST_TEST(follower.poll().empty());
    BOOST_TEST(follower.poll().empty());
    BOOST_TEST(follower.poll().empty());
    BOOST_TEST(follower.filesWaiting() == 1u);

    writeFile(path, std::string_view(bytes).substr(bytes.size() / 2), std::ios::app);
    BOOST_TEST(follower.poll().empty()); // it changed since the last poll: wait one more
    const auto reports = follower.poll();
    BOOST_REQUIRE(reports.size() == 1u);
    BOOST_TEST(!reports[0].broken);
    BOOST_REQUIRE(reports[0].entries.size() == 1u);
    const auto whole = loadMemorySnapshot(path.string());
    BOOST_REQUIRE(whole.ok());
    BOOST_TEST(reports[0].entries[0].peakAllocatedBytes ==
               summarizeSnapshot(whole.value(), 0).devices.at(0).peakAllocatedBytes);
    BOOST_TEST(reports[0].entries[0].rank.value() == 1);
    BOOST_TEST(follower.filesWaiting() == 0u);
}

BOOST_AUTO_TEST_CASE(a_file_that_stays_broken_is_reported_broken_once)
{
    TemporaryFolder run;
    RunFollowerOptions options;
    options.stablePollsBeforeBroken = 2;
    RunFollower follower(run.path(), options);
    writeFile(run.path() / "rank0.pickle", "this is not a pickle");
    std::vector<RunFollowerReport> all;
    for (int poll = 0; poll < 6; ++poll)
        for (auto& report : follower.poll())
            all.push_back(std::move(report));
    BOOST_REQUIRE(all.size() == 1u);
    BOOST_TEST(all[0].broken);
    BOOST_TEST(all[0].entries.empty());
    BOOST_TEST(!all[0].message.empty());
    // Rewritten whole, it is looked at again.
    writeFile(run.path() / "rank0.pickle", readWholeFile(runFixturePath("tiny-no-trace.pickle")));
    BOOST_TEST(follower.poll().empty());
    const auto reports = follower.poll();
    BOOST_REQUIRE(reports.size() == 1u);
    BOOST_TEST(!reports[0].broken);
}

BOOST_AUTO_TEST_CASE(a_cancelled_poll_is_no_verdict_on_the_file)
{
    TemporaryFolder run;
    std::atomic<bool> cancel{false};
    RunFollowerOptions options;
    options.stablePollsBeforeBroken = 1;
    options.cancel = &cancel;
    RunFollower follower(run.path(), options);
    run.addFixture("tiny-no-trace.pickle", "rank0.pickle");
    BOOST_TEST(follower.poll().empty());
    cancel = true;
    BOOST_TEST(follower.poll().empty()); // stopped mid-load: neither reported nor broken
    BOOST_TEST(follower.filesWaiting() == 1u);
    cancel = false;
    const auto reports = follower.poll();
    BOOST_REQUIRE(reports.size() == 1u);
    BOOST_TEST(!reports[0].broken);
}

BOOST_AUTO_TEST_CASE(a_file_marked_loaded_is_not_loaded_again_until_it_changes)
{
    TemporaryFolder run;
    RunFollower follower(run.path());
    const std::string loaded = run.addFixture("tiny-no-trace.pickle", "iteration_1/rank0_memory_snapshot.pickle");
    BOOST_TEST(follower.markLoaded(loaded));
    BOOST_TEST(!follower.markLoaded(run.path() / "iteration_1" / "rank9_memory_snapshot.pickle"));
    run.addFixture("tiny-no-trace.pickle", "iteration_1/rank1_memory_snapshot.pickle");
    BOOST_TEST(follower.poll().empty());
    const auto reports = follower.poll();
    BOOST_REQUIRE(reports.size() == 1u); // the new file only
    BOOST_TEST(reports[0].file.rank.value() == 1);
    BOOST_TEST(follower.filesWaiting() == 0u);

    // Rewritten by the trainer (another size): loaded again once it settles.
    run.addFixture("ctx128-forward.pickle", "iteration_1/rank0_memory_snapshot.pickle");
    BOOST_TEST(follower.poll().empty());
    const auto again = follower.poll();
    BOOST_REQUIRE(again.size() == 1u);
    BOOST_TEST(again[0].file.rank.value() == 0);
}

BOOST_AUTO_TEST_SUITE_END()
