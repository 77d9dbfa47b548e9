#include "allocator/AllocatorScript.h"
#include "allocator/AllocatorScriptWriter.h"
#include "allocator/ScenarioLibrary.h"

#include <boost/test/unit_test.hpp>

#include <sstream>

using namespace gml;

namespace {

// Everything a run depends on, as one line per action: two scenarios that print alike run alike.
std::string program(const AllocatorScenario& scenario)
{
    std::ostringstream out;
    out << scenario.id << " | " << scenario.defaultSettings << " | " << scenario.defaultCapacity << "\n";
    for (const ScenarioStep& step : scenario.steps) {
        out << "step " << step.id << " predicts " << static_cast<int>(step.prediction) << "\n";
        for (const ScenarioAction& a : step.actions)
            out << "  " << static_cast<int>(a.kind) << " " << a.tensor << " " << a.bytes << " " << a.stream << " "
                << a.fraction << " " << a.settings << "\n";
    }
    for (const ScenarioScene& scene : scenario.scenes)
        out << "scene " << scene.id << " " << scene.step << "\n";
    return out.str();
}

ScenarioAction act(ScenarioAction::Kind kind, std::string tensor = {}, std::uint64_t bytes = 0, StreamId stream = 0)
{
    ScenarioAction action;
    action.kind = kind;
    action.tensor = std::move(tensor);
    action.bytes = bytes;
    action.stream = stream;
    return action;
}

} // namespace

BOOST_AUTO_TEST_SUITE(allocator_script_writer)

BOOST_AUTO_TEST_CASE(every_built_in_scenario_written_out_reads_back_as_the_same_program)
{
    for (const AllocatorScenario& scenario : allocatorScenarios()) {
        const std::string text = AllocatorScriptWriter::write(scenario);
        const auto back = AllocatorScriptReader::read(text, "unused");
        BOOST_TEST_REQUIRE(back.ok(), scenario.id << ": " << (back.ok() ? "" : back.error().message));
        BOOST_TEST(program(back.value()) == program(scenario));
    }
}

BOOST_AUTO_TEST_CASE(a_sandbox_with_every_kind_of_op_and_awkward_names_survives_the_round_trip)
{
    using Kind = ScenarioAction::Kind;
    AllocatorScenario scenario;
    scenario.id = "my \"lab\", day: 1";
    scenario.defaultCapacity = 1ull << 30;
    scenario.defaultSettings = "expandable_segments:True,max_split_size_mb:64";
    const ScenarioAction alloc = act(Kind::Allocate, "x\\y:z, \"w\"", 300ull << 20, 1);
    ScenarioAction fraction = act(Kind::SetMemoryFraction);
    fraction.fraction = 0.3;
    ScenarioAction settings = act(Kind::ChangeSettings);
    settings.settings = "garbage_collection_threshold:0.6";
    scenario.steps = {
        {"alloc", {alloc, act(Kind::RecordStream, alloc.tensor, 0, 2), act(Kind::Allocate, "কেভি", 512)}},
        {"sync", {act(Kind::SynchronizeStream, "", 0, 2), act(Kind::CompletePendingFrees)}},
        {"settings", {fraction, settings}},
        {"guess", {act(Kind::Allocate, "y", 1 << 20)}, ScenarioStep::Prediction::Block},
        {"by-hand-1", {act(Kind::Free, alloc.tensor), act(Kind::EmptyCache)}},
    };
    scenario.scenes = {{"after-sync", 1}};
    const std::string text = AllocatorScriptWriter::write(scenario, "What I tried: \"x\" on stream 1");
    const auto back = AllocatorScriptReader::read(text, "unused");
    BOOST_TEST_REQUIRE(back.ok(), (back.ok() ? "" : back.error().message) << "\n" << text);
    BOOST_TEST(program(back.value()) == program(scenario));
    BOOST_TEST(text.find("\n      {\"op\": \"alloc\", \"name\": \"x\\\\y:z, \\\"w\\\"\", \"bytes\": 314572800, \"stream\": 1}") !=
                   std::string::npos,
               "one op per line, spaced as a person writes it, with the name's quotes and backslash escaped:\n" << text);
}

BOOST_AUTO_TEST_SUITE_END()
