// KV cache scripts (#32): hand-made scripts whose block tables, reference counts and free queues follow from
// vLLM's rules (../shared/REFERENCE.md, section 3), the paper's Fig. 6 file run as a script, every kind of
// bad script with its message, and the command line that runs them. The walkthroughs' own ops (words, steps,
// serve) are KvScriptStepTest's.
#include "kvcache/KvScript.h"

#include "KvCacheInvariants.h"
#include "cli/CliCommand.h"
#include "kvcache/KvScriptRunner.h"
#include "kvcache/KvWalkthrough.h"

#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <random>
#include <sstream>

using namespace gml;

namespace {

using Blocks = std::vector<KvBlockId>;
using Counts = std::vector<std::uint32_t>;

KvScript read(const std::string& json)
{
    auto script = readKvScript(json);
    BOOST_REQUIRE_MESSAGE(script.ok(), (script.ok() ? "" : script.error().message));
    return script.value();
}

KvScriptRun run(const std::string& json)
{
    auto result = KvScriptRunner::run(read(json));
    BOOST_REQUIRE_MESSAGE(result.ok(), (result.ok() ? "" : result.error().message));
    return std::move(result.value());
}

// The live request named `name`'s block table at the end of the run.
Blocks tableOf(const KvScriptRun& run, const std::string& name)
{
    for (const KvSequenceId sequence : run.state.liveSequences())
        if (run.sequenceNames[sequence] == name)
            return run.state.sequences[sequence].blockTable;
    BOOST_FAIL("no live request named " << name);
    return {};
}

Counts refCounts(const KvCacheState& state)
{
    Counts counts;
    for (const KvPhysicalBlockState& block : state.blocks)
        counts.push_back(block.refCount);
    return counts;
}

void checkInvariants(const KvCacheState& state)
{
    BOOST_TEST(test::checkKvCacheInvariants(state, {}) == "");
}

// A script on a pool of 8 blocks of 4 with one op a line: op N is on line N + 1.
std::string ops(std::initializer_list<std::string> each)
{
    std::string text = R"({"block_size": 4, "blocks": 8, "ops": [)";
    for (const std::string& op : each)
        text += (text.back() == '[' ? "\n" : ",\n") + op;
    return text + "]}";
}

KvScriptError refusal(const std::string& json)
{
    auto script = readKvScript(json);
    BOOST_REQUIRE_MESSAGE(!script.ok(), "the script was accepted: " << json);
    return script.error();
}

std::string readFile(const std::string& path)
{
    std::ifstream file(path);
    BOOST_REQUIRE_MESSAGE(file, "cannot read " << path);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

// A script written where the command line can read it, removed with the fixture.
struct ScriptFile
{
    explicit ScriptFile(const std::string& json)
        : path((std::filesystem::temp_directory_path() /
                ("gml-kvscript-" + std::to_string(std::random_device{}()) + "-" + std::to_string(++counter) +
                 ".json"))
                   .string())
    {
        std::ofstream(path) << json;
    }
    ~ScriptFile() { std::filesystem::remove(path); }
    std::string path;
    static inline int counter = 0;
};

const std::string kFig6File = std::string(GML_SOURCE_DIR) + "/resources/scenarios/kvcache/fig6.json";

} // namespace

BOOST_AUTO_TEST_SUITE(kv_scripts)

// Fig. 6: a 7-token prompt in blocks of 4 takes physical 7 and 1 from the seeded queue; the first generated
// token fills the last slot of 1, the second needs a new block and takes 3, the head.
BOOST_AUTO_TEST_CASE(fig6_block_tables_with_the_seeded_free_queue)
{
    const KvScriptRun result = run(R"({"block_size": 4, "blocks": 8, "free_queue": [7, 1, 3, 0, 2, 4, 5, 6],
        "ops": [{"op": "add", "request": "A", "prompt_tokens": 7},
                {"op": "decode", "request": "A", "tokens": 1},
                {"op": "decode", "request": "A", "tokens": 1}]})");
    BOOST_REQUIRE_EQUAL(result.ops.size(), 3u);
    BOOST_TEST(result.ops[0].blockTable == (Blocks{7, 1}), boost::test_tools::per_element());
    BOOST_TEST(result.ops[1].blockTable == (Blocks{7, 1}), boost::test_tools::per_element());
    BOOST_TEST(result.ops[1].length == 8u);
    BOOST_TEST(result.ops[2].blockTable == (Blocks{7, 1, 3}), boost::test_tools::per_element());
    BOOST_TEST(tableOf(result, "A") == (Blocks{7, 1, 3}), boost::test_tools::per_element());
    BOOST_TEST(refCounts(result.state) == (Counts{0, 1, 0, 1, 0, 0, 0, 1}), boost::test_tools::per_element());
    BOOST_TEST(result.state.freeQueueOrder() == (Blocks{0, 2, 4, 5, 6}), boost::test_tools::per_element());
    for (const KvScriptOpResult& op : result.ops)
        BOOST_TEST((op.outcome == KvScriptOutcome::Ok));
    checkInvariants(result.state);
}

// The Fig. 6 file is the built-in walkthrough: run as a script, its ops give the figure's tables, and each of
// its step ops ends where the walkthrough's step of that scene does.
BOOST_AUTO_TEST_CASE(fig6_file_runs_as_a_script_and_as_the_walkthrough)
{
    const KvScriptRun result = run(readFile(kFig6File));
    auto walkthrough = buildKvWalkthrough("fig6");
    BOOST_REQUIRE(walkthrough.ok());
    const KvWalkthrough& lesson = walkthrough.value();
    BOOST_REQUIRE_EQUAL(result.ops.size(), 7u);
    BOOST_TEST(result.ops[1].blockTable == (Blocks{7, 1}), boost::test_tools::per_element());
    BOOST_TEST(result.ops[3].blockTable == (Blocks{7, 1}), boost::test_tools::per_element());
    BOOST_TEST(result.ops[5].blockTable == (Blocks{7, 1, 3}), boost::test_tools::per_element());
    const char* scenes[] = {"fig6-pool", "fig6-prompt", "fig6-fill-last-slot", "fig6-new-block"};
    BOOST_REQUIRE_EQUAL(result.steps.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        BOOST_TEST(result.steps[i].scene == scenes[i]);
        BOOST_TEST(result.ops[2 * i].eventEnd == lesson.scene(scenes[i])->eventCount, scenes[i]);
    }
    BOOST_TEST(result.trace.size() == lesson.trace.size());
    BOOST_TEST(result.trace.tokenNames() == lesson.trace.tokenNames(), boost::test_tools::per_element());
    BOOST_TEST(refCounts(result.state) == refCounts(lesson.trace.stateAt(lesson.trace.size())),
               boost::test_tools::per_element());
}

// Fig. 8: a fork shares both blocks (reference counts 2); the child's first token would land in the shared,
// partly filled last block, so that block is copied first and the parent's count drops back to 1, after
// which the parent writes in place.
BOOST_AUTO_TEST_CASE(fork_then_decode_copies_the_shared_last_block)
{
    const KvScriptRun result = run(R"({"block_size": 4, "blocks": 8,
        "ops": [{"op": "add", "request": "A", "prompt_tokens": 7},
                {"op": "fork", "request": "B", "from": "A"},
                {"op": "decode", "request": "B", "tokens": 1},
                {"op": "decode", "request": "A", "tokens": 1}]})");
    BOOST_TEST(result.ops[1].blockTable == (Blocks{0, 1}), boost::test_tools::per_element());
    BOOST_TEST(refCounts(result.trace.stateAt(result.ops[1].eventEnd)) == (Counts{2, 2, 0, 0, 0, 0, 0, 0}),
               boost::test_tools::per_element());
    BOOST_TEST(result.ops[2].blockTable == (Blocks{0, 2}), boost::test_tools::per_element());
    BOOST_TEST(refCounts(result.trace.stateAt(result.ops[2].eventEnd)) == (Counts{2, 1, 1, 0, 0, 0, 0, 0}),
               boost::test_tools::per_element());
    BOOST_TEST(tableOf(result, "A") == (Blocks{0, 1}), boost::test_tools::per_element());
    BOOST_TEST(tableOf(result, "B") == (Blocks{0, 2}), boost::test_tools::per_element());
    // Exactly one copy, in op 3; A's token went into block 1 without one.
    std::size_t copies = 0;
    for (std::size_t event = 0; event < result.trace.size(); ++event)
        if (result.trace[event].kind == KvEventKind::CopyOnWrite) {
            ++copies;
            BOOST_TEST(event >= result.opEventBegin(2));
            BOOST_TEST(event < result.ops[2].eventEnd);
        }
    BOOST_TEST(copies == 1u);
    BOOST_TEST(result.state.freeCount == 5u);
    checkInvariants(result.state);
}

// Aborting gives back the blocks no one else holds: they join the free queue's tail, a request's last block
// first, and allocation keeps taking the head. Blocks still shared with a fork stay, one reference fewer.
BOOST_AUTO_TEST_CASE(abort_returns_blocks_to_the_free_queues_tail)
{
    const KvScriptRun result = run(R"({"block_size": 4, "blocks": 8,
        "ops": [{"op": "add", "request": "A", "prompt_tokens": 7},
                {"op": "add", "request": "B", "prompt_tokens": 5},
                {"op": "abort", "request": "A"},
                {"op": "add", "request": "C", "prompt_tokens": 1},
                {"op": "fork", "request": "D", "from": "B"},
                {"op": "decode", "request": "D", "tokens": 1},
                {"op": "abort", "request": "B"},
                {"op": "add", "request": "A", "prompt_tokens": 2}]})");
    BOOST_TEST(tableOf(result, "C") == (Blocks{4}), boost::test_tools::per_element());
    const KvCacheState afterAbort = result.trace.stateAt(result.ops[2].eventEnd);
    BOOST_TEST(afterAbort.freeQueueOrder() == (Blocks{4, 5, 6, 7, 1, 0}), boost::test_tools::per_element());
    // D copied B's shared last block 3 into 5; B's abort frees only 3, and block 2 drops to one reference.
    BOOST_TEST(tableOf(result, "D") == (Blocks{2, 5}), boost::test_tools::per_element());
    const KvCacheState afterSecondAbort = result.trace.stateAt(result.ops[6].eventEnd);
    BOOST_TEST(afterSecondAbort.freeQueueOrder() == (Blocks{6, 7, 1, 0, 3}),
               boost::test_tools::per_element());
    BOOST_TEST(refCounts(afterSecondAbort) == (Counts{0, 0, 1, 0, 1, 1, 0, 0}),
               boost::test_tools::per_element());
    // The name A is free again once its request was aborted.
    BOOST_TEST(tableOf(result, "A") == (Blocks{6}), boost::test_tools::per_element());
    checkInvariants(result.state);
}

// Running out is what the op did, not a fault: the add that does not fit changes nothing, a decode keeps
// the tokens it managed, and ops on the request that was never admitted are skipped.
BOOST_AUTO_TEST_CASE(running_out_of_blocks_is_the_ops_outcome)
{
    const KvScriptRun result = run(R"({"block_size": 4, "blocks": 2,
        "ops": [{"op": "add", "request": "A", "prompt_tokens": 7},
                {"op": "decode", "request": "A", "tokens": 3},
                {"op": "add", "request": "B", "prompt_tokens": 1},
                {"op": "fork", "request": "C", "from": "B"},
                {"op": "decode", "request": "B", "tokens": 1},
                {"op": "abort", "request": "A"},
                {"op": "add", "request": "D", "prompt_tokens": 8}]})");
    BOOST_TEST((result.ops[0].outcome == KvScriptOutcome::Ok));
    BOOST_TEST((result.ops[1].outcome == KvScriptOutcome::OutOfBlocks));
    BOOST_TEST(result.ops[1].tokensWritten == 1u);
    BOOST_TEST(result.ops[1].length == 8u);
    BOOST_TEST(result.ops[1].reason ==
               "the next token of sequence 0 needs 1 block but only 0 blocks of 2 blocks are free");
    BOOST_TEST((result.ops[2].outcome == KvScriptOutcome::OutOfBlocks));
    BOOST_TEST(result.ops[2].reason ==
               "a prompt of 1 tokens needs 1 block but only 0 blocks of 2 blocks are free");
    BOOST_TEST(result.ops[2].eventEnd == result.ops[1].eventEnd); // nothing recorded
    BOOST_TEST((result.ops[3].outcome == KvScriptOutcome::Skipped));
    BOOST_TEST((result.ops[4].outcome == KvScriptOutcome::Skipped));
    BOOST_TEST((result.ops[6].outcome == KvScriptOutcome::Ok));
    BOOST_TEST(tableOf(result, "D") == (Blocks{1, 0}), boost::test_tools::per_element());
    checkInvariants(result.state);
}

// Requests that share a system prompt: with prefix caching, the full blocks of the shared prefix are found
// again by hash (never the block holding the prompt's last token); without it, each request has its own.
BOOST_AUTO_TEST_CASE(shared_prefixes_reuse_full_blocks_only_with_prefix_caching)
{
    const std::string ops = R"("ops": [{"op": "add", "request": "A", "prompt_tokens": 10},
                {"op": "add", "request": "B", "prompt_tokens": 14, "shared_prefix_with": "A", "shared_tokens": 10},
                {"op": "add", "request": "C", "tokens": [1, 2, 3, 4, 5, 6, 7, 8, 9]},
                {"op": "add", "request": "D", "tokens": [1, 2, 3, 4, 5, 6, 7, 8, 9]}]})";
    const KvScriptRun cached = run(R"({"block_size": 4, "blocks": 16, "prefix_caching": true, )" + ops);
    BOOST_TEST(tableOf(cached, "A") == (Blocks{0, 1, 2}), boost::test_tools::per_element());
    BOOST_TEST(tableOf(cached, "B") == (Blocks{0, 1, 3, 4}), boost::test_tools::per_element());
    BOOST_TEST(tableOf(cached, "C") == (Blocks{5, 6, 7}), boost::test_tools::per_element());
    BOOST_TEST(tableOf(cached, "D") == (Blocks{5, 6, 8}), boost::test_tools::per_element());
    BOOST_TEST(cached.prefixCacheHits == 4u);
    BOOST_TEST(cached.state.blocks[0].refCount == 2u);
    BOOST_TEST(cached.state.blocks[2].refCount == 1u);

    const KvScriptRun uncached = run(R"({"block_size": 4, "blocks": 16, )" + ops);
    BOOST_TEST(tableOf(uncached, "B") == (Blocks{3, 4, 5, 6}), boost::test_tools::per_element());
    BOOST_TEST(uncached.prefixCacheHits == 0u);
    // Made-up tokens never match by chance: two plain prompts share nothing even with prefix caching.
    const KvScriptRun distinct = run(R"({"block_size": 4, "blocks": 8, "prefix_caching": true, "ops": [
        {"op": "add", "request": "A", "prompt_tokens": 9}, {"op": "add", "request": "B", "prompt_tokens": 9}]})");
    BOOST_TEST(distinct.prefixCacheHits == 0u);
    checkInvariants(cached.state);
}

// Every refusal names the op (from 1) and the line, and says what is wrong.
BOOST_AUTO_TEST_CASE(bad_scripts_name_the_op_the_line_and_the_fault)
{
    struct Case
    {
        std::string script;
        std::size_t op;
        int line;
        std::string message;
    };
    const std::string addA = R"({"op": "add", "request": "A", "prompt_tokens": 7})";
    const Case cases[] = {
        {ops({addA, R"({"op": "grow", "request": "A"})"}), 2, 3,
         "op 2 (line 3): unknown op 'grow': the ops are add, decode, fork, abort, step and serve"},
        {ops({R"({"op": "add", "request": "A", "prompt_tokens": -7})"}), 1, 2,
         "op 1 (line 2): prompt_tokens must not be negative (it is -7)"},
        {ops({R"({"op": "add", "request": "A"})"}), 1, 2,
         "op 1 (line 2): add needs prompt_tokens (how many tokens the prompt has), tokens (the prompt's "
         "token "
         "ids) or words (the prompt's words)"},
        {ops({addA, R"({"op": "decode", "request": "A"})"}), 2, 3,
         "op 2 (line 3): decode needs tokens (how many tokens to generate, 1 or more, or their ids) or words "
         "(the "
         "tokens as words)"},
        {ops({addA, R"({"op": "decode", "request": "A", "tokens": 1.5})"}), 2, 3,
         "op 2 (line 3): tokens must be a whole number from 1 to 1000000, not 1.5"},
        {ops({R"({"op": "decode", "request": "Z", "tokens": 1})"}), 1, 2,
         "op 1 (line 2): decode names request 'Z', which no earlier op added"},
        {ops({addA, R"({"op": "abort", "request": "A"})", R"({"op": "abort", "request": "A"})"}), 3, 4,
         "op 3 (line 4): abort names request 'A', which op 2 aborted"},
        {ops({R"({"op": "fork", "request": "B", "from": "Q"})"}), 1, 2,
         "op 1 (line 2): fork copies request 'Q', which no earlier op added"},
        {ops({addA, R"({"op": "add", "request": "A", "prompt_tokens": 3})"}), 2, 3,
         "op 2 (line 3): add names request 'A', which is already live (op 1 added it)"},
        {ops({addA, R"({"op": "fork", "request": "A", "from": "A"})"}), 2, 3,
         "op 2 (line 3): fork names request 'A', which is already live (op 1 added it)"},
        {ops({R"({"op": "add", "request": "A", "prompt_token": 7})"}), 1, 2,
         "op 1 (line 2): add has no member 'prompt_token' (it takes op, request, prompt_tokens, tokens, "
         "words, "
         "shared_prefix_with, shared_tokens, comment)"},
        {ops({R"({"op": "add", "request": "A", "prompt_tokens": 4})",
              R"({"op": "add", "request": "B", "prompt_tokens": 9, "shared_prefix_with": "A", "shared_tokens": 6})"}),
         2, 3, "op 2 (line 3): shared_tokens is 6 but 'A''s prompt has only 4 tokens"},
        {ops({R"({"op": "add", "request": "A", "tokens": [1, 16777216]})"}), 1, 2,
         "op 1 (line 2): a token id must be from 0 to 16777215, not 16777216"},
        {R"({"block_size": 3, "blocks": 8, "ops": []})", 0, 1,
         "line 1: block_size must be a power of two from 1 to 128 (what the block manager takes), not 3"},
        {R"({"block_size": 256, "blocks": 8, "ops": []})", 0, 1,
         "line 1: block_size must be from 1 to 128, not 256"},
        {"{\"block_size\": 4,\n \"blocks\": 0, \"ops\": []}", 0, 2,
         "line 2: blocks must be from 1 to 65536, not 0"},
        {R"({"block_size": 4, "blocks": 100000, "ops": []})", 0, 1,
         "line 1: blocks must be from 1 to 65536, not 100000"},
        {R"({"block_size": 4, "ops": []})", 0, 1,
         "line 1: the script has no blocks (how many physical blocks the pool has)"},
        {R"({"block_size": 4, "blocks": 3, "free_queue": [2, 0, 2], "ops": []})", 0, 1,
         "line 1: free_queue lists block 2 twice"},
        {R"({"block_size": 4, "blocks": 3, "free_queue": [2, 0], "ops": []})", 0, 1,
         "line 1: free_queue must list every block from 0 to 2 once; it lists 2 of 3"},
        {R"({"block_size": 4, "blocks": 8})", 0, 1,
         R"(line 1: the script has no ops (a list such as [{"op": "add", "request": "A", "prompt_tokens": 7}]))"},
    };
    for (const Case& c : cases) {
        const KvScriptError error = refusal(c.script);
        BOOST_TEST(error.message == c.message);
        BOOST_TEST(error.op == c.op, c.message);
        BOOST_TEST(error.line == c.line, c.message);
    }

    // Not JSON at all: the reader's line and column.
    const KvScriptError syntax =
        refusal("{\"block_size\": 4, \"blocks\": 8, \"ops\": [\n {\"op\": \"abort\",}]}");
    BOOST_TEST(syntax.op == 0u);
    BOOST_TEST(syntax.line == 2);
    BOOST_TEST(syntax.column > 0);
    BOOST_TEST(syntax.message.rfind("not JSON: line 2, column ", 0) == 0);
}

BOOST_AUTO_TEST_CASE(cli_runs_a_script_as_one_json_object)
{
    std::ostringstream out, err;
    BOOST_TEST(runKvCacheCommand({"--script", kFig6File, "--json"}, out, err) == kExitOk);
    BOOST_TEST(err.str().empty());
    const std::string json = out.str();
    BOOST_TEST(json.find("\"requests\":[{\"id\":\"A\",\"block_table\":[7,1,3],\"tokens\":9}]") !=
                   std::string::npos,
               json);
    BOOST_TEST(json.find("\"ref_counts\":[0,1,0,1,0,0,0,1]") != std::string::npos, json);
    BOOST_TEST(json.find("\"free_blocks\":5") != std::string::npos, json);
    BOOST_TEST(json.find("\"free_queue\":[0,2,4,5,6]") != std::string::npos, json);
    BOOST_TEST(json.find('\n') == json.size() - 1); // one object, one line

    const ScriptFile fork(R"({"block_size": 4, "blocks": 3, "ops": [
        {"op": "add", "request": "A", "prompt_tokens": 7}, {"op": "fork", "request": "B", "from": "A"},
        {"op": "decode", "request": "B", "tokens": 1}, {"op": "decode", "request": "A", "tokens": 2}]})");
    std::ostringstream forked, forkErr;
    BOOST_TEST(runKvCacheCommand({"--json", "--script", fork.path}, forked, forkErr) == kExitOk);
    const std::string result = forked.str();
    BOOST_TEST(result.find("\"requests\":[{\"id\":\"A\",\"block_table\":[0,1],\"tokens\":8},"
                           "{\"id\":\"B\",\"block_table\":[0,2],\"tokens\":8}]") != std::string::npos,
               result);
    BOOST_TEST(result.find("\"ref_counts\":[2,1,1]") != std::string::npos, result);
    BOOST_TEST(result.find("\"free_blocks\":0") != std::string::npos, result);
    BOOST_TEST(
        result.find(
            "{\"op\":\"decode\",\"request\":\"A\",\"outcome\":\"out_of_blocks\",\"tokens_written\":1,") !=
            std::string::npos,
        result);
}

BOOST_AUTO_TEST_CASE(cli_explains_each_op_in_words)
{
    std::ostringstream out, err;
    BOOST_TEST(runKvCacheCommand({"--script", kFig6File}, out, err) == kExitOk);
    const std::string text = out.str();
    BOOST_TEST(text.find("op 2: add A (a 7-token prompt: Four score and seven years ago our): ok") !=
                   std::string::npos,
               text);
    BOOST_TEST(text.find("took physical 7 from the head of the free queue") != std::string::npos, text);
    BOOST_TEST(text.find("op 6: decode A (1 token: brought): ok") != std::string::npos, text);
    BOOST_TEST(text.find("op 7: step fig6-new-block: ok") != std::string::npos, text);
    BOOST_TEST(text.find("A (sequence 0) holds 9 tokens in physical blocks [7, 1, 3]") != std::string::npos,
               text);
    BOOST_TEST(text.find("5 free blocks, free queue head first [0, 2, 4, 5, 6]") != std::string::npos, text);
}

BOOST_AUTO_TEST_CASE(cli_refuses_bad_scripts_with_exit_2)
{
    const ScriptFile unknown("{\"block_size\": 4, \"blocks\": 8, \"ops\": [\n"
                             " {\"op\": \"add\", \"request\": \"A\", \"prompt_tokens\": 7},\n"
                             " {\"op\": \"fork\", \"request\": \"B\", \"from\": \"Q\"}]}");
    std::ostringstream out, err;
    BOOST_TEST(runKvCacheCommand({"--script", unknown.path, "--json"}, out, err) == kExitBadInput);
    BOOST_TEST(out.str().empty());
    BOOST_TEST(err.str() == "gpu-memory-lab-cli kvcache: " + unknown.path +
                                ": op 2 (line 3): fork copies request 'Q', which no earlier op added\n");

    const ScriptFile broken("{\"block_size\": 4,\n \"blocks\": 8 \"ops\": []}");
    std::ostringstream out2, err2;
    BOOST_TEST(runKvCacheCommand({"--script", broken.path}, out2, err2) == kExitBadInput);
    BOOST_TEST(err2.str().find(": not JSON: line 2, column 14: ") != std::string::npos, err2.str());

    std::ostringstream out3, err3;
    BOOST_TEST(runKvCacheCommand({"--script", "/nonexistent/script.json"}, out3, err3) == kExitBadInput);
    BOOST_TEST(err3.str().find("cannot read the KV script /nonexistent/script.json") != std::string::npos);

    std::ostringstream out4, err4;
    BOOST_TEST(runKvCacheCommand({"--script", kFig6File, "--walkthrough", "fig6"}, out4, err4) ==
               kExitBadInput);
}

BOOST_AUTO_TEST_SUITE_END()
