#include "allocator/AllocatorScript.h"
#include "allocator/BuiltInAllocatorScripts.h"
#include "allocator/ScenarioLibrary.h"
#include "allocator/ScenarioRunner.h"
#include "cli/CliCommand.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"
#include "util/JsonReader.h"

#include <boost/test/unit_test.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

// Allocator scripts, the allocator lesson's content format: hand-made scripts whose outcomes follow from
// PyTorch's rules (REFERENCE.md: best fit in the right pool, splitting what is left over 1 MiB in the large
// pool, release of cached segments and a retry before an out-of-memory), bad scripts named at their op, and
// the built-in scenarios, whose files the command line runs to the very same result as --scenario.

using namespace gml;

namespace {

struct ScriptRun
{
    int exitCode = 0;
    std::string out;
    std::string err;
};

// gpu-memory-lab-cli allocator ARGS, with `script` written to a file first when it is given.
ScriptRun runCli(std::vector<std::string> args, const std::string& script = {})
{
    const std::filesystem::path path = std::filesystem::temp_directory_path() / "gml-allocator-script-test.json";
    if (!script.empty()) {
        std::ofstream(path) << script;
        args.insert(args.begin(), {"--script", path.string()});
    }
    std::ostringstream out, err;
    ScriptRun run;
    run.exitCode = runAllocatorCommand(args, out, err);
    run.out = out.str();
    run.err = err.str();
    std::filesystem::remove(path);
    return run;
}

JsonValue runJson(const std::string& script)
{
    const ScriptRun run = runCli({"--json"}, script);
    BOOST_TEST_REQUIRE(run.exitCode == kExitOk, run.err);
    auto json = JsonReader::parse(run.out);
    BOOST_TEST_REQUIRE(json.ok());
    return json.value();
}

std::uint64_t number(const JsonValue& object, const char* key)
{
    const JsonValue* value = object.member(key);
    BOOST_TEST_REQUIRE(value != nullptr, key);
    return value->asUnsigned().value_or(~0ull);
}

} // namespace

BOOST_AUTO_TEST_CASE(best_fit_takes_the_smallest_cached_block_and_splits_what_is_left)
{
    // Two cached segments of 12 and 40 MiB: an 8 MiB request takes the 12 MiB one (best fit), splits off
    // the 4 MiB left (the large pool splits remainders over 1 MiB), and a 3 MiB request then takes that
    // piece, the smallest that fits, rather than the 40 MiB segment.
    const JsonValue result = runJson(R"({"capacity_bytes": 1073741824, "ops": [
        {"op": "alloc", "name": "a", "bytes": 12582912},
        {"op": "alloc", "name": "b", "bytes": 41943040},
        {"op": "free", "name": "a"},
        {"op": "free", "name": "b"},
        {"op": "alloc", "name": "c", "bytes": 8388608},
        {"op": "alloc", "name": "d", "bytes": 3145728}]})");
    const auto& ops = result.member("ops")->items();
    BOOST_TEST_REQUIRE(ops.size() == 6u);
    BOOST_TEST(ops[0].member("op")->text() == "alloc");
    BOOST_TEST(ops[0].member("name")->text() == "a");
    BOOST_TEST(ops[2].member("address") == nullptr, "a free has no address");
    for (const auto& op : ops)
        BOOST_TEST(op.member("outcome")->text() == "ok");
    BOOST_TEST(number(ops[0], "segment") == 1u);
    BOOST_TEST(number(ops[1], "segment") == 2u);
    BOOST_TEST(number(ops[4], "segment") == 1u);
    BOOST_TEST(number(ops[4], "address") == number(ops[0], "address"));
    BOOST_TEST(number(ops[5], "segment") == 1u);
    BOOST_TEST(number(ops[5], "address") == number(ops[0], "address") + 8 * MiB);
    // allocated_bytes counts blocks, not requests: the 1 MiB that d leaves of the 4 MiB piece is not over
    // 1 MiB, so it is not split off, and d holds all 4 MiB.
    BOOST_TEST(number(result, "allocated_bytes") == 12 * MiB);
    BOOST_TEST(number(result, "reserved_bytes") == 52 * MiB);
    BOOST_TEST(number(result, "num_ooms") == 0u);
}

BOOST_AUTO_TEST_CASE(the_cache_is_released_and_the_request_retried_before_an_out_of_memory)
{
    // 64 MiB of device: a cached 40 MiB segment leaves 24 MiB, too little for 50 MiB. PyTorch frees the
    // cached segment and retries (num_alloc_retries 1), and succeeds. A 30 MiB request then finds nothing
    // cached to release: out of memory, and the script goes on.
    const JsonValue result = runJson(R"({"settings": "expandable_segments:False", "capacity_bytes": 67108864,
        "ops": [{"op": "alloc", "name": "a", "bytes": 41943040},
                {"op": "free", "name": "a"},
                {"op": "alloc", "name": "b", "bytes": 52428800},
                {"op": "alloc", "name": "c", "bytes": 31457280},
                {"op": "alloc", "name": "d", "bytes": 1048576}]})");
    const auto& ops = result.member("ops")->items();
    BOOST_TEST_REQUIRE(ops.size() == 5u);
    BOOST_TEST(ops[2].member("outcome")->text() == "ok");
    BOOST_TEST(ops[3].member("outcome")->text() == "oom");
    BOOST_TEST(ops[3].member("address") == nullptr);
    BOOST_TEST(ops[4].member("outcome")->text() == "ok");
    BOOST_TEST(number(result, "num_alloc_retries") == 2u); // the retry that worked and the one that did not
    BOOST_TEST(number(result, "num_ooms") == 1u);
    BOOST_TEST(number(result, "allocated_bytes") == 51 * MiB);
}

BOOST_AUTO_TEST_CASE(allocating_a_live_name_again_binds_it_as_python_does_new_tensor_first)
{
    // `a = torch.empty(3 MiB)` twice: the second tensor is made while the first still holds its block, so it
    // is split off the same 20 MiB segment 3 MiB further on, and only then is the first freed.
    const JsonValue result = runJson(R"({"capacity_bytes": 1073741824,
        "ops": [{"op": "alloc", "name": "a", "bytes": 3145728},
                {"op": "alloc", "name": "a", "bytes": 3145728},
                {"op": "free", "name": "a"}]})");
    const auto& ops = result.member("ops")->items();
    BOOST_TEST_REQUIRE(ops.size() == 3u);
    BOOST_TEST(ops[1].member("outcome")->text() == "ok");
    BOOST_TEST(number(ops[1], "address") == number(ops[0], "address") + 3 * MiB);
    BOOST_TEST(number(ops[1], "segment") == number(ops[0], "segment"));
    BOOST_TEST(number(result, "allocated_bytes") == 0u, "the free after the rebinding frees the second tensor");
    BOOST_TEST(number(result, "reserved_bytes") == 20 * MiB);
}

BOOST_AUTO_TEST_CASE(a_memory_fraction_and_a_settings_change_take_effect_where_the_script_makes_them)
{
    // Half of 1 GiB may be reserved: 600 MiB does not fit; after empty_cache and expandable segments, two
    // tensors share one segment.
    const JsonValue result = runJson(R"({"capacity_bytes": 1073741824, "ops": [
        {"op": "set_memory_fraction", "fraction": 0.5},
        {"op": "alloc", "name": "big", "bytes": 629145600},
        {"op": "set_memory_fraction", "fraction": 1},
        {"op": "set_settings", "settings": "expandable_segments:True"},
        {"op": "alloc", "name": "x", "bytes": 104857600},
        {"op": "alloc", "name": "y", "bytes": 104857600},
        {"op": "record_stream", "name": "x", "stream": 1},
        {"op": "free", "name": "x"},
        {"op": "synchronize", "stream": 1}]})");
    const auto& ops = result.member("ops")->items();
    BOOST_TEST_REQUIRE(ops.size() == 9u);
    BOOST_TEST(ops[1].member("outcome")->text() == "oom");
    BOOST_TEST(ops[3].member("outcome")->text() == "ok");
    BOOST_TEST(number(ops[4], "segment") == number(ops[5], "segment"));
    BOOST_TEST(number(ops[5], "address") == number(ops[4], "address") + 100 * MiB);
    BOOST_TEST(number(result, "allocated_bytes") == 100 * MiB);
}

BOOST_AUTO_TEST_CASE(bad_scripts_exit_2_naming_the_op_and_what_is_wrong)
{
    const std::pair<const char*, const char*> cases[] = {
        {R"({"capacity_bytes": 1073741824, "ops": [{"op": "alloc", "name": "a", "bytes": 1}, {"op": "malloc"}]})",
         "op 2 (line 1): unknown op \"malloc\""},
        {R"({"capacity_bytes": 1073741824, "ops": [{"op": "alloc", "name": "a", "bytes": -5}]})",
         "op 1 (line 1): \"bytes\" is a whole number of bytes, at least 1, not -5"},
        {"{\"capacity_bytes\": 1073741824, \"ops\": [\n{\"op\": \"alloc\", \"name\": \"a\", \"bytes\": 10},\n"
         "{\"op\": \"free\", \"name\": \"a\"},\n{\"op\": \"free\", \"name\": \"a\"}]}",
         "op 3 (line 4): \"a\" is not live"},
        {R"({"capacity_bytes": 1073741824, "ops": [{"op": "free", "name": "ghost"}]})", "\"ghost\" is not live"},
        {R"({"settings": "expandable_segments:Maybe", "capacity_bytes": 1073741824, "ops": [{"op": "empty_cache"}]})",
         "expandable_segments"},
        {R"({"capacity_bytes": 1073741824, "ops": [{"op": "set_settings", "settings": "max_split_size_mb:-3"}]})",
         "op 1 (line 1)"},
        {R"({"capacity_bytes": 1073741824, "ops": [{"op": "alloc", "name": "a", "bytes": 10, "byts": 3}]})",
         "has no field \"byts\""},
        {R"({"capacity_bytes": 1073741824, "ops": [{"op": "set_memory_fraction", "fraction": 1.5}]})",
         "above 0 and at most 1"},
        {R"({"capacity_bytes": 1073741824, "ops": [{"op": "alloc", "name": "a", "bytes": 10}, {"op": "free", "name": "a"}, {"op": "record_stream", "name": "a", "stream": 1}]})",
         "op 3 (line 1): \"a\" is not live"},
        {R"({"ops": [{"op": "empty_cache"}]})", "\"capacity_bytes\" is missing"},
        {R"({"capacity_bytes": 1073741824, "steps": [{"id": "s", "predict": "maybe", "ops": [{"op": "alloc", "name": "a", "bytes": 1}]}]})",
         "op 1 (line 1): \"predict\" is \"fits\" or \"block\""},
        {R"({"capacity_bytes": 1073741824, "steps": [{"id": "s", "predict": "fits", "ops": [{"op": "empty_cache"}]}]})",
         "asks for a prediction but allocates nothing"},
        {R"({"capacity_bytes": 1073741824, "ops": []})", "no ops"},
        {"{\"capacity_bytes\": 1073741824,\n \"ops\": [}", "not JSON: line 2, column 10"},
        {R"([1, 2])", "a script is an object"},
    };
    for (const auto& [script, expected] : cases) {
        const ScriptRun run = runCli({}, script);
        BOOST_TEST(run.exitCode == kExitBadInput, script);
        BOOST_TEST(run.err.find(expected) != std::string::npos, script << " -> " << run.err);
        BOOST_TEST(run.out.empty());
    }
    const ScriptRun missing = runCli({"--script", "/nonexistent/script.json"});
    BOOST_TEST(missing.exitCode == kExitBadInput);
    BOOST_TEST(missing.err.find("/nonexistent/script.json") != std::string::npos, missing.err);
    const ScriptRun both = runCli({"--scenario", "fragmentation-oom"}, R"({"capacity_bytes": 1073741824, "ops": [{"op": "empty_cache"}]})");
    BOOST_TEST(both.exitCode == kExitBadInput);
}

BOOST_AUTO_TEST_CASE(the_built_in_scenarios_are_script_files_and_running_one_gives_what_its_name_gives)
{
    BOOST_TEST_REQUIRE(builtInAllocatorScripts().size() == 4u);
    BOOST_TEST_REQUIRE(allocatorScenarios().size() == builtInAllocatorScripts().size(), "every built-in file reads");
    BOOST_TEST(allocatorScenarios().front().id == "reserved-vs-allocated", "the files' order is the lessons' order");
    const std::filesystem::path folder = std::filesystem::path(GML_SOURCE_DIR) / "resources/scenarios/allocator";
    int compared = 0;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        std::ifstream file(entry.path());
        std::stringstream text;
        text << file.rdbuf();
        const auto scenario = AllocatorScriptReader::read(text.str(), entry.path().stem().string());
        BOOST_TEST_REQUIRE(scenario.ok(), entry.path() << ": " << (scenario.ok() ? "" : scenario.error().message));
        const ScriptRun byFile = runCli({"--json", "--script", entry.path().string()});
        const ScriptRun byName = runCli({"--json", "--scenario", scenario.value().id});
        BOOST_TEST(byFile.exitCode == kExitOk, byFile.err);
        BOOST_TEST(byFile.out == byName.out, entry.path());
        ++compared;
    }
    BOOST_TEST(compared == 4);
}
