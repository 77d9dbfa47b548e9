#include "PickleTestSupport.h"
#include "cli/CliCommand.h"

#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace gml;
using namespace gml::test;

BOOST_AUTO_TEST_SUITE(snapshot_cli)

BOOST_AUTO_TEST_CASE(summarizes_a_snapshot_as_json)
{
    std::ostringstream out, err;
    BOOST_TEST(runSnapshotCommand({fixturePath("ctx128-forward.pickle"), "--json"}, out, err) == kExitOk);
    BOOST_TEST(err.str().empty());
    const std::string json = out.str();
    for (const char* expected : {"\"segments\":516", "\"blocks\":1276", "\"alloc\":2058", "\"segment_alloc\":289",
                                 "\"allocated_bytes\":19498420224", "\"reserved_bytes\":19667091456",
                                 "\"peak_reserved_bytes\":19667091456", "\"devices\":[{\"device\":0"})
        BOOST_TEST(json.find(expected) != std::string::npos, expected);
    BOOST_TEST(json.find('\n') == json.size() - 1);
}

BOOST_AUTO_TEST_CASE(summarizes_one_device_as_text)
{
    std::ostringstream out, err;
    BOOST_TEST(runSnapshotCommand({fixturePath("two-devices.pickle"), "--device", "1"}, out, err) == kExitOk);
    BOOST_TEST(out.str().find("devices:    1\n") != std::string::npos);
    BOOST_TEST(out.str().find("segments:   0 (0 blocks)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(bad_input_exits_2_with_the_reason)
{
    {
        std::ostringstream out, err;
        BOOST_TEST(runSnapshotCommand({}, out, err) == kExitBadInput);
        BOOST_TEST(err.str().find("which snapshot?") != std::string::npos);
    }
    {
        std::ostringstream out, err;
        BOOST_TEST(runSnapshotCommand({fixturePath("two-devices.pickle"), "--device", "3"}, out, err) == kExitBadInput);
        BOOST_TEST(err.str().find("has no device 3 (its devices: 0, 1)") != std::string::npos);
    }
    {
        std::ostringstream out, err;
        BOOST_TEST(runSnapshotCommand({std::string(GML_SHARED_DIR "/fixtures/pytorch-snapshots/SOURCES.md")}, out, err)
                   == kExitBadInput);
        BOOST_TEST(err.str().find("which is not a pickle opcode") != std::string::npos);
        BOOST_TEST(out.str().empty());
    }
}

BOOST_AUTO_TEST_CASE(reports_replay_parity_and_a_what_if_run_as_json)
{
    std::ostringstream out, err;
    BOOST_TEST(runSnapshotCommand({fixturePath("ctx128-forward.pickle"), "--json", "--whatif",
                                   "expandable_segments:True", "--capacity", "21474836480"},
                                  out, err) == kExitOk,
               err.str());
    const std::string json = out.str();
    for (const char* expected : {"\"alloc_parity\":[2058,2058]", "\"segment_parity\":[289,289]",
                                 "\"whatif\":{\"config\":\"expandable_segments:True\"",
                                 "\"capacity_bytes\":21474836480", "\"num_ooms\":0", "\"fragmentation_at_peak\":",
                                 "\"peak_reserved_bytes\":19667091456", "\"corrections\":0"})
        BOOST_TEST(json.find(expected) != std::string::npos, expected);
}

BOOST_AUTO_TEST_CASE(a_what_if_on_a_small_device_counts_its_out_of_memory_errors)
{
    std::ostringstream out, err;
    BOOST_TEST(runSnapshotCommand({fixturePath("old-format-no-settings.pickle"), "--whatif", "max_split_size_mb:64",
                                   "--capacity", "1073741824"},
                                  out, err) == kExitOk);
    const std::string text = out.str();
    BOOST_TEST(text.find("replay:  allocs at the recorded address 3505/3505 (100.00%), segments predicted 152/152") !=
               std::string::npos, text);
    BOOST_TEST(text.find("what-if run (max_split_size_mb:64, 1 GiB device)") != std::string::npos, text);
    BOOST_TEST(text.find("frees skipped") != std::string::npos, text);
}

BOOST_AUTO_TEST_CASE(says_which_device_size_the_recorded_replay_used_and_why)
{
    // No expandable ranges to infer it from: guessed. --capacity sets it for the recorded run too.
    {
        std::ostringstream out, err;
        BOOST_TEST(runSnapshotCommand({fixturePath("ctx128-forward.pickle")}, out, err) == kExitOk,
                   err.str());
        BOOST_TEST(
            out.str().find("capacity: 80 GiB, guessed: 80 GiB or twice the reserved peak (the snapshot does "
                           "not record it, and shows no expandable segments, where it would matter)") !=
                std::string::npos,
            out.str());
    }
    {
        std::ostringstream out, err;
        BOOST_TEST(runSnapshotCommand({fixturePath("ctx128-forward.pickle"), "--capacity", "25769803776"},
                                      out, err) == kExitOk);
        BOOST_TEST(out.str().find("capacity: 24 GiB, given with --capacity") != std::string::npos, out.str());
        BOOST_TEST(out.str().find("allocs at the recorded address 2058/2058 (100.00%)") != std::string::npos);
    }
    {
        std::ostringstream out, err;
        BOOST_TEST(
            runSnapshotCommand({fixturePath("ctx128-forward.pickle"), "--json", "--capacity", "25769803776"},
                               out, err) == kExitOk);
        BOOST_TEST(out.str().find("\"capacity\":{\"bytes\":25769803776,\"source\":\"given-by-user\","
                                  "\"recorded_ranges\":0}") != std::string::npos,
                   out.str());
    }
}

BOOST_AUTO_TEST_CASE(exports_the_replayed_trace)
{
    const auto path = std::filesystem::temp_directory_path() / "gml-replay-export-test.json";
    std::ostringstream out, err;
    BOOST_TEST(runSnapshotCommand({fixturePath("preexisting-segments.pickle"), "--export-trace", path.string()}, out,
                                  err) == kExitOk);
    std::ifstream file(path);
    const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    std::filesystem::remove(path);
    BOOST_TEST(text.find("{\"format\":\"gpu-memory-lab-replay-trace\",\"version\":1,\"device\":0") == 0u);
    BOOST_TEST(text.find("\"alloc_parity\":[1721,1721]") != std::string::npos);
    BOOST_TEST(text.find("\"kind\":\"alloc\"") != std::string::npos);
    BOOST_TEST(text.find("\"recorded_event\":null") != std::string::npos);
    BOOST_TEST(text.find("\"recorded_event\":0,") != std::string::npos);
    BOOST_TEST(text.find("before the trace began") != std::string::npos);
    BOOST_TEST(text.substr(text.size() - 3) == "]}\n");
}

BOOST_AUTO_TEST_CASE(bad_replay_options_exit_2_with_the_reason)
{
    {
        std::ostringstream out, err;
        BOOST_TEST(runSnapshotCommand({fixturePath("ctx128-forward.pickle"), "--whatif", "max_split_size_mb:10"}, out,
                                      err) == kExitBadInput);
        BOOST_TEST(err.str().find("--whatif max_split_size_mb:10:") != std::string::npos, err.str());
    }
    {
        std::ostringstream out, err;
        BOOST_TEST(runSnapshotCommand({fixturePath("ctx128-forward.pickle"), "--capacity", "lots"}, out, err) ==
                   kExitBadInput);
        BOOST_TEST(!err.str().empty());
    }
    {
        std::ostringstream out, err;
        BOOST_TEST(runSnapshotCommand({fixturePath("tiny-no-trace.pickle"), "--export-trace",
                                       "/nonexistent-dir/trace.json"},
                                      out, err) == kExitBadInput);
        BOOST_TEST(err.str().find("cannot write the replayed trace to /nonexistent-dir/trace.json") !=
                   std::string::npos);
    }
}

BOOST_AUTO_TEST_SUITE_END()
