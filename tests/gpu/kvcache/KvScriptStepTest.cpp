// What makes a KV script a walkthrough (#32): words as tokens, explicit ids for decode, why an abort freed,
// narrated steps with the facts their narration quotes, a serving scheduler run as narrated steps; the
// walkthrough built from any script text; every bad use of these fields with its op, line and message; and
// the command line running each built-in walkthrough's file as it runs the walkthrough.
#include "cli/CliCommand.h"
#include "kvcache/KvScript.h"
#include "kvcache/KvScriptRunner.h"
#include "kvcache/KvServingStepFacts.h"
#include "kvcache/KvWalkthrough.h"
#include "kvcache/PagedServingScheduler.h"

#include <boost/test/unit_test.hpp>
#include <initializer_list>
#include <sstream>

using namespace gml;

namespace {

using Blocks = std::vector<KvBlockId>;
using Tokens = std::vector<std::int32_t>;

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

// A script on a pool of 8 blocks of 4 with one op a line: op N is on line N + 1.
std::string ops(std::initializer_list<std::string> each,
                const std::string& pool = R"("block_size": 4, "blocks": 8)")
{
    std::string text = "{" + pool + R"(, "ops": [)";
    for (const std::string& op : each)
        text += (text.back() == '[' ? "\n" : ",\n") + op;
    return text + "]}";
}

std::string walkthroughFile(const std::string& id)
{
    return std::string(GML_SOURCE_DIR) + "/resources/scenarios/kvcache/" + id + ".json";
}

const NarrationFact& factNamed(const KvWalkthroughStep& step, const std::string& name)
{
    for (const NarrationFact& fact : step.facts)
        if (fact.name == name)
            return fact;
    BOOST_FAIL("step " << step.scene << " has no fact " << name);
    return step.facts.front();
}

const std::string kServe5 =
    R"({"op": "serve", "requests": [{"arrival": 0, "prompt_tokens": 8, "output_tokens": 10},
    {"arrival": 0, "prompt_tokens": 6, "output_tokens": 6}, {"arrival": 0, "prompt_tokens": 7, "output_tokens": 5},
    {"arrival": 0, "prompt_tokens": 5, "output_tokens": 9}, {"arrival": 0, "prompt_tokens": 6, "output_tokens": 8}]})";

} // namespace

BOOST_AUTO_TEST_SUITE(kv_script_steps)

// Each new word gets the next id from 0 in the order words first appear, the ids the application's words
// in every language line up with; the trace names tokens by them.
BOOST_AUTO_TEST_CASE(words_become_token_ids_in_order_of_first_appearance)
{
    const KvScript script = read(ops({R"({"op": "add", "request": "A", "words": "to be or not to be"})",
                                      R"({"op": "decode", "request": "A", "words": "that is"})",
                                      R"({"op": "decode", "request": "A", "words": "to"})"}));
    BOOST_TEST(script.ops[0].tokens == (Tokens{0, 1, 2, 3, 0, 1}), boost::test_tools::per_element());
    BOOST_TEST(script.ops[0].promptTokens == 6u);
    BOOST_TEST(script.ops[1].tokens == (Tokens{4, 5}), boost::test_tools::per_element());
    BOOST_TEST(script.ops[1].decodeTokens == 2u);
    BOOST_TEST(script.words == (std::vector<std::string>{"to", "be", "or", "not", "that", "is"}),
               boost::test_tools::per_element());
    const KvScriptRun result = run(ops({R"({"op": "add", "request": "A", "words": "to be or not to be"})",
                                        R"({"op": "decode", "request": "A", "words": "that is"})"}));
    BOOST_TEST(result.trace.tokenNames().size() == 6u);
    BOOST_TEST(result.state.blocks[1].tokens == (Tokens{0, 1, 4, 5}), boost::test_tools::per_element());
    BOOST_TEST(result.trace.tokenName(4) == "'that'");
}

// A decode may write its token ids out; made-up tokens still count on from where they were.
BOOST_AUTO_TEST_CASE(decode_writes_explicit_token_ids)
{
    const KvScriptRun result = run(ops({R"({"op": "add", "request": "A", "tokens": [5, 6, 7]})",
                                        R"({"op": "decode", "request": "A", "tokens": [100, 101]})",
                                        R"({"op": "decode", "request": "A", "tokens": 1})"}));
    BOOST_TEST(result.ops[1].tokensWritten == 2u);
    BOOST_TEST(result.state.blocks[0].tokens == (Tokens{5, 6, 7, 100}), boost::test_tools::per_element());
    BOOST_TEST(result.state.blocks[1].tokens == (Tokens{101, kFirstMadeUpKvToken}),
               boost::test_tools::per_element());
}

// The trace says why a request let go of its blocks: beam search pruned it, it finished, or it was aborted.
BOOST_AUTO_TEST_CASE(abort_records_the_reason_it_is_given)
{
    const KvScriptRun result = run(ops(
        {R"({"op": "add", "request": "A", "prompt_tokens": 3})",
         R"({"op": "fork", "request": "B", "from": "A"})", R"({"op": "fork", "request": "C", "from": "A"})",
         R"({"op": "abort", "request": "A", "reason": "finished"})",
         R"({"op": "abort", "request": "B", "reason": "pruned"})", R"({"op": "abort", "request": "C"})"}));
    std::vector<KvEventReason> reasons;
    for (std::size_t i = 0; i < result.trace.size(); ++i)
        if (result.trace[i].kind == KvEventKind::SequenceFreed)
            reasons.push_back(result.trace[i].reason);
    BOOST_TEST((reasons == std::vector<KvEventReason>{KvEventReason::Finished, KvEventReason::Pruned,
                                                      KvEventReason::Aborted}));
}

// A step is marked at the trace's end when it is reached, with its facts as they are then, not later.
BOOST_AUTO_TEST_CASE(steps_quote_the_state_when_they_are_reached)
{
    const KvScriptRun result = run(ops(
        {R"({"op": "step", "scene": "empty", "facts": [{"fact": "free-queue"}]})",
         R"({"op": "add", "request": "A", "prompt_tokens": 5})",
         R"({"op": "fork", "request": "B", "from": "A"})",
         R"({"op": "step", "scene": "forked", "facts": [{"fact": "table", "request": "B"},
             {"fact": "sequence", "request": "B", "name": "child"}, {"fact": "table", "request": "A", "name": "parent"}]})",
         R"({"op": "decode", "request": "B", "tokens": 1})",
         R"({"op": "step", "scene": "copied", "facts": [{"fact": "table", "request": "B"}, {"fact": "free-queue", "name": "queue"}]})"},
        R"("block_size": 4, "blocks": 4, "free_queue": [3, 2, 1, 0])"));
    BOOST_REQUIRE_EQUAL(result.steps.size(), 3u);
    BOOST_TEST(result.steps[0].eventCount == result.setupEvents);
    BOOST_TEST(factNamed(result.steps[0], "free-queue").list == (Blocks{3, 2, 1, 0}),
               boost::test_tools::per_element());
    BOOST_TEST(result.steps[1].eventCount == result.ops[2].eventEnd);
    BOOST_TEST(factNamed(result.steps[1], "table").list == (Blocks{3, 2}), boost::test_tools::per_element());
    BOOST_TEST(factNamed(result.steps[1], "parent").list == (Blocks{3, 2}), boost::test_tools::per_element());
    BOOST_TEST((factNamed(result.steps[1], "child").kind == NarrationFact::Kind::Count));
    BOOST_TEST(factNamed(result.steps[1], "child").integer == 1u);
    BOOST_TEST(factNamed(result.steps[2], "table").list == (Blocks{3, 1}), boost::test_tools::per_element());
    BOOST_TEST(factNamed(result.steps[2], "queue").list == (Blocks{0}), boost::test_tools::per_element());
    BOOST_TEST(result.steps[2].eventCount == result.trace.size());
    for (const KvWalkthroughStep& step : result.steps)
        BOOST_TEST(!step.serving);
}

// A fact on a request whose add ran out of blocks is left out, and the step says so; the step stays.
BOOST_AUTO_TEST_CASE(facts_on_a_request_never_admitted_are_left_out)
{
    const KvScriptRun result = run(ops(
        {R"({"op": "add", "request": "A", "prompt_tokens": 9})",
         R"({"op": "step", "scene": "full", "facts": [{"fact": "table", "request": "A"}, {"fact": "free-queue"}]})"},
        R"("block_size": 4, "blocks": 2)"));
    BOOST_TEST((result.ops[0].outcome == KvScriptOutcome::OutOfBlocks));
    BOOST_TEST((result.ops[1].outcome == KvScriptOutcome::Ok));
    BOOST_TEST(result.ops[1].reason ==
               "fact 'table' is left out: request 'A' is not running (its add ran out of blocks)");
    BOOST_REQUIRE_EQUAL(result.steps.size(), 1u);
    BOOST_REQUIRE_EQUAL(result.steps[0].facts.size(), 1u);
    BOOST_TEST(result.steps[0].facts[0].name == "free-queue");
}

// serve runs vLLM's scheduler on the script's pool: the same events as the scheduler run by hand, one
// narrated step per scheduler step, named step-N or preempt-K, and the report its facts quote.
BOOST_AUTO_TEST_CASE(serve_runs_the_scheduler_as_narrated_steps)
{
    const KvScriptRun result = run(ops({R"({"op": "step", "scene": "start"})", kServe5,
                                        R"({"op": "step", "scene": "end", "facts": [{"fact": "finished"},
                                            {"fact": "steps", "name": "how-long"}, {"fact": "preemptions"}]})"},
                                       R"("block_size": 4, "blocks": 12)"));

    PagedKvCacheConfig config;
    config.numBlocks = 12;
    config.blockSize = 4;
    auto created = PagedKvCache::create(config);
    BOOST_REQUIRE(created.ok());
    const std::unique_ptr<PagedKvCache> cache = std::move(created.value());
    const std::vector<KvRequest> requests{
        {0, 0, 8, 10}, {1, 0, 6, 6}, {2, 0, 7, 5}, {3, 0, 5, 9}, {4, 0, 6, 8}};
    PagedServingScheduler scheduler(*cache, requests);
    KvServingStepFacts facts(*cache, scheduler, KvEventReason::Recompute);
    std::vector<std::size_t> stepEnds;
    std::vector<KvServingStep> serving;
    while (!scheduler.done()) {
        serving.push_back(facts.of(scheduler.step()));
        stepEnds.push_back(cache->trace().size());
    }
    BOOST_REQUIRE_EQUAL(result.trace.size(), cache->trace().size());
    for (std::size_t i = 0; i < result.trace.size(); ++i)
        BOOST_REQUIRE((result.trace[i] == cache->trace()[i]));

    BOOST_REQUIRE_EQUAL(result.steps.size(), serving.size() + 2);
    std::size_t preempting = 0;
    for (std::size_t i = 0; i < serving.size(); ++i) {
        const KvWalkthroughStep& step = result.steps[i + 1];
        BOOST_REQUIRE(step.serving.has_value());
        BOOST_TEST(step.eventCount == stepEnds[i]);
        BOOST_TEST(step.serving->step == serving[i].step);
        BOOST_TEST(step.serving->preempted.size() == serving[i].preempted.size());
        BOOST_TEST(step.serving->freeBlocks == serving[i].freeBlocks);
        BOOST_TEST(step.serving->blocksInAll == 12u);
        BOOST_TEST(step.scene == (serving[i].preempted.empty() ? "step-" + std::to_string(serving[i].step)
                                                               : "preempt-" + std::to_string(++preempting)));
    }
    BOOST_TEST(preempting > 0u);
    const KvServingReport report = scheduler.report();
    BOOST_REQUIRE(result.ops[1].serving.has_value());
    BOOST_TEST(result.ops[1].serving->finished == 5u);
    BOOST_TEST(factNamed(result.steps.back(), "finished").integer == 5u);
    BOOST_TEST(factNamed(result.steps.back(), "how-long").integer == report.steps);
    BOOST_TEST(factNamed(result.steps.back(), "preemptions").integer == report.preemptions);
    BOOST_TEST(result.state.liveSequences().empty());
    // A served request's sequence is named by its number.
    BOOST_TEST(result.sequenceNames.at(scheduler.sequenceOf(3)) == "3");
}

BOOST_AUTO_TEST_CASE(serve_in_swap_mode_uses_the_pools_swap_space)
{
    const std::string swap = R"({"op": "serve", "preemption": "swap", "watermark": 0, "requests": [
        {"arrival": 0, "prompt_tokens": 8, "output_tokens": 10}, {"arrival": 0, "prompt_tokens": 6, "output_tokens": 6},
        {"arrival": 0, "prompt_tokens": 7, "output_tokens": 5}, {"arrival": 0, "prompt_tokens": 5, "output_tokens": 9},
        {"arrival": 2, "prompt_tokens": 6, "output_tokens": 8}]})";
    const KvScript script = read(ops({swap}, R"("block_size": 4, "blocks": 12, "swap_space_blocks": 4)"));
    BOOST_TEST((script.ops[0].scheduler.preemption == KvEventReason::Swap));
    BOOST_TEST(script.ops[0].scheduler.watermark == 0.0);
    BOOST_TEST(script.ops[0].requests[4].arrivalStep == 2u);
    BOOST_TEST(*script.config().swapSpaceBlocks == 4u);
    const KvScriptRun result = run(ops({swap}, R"("block_size": 4, "blocks": 12, "swap_space_blocks": 4)"));
    bool swapped = false;
    for (const KvWalkthroughStep& step : result.steps)
        for (const KvPreemption& preemption : step.serving->preempted)
            swapped = swapped || preemption.swapped;
    BOOST_TEST(swapped);
    BOOST_TEST(result.state.hostBlocks.size() == 4u);
}

// Any script text with an id and steps is a walkthrough: what a content folder will hold.
BOOST_AUTO_TEST_CASE(a_walkthrough_from_any_script_text)
{
    auto built = buildKvWalkthroughFromScript(R"({"id": "mine", "block_size": 2, "blocks": 4, "ops": [
        {"op": "add", "request": "A", "words": "hello world again"},
        {"op": "step", "scene": "added", "facts": [{"fact": "table", "request": "A"}]}]})");
    BOOST_REQUIRE_MESSAGE(built.ok(), (built.ok() ? "" : built.error().message));
    const KvWalkthrough& walkthrough = built.value();
    BOOST_TEST(walkthrough.id == "mine");
    BOOST_REQUIRE_EQUAL(walkthrough.steps.size(), 1u);
    BOOST_TEST(walkthrough.scene("added")->facts[0].list == (Blocks{0, 1}), boost::test_tools::per_element());
    BOOST_TEST(walkthrough.trace.tokenNames().size() == 3u);
    BOOST_TEST(walkthrough.stateAtStep(0).sequences[0].length == 3u);

    const auto noId = buildKvWalkthroughFromScript(
        R"({"block_size": 2, "blocks": 4, "ops": [{"op": "step", "scene": "s"}]})");
    BOOST_REQUIRE(!noId.ok());
    BOOST_TEST(noId.error().message ==
               "line 1: a walkthrough needs an id (the key of its narration, such as \"fig6\")");
    const auto noSteps =
        buildKvWalkthroughFromScript(R"({"id": "x", "block_size": 2, "blocks": 4, "ops": []})");
    BOOST_REQUIRE(!noSteps.ok());
    BOOST_TEST(noSteps.error().message ==
               "line 1: a walkthrough needs narrated steps (a step or serve op), and this has none");
    const auto bad =
        buildKvWalkthroughFromScript(ops({R"({"op": "step", "scene": "s", "facts": [{"fact": "tables"}]})"}));
    BOOST_REQUIRE(!bad.ok());
    BOOST_TEST(bad.error().op == 1u);
    BOOST_TEST(bad.error().line == 2);
}

// Every refusal of the new fields names the op (from 1) and the line, and says what is wrong.
// A predicting step names the request of the step's first decode (the token the learner places); a step
// that asks nothing names none.
BOOST_AUTO_TEST_CASE(a_predicting_step_names_the_first_decoded_request)
{
    const KvScriptRun result =
        run(ops({R"({"op": "add", "request": "A", "prompt_tokens": 3})", R"({"op": "fork", "request": "B", "from": "A"})",
                 R"({"op": "step", "scene": "forked"})", R"({"op": "decode", "request": "B", "tokens": 1})",
                 R"({"op": "decode", "request": "A", "tokens": 1})",
                 R"({"op": "step", "scene": "written", "predict": "block"})",
                 R"({"op": "decode", "request": "A", "tokens": 1})", R"({"op": "step", "scene": "again"})"}));
    BOOST_REQUIRE(result.steps.size() == 3u);
    BOOST_TEST(result.steps[0].predictRequest.empty());
    BOOST_TEST(result.steps[1].predictRequest == "B");
    BOOST_TEST(result.steps[2].predictRequest.empty());
}

BOOST_AUTO_TEST_CASE(bad_walkthrough_fields_name_the_op_the_line_and_the_fault)
{
    struct Case
    {
        std::string script;
        std::size_t op;
        int line;
        std::string message;
    };
    const std::string addA = R"({"op": "add", "request": "A", "prompt_tokens": 7})";
    const std::string wordsA = R"({"op": "add", "request": "A", "words": "a b"})";
    const std::string pool12 = R"("block_size": 4, "blocks": 12)";
    const std::string request = R"({"arrival": 0, "prompt_tokens": 4, "output_tokens": 4})";
    const auto serve = [](const std::string& body) { return R"({"op": "serve", )" + body + "}"; };
    const Case cases[] = {
        // words, decode ids, abort reasons
        {ops({R"({"op": "add", "request": "A", "words": 7})"}), 1, 2,
         "op 1 (line 2): words must be text, words separated by spaces, not a number"},
        {ops({R"({"op": "add", "request": "A", "words": "  "})"}), 1, 2,
         "op 1 (line 2): words must hold one or more words"},
        {ops({R"({"op": "add", "request": "A", "words": "a", "prompt_tokens": 1})"}), 1, 2,
         "op 1 (line 2): add takes one of prompt_tokens (a count), tokens (a list of ids) and words"},
        {ops({R"({"op": "add", "request": "A", "words": "a", "shared_prefix_with": "A", "shared_tokens": 1})"}),
         1, 2,
         "op 1 (line 2): shared_prefix_with and shared_tokens go with prompt_tokens; with tokens or words, "
         "write the "
         "shared ones out"},
        {ops({wordsA, R"({"op": "decode", "request": "A", "tokens": [3]})"}), 2, 3,
         "op 2 (line 3): tokens gives token ids, but op 1 gave words, whose ids count from 0: a script uses "
         "words or "
         "token ids, not both"},
        {ops({R"({"op": "add", "request": "A", "tokens": [1]})",
              R"({"op": "decode", "request": "A", "words": "b"})"}),
         2, 3,
         "op 2 (line 3): words count their token ids from 0, but op 1 gave token ids: a script uses words or "
         "token "
         "ids, not both"},
        {ops({addA, R"({"op": "decode", "request": "A", "tokens": "two"})"}), 2, 3,
         "op 2 (line 3): tokens must be how many tokens to generate or a list of their ids, not a string"},
        {ops({addA, R"({"op": "decode", "request": "A", "tokens": []})"}), 2, 3,
         "op 2 (line 3): tokens must be a list of one or more token ids"},
        {ops({addA, R"({"op": "decode", "request": "A", "tokens": [-1]})"}), 2, 3,
         "op 2 (line 3): a token id must not be negative (it is -1)"},
        {ops({wordsA, R"({"op": "decode", "request": "A", "tokens": 1, "words": "c"})"}), 2, 3,
         "op 2 (line 3): decode takes tokens (a count or a list of ids) or words, not both"},
        {ops({addA, R"({"op": "abort", "request": "A", "reason": "killed"})"}), 2, 3,
         "op 2 (line 3): reason must be aborted, finished or pruned, not 'killed'"},
        {ops({addA, R"({"op": "abort", "request": "A", "reason": 1})"}), 2, 3,
         "op 2 (line 3): reason must be aborted, finished or pruned, not a number"},
        // steps and their facts
        {ops({R"({"op": "step"})"}), 1, 2,
         "op 1 (line 2): step needs scene (the step's name, such as \"fig6-new-block\")"},
        {ops({R"({"op": "step", "scene": ""})"}), 1, 2,
         "op 1 (line 2): scene must be the step's name (a non-empty string), not an empty string"},
        {ops({R"({"op": "step", "scene": "step-3"})"}), 1, 2,
         "op 1 (line 2): scene 'step-3' is a name serve gives its own steps (step-N, preempt-N): choose "
         "another"},
        {ops({R"({"op": "step", "scene": "s"})", R"({"op": "step", "scene": "s"})"}), 2, 3,
         "op 2 (line 3): scene 's' names an earlier step already"},
        {ops({R"({"op": "step", "scene": "s", "request": "A"})"}), 1, 2,
         "op 1 (line 2): step has no member 'request' (it takes op, scene, facts, predict, comment)"},
        // predictions
        {ops({addA, R"({"op": "decode", "request": "A", "tokens": 1})", R"({"op": "step", "scene": "s", "predict": "fits"})"}),
         3, 4,
         "op 3 (line 4): predict must be \"block\" (the learner picks the physical block the step's first decoded "
         "token lands in)"},
        {ops({addA, R"({"op": "step", "scene": "s", "predict": "block"})"}), 2, 3,
         "op 2 (line 3): a step that predicts needs a decode op before it (since the step before): its first "
         "token is what the learner places"},
        {ops({addA, R"({"op": "decode", "request": "A", "tokens": 1})", R"({"op": "step", "scene": "s"})",
              R"({"op": "step", "scene": "t", "predict": "block"})"}),
         4, 5,
         "op 4 (line 5): a step that predicts needs a decode op before it (since the step before): its first "
         "token is what the learner places"},
        {ops({R"({"op": "step", "scene": "s", "facts": {"fact": "free-queue"}})"}), 1, 2,
         "op 1 (line 2): facts must be a list such as [{\"fact\": \"free-queue\"}], not an object"},
        {ops({R"({"op": "step", "scene": "s", "facts": ["free-queue"]})"}), 1, 2,
         "op 1 (line 2): a fact is an object such as {\"fact\": \"table\", \"request\": \"A\"}, not a "
         "string"},
        {ops({R"({"op": "step", "scene": "s", "facts": [{"fact": "blocks"}]})"}), 1, 2,
         "op 1 (line 2): unknown fact 'blocks': a fact is table, free-queue, sequence, finished, steps or "
         "preemptions"},
        {ops({R"({"op": "step", "scene": "s", "facts": [{"name": "x"}]})"}), 1, 2,
         "op 1 (line 2): the fact has no \"fact\" (table, free-queue, sequence, finished, steps or "
         "preemptions)"},
        {ops({R"({"op": "step", "scene": "s", "facts": [{"fact": "free-queue", "colour": "red"}]})"}), 1, 2,
         "op 1 (line 2): a fact has no member 'colour' (it takes fact, name, request, comment)"},
        {ops({R"({"op": "step", "scene": "s", "facts": [{"fact": "table"}]})"}), 1, 2,
         "op 1 (line 2): the table fact needs request (a request's name, such as \"A\")"},
        {ops({R"({"op": "step", "scene": "s", "facts": [{"fact": "table", "request": "Z"}]})"}), 1, 2,
         "op 1 (line 2): the table fact names request 'Z', which no earlier op added"},
        {ops({addA, R"({"op": "abort", "request": "A"})",
              R"({"op": "step", "scene": "s", "facts": [{"fact": "sequence", "request": "A", "name": "n"}]})"}),
         3, 4, "op 3 (line 4): the sequence fact names request 'A', which op 2 aborted"},
        {ops({addA, R"({"op": "step", "scene": "s", "facts": [{"fact": "sequence", "request": "A"}]})"}), 2,
         3,
         "op 2 (line 3): the sequence fact needs name (the narration's placeholder, such as \"first-fork\")"},
        {ops({addA, R"({"op": "step", "scene": "s", "facts": [{"fact": "free-queue", "request": "A"}]})"}), 2,
         3, "op 2 (line 3): the free-queue fact is not about one request: it takes no request"},
        {ops({R"({"op": "step", "scene": "s", "facts": [{"fact": "finished"}]})"}), 1, 2,
         "op 1 (line 2): the finished fact quotes what a serve op did, and no serve op comes before"},
        {ops({R"({"op": "step", "scene": "s", "facts": [{"fact": "free-queue", "name": ""}]})"}), 1, 2,
         "op 1 (line 2): name must be the narration's placeholder (a non-empty string), not an empty string"},
        {ops({addA,
              R"({"op": "step", "scene": "s", "facts": [{"fact": "table", "request": "A"}, {"fact": "free-queue", "name": "table"}]})"}),
         2, 3, "op 2 (line 3): the step quotes two facts named 'table': give one a name of its own"},
        // serve
        {ops({serve(R"("requests": [)" + request + "]"), serve(R"("requests": [)" + request + "]")}, pool12),
         2, 3, "op 2 (line 3): a script serves once, and op 1 served already"},
        {ops({addA, serve(R"("requests": [)" + request + "]")}, pool12), 2, 3,
         "op 2 (line 3): serve needs the pool to itself, but request 'A' is live (op 1 added it): abort it "
         "first"},
        {ops({serve(R"("preemption": "evict", "requests": [)" + request + "]")}, pool12), 1, 2,
         "op 1 (line 2): preemption must be recompute or swap, not 'evict'"},
        {ops({serve(R"("watermark": 0.9, "requests": [)" + request + "]")}, pool12), 1, 2,
         "op 1 (line 2): watermark must be the share of blocks admission keeps free, from 0 to 0.5 (vLLM: "
         "0.01), not 0.9"},
        {ops({serve(R"("watermark": -0.1, "requests": [)" + request + "]")}, pool12), 1, 2,
         "op 1 (line 2): watermark must be the share of blocks admission keeps free, from 0 to 0.5 (vLLM: "
         "0.01), not -0.1"},
        {ops({serve(R"("request": [])")}, pool12), 1, 2,
         "op 1 (line 2): serve has no member 'request' (it takes op, requests, preemption, watermark, "
         "comment)"},
        {ops({R"({"op": "serve"})"}, pool12), 1, 2,
         "op 1 (line 2): serve needs requests (a list such as [{\"arrival\": 0, \"prompt_tokens\": 8, "
         "\"output_tokens\": "
         "10}])"},
        {ops({serve(R"("requests": [])")}, pool12), 1, 2,
         "op 1 (line 2): requests must be a list of one or more requests"},
        {ops({serve(R"("requests": [4])")}, pool12), 1, 2,
         "op 1 (line 2): request 0 must be an object such as {\"arrival\": 0, \"prompt_tokens\": 8, "
         "\"output_tokens\": "
         "10}, not a number"},
        {ops({serve(R"("requests": [{"arrival": 0, "prompt_tokens": 4}])")}, pool12), 1, 2,
         "op 1 (line 2): request 0 needs arrival (the scheduler step it arrives at), prompt_tokens and "
         "output_tokens (how "
         "many tokens it generates)"},
        {ops({serve(R"("requests": [{"arrival": -1, "prompt_tokens": 4, "output_tokens": 4}])")}, pool12), 1,
         2, "op 1 (line 2): request 0: arrival must not be negative (it is -1)"},
        {ops({serve(R"("requests": [{"arrival": 0, "prompt_tokens": 0, "output_tokens": 4}])")}, pool12), 1,
         2, "op 1 (line 2): request 0: prompt_tokens must be from 1 to 1000000, not 0"},
        {ops({serve(R"("requests": [{"arrival": 0, "prompt_tokens": 4, "output_tokens": 2.5}])")}, pool12), 1,
         2, "op 1 (line 2): request 0: output_tokens must be a whole number from 1 to 1000000, not 2.5"},
        {ops({serve(R"("requests": [{"arrival": 0, "prompt_tokens": 4, "output_tokens": 4, "id": 3}])")},
             pool12),
         1, 2,
         "op 1 (line 2): request 0 has no member 'id' (it takes arrival, prompt_tokens, output_tokens, "
         "comment)"},
        {ops({serve(R"("requests": [{"arrival": 3, "prompt_tokens": 4, "output_tokens": 4}, )" + request +
                    "]")},
             pool12),
         1, 2,
         "op 1 (line 2): requests come in arrival order, but request 1 arrives at step 0, before request 0 "
         "(at step 3)"},
        {ops({serve(R"("requests": [{"arrival": 0, "prompt_tokens": 40, "output_tokens": 9}])")}, pool12), 1,
         2,
         "op 1 (line 2): request 0 needs 49 tokens of KV cache (prompt and output), more than the 48 that "
         "fit in 12 "
         "blocks of 4 tokens less the watermark's 0"},
        {ops({serve(
                 R"("watermark": 0.25, "requests": [{"arrival": 0, "prompt_tokens": 30, "output_tokens": 9}])")},
             pool12),
         1, 2,
         "op 1 (line 2): request 0 needs 39 tokens of KV cache (prompt and output), more than the 36 that "
         "fit in 12 "
         "blocks of 4 tokens less the watermark's 3"},
        // the pool's and a walkthrough's own fields
        {ops({}, R"("block_size": 4, "blocks": 8, "swap_space_blocks": -1)"), 0, 1,
         "line 1: swap_space_blocks must not be negative (it is -1)"},
        {ops({}, R"("block_size": 4, "blocks": 8, "swap_space_blocks": 70000)"), 0, 1,
         "line 1: swap_space_blocks must be from 0 to 65536, not 70000"},
        {ops({}, R"("block_size": 4, "blocks": 8, "id": "fig 6")"), 0, 1,
         "line 1: id must be a name of letters, digits, '-' and '_', such as \"fig6\", not 'fig 6'"},
        {ops({}, R"("block_size": 4, "blocks": 8, "id": 6)"), 0, 1,
         "line 1: id must be a name of letters, digits, '-' and '_', such as \"fig6\", not a number"},
        {ops({}, R"("block_size": 4, "blocks": 8, "paper": "")"), 0, 1,
         "line 1: paper must say what the script reproduces, as text, not an empty string"},
        {ops({}, R"("block_size": 4, "blocks": 8, "order": 0)"), 0, 1,
         "line 1: order must be from 1 to 1000, not 0"},
    };
    for (const Case& c : cases) {
        auto script = readKvScript(c.script);
        BOOST_REQUIRE_MESSAGE(!script.ok(), "the script was accepted: " << c.script);
        const KvScriptError& error = script.error();
        BOOST_TEST(error.message == c.message);
        BOOST_TEST(error.op == c.op, c.message);
        BOOST_TEST(error.line == c.line, c.message);
    }
}

// A walkthrough's file run as a script prints first exactly what --walkthrough prints: the same id, events
// and steps (scene and event count each).
BOOST_AUTO_TEST_CASE(cli_runs_each_walkthrough_file_as_the_walkthrough)
{
    for (const auto& info : kvWalkthroughs()) {
        std::ostringstream walkthrough, walkthroughErr;
        BOOST_TEST(runKvCacheCommand({"--walkthrough", info.id, "--json"}, walkthrough, walkthroughErr) ==
                   kExitOk);
        std::ostringstream script, scriptErr;
        BOOST_TEST(runKvCacheCommand({"--script", walkthroughFile(info.id), "--json"}, script, scriptErr) ==
                   kExitOk);
        BOOST_TEST(scriptErr.str().empty(), scriptErr.str());
        std::string expected = walkthrough.str();
        BOOST_REQUIRE(expected.size() > 2u);
        expected.resize(expected.size() - 2); // without the closing "}\n"
        BOOST_TEST(script.str().rfind(expected + ",\"block_size\":", 0) == 0u, info.id << "\n"
                                                                                       << script.str());
    }
    std::ostringstream fig8, err;
    BOOST_TEST(runKvCacheCommand({"--script", walkthroughFile("fig8"), "--json"}, fig8, err) == kExitOk);
    const std::string json = fig8.str();
    BOOST_TEST(json.rfind("{\"id\":\"fig8\",\"events\":23,\"steps\":[{\"scene\":\"fig8-prompt\",", 0) == 0u,
               json);
    BOOST_TEST(json.find("{\"op\":\"step\",\"scene\":\"fig8-copy-on-write\",\"outcome\":\"ok\"}") !=
                   std::string::npos,
               json);
    BOOST_TEST(json.find("\"requests\":[{\"id\":\"A\",\"block_table\":[7,3],\"tokens\":8},"
                         "{\"id\":\"B\",\"block_table\":[7,1],\"tokens\":8}]") != std::string::npos,
               json);

    std::ostringstream swap, swapErr;
    BOOST_TEST(runKvCacheCommand({"--script", walkthroughFile("preemption-swap"), "--json"}, swap, swapErr) ==
               kExitOk);
    BOOST_TEST(swap.str().find("{\"op\":\"serve\",\"requests\":5,\"outcome\":\"ok\",\"steps\":") !=
                   std::string::npos,
               swap.str());
    BOOST_TEST(swap.str().find("\"finished\":5,\"preemptions\":") != std::string::npos, swap.str());
}

BOOST_AUTO_TEST_CASE(cli_shows_a_scripts_words_and_serving)
{
    std::ostringstream fig9, err;
    BOOST_TEST(runKvCacheCommand({"--script", walkthroughFile("fig9")}, fig9, err) == kExitOk);
    const std::string text = fig9.str();
    BOOST_TEST(text.find("op 1: add A (a 6-token prompt: The quick brown fox jumps over): ok") !=
                   std::string::npos,
               text);
    BOOST_TEST(text.find("decode E (1 token: sleepy): ok") != std::string::npos, text);
    BOOST_TEST(text.find("abort C (pruned): ok") != std::string::npos, text);
    BOOST_TEST(text.find("step fig9-prune: ok") != std::string::npos, text);

    std::ostringstream recompute, recomputeErr;
    BOOST_TEST(runKvCacheCommand({"--script", walkthroughFile("preemption-recompute")}, recompute,
                                 recomputeErr) == kExitOk);
    BOOST_TEST(recompute.str().find("serve 5 requests (preemption by recompute): ok") != std::string::npos,
               recompute.str());
    BOOST_TEST(recompute.str().find("   5 requests finished in ") != std::string::npos, recompute.str());
}

BOOST_AUTO_TEST_SUITE_END()
