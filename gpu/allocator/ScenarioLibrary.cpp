#include "allocator/ScenarioLibrary.h"

#include "allocator/AllocatorScript.h"
#include "allocator/BuiltInAllocatorScripts.h"

#include <cstdio>

// The allocator lesson's scenarios are content: script files under resources/scenarios/allocator/, compiled
// in (BuiltInAllocatorScripts.h), in the order their file names give ("1-reserved-vs-allocated.json", ...).
// What the learner reads about each step is content too: resources/narration/caching-allocator.json, under
// the same scenario and step ids.

namespace gml {

const std::vector<AllocatorScenario>& allocatorScenarios()
{
    static const std::vector<AllocatorScenario> scenarios = [] {
        std::vector<AllocatorScenario> read;
        for (const auto& [name, text] : builtInAllocatorScripts()) {
            auto scenario = AllocatorScriptReader::read(text, std::string(name));
            if (scenario)
                read.push_back(std::move(scenario.value()));
            else // A test reads every built-in file; a broken one must not take the others with it.
                std::fprintf(stderr, "gpu-memory-lab: the built-in scenario %.*s: %s\n", static_cast<int>(name.size()),
                             name.data(), scenario.error().message.c_str());
        }
        return read;
    }();
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
