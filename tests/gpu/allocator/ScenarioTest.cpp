#include "AllocatorInvariants.h"
#include "allocator/ScenarioLibrary.h"
#include "allocator/ScenarioRunner.h"
#include "cli/CliCommand.h"
#include "device/SimulatedDevice.h"
#include "util/ByteFormat.h"

#include <boost/test/unit_test.hpp>

#include <sstream>

using namespace gml;

namespace {

struct Played
{
    SimulatedDevice device;
    ScenarioRunner runner;
    Played(const char* id, const char* conf = "")
        : device("Test GPU", findAllocatorScenario(id)->defaultCapacity),
          runner(*findAllocatorScenario(id), device, AllocatorConfig::parse(conf).value())
    {
        runner.runAll();
    }
    AllocatorState at(const char* scene) { return runner.trace().stateAt(*runner.sceneEvent(scene)); }
};

std::int64_t mib(std::int64_t value)
{
    return value * static_cast<std::int64_t>(MiB);
}

} // namespace

BOOST_AUTO_TEST_SUITE(scenarios)

BOOST_AUTO_TEST_CASE(every_scenario_is_well_formed_and_consistent)
{
    BOOST_TEST(allocatorScenarios().size() == 4u);
    for (const AllocatorScenario& scenario : allocatorScenarios()) {
        BOOST_TEST(!scenario.steps.empty());
        for (const ScenarioScene& scene : scenario.scenes)
            BOOST_TEST(scene.step < scenario.steps.size(), scenario.id << " scene " << scene.id);
        Played played(scenario.id.c_str());
        for (std::size_t i = 0; i < played.runner.results().size(); ++i) {
            BOOST_TEST(!scenario.steps[i].id.empty());
            const AllocatorState state = played.runner.trace().stateAt(played.runner.results()[i].endEvent);
            BOOST_TEST(test::checkInvariants(state) == "", scenario.id << " step " << i);
        }
        BOOST_TEST((played.runner.trace().stateAt(played.runner.trace().size()) == played.runner.allocator().state()));
    }
    BOOST_TEST(findAllocatorScenario("no-such-lesson") == nullptr);
}

BOOST_AUTO_TEST_CASE(reserved_vs_allocated_ends_as_narrated)
{
    Played played("reserved-vs-allocated");
    const AllocatorState reserved = played.at("reserved");
    BOOST_TEST(reserved.stats.allocatedBytes.all().current == mib(150));
    BOOST_TEST(reserved.stats.reservedBytes.all().current == mib(450));
    const AllocatorState reuse = played.at("reuse");
    BOOST_TEST(reuse.stats.reservedBytes.all().current == mib(450));
    BOOST_TEST(reuse.stats.numDeviceAlloc == 3u);
    const AllocatorState end = played.at("empty-cache");
    BOOST_TEST(end.stats.reservedBytes.all().current == mib(50));
    BOOST_TEST(end.stats.allocatedBytes.all().current == mib(50));
    BOOST_TEST(end.segments.size() == 1u);
}

BOOST_AUTO_TEST_CASE(a_live_tensor_survives_empty_cache)
{
    Played played("live-tensor-empty-cache");
    const AllocatorState state = played.at("live-tensor");
    // The weights' segment and the 20 MiB segment pinned by the 4 MiB buffer stay; the activations' go.
    BOOST_TEST(state.segments.size() == 2u);
    BOOST_TEST(state.stats.allocatedBytes.all().current == mib(516));
    BOOST_TEST(state.stats.reservedBytes.all().current == mib(532));
    BOOST_TEST(state.stats.inactiveSplitBytes.all().current == mib(16));
    const AllocatorState end = played.runner.allocator().state();
    BOOST_TEST(end.stats.reservedBytes.all().current == mib(512));
}

BOOST_AUTO_TEST_CASE(fragmentation_runs_out_of_memory_by_default)
{
    Played played("fragmentation-oom");
    const AllocatorState holes = played.at("inactive-split");
    BOOST_TEST(holes.stats.reservedBytes.all().current == mib(1000));
    BOOST_TEST(holes.stats.inactiveSplitBytes.all().current == mib(550));
    BOOST_TEST(holes.largestCachedBlock() == 8 * MiB);
    BOOST_TEST(holes.fragmentation() > 0.98);
    const std::size_t oomStep = *played.runner.scenario().sceneStep("oom");
    BOOST_TEST(played.runner.results()[oomStep].outOfMemory);
    const AllocatorState oom = played.at("oom");
    BOOST_TEST(oom.stats.numOoms == 1u);
    // Out of memory although more is reserved but unallocated than was asked for.
    BOOST_TEST(oom.stats.reservedBytes.all().current - oom.stats.allocatedBytes.all().current > mib(100));
    BOOST_TEST(played.runner.results()[oomStep].failures.front().find("550 MiB is reserved by PyTorch but "
                                                                      "unallocated") != std::string::npos);
    BOOST_TEST(played.runner.allocator().stats().numOoms == 2u); // empty_cache did not help either
}

BOOST_AUTO_TEST_CASE(fragmentation_fits_with_expandable_segments)
{
    Played played("fragmentation-oom", "expandable_segments:True");
    const std::size_t step = *played.runner.scenario().sceneStep("expandable-fits");
    BOOST_TEST(!played.runner.results()[step].outOfMemory);
    const AllocatorState state = played.at("expandable-fits");
    BOOST_TEST(state.stats.numOoms == 0u);
    BOOST_TEST(state.stats.reservedBytes.all().current == mib(1000)); // 900 MiB of tensors + the 100 MiB one
    BOOST_TEST(state.segments.size() == 1u);
}

BOOST_AUTO_TEST_CASE(fragmentation_with_max_split_size_behaves_as_the_allocator_would)
{
    // The free pieces are far below any split limit: the outcome is the default one.
    Played played("fragmentation-oom", "max_split_size_mb:20");
    BOOST_TEST(played.runner.results()[2].outOfMemory);
    BOOST_TEST(played.runner.allocator().stats().oversizeSegments.current == 50); // 20 MiB segments are oversize
}

BOOST_AUTO_TEST_CASE(small_and_large_pools_stay_apart)
{
    Played played("small-vs-large-pool");
    const AllocatorState small = played.at("small-pool");
    BOOST_TEST(small.segments.size() == 2u);
    for (const SegmentInfo& segment : small.segments) {
        BOOST_TEST((segment.pool == PoolKind::Small));
        BOOST_TEST(segment.size == 2 * MiB);
    }
    const AllocatorState large = played.at("large-pool");
    BOOST_TEST(large.stats.reservedBytes.of(PoolKind::Large).current == mib(20));
    const AllocatorState own = played.at("own-segment");
    BOOST_TEST(own.stats.reservedBytes.of(PoolKind::Large).current == mib(84));
    const AllocatorState apart = played.at("pool-separation");
    BOOST_TEST(apart.stats.reservedBytes.all().current == mib(88)); // the 1.5 MiB tensor needed no new segment
    BOOST_TEST(apart.stats.allocatedBytes.of(PoolKind::Small).current == 0);
}

BOOST_AUTO_TEST_CASE(the_cli_reports_a_scenario_and_refuses_bad_input)
{
    std::ostringstream out, err;
    BOOST_TEST(runAllocatorCommand({"--scenario", "fragmentation-oom", "--json"}, out, err) == kExitOk);
    const std::string json = out.str();
    for (const char* field : {"\"num_ooms\":2", "\"allocated_bytes\":", "\"reserved_bytes\":1048576000",
                              "\"peak_reserved_bytes\":", "\"inactive_split_bytes\":", "\"events\":",
                              "\"oom\":"})
        BOOST_TEST(json.find(field) != std::string::npos, field);
    std::ostringstream expandable, ignored;
    BOOST_TEST(runAllocatorCommand({"--scenario", "fragmentation-oom", "--conf", "expandable_segments:True",
                                    "--json"},
                                   expandable, ignored) == kExitOk);
    BOOST_TEST(expandable.str().find("\"num_ooms\":1") != std::string::npos); // only the second 100 MiB fails

    std::ostringstream list, listErr;
    BOOST_TEST(runAllocatorCommand({"--list"}, list, listErr) == kExitOk);
    BOOST_TEST(list.str().find("small-vs-large-pool") != std::string::npos);

    const std::vector<std::pair<std::vector<std::string>, std::string>> bad = {
        {{"--scenario", "nope"}, "no scenario 'nope'"},
        {{}, "--scenario NAME or --script FILE is needed"},
        {{"--scenario", "fragmentation-oom", "--conf", "max_split_size_mb:10"}, "max_split_size_mb:10"},
        {{"--scenario", "fragmentation-oom", "--capacity", "lots"}, "--capacity"},
        {{"--scenario", "fragmentation-oom", "stray"}, "unexpected argument stray"},
    };
    for (const auto& [args, reason] : bad) {
        std::ostringstream o, e;
        BOOST_TEST(runAllocatorCommand(args, o, e) == kExitBadInput);
        BOOST_TEST(e.str().find(reason) != std::string::npos, e.str());
    }
}

BOOST_AUTO_TEST_SUITE_END()
