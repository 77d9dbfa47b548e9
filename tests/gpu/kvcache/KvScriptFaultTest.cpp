// KV script faults by kind (#32): each refusal carries the kind of its sentence and the sentence's variable
// parts, so that the application can say it in the learner's language (app/content/kvcache/KvScriptText);
// the English message stays the command line's, the kind's template with those arguments in place.
#include "kvcache/KvScript.h"
#include "kvcache/KvWalkthrough.h"

#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <initializer_list>
#include <string>
#include <vector>

using namespace gml;

namespace {

// A script on a pool of 8 blocks of 4 with one op a line: op N is on line N + 1.
std::string ops(std::initializer_list<std::string> each)
{
    std::string text = R"({"block_size": 4, "blocks": 8, "ops": [)";
    for (const std::string& op : each)
        text += (text.back() == '[' ? "\n" : ",\n") + op;
    return text + "]}";
}

using Arguments = std::vector<std::string>;

void checkMessageIsTheTemplate(const KvScriptError& error)
{
    const std::string sentence = kvScriptFaultSentence(error.fault, error.arguments);
    const std::string frame =
        error.fault == KvScriptFault::NotJson ? ""
        : error.op ? "op " + std::to_string(error.op) + " (line " + std::to_string(error.line) + "): "
                   : "line " + std::to_string(error.line) + ": ";
    BOOST_TEST(error.message == frame + sentence);
}

} // namespace

BOOST_AUTO_TEST_SUITE(kv_script_faults)

BOOST_AUTO_TEST_CASE(each_refusal_has_its_kind_and_arguments)
{
    struct Case
    {
        std::string script;
        KvScriptFault fault;
        Arguments arguments;
    };
    const std::string addA = R"({"op": "add", "request": "A", "prompt_tokens": 7})";
    const std::string serveOne = R"({"op": "serve", "requests": [)";
    const Case cases[] = {
        {ops({R"({"op": "decode", "request": "Z", "tokens": 1})"}),
         KvScriptFault::NamesUnknown,
         {"decode", "'Z'"}},
        {ops({addA, R"({"op": "abort", "request": "A"})",
              R"({"op": "decode", "request": "A", "tokens": 1})"}),
         KvScriptFault::NamesAborted,
         {"decode", "'A'", "2"}},
        {ops({addA, R"({"op": "fork", "request": "A", "from": "A"})"}),
         KvScriptFault::AlreadyLive,
         {"fork", "'A'", "1"}},
        {ops({R"({"op": "fork", "request": "B", "from": "Q"})"}), KvScriptFault::ForkFromUnknown, {"'Q'"}},
        {ops({R"({"op": "grow"})"}), KvScriptFault::UnknownOp, {"'grow'"}},
        {ops({R"({"op": "add", "request": "A", "prompt_token": 7})"}),
         KvScriptFault::OpUnknownMember,
         {"add", "'prompt_token'",
          "op, request, prompt_tokens, tokens, words, shared_prefix_with, shared_tokens, comment"}},
        {ops({R"({"op": "add", "request": "", "prompt_tokens": 7})"}),
         KvScriptFault::BadName,
         {"request", "an empty string"}},
        {ops({R"({"op": "add", "request": "A", "prompt_tokens": "7"})"}),
         KvScriptFault::NumberNotNumber,
         {"prompt_tokens", "a string"}},
        {ops({R"({"op": "add", "request": "A", "tokens": [1, 16777216]})"}),
         KvScriptFault::NumberOutOfRange,
         {"a token id", "0", "16777215", "16777216"}},
        {ops({addA, R"({"op": "add", "request": "B", "prompt_tokens": 5, "shared_prefix_with": "A",
                        "shared_tokens": 2.5})"}),
         KvScriptFault::SharedNotWhole,
         {"shared_tokens", "1", "5", "2.5", "5"}},
        {ops({R"({"op": "add", "request": "A", "prompt_tokens": 4})",
              R"({"op": "add", "request": "B", "prompt_tokens": 9, "shared_prefix_with": "A", "shared_tokens": 6})"}),
         KvScriptFault::SharedMoreThanPrompt,
         {"6", "'A'", "4"}},
        {ops({R"({"op": "step", "scene": "step-3"})"}), KvScriptFault::ServingSceneName, {"'step-3'"}},
        {ops({R"({"op": "step", "scene": "s", "facts": [{"fact": "tables"}]})"}),
         KvScriptFault::UnknownFact,
         {"'tables'"}},
        {ops({R"({"op": "step", "scene": "s", "facts": [{"fact": "table", "request": "Q"}]})"}),
         KvScriptFault::FactNamesUnknown,
         {"table", "'Q'"}},
        {ops({R"({"op": "step", "scene": "s", "facts": [{"fact": "steps"}]})"}),
         KvScriptFault::FactNeedsServe,
         {"steps"}},
        {ops({serveOne + R"({"arrival": 0, "prompt_tokens": 4, "output_tokens": -2}]})"}),
         KvScriptFault::ServeRequestNegative,
         {"0", "output_tokens", "-2"}},
        {ops({serveOne + R"({"arrival": 0, "prompt_tokens": 4, "output": 2}]})"}),
         KvScriptFault::ServeRequestUnknownMember,
         {"0", "'output'", "arrival, prompt_tokens, output_tokens, comment"}},
        {ops({serveOne + R"({"arrival": 0, "prompt_tokens": 40, "output_tokens": 9}]})"}),
         KvScriptFault::ServeRequestTooLong,
         {"0", "49", "32", "8", "4", "0"}},
        {ops({addA, R"({"op": "serve", "requests": []})"}),
         KvScriptFault::ServeWithLiveRequest,
         {"'A'", "1"}},
        {R"({"block_size": 3, "blocks": 8, "ops": []})", KvScriptFault::BlockSizeNotPowerOfTwo, {"3"}},
        {R"({"block_size": 4, "blocks": 3, "free_queue": [2, 0], "ops": []})",
         KvScriptFault::FreeQueueIncomplete,
         {"2", "2", "3"}},
        {R"({"block_size": 4, "blocks": 3, "free_queue": [2, 0, -1], "ops": []})",
         KvScriptFault::NumberNegative,
         {"a free_queue entry", "-1"}},
        {R"({"block_size": 4, "blocks": 8, "ops": [], "opps": 1})",
         KvScriptFault::ScriptUnknownMember,
         {"'opps'", "block_size, blocks, free_queue, prefix_caching, swap_space_blocks, id, paper, order, "
                    "ops, comment"}},
        {R"([1, 2])", KvScriptFault::ScriptNotObject, {"a list"}},
        {R"({"block_size": 4, "blocks": 8})", KvScriptFault::NoOps, {}},
    };
    for (const Case& c : cases) {
        auto script = readKvScript(c.script);
        BOOST_REQUIRE_MESSAGE(!script.ok(), "the script was accepted: " << c.script);
        const KvScriptError& error = script.error();
        BOOST_TEST(static_cast<int>(error.fault) == static_cast<int>(c.fault), error.message);
        BOOST_TEST(error.arguments == c.arguments, boost::test_tools::per_element());
        checkMessageIsTheTemplate(error);
    }
}

// Not JSON at all: the reader's line and column apart, and what it found there, after them.
BOOST_AUTO_TEST_CASE(not_json_keeps_the_readers_place_apart)
{
    auto script = readKvScript("{\"block_size\": 4, \"blocks\": 8, \"ops\": [\n {\"op\": \"abort\",}]}");
    BOOST_REQUIRE(!script.ok());
    const KvScriptError& error = script.error();
    BOOST_TEST(static_cast<int>(error.fault) == static_cast<int>(KvScriptFault::NotJson));
    BOOST_REQUIRE_EQUAL(error.arguments.size(), 3u);
    BOOST_TEST(error.arguments[0] == "2");
    BOOST_TEST(error.arguments[1] == std::to_string(error.column));
    BOOST_TEST(error.arguments[2] == "expected a member's name in double quotes");
    checkMessageIsTheTemplate(error);
}

BOOST_AUTO_TEST_CASE(a_walkthrough_without_an_id_or_steps_has_its_own_kinds)
{
    const auto noId = buildKvWalkthroughFromScript(
        R"({"block_size": 2, "blocks": 4, "ops": [{"op": "step", "scene": "s"}]})");
    BOOST_REQUIRE(!noId.ok());
    BOOST_TEST(static_cast<int>(noId.error().fault) == static_cast<int>(KvScriptFault::WalkthroughNeedsId));
    BOOST_TEST(noId.error().arguments.empty());
    checkMessageIsTheTemplate(noId.error());
    const auto noSteps =
        buildKvWalkthroughFromScript(R"({"id": "x", "block_size": 2, "blocks": 4, "ops": []})");
    BOOST_REQUIRE(!noSteps.ok());
    BOOST_TEST(static_cast<int>(noSteps.error().fault) ==
               static_cast<int>(KvScriptFault::WalkthroughNeedsSteps));
    checkMessageIsTheTemplate(noSteps.error());
}

// Every template numbers its placeholders from %1 without a gap, so that each argument has its place.
BOOST_AUTO_TEST_CASE(every_template_numbers_its_placeholders_in_order)
{
    for (int kind = 0; kind < kKvScriptFaultCount; ++kind) {
        const std::string form = kvScriptFaultTemplate(static_cast<KvScriptFault>(kind));
        int highest = 0;
        for (std::size_t at = form.find('%'); at != std::string::npos; at = form.find('%', at + 1))
            if (at + 1 < form.size() && form[at + 1] >= '1' && form[at + 1] <= '9')
                highest = std::max(highest, form[at + 1] - '0');
        for (int n = 1; n <= highest; ++n)
            BOOST_TEST(form.find("%" + std::to_string(n)) != std::string::npos, form);
    }
    // An argument's own text is never read as a placeholder.
    BOOST_TEST(kvScriptFaultSentence(KvScriptFault::NamesUnknown, {"decode", "'%2'"}) ==
               "decode names request '%2', which no earlier op added");
}

BOOST_AUTO_TEST_SUITE_END()
