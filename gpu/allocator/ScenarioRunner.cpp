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
        result.actions.push_back(perform(action, result));
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

ScenarioActionResult ScenarioRunner::perform(const ScenarioAction& action, ScenarioStepResult& result)
{
    using Kind = ScenarioAction::Kind;
    ScenarioActionResult outcome;
    const auto failed = [&](std::string why) {
        outcome.ok = false;
        result.failures.push_back(std::move(why));
        return outcome;
    };
    const auto tensor = m_tensors.find(action.tensor);
    const bool needsTensor = action.kind == Kind::Free || action.kind == Kind::RecordStream;
    if (needsTensor && tensor == m_tensors.end()) {
        // Its allocation failed earlier (out of memory): the program would have crashed; the lesson goes on.
        return failed(action.tensor + " does not exist: its allocation failed");
    }
    switch (action.kind) {
    case Kind::Allocate: {
        const auto address = m_allocator->allocate(action.bytes, action.stream);
        if (!address) {
            outcome.error = address.error().code;
            outcome.outOfMemory = address.error().code == AllocatorErrorCode::OutOfMemory;
            result.outOfMemory |= outcome.outOfMemory;
            return failed(action.tensor + ": " + address.error().message);
        }
        outcome.address = address.value();
        outcome.segment = segmentOfLastAllocation();
        // As in Python, `x = torch.empty(...)` while x holds a tensor makes the new one first and frees
        // the old when the name moves on (so for a moment both are allocated).
        if (tensor != m_tensors.end()) {
            const std::uint64_t old = tensor->second;
            tensor->second = address.value();
            m_allocator->free(old);
        } else {
            m_tensors[action.tensor] = address.value();
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
    case Kind::SetMemoryFraction:
        if (const auto status = m_allocator->setMemoryFraction(action.fraction); !status) {
            outcome.error = status.error().code;
            return failed(status.error().message);
        }
        break;
    case Kind::ChangeSettings:
        if (const auto status = m_allocator->setSettings(action.settings); !status) {
            outcome.error = status.error().code;
            return failed(status.error().message);
        }
        break;
    }
    return outcome;
}

ScenarioActionResult ScenarioRunner::performByHand(const ScenarioAction& action, std::string* failure)
{
    ScenarioStepResult scratch;
    ScenarioActionResult outcome = perform(action, scratch);
    if (failure != nullptr)
        *failure = scratch.failures.empty() ? std::string() : scratch.failures.front();
    return outcome;
}

std::string ScenarioRunner::tensorAt(std::uint64_t address) const
{
    for (const auto& [name, start] : m_tensors)
        if (start == address)
            return name;
    return {};
}

std::uint32_t ScenarioRunner::segmentOfLastAllocation() const
{
    // The alloc event is the last one an allocation appends, after any segment it mapped or made.
    const AllocatorTrace& events = trace();
    for (std::size_t i = events.size(); i > 0; --i)
        if (const AllocatorEvent event = events[i - 1]; event.kind == EventKind::Alloc)
            return event.segment;
    return 0;
}

} // namespace gml
