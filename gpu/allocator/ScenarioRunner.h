#pragma once

#include "allocator/AllocatorScenario.h"
#include "allocator/CachingAllocator.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gml {

// What one action did: whether it succeeded and, for an allocation, where its block landed (the address,
// and the segment's number: 1, 2, ... in the order the allocator made them).
struct ScenarioActionResult
{
    bool ok = true;
    bool outOfMemory = false;
    std::optional<AllocatorErrorCode> error; // what the allocator refused with, when it did
    std::uint64_t address = 0;
    std::uint32_t segment = 0;
};

// What one step did: the events it produced ([firstEvent, endEvent) of the trace) and the calls that failed
// (out of memory, or an action on a tensor whose allocation had failed).
struct ScenarioStepResult
{
    std::size_t firstEvent = 0;
    std::size_t endEvent = 0;
    std::vector<std::string> failures;
    bool outOfMemory = false;
    std::vector<ScenarioActionResult> actions; // one per action of the step, in order
};

// Plays a scenario on a caching allocator it owns, step by step. The player shows trace().stateAt(endEvent)
// for a step, and sceneEvent(id) for a quiz's "show me" link.
class ScenarioRunner
{
public:
    ScenarioRunner(const AllocatorScenario& scenario, Device& device, AllocatorConfig config = {});

    bool done() const { return m_results.size() == m_scenario->steps.size(); }
    // Runs the next step; false when all have run.
    bool runNextStep();
    void runAll();

    const AllocatorScenario& scenario() const { return *m_scenario; }
    const std::vector<ScenarioStepResult>& results() const { return m_results; }
    const CachingAllocator& allocator() const { return *m_allocator; }
    // After the scenario, the lesson lets the learner go on by hand (allocate, free, empty_cache) on the same
    // allocator, so their actions continue its trace.
    CachingAllocator& allocator() { return *m_allocator; }
    const AllocatorTrace& trace() const { return m_allocator->trace(); }

    // Goes on by hand after the program, with the program's tensor names: `failure` says why a call failed
    // (out of memory, a refused setting, a name that is not live).
    ScenarioActionResult performByHand(const ScenarioAction& action, std::string* failure);
    bool isLive(const std::string& tensor) const { return m_tensors.count(tensor) > 0; }
    // The name of the live tensor whose block starts at `address`, or "".
    std::string tensorAt(std::uint64_t address) const;

    // The trace position after the scene's step (run that far first); nullopt for an unknown scene.
    std::optional<std::size_t> sceneEvent(std::string_view sceneId);

private:
    ScenarioActionResult perform(const ScenarioAction& action, ScenarioStepResult& result);
    std::uint32_t segmentOfLastAllocation() const;

    const AllocatorScenario* m_scenario;
    std::unique_ptr<CachingAllocator> m_allocator;
    std::map<std::string, std::uint64_t> m_tensors; // live tensors by name
    std::vector<ScenarioStepResult> m_results;
};

} // namespace gml
