// Checkpoint chain file faults by kind: each refusal carries the kind of its sentence and the sentence's
// variable parts, so that the application can say it in the learner's language
// (app/content/checkpoint/CheckpointChainText); the English message stays the command line's, the kind's
// template with those arguments in place, "line N: " before it.
#include "checkpoint/CheckpointChainFault.h"
#include "checkpoint/CheckpointChainScript.h"

#include <boost/test/unit_test.hpp>
#include <set>
#include <string>
#include <vector>

using namespace gml;

namespace {

using Arguments = std::vector<std::string>;

void checkMessageIsTheTemplate(const CheckpointChainScriptError& error)
{
    const std::string sentence = checkpointChainFaultSentence(error.fault, error.arguments);
    const std::string frame =
        error.fault == CheckpointChainFault::NotJson ? "" : "line " + std::to_string(error.line) + ": ";
    BOOST_TEST(error.message == frame + sentence);
}

// The file read, and planned if it reads: the first refusal.
CheckpointChainScriptError refusal(const std::string& text)
{
    const auto script = CheckpointChainScriptReader::read(text, "test");
    if (!script)
        return script.error();
    const auto plan = CheckpointChainScriptReader::plan(script.value());
    BOOST_REQUIRE_MESSAGE(!plan.ok(), "the file was accepted: " << text);
    return plan.error();
}

} // namespace

BOOST_AUTO_TEST_SUITE(checkpoint_chain_faults)

BOOST_AUTO_TEST_CASE(each_refusal_has_its_kind_and_arguments)
{
    struct Case
    {
        std::string text;
        CheckpointChainFault fault;
        Arguments arguments;
        std::string message;
    };
    using F = CheckpointChainFault;
    const Case cases[] = {
        {"{\"layers\": 16,\n \"schedule\": {\"checkpoints\": [5, 17]}}", F::CheckpointPastChain, {"17", "16"},
         "line 2: a checkpoint on layer 17, but the chain has 16 layers, counted from 1"},
        {"{\"layers\": 16, \"schedule\": {\"checkpoints\": [5, 5]}}", F::CheckpointTwice, {"5"},
         "line 1: layer 5 is listed twice in \"checkpoints\""},
        {"{\"layers\": 16, \"schedule\": \"sqrt\", \"colour\": 1}", F::UnknownField,
         {"colour", "the chain file",
          "id, description, layers, activation_bytes, forward_ms, backward_ms, transformer, expensive_layer, "
          "schedule, compare, cursor, predict"},
         ""},
        {"{\"layers\": 16, \"schedule\": {\"name\": \"sqrt\", \"every\": 4}}", F::ParameterNotTaken,
         {"sqrt", "every", "every-k"}, "line 1: the schedule \"sqrt\" takes no \"every\" (every-k takes it)"},
        {"{\"layers\": 16, \"schedule\": {\"name\": \"sqrt\", \"budget_bytes\": 4}}", F::ParameterNotTakenByTwo,
         {"sqrt", "budget_bytes", "budget", "chen-greedy"},
         "line 1: the schedule \"sqrt\" takes no \"budget_bytes\" (budget and chen-greedy take it)"},
        {"{\"layers\": 1.5, \"schedule\": \"sqrt\"}", F::WholeFraction, {"layers", "1.5", "1", "10000", "layers"},
         "line 1: \"layers\" is 1.5: it must be a whole number from 1 to 10000 layers, written without a "
         "fraction or an exponent"},
        {"{\"layers\": \"many\", \"schedule\": \"sqrt\"}", F::LayersNotCountOrList, {"a string"}, ""},
        {"{\"layers\": 4, \"transformer\": {\"heads\": -2}, \"schedule\": \"sqrt\"}", F::PlainNegative,
         {"heads", "-2", "1", "65536"}, "line 1: \"heads\" is -2: it cannot be negative (it is from 1 to 65536)"},
        {"{\"layers\": 4, \"forward_ms\": -1, \"schedule\": \"sqrt\"}", F::CostNegative, {"forward_ms", "-1"}, ""},
        {"{\"layers\": 4, \"schedule\": {\"name\": \"offload\", \"host_gb_per_s\": 0}}", F::NumberOutOfRangeAbove,
         {"host_gb_per_s", "0", "the host link in GB/s", "0", "1000000"},
         "line 1: \"host_gb_per_s\" is 0: the host link in GB/s must be above 0 and at most 1000000"},
        {"{\"layers\": [{\"activation_bytes\": 8, \"repeat\": 3},\n {\"saved_bytes\": 4}], \"schedule\": \"sqrt\"}",
         F::LayerNeedsActivation, {"layer 4"}, ""},
        {"{\"layers\": [{\"activation_bytes\": 8, \"saved_bytes\": 4, \"repeat\": 2}], \"schedule\": \"sqrt\"}",
         F::LayerSavesLessThanInput, {"layers 1 to 2", "4", "8"}, ""},
        {"{\"layers\": 4, \"schedule\": \"fastest\"}", F::UnknownSchedule, {"fastest", ""}, ""},
        {"{\"layers\": 4, \"schedule\": \"sqrt\", \"cursor\": \"middle\"}", F::BadCursor, {"\"middle\""}, ""},
        {"{\"layers\": 4, \"schedule\": \"sqrt\", \"cursor\": 100000}", F::CursorPastEnd, {"100000", ""}, ""},
        {"{\"layers\": 4,\n\n \"schedule\": {\"name\": \"budget\", \"budget_bytes\": 1}}", F::ScheduleCannotBeMade,
         {"budget", ""}, ""},
        {"{\"layers\": 4, \"schedule\": \"sqrt\",\n \"predict\": [2, 2]}", F::PredictTwice, {"2"},
         "line 2: step 2 is asked twice in \"predict\""},
        {"{\"layers\": 4, \"schedule\": ", F::NotJson, {""}, ""},
    };
    for (const Case& test : cases) {
        const CheckpointChainScriptError error = refusal(test.text);
        BOOST_TEST_CONTEXT(test.text << " -> " << error.message)
        {
            BOOST_TEST(static_cast<int>(error.fault) == static_cast<int>(test.fault));
            BOOST_REQUIRE_EQUAL(error.arguments.size(), test.arguments.size());
            // An empty expected argument is one whose words are another part's (the schedules' names, the
            // planner's or the JSON reader's account, the timeline's length): only its presence is checked.
            for (std::size_t i = 0; i < test.arguments.size(); ++i)
                if (!test.arguments[i].empty())
                    BOOST_TEST(error.arguments[i] == test.arguments[i]);
            if (!test.message.empty())
                BOOST_TEST(error.message == test.message);
            checkMessageIsTheTemplate(error);
        }
    }
}

BOOST_AUTO_TEST_CASE(every_kind_has_its_own_sentence)
{
    // Two kinds with one template would be one sentence to translators and two to the engine.
    std::set<std::string> templates;
    for (int kind = 0; kind < kCheckpointChainFaultCount; ++kind)
        templates.insert(checkpointChainFaultTemplate(static_cast<CheckpointChainFault>(kind)));
    BOOST_TEST(templates.size() == static_cast<std::size_t>(kCheckpointChainFaultCount));
}

BOOST_AUTO_TEST_CASE(an_argument_that_looks_like_a_marker_is_kept_as_written)
{
    const auto error = refusal("{\"layers\": 4, \"schedule\": \"%2\"}");
    BOOST_TEST(error.message.find("unknown schedule \"%2\": choose one of ") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
