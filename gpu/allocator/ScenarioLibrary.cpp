#include "allocator/ScenarioLibrary.h"

#include "util/ByteFormat.h"

// The programs of the allocator lesson's scenarios. What the learner reads about each step is content,
// in every language: resources/narration/caching-allocator.json, under the same scenario and step ids.

namespace gml {

namespace {

using Kind = ScenarioAction::Kind;

ScenarioAction allocate(std::string tensor, std::uint64_t bytes, StreamId stream = 0)
{
    return {Kind::Allocate, std::move(tensor), bytes, stream};
}
ScenarioAction release(std::string tensor)
{
    return {Kind::Free, std::move(tensor), 0, 0};
}
ScenarioAction emptyCache()
{
    return {Kind::EmptyCache, {}, 0, 0};
}

AllocatorScenario reservedVsAllocated()
{
    AllocatorScenario s;
    s.id = "reserved-vs-allocated";
    s.defaultCapacity = 8 * GiB;
    s.steps = {
        {"allocate", {allocate("a", 100 * MiB), allocate("b", 300 * MiB), allocate("c", 50 * MiB)}},
        {"free", {release("b")}},
        {"reuse", {allocate("d", 250 * MiB)}},
        {"free-more", {release("a"), release("d")}},
        {"empty-cache", {emptyCache()}},
    };
    s.scenes = {{"reserved", 1}, {"reuse", 2}, {"empty-cache", 4}};
    return s;
}

AllocatorScenario liveTensorEmptyCache()
{
    AllocatorScenario s;
    s.id = "live-tensor-empty-cache";
    s.defaultCapacity = 8 * GiB;
    s.steps = {
        {"allocate",
         {allocate("weights", 512 * MiB), allocate("act1", 200 * MiB), allocate("act2", 200 * MiB),
          allocate("act3", 200 * MiB), allocate("buffer", 4 * MiB), allocate("scratch", 8 * MiB)}},
        {"free-activations", {release("act1"), release("act2"), release("act3"), release("scratch")}},
        {"empty-cache", {emptyCache()}},
        {"free-buffer", {release("buffer"), emptyCache()}},
    };
    s.scenes = {{"live-tensor", 2}, {"empty-cache", 2}, {"pinned-segment", 2}};
    return s;
}

AllocatorScenario fragmentationOom()
{
    AllocatorScenario s;
    s.id = "fragmentation-oom";
    // 1 GiB makes the numbers small: 150 tensors of 6 MiB need 50 segments of 20 MiB (1000 MiB), leaving
    // 24 MiB on the device; packed into one expandable segment they need 900 MiB, leaving 124 MiB.
    s.defaultCapacity = 1 * GiB;
    ScenarioStep fill{"fill", {}};
    ScenarioStep holes{"free-every-other", {}};
    for (int i = 0; i < 150; ++i) {
        fill.actions.push_back(allocate("t" + std::to_string(i), 6 * MiB));
        if (i % 2 == 0)
            holes.actions.push_back(release("t" + std::to_string(i)));
    }
    s.steps = {
        std::move(fill),
        std::move(holes),
        {"large-request", {allocate("big", 100 * MiB)}},
        {"empty-cache-does-not-help", {emptyCache(), allocate("big-again", 100 * MiB)}},
    };
    s.scenes = {{"inactive-split", 1}, {"oom", 2}, {"expandable-fits", 2}, {"empty-cache", 3}};
    return s;
}

AllocatorScenario smallVsLargePool()
{
    AllocatorScenario s;
    s.id = "small-vs-large-pool";
    s.defaultCapacity = 8 * GiB;
    ScenarioStep small{"small-tensors", {}};
    for (int i = 0; i < 10; ++i)
        small.actions.push_back(allocate("bias" + std::to_string(i), 300 * KiB));
    s.steps = {
        std::move(small),
        {"medium-tensors", {allocate("m0", 4 * MiB), allocate("m1", 4 * MiB), allocate("m2", 4 * MiB)}},
        {"big-tensor", {allocate("big", 64 * MiB)}},
        {"pools-stay-apart",
         {release("bias0"), release("bias1"), release("bias2"), release("bias3"), release("bias4"),
          release("bias5"), release("bias6"), release("bias7"), release("bias8"), release("bias9"),
          allocate("mid", 1536 * KiB)}},
    };
    s.scenes = {{"small-pool", 0}, {"large-pool", 1}, {"own-segment", 2}, {"pool-separation", 3}};
    return s;
}

} // namespace

const std::vector<AllocatorScenario>& allocatorScenarios()
{
    static const std::vector<AllocatorScenario> scenarios{reservedVsAllocated(), liveTensorEmptyCache(),
                                                          fragmentationOom(), smallVsLargePool()};
    return scenarios;
}

const AllocatorScenario* findAllocatorScenario(std::string_view id)
{
    for (const AllocatorScenario& scenario : allocatorScenarios())
        if (scenario.id == id)
            return &scenario;
    return nullptr;
}

} // namespace gml
