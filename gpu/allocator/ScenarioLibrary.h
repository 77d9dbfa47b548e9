#pragma once

#include "allocator/AllocatorScenario.h"

#include <string_view>
#include <vector>

namespace gml {

// The caching allocator's built-in lessons: reserved-vs-allocated, live-tensor-empty-cache,
// fragmentation-oom, small-vs-large-pool.
const std::vector<AllocatorScenario>& allocatorScenarios();
const AllocatorScenario* findAllocatorScenario(std::string_view id);

} // namespace gml
