#include "allocator/ScenarioRunner.h"

namespace gml {

ScenarioRunner::ScenarioRunner(const AllocatorScenario& scenario, Device& device, AllocatorConfig config)
    : m_scenario(&scenario), m_allocator(std::make_unique<CachingAllocator>(device, std::move(config)))
{
}

bool ScenarioRunner::runNextStep()
{
    if (done())
        return false;
    const ScenarioStep& step = m_scenario->steps[m_results.size()];
    ScenarioStepResult result;
    result.firstEvent = trace().size();
    for (const ScenarioAction& action : step.actions)
        perform(action, result);
    result.endEvent = trace().size();
    m_results.push_back(std::move(result));
    return true;
}

void ScenarioRunner::runAll()
{
    while (runNextStep()) {
    }
}

std::optional<std::size_t> ScenarioRunner::sceneEvent(std::string_view sceneId)
{
    const auto step = m_scenario->sceneStep(sceneId);
    if (!step)
        return std::nullopt;
    while (m_results.size() <= *step && runNextStep()) {
    }
    return m_results[*step].endEvent;
}

void ScenarioRunner::perform(const ScenarioAction& action, ScenarioStepResult& result)
{
    using Kind = ScenarioAction::Kind;
    const auto tensor = m_tensors.find(action.tensor);
    const bool needsTensor = action.kind == Kind::Free || action.kind == Kind::RecordStream;
    if (needsTensor && tensor == m_tensors.end()) {
        // Its allocation failed earlier (out of memory): the program would have crashed; the lesson goes on.
        result.failures.push_back(action.tensor + " does not exist: its allocation failed");
        return;
    }
    switch (action.kind) {
    case Kind::Allocate: {
        const auto address = m_allocator->allocate(action.bytes, action.stream);
        if (address) {
            m_tensors[action.tensor] = address.value();
        } else {
            result.outOfMemory |= address.error().code == AllocatorErrorCode::OutOfMemory;
            result.failures.push_back(action.tensor + ": " + address.error().message);
        }
        break;
    }
    case Kind::Free:
        m_allocator->free(tensor->second);
        m_tensors.erase(tensor);
        break;
    case Kind::RecordStream: m_allocator->recordStream(tensor->second, action.stream); break;
    case Kind::SynchronizeStream: m_allocator->synchronizeStream(action.stream); break;
    case Kind::CompletePendingFrees: m_allocator->completePendingFrees(); break;
    case Kind::EmptyCache: m_allocator->emptyCache(); break;
    }
}

} // namespace gml
