#include "RunTestSupport.h"
#include "cli/CliCommand.h"

#include <boost/test/unit_test.hpp>
#include <regex>
#include <sstream>

using namespace gml;
using namespace gml::test;

namespace {

// The value of the first `"name":<number>` after `from` in a JSON text.
std::string numberField(const std::string& json, const std::string& name, std::size_t from = 0)
{
    const std::string key = "\"" + name + "\":";
    const std::size_t at = json.find(key, from);
    if (at == std::string::npos)
        return "<missing>";
    std::size_t end = at + key.size();
    while (end < json.size() && (std::isdigit(static_cast<unsigned char>(json[end])) || json[end] == '-'))
        ++end;
    return json.substr(at + key.size(), end - at - key.size());
}

std::string run(int (*command)(const std::vector<std::string>&, std::ostream&, std::ostream&),
                const std::vector<std::string>& args, int expected = kExitOk)
{
    std::ostringstream out, err;
    BOOST_TEST(command(args, out, err) == expected, err.str());
    return expected == kExitOk ? out.str() : err.str();
}

} // namespace

BOOST_AUTO_TEST_SUITE(run_cli)

BOOST_AUTO_TEST_CASE(run_json_lists_snapshots_with_the_single_file_peaks)
{
    TemporaryFolder folder;
    const std::string rank0 = folder.addFixture("ctx128-forward.pickle",
                                                "memory_snapshot/iteration_5/rank0_memory_snapshot.pickle");
    const std::string rank1 = folder.addFixture("preexisting-segments.pickle",
                                                "memory_snapshot/iteration_5/rank1_memory_snapshot.pickle");
    folder.addFixture("old-format-no-settings.pickle",
                      "memory_snapshot/iteration_6_exit/rank0_memory_snapshot.pickle");
    const std::string json = run(runRunCommand, {folder.path().string(), "--json"});
    BOOST_TEST(json.find('\n') == json.size() - 1);
    for (const char* expected :
         {"\"snapshots\":[{\"step\":5,\"rank\":0,", "\"out_of_memory_exit\":true",
          "\"imbalance\":[{\"step\":5,\"out_of_memory_exit\":false,\"snapshots\":2,\"ratio\":",
          "\"max_rank\":0", "\"min_rank\":1", "\"failures\":[]"})
        BOOST_TEST(json.find(expected) != std::string::npos, expected);
    // Each snapshot's peaks are what `snapshot FILE --json` says for that file.
    std::size_t at = 0;
    for (const std::string& path : {rank0, rank1}) {
        const std::string single = run(runSnapshotCommand, {path, "--json"});
        at = json.find("\"file\":\"" + path + "\"", at);
        BOOST_REQUIRE(at != std::string::npos);
        for (const char* name : {"peak_allocated_bytes", "peak_reserved_bytes"})
            BOOST_TEST(numberField(json, name, at) == numberField(single, name), name);
    }
    const std::string text = run(runRunCommand, {folder.path().string()});
    BOOST_TEST(text.find("memory_snapshot/iteration_6_exit/rank0_memory_snapshot.pickle") !=
               std::string::npos);
    BOOST_TEST(text.find("step 5: 1.40x over 2 snapshot(s); highest rank 0") != std::string::npos, text);
}

BOOST_AUTO_TEST_CASE(follow_prints_one_json_line_per_snapshot)
{
    TemporaryFolder folder;
    folder.addFixture("tiny-no-trace.pickle", "rank0.pickle");
    folder.addFixture("two-devices.pickle", "rank1.pickle");
    const std::string lines = run(runRunCommand, {folder.path().string(), "--follow", "--json-lines",
                                                  "--interval", "10", "--polls", "3"});
    std::istringstream in(lines);
    std::vector<std::string> objects;
    for (std::string line; std::getline(in, line);)
        objects.push_back(line);
    BOOST_REQUIRE(objects.size() == 3u); // rank0, and rank1's two devices
    for (const std::string& object : objects) {
        BOOST_TEST(object.front() == '{');
        BOOST_TEST(object.find("\"peak_allocated_bytes\":") != std::string::npos);
    }
    BOOST_TEST(objects[0].find("\"rank\":0") != std::string::npos);
    BOOST_TEST(objects[2].find("\"device\":1") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(compare_json_groups_add_up_to_each_peak)
{
    const std::string a = runFixturePath("ctx128-forward.pickle");
    const std::string b = runFixturePath("old-format-no-settings.pickle");
    const std::string json = run(runCompareCommand, {a, b, "--json"});
    for (const char* expected : {"\"a\":{\"file\":", "\"b\":{\"file\":", "\"by_stack\":[{\"frames\":[",
                                 "\"size_basis\":\"requested\"", "\"difference_bytes\":"})
        BOOST_TEST(json.find(expected) != std::string::npos, expected);
    std::uint64_t aSum = 0, bSum = 0;
    const std::regex group("\"a_bytes\":(\\d+),\"b_bytes\":(\\d+),\"difference_bytes\":(-?\\d+)");
    for (auto it = std::sregex_iterator(json.begin(), json.end(), group); it != std::sregex_iterator();
         ++it) {
        const auto aBytes = std::stoull((*it)[1]);
        const auto bBytes = std::stoull((*it)[2]);
        aSum += aBytes;
        bSum += bBytes;
        BOOST_TEST(std::stoll((*it)[3]) == static_cast<long long>(bBytes) - static_cast<long long>(aBytes));
    }
    BOOST_TEST(std::to_string(aSum) == numberField(json, "peak_allocated_bytes", json.find("\"a\":")));
    BOOST_TEST(std::to_string(bSum) == numberField(json, "peak_allocated_bytes", json.find("\"b\":")));
    const std::string text = run(runCompareCommand, {a, b, "--top", "3"});
    BOOST_TEST(text.find("allocated from") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(snapshot_categories_add_up_to_the_peak)
{
    const std::string json =
        run(runSnapshotCommand, {runFixturePath("old-format-no-settings.pickle"), "--categories", "--json"});
    BOOST_TEST(json.find("\"guessed\":true") != std::string::npos);
    const std::size_t at = json.find("\"categories_at_peak\":");
    BOOST_REQUIRE(at != std::string::npos);
    std::uint64_t total = 0;
    for (const char* name :
         {"parameter", "gradient", "optimizer_state", "activation", "temporary", "unknown"}) {
        const std::string value = numberField(json, name, at);
        BOOST_REQUIRE(value != "<missing>");
        total += std::stoull(value);
    }
    BOOST_TEST(std::to_string(total) == numberField(json, "peak_allocated_bytes"));
    const std::string single =
        run(runSnapshotCommand, {runFixturePath("old-format-no-settings.pickle"), "--json"});
    BOOST_TEST(numberField(json, "snapshot_peak_allocated_bytes") ==
               numberField(single, "peak_allocated_bytes"));
    const std::string text =
        run(runSnapshotCommand, {runFixturePath("old-format-no-settings.pickle"), "--categories"});
    BOOST_TEST(text.find("a guess") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(bad_input_exits_2_naming_what_is_wrong)
{
    BOOST_TEST(run(runRunCommand, {}, kExitBadInput).find("which run?") != std::string::npos);
    BOOST_TEST(run(runRunCommand, {"/nonexistent/run"}, kExitBadInput)
                   .find("/nonexistent/run: no such file or folder") != std::string::npos);
    BOOST_TEST(run(runRunCommand, {"a", "b", "--follow"}, kExitBadInput).find("one folder") !=
               std::string::npos);
    BOOST_TEST(run(runRunCommand, {"a", "--follow", "--json"}, kExitBadInput).find("--json-lines") !=
               std::string::npos);
    BOOST_TEST(run(runCompareCommand, {runFixturePath("tiny-no-trace.pickle")}, kExitBadInput)
                   .find("two snapshot files") != std::string::npos);
    BOOST_TEST(run(runCompareCommand, {runFixturePath("tiny-no-trace.pickle"), runFixturePath("SOURCES.md")},
                   kExitBadInput)
                   .find("SOURCES.md") != std::string::npos);
    BOOST_TEST(run(runCompareCommand,
                   {runFixturePath("tiny-no-trace.pickle"), runFixturePath("tiny-no-trace.pickle"),
                    "--device-b", "4"},
                   kExitBadInput)
                   .find("tiny-no-trace.pickle has no device 4") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
