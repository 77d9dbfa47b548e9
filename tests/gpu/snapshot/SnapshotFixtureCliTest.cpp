// The command line's JSON for the out-of-memory report, the pools, the search and the largest allocations
// holds on every real snapshot: it parses, and every key a script reads is there, on every device.
#include "PickleTestSupport.h"
#include "cli/CliCommand.h"
#include "util/JsonReader.h"

#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <sstream>

using namespace gml;
using namespace gml::test;

namespace {

std::vector<std::string> allFixtures()
{
    std::vector<std::string> paths;
    for (const auto& entry : std::filesystem::directory_iterator(fixturePath("")))
        if (entry.path().extension() == ".pickle")
            paths.push_back(entry.path().string());
    std::sort(paths.begin(), paths.end());
    return paths;
}

JsonValue runJson(const std::vector<std::string>& args)
{
    std::ostringstream out, err;
    BOOST_TEST_REQUIRE(runSnapshotCommand(args, out, err) == kExitOk, err.str());
    auto parsed = JsonReader::parse(out.str());
    BOOST_TEST_REQUIRE(parsed.ok(), (parsed.ok() ? "" : parsed.error().message));
    return std::move(parsed.value());
}

const JsonValue& require(const JsonValue& object, std::string_view key)
{
    const JsonValue* member = object.member(key);
    BOOST_TEST_REQUIRE(member != nullptr, key);
    return *member;
}

void checkAllocations(const JsonValue& allocations)
{
    BOOST_TEST_REQUIRE(allocations.isArray());
    for (std::size_t i = 0; i < allocations.items().size(); ++i) {
        const JsonValue& allocation = allocations.items()[i];
        for (const char* key : {"bytes", "address"})
            BOOST_TEST(require(allocation, key).isNumber());
        BOOST_TEST(require(allocation, "user_frames").isArray());
        BOOST_TEST(require(allocation, "category").isString());
        if (i > 0)
            BOOST_TEST(*allocations.items()[i - 1].member("bytes")->asUnsigned() >=
                       *allocation.member("bytes")->asUnsigned());
    }
}

} // namespace

BOOST_AUTO_TEST_SUITE(snapshot_fixture_cli)

BOOST_AUTO_TEST_CASE(the_summary_json_has_oom_events_pools_and_retries_on_every_fixture)
{
    const auto fixtures = allFixtures();
    BOOST_TEST_REQUIRE(fixtures.size() >= 6u);
    for (const std::string& path : fixtures) {
        BOOST_TEST_CONTEXT(path)
        {
            const JsonValue json = runJson({path, "--json"});
            const JsonValue& devices = require(json, "devices");
            BOOST_TEST_REQUIRE(devices.isArray());
            BOOST_TEST(!devices.items().empty());
            for (const JsonValue& device : devices.items()) {
                BOOST_TEST(require(device, "oom_events").isArray());
                BOOST_TEST(require(device, "pools").isArray());
                BOOST_TEST(require(device, "num_alloc_retries").isNumber());
                BOOST_TEST(require(device, "peak_allocated_rounded_bytes").isNumber());
                for (const JsonValue& pool : device.member("pools")->items())
                    BOOST_TEST(require(pool, "pool_id").items().size() == 2u);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(top_and_find_json_hold_on_every_fixture)
{
    for (const std::string& path : allFixtures()) {
        BOOST_TEST_CONTEXT(path)
        {
            const JsonValue top = runJson({path, "--top", "5", "--json"});
            for (const JsonValue& device : require(top, "devices").items()) {
                const JsonValue& atPeak = require(device, "top_at_peak");
                checkAllocations(atPeak);
                BOOST_TEST(atPeak.items().size() <= 5u);
                for (const JsonValue& oom : require(device, "top_at_oom").items())
                    checkAllocations(require(oom, "allocations"));
            }
            for (const char* text : {"forward", "0x7f", ">1MiB"}) {
                const JsonValue found = runJson({path, "--find", text, "--json"});
                BOOST_TEST(require(require(found, "query"), "kind").isString());
                for (const JsonValue& match : require(found, "matches").items()) {
                    for (const char* key : {"device", "address", "size"})
                        BOOST_TEST(require(match, key).isNumber());
                    BOOST_TEST((require(match, "event").isNumber() || match.member("event")->isNull()));
                    BOOST_TEST(require(match, "action").isString());
                    BOOST_TEST(require(match, "frames").isArray());
                    BOOST_TEST(require(match, "user_frames").isArray());
                    BOOST_TEST(match.member("user_frames")->items().size() <= match.member("frames")->items().size());
                }
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(a_frame_search_on_a_real_trace_lists_the_matching_stacks)
{
    const JsonValue found = runJson({fixturePath("ctx128-forward.pickle"), "--find", "scaled_dot_product_attention", "--json"});
    BOOST_TEST(require(require(found, "query"), "kind").text() == "frame_text");
    const auto& matches = require(found, "matches").items();
    BOOST_TEST_REQUIRE(!matches.empty());
    for (const JsonValue& match : matches) {
        bool holds = false;
        for (const JsonValue& frame : require(match, "frames").items())
            holds = holds || frame.text().find("scaled_dot_product_attention") != std::string::npos;
        BOOST_TEST(holds);
        // The user's own frames come first: the first is the user's, not the unwinder's.
        const auto& shown = require(match, "user_frames").items();
        BOOST_TEST_REQUIRE(!shown.empty());
        BOOST_TEST(shown.front().text().find("/home/c-kaitwang/") == 0u, shown.front().text());
    }
    std::ostringstream out, err;
    BOOST_TEST(runSnapshotCommand({fixturePath("ctx128-forward.pickle"), "--find", "scaled_dot_product_attention"}, out,
                                  err) == kExitOk);
    BOOST_TEST(out.str().find("transformer.py:147 scaled_dot_product_attention") != std::string::npos);
    std::ostringstream badOut, badErr;
    BOOST_TEST(runSnapshotCommand({fixturePath("ctx128-forward.pickle"), "--find", "x", "--top", "3"}, badOut, badErr) ==
               kExitBadInput);
}

BOOST_AUTO_TEST_SUITE_END()
