// Chain files written by the checkpointing lesson's sandbox (CheckpointChainScriptWriter): every built-in chain
// file, and chains no file of them has (per-layer sizes, fractional costs, selective parts), written and read
// back by the command line's reader plan the same schedule, comparisons and cursor to the byte.
#include "checkpoint/CheckpointChainScriptWriter.h"

#include "checkpoint/ScheduleLibrary.h"
#include "checkpoint/TransformerLayerShape.h"
#include "cli/CliCommand.h"

#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

using namespace gml;

namespace {

CheckpointChainScript readText(const std::string& text, const std::string& id)
{
    const auto script = CheckpointChainScriptReader::read(text, id);
    BOOST_REQUIRE_MESSAGE(script.ok(), id << ": " << (script.ok() ? "" : script.error().message) << "\n" << text);
    return script.value();
}

CheckpointChainPlan planOf(const CheckpointChainScript& script)
{
    const auto plan = CheckpointChainScriptReader::plan(script);
    BOOST_REQUIRE_MESSAGE(plan.ok(), script.id << ": " << (plan.ok() ? "" : plan.error().message));
    return plan.value();
}

void checkSamePlan(const CheckpointSchedule& written, const CheckpointSchedule& original, const std::string& what)
{
    BOOST_TEST_CONTEXT(what)
    {
        BOOST_TEST(written.name == original.name);
        BOOST_TEST(written.peakActivationBytes == original.peakActivationBytes);
        BOOST_TEST(written.computeMs == original.computeMs);
        BOOST_TEST(written.stallMs == original.stallMs);
        BOOST_TEST(written.recomputeOps == original.recomputeOps);
        BOOST_TEST_REQUIRE(written.timeline.size() == original.timeline.size());
        for (std::size_t i = 0; i < written.timeline.size(); ++i)
            BOOST_TEST(written.timeline.stateAt(i + 1).liveBytes == original.timeline.stateAt(i + 1).liveBytes);
    }
}

// Written, read back and planned: the same chain and plans as `script`'s.
void checkRoundTrip(const CheckpointChainScript& script)
{
    const std::string text = CheckpointChainScriptWriter::write(script, "written by the test");
    const CheckpointChainScript back = readText(text, "other-name");
    BOOST_TEST(back.id == script.id);
    BOOST_TEST((back.chain.layers() == script.chain.layers()), script.id << "\n" << text);
    const CheckpointChainPlan original = planOf(script);
    const CheckpointChainPlan written = planOf(back);
    checkSamePlan(written.schedule, original.schedule, script.id + ": the schedule");
    BOOST_TEST_REQUIRE(written.compare.size() == original.compare.size());
    for (std::size_t i = 0; i < written.compare.size(); ++i)
        checkSamePlan(written.compare[i], original.compare[i], script.id + ": comparison " + std::to_string(i));
    BOOST_TEST(written.cursor == original.cursor);
    BOOST_TEST_REQUIRE(back.predictions.size() == script.predictions.size());
    for (std::size_t i = 0; i < back.predictions.size(); ++i)
        BOOST_TEST(back.predictions[i].step == script.predictions[i].step);
}

} // namespace

BOOST_AUTO_TEST_SUITE(chain_file_writer)

BOOST_AUTO_TEST_CASE(every_built_in_chain_file_reads_back_to_the_same_plans)
{
    int files = 0;
    for (const auto& entry :
         std::filesystem::directory_iterator(std::filesystem::path(GML_SOURCE_DIR) / "resources/scenarios/checkpoint")) {
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        checkRoundTrip(readText(text.str(), entry.path().stem().string()));
        ++files;
    }
    BOOST_TEST(files == 10);
}

BOOST_AUTO_TEST_CASE(a_sandbox_chain_reads_back_to_the_same_plans)
{
    // What the lesson's sandbox makes: sizes per layer, a layer 3.5 times as costly, checkpoints by hand, the
    // cursor at an operation; and a transformer chain with its selective parts under a budget.
    CheckpointChainScript sandbox;
    sandbox.id = "my-try";
    std::vector<ChainLayer> layers(12);
    for (std::uint32_t i = 0; i < 12; ++i) {
        layers[i].inputBytes = layers[i].savedBytes = layers[i].selectiveBytes = (i == 6 ? 300 : 48) * 1024ULL * 1024;
        layers[i].forwardMs = i == 2 ? 3.5 : 1.0;
        layers[i].backwardMs = i == 2 ? 7.0 : 2.0;
    }
    layers[0].forwardMs = 0.1; // a fraction with no short binary form: written in the digits that read back
    sandbox.chain = CheckpointChain(layers, "sandbox");
    sandbox.schedule.name = "by-hand";
    sandbox.schedule.checkpoints = {4, 7, 8};
    CheckpointScheduleSpec revolve;
    revolve.name = "revolve";
    revolve.options.snapshots = 3;
    CheckpointScheduleSpec budget;
    budget.name = "budget";
    budget.options.budgetBytes = 600ULL * 1024 * 1024;
    sandbox.compare = {revolve, budget};
    sandbox.cursor.kind = CheckpointCursor::Kind::Operation;
    sandbox.cursor.operation = 17;
    sandbox.predictions = {{2, 0}, {4, 0}};
    checkRoundTrip(sandbox);
    const std::string text = CheckpointChainScriptWriter::write(sandbox);
    BOOST_TEST(text.find("\"repeat\": 5") != std::string::npos, text); // layers 8 to 12, one line
    BOOST_TEST(text.find("\"forward_ms\": 0.1}") != std::string::npos, text);

    CheckpointChainScript transformer;
    transformer.id = "selective-budget";
    transformer.chain = CheckpointChain::transformer(TransformerLayerShape::gpt22b(), 6);
    transformer.schedule.name = "offload";
    transformer.schedule.options.hostBandwidthBytesPerMs = 12.5e6;
    CheckpointScheduleSpec chen;
    chen.name = "chen-greedy";
    chen.budgetFraction = 0.4;
    CheckpointScheduleSpec every;
    every.name = "every-k";
    every.options.every = 2;
    transformer.compare = {chen, every};
    transformer.cursor.kind = CheckpointCursor::Kind::End;
    checkRoundTrip(transformer);
}

BOOST_AUTO_TEST_CASE(the_command_line_runs_a_written_file)
{
    CheckpointChainScript script;
    script.id = "written";
    script.chain = CheckpointChain::uniform(9, 32ULL * 1024 * 1024);
    script.schedule.name = "by-hand";
    script.schedule.checkpoints = {4, 7};
    const auto path = std::filesystem::temp_directory_path() /
                      ("gml-written-chain-" + std::to_string(std::random_device{}()) + ".json");
    std::ofstream(path) << CheckpointChainScriptWriter::write(script);
    std::ostringstream out, err;
    const int code = runCheckpointCommand({"--chain", path.string(), "--json"}, out, err);
    std::filesystem::remove(path);
    BOOST_TEST(code == 0, err.str());
    // The inputs of layers 1 and 4 kept, and the last segment's 3 layers (layer 7's input among them): 5 x 32
    // MiB at the peak, as the command line says.
    BOOST_TEST(planOf(script).schedule.peakActivationBytes == 5 * 32ULL * 1024 * 1024);
    BOOST_TEST(out.str().find(std::to_string(5 * 32ULL * 1024 * 1024)) != std::string::npos, out.str());
}

BOOST_AUTO_TEST_SUITE_END()
