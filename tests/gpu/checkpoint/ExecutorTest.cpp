#include "checkpoint/CheckpointExecutor.h"
#include "checkpoint/CheckpointScene.h"
#include "checkpoint/ScheduleLibrary.h"
#include "cli/CliCommand.h"
#include "device/SimulatedDevice.h"

#include <boost/test/unit_test.hpp>

#include <sstream>

using namespace gml;

BOOST_AUTO_TEST_SUITE(executor)

BOOST_AUTO_TEST_CASE(every_schedule_reproduces_store_all_gradients_with_measured_memory)
{
    SimulatedDevice device;
    MlpExecutorConfig config;
    config.layers = 10;
    auto executor = CheckpointExecutor::create(device, config);
    BOOST_REQUIRE(executor.ok());
    const CheckpointChain chain = executor.value()->chain();
    BOOST_TEST(chain.description() == "10-layer MLP, batch 32, width 128, dropout 0.1");
    auto reference = executor.value()->run(storeAllSchedule(chain));
    BOOST_REQUIRE(reference.ok());
    BOOST_TEST(reference.value().loss > 0);
    for (const auto& info : checkpointSchedules()) {
        auto schedule = makeCheckpointSchedule(info.name, chain);
        BOOST_REQUIRE(schedule.ok());
        auto step = executor.value()->run(schedule.value());
        BOOST_REQUIRE_MESSAGE(step.ok(), info.name);
        BOOST_TEST(maxGradientRelativeError(step.value(), reference.value()) <= 1e-6, info.name);
        BOOST_TEST(step.value().peakAllocatedBytes == schedule.value().peakActivationBytes, info.name);
        BOOST_TEST(step.value().trace.size() == schedule.value().timeline.size());
        for (std::size_t i = 0; i < step.value().trace.size(); ++i)
            BOOST_TEST(step.value().trace[i].liveBytes == schedule.value().timeline[i].liveBytes);
        BOOST_TEST(step.value().loss == reference.value().loss);
        BOOST_TEST(step.value().trace.stateAt(step.value().trace.size()).finished());
    }
}

BOOST_AUTO_TEST_CASE(recomputing_without_the_rng_state_breaks_gradients)
{
    SimulatedDevice device;
    MlpExecutorConfig config;
    config.layers = 12;
    config.preserveRngState = false;
    auto executor = CheckpointExecutor::create(device, config);
    BOOST_REQUIRE(executor.ok());
    const CheckpointChain chain = executor.value()->chain();
    auto reference = executor.value()->run(storeAllSchedule(chain)).value();
    auto broken = executor.value()->run(sqrtSchedule(chain)).value();
    BOOST_TEST(maxGradientRelativeError(broken, reference) > 0.1);
    executor.value()->setPreserveRngState(true);
    auto fixed = executor.value()->run(sqrtSchedule(chain)).value();
    BOOST_TEST(maxGradientRelativeError(fixed, reference) == 0.0);
}

BOOST_AUTO_TEST_CASE(a_schedule_planned_on_another_chain_runs_operation_for_operation)
{
    // What the lesson's Run button does: the schedule on screen, planned on transformer layers with one layer
    // made expensive, replayed on the MLP: the same operations, the MLP's bytes, measured as predicted.
    SimulatedDevice device;
    MlpExecutorConfig config;
    config.layers = 9;
    auto executor = CheckpointExecutor::create(device, config);
    BOOST_REQUIRE(executor.ok());
    const CheckpointChain mlp = executor.value()->chain();
    CheckpointChain shown = CheckpointChain::transformer(TransformerLayerShape::gpt22b(), 9);
    ChainLayer expensive = shown[4];
    expensive.forwardMs *= 8;
    expensive.backwardMs *= 8;
    shown.setLayer(4, expensive);
    auto reference = executor.value()->run(storeAllSchedule(mlp));
    BOOST_REQUIRE(reference.ok());
    for (const char* name : {"budget", "selective", "offload", "revolve"}) {
        ScheduleOptions options;
        options.budgetBytes = storeAllSchedule(shown).peakActivationBytes / 3;
        const CheckpointSchedule planned = makeCheckpointSchedule(name, shown, options).value();
        auto replayed = replaySchedule(planned, mlp);
        BOOST_REQUIRE_MESSAGE(replayed.ok(), name);
        const CheckpointSchedule& onMlp = replayed.value();
        BOOST_REQUIRE(onMlp.timeline.size() == planned.timeline.size());
        for (std::size_t i = 0; i < planned.timeline.size(); ++i) {
            BOOST_TEST((onMlp.timeline[i].kind == planned.timeline[i].kind), name << " operation " << i);
            BOOST_TEST(onMlp.timeline[i].layer == planned.timeline[i].layer);
            BOOST_TEST((onMlp.timeline[i].hold == planned.timeline[i].hold));
        }
        BOOST_TEST(onMlp.forwardSteps == planned.forwardSteps);
        BOOST_TEST(onMlp.recomputedLayers == planned.recomputedLayers);
        auto step = executor.value()->run(onMlp);
        BOOST_REQUIRE_MESSAGE(step.ok(), name);
        BOOST_TEST(step.value().peakAllocatedBytes == onMlp.peakActivationBytes, name);
        BOOST_TEST(maxGradientRelativeError(step.value(), reference.value()) <= 1e-6, name);
    }
    // A schedule for another number of layers is refused with both counts named.
    auto refused = replaySchedule(sqrtSchedule(CheckpointChain::uniform(5, 1024)), mlp);
    BOOST_REQUIRE(!refused.ok());
    BOOST_TEST(refused.error().message.find("5 layers") != std::string::npos, refused.error().message);
    BOOST_TEST(refused.error().message.find("has 9") != std::string::npos, refused.error().message);
}

BOOST_AUTO_TEST_CASE(bad_configurations_are_refused)
{
    SimulatedDevice device;
    MlpExecutorConfig config;
    config.shape.batch = 3;
    BOOST_TEST(!CheckpointExecutor::create(device, config).ok());
    config = {};
    config.shape.dropout = 1.0;
    BOOST_TEST(!CheckpointExecutor::create(device, config).ok());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(scenes)

BOOST_AUTO_TEST_CASE(every_scene_builds)
{
    for (const auto& info : checkpointScenes()) {
        auto scene = buildCheckpointScene(info.name);
        BOOST_REQUIRE_MESSAGE(scene.ok(), info.name);
        BOOST_TEST(!scene.value().facts.empty(), info.name << " quotes no figure");
    }
    auto sqrt = buildCheckpointScene("sqrt").value();
    BOOST_TEST(sqrt.schedule->timeline.stateAt(sqrt.cursor).liveBytes == sqrt.schedule->peakActivationBytes);
    BOOST_TEST(buildCheckpointScene("rng-mismatch").value().maxGradRelError > 0.1);
    auto breakdown = buildCheckpointScene("budget-breakdown").value();
    BOOST_TEST(breakdown.budgets.size() == 2u);
    BOOST_TEST(breakdown.budgets[0].optimizerBytes == breakdown.budgets[1].optimizerBytes);
    BOOST_TEST(!buildCheckpointScene("nope").ok());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(cli)

namespace {
int run(std::vector<std::string> args, std::string& out, std::string& err)
{
    std::ostringstream o, e;
    const int code = runCheckpointCommand(args, o, e);
    out = o.str();
    err = e.str();
    return code;
}
} // namespace

BOOST_AUTO_TEST_CASE(json_figures_and_bad_input)
{
    std::string out, err;
    BOOST_TEST(run({"--schedule", "revolve", "--layers", "14", "--snapshots", "3", "--json"}, out, err) == kExitOk);
    BOOST_TEST(out.find("\"forward_steps\":27") != std::string::npos, out);
    BOOST_TEST(out.find("\"peak_activation_bytes\":") != std::string::npos);
    BOOST_TEST(run({"--schedule", "sqrt", "--layers", "9", "--run", "--json"}, out, err) == kExitOk);
    BOOST_TEST(out.find("\"max_grad_rel_error\":0") != std::string::npos, out);
    BOOST_TEST(out.find("\"measured_ms\":") != std::string::npos);
    BOOST_TEST(run({"--list"}, out, err) == kExitOk);
    for (const char* name : {"store-all", "sqrt", "revolve", "budget"})
        BOOST_TEST(out.find(name) != std::string::npos);
    BOOST_TEST(run({"--schedule", "sqrt", "--layers", "0"}, out, err) == kExitBadInput);
    BOOST_TEST(!err.empty());
    BOOST_TEST(run({"--schedule", "revolve", "--layers", "10", "--snapshots", "0"}, out, err) == kExitBadInput);
    BOOST_TEST(run({"--schedule", "budget", "--layers", "10", "--budget", "1000"}, out, err) == kExitBadInput);
    BOOST_TEST(err.find("least any schedule needs") != std::string::npos, err);
    // The step's device: the simulated one runs the CPU kernels; a device that does not exist is named.
    BOOST_TEST(run({"--schedule", "sqrt", "--layers", "6", "--run", "--device", "sim", "--json"}, out, err) == kExitOk);
    BOOST_TEST(out.find("\"kernels\":\"CPU (double)\"") != std::string::npos, out);
    BOOST_TEST(run({"--schedule", "sqrt", "--layers", "6", "--run", "--device", "gpu"}, out, err) == kExitBadInput);
    BOOST_TEST(err.find("'gpu'") != std::string::npos, err);
}

BOOST_AUTO_TEST_SUITE_END()
