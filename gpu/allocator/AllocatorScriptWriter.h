#pragma once

#include "allocator/AllocatorScenario.h"

#include <string>
#include <string_view>

namespace gml {

// Writes a scenario in the allocator's script format (AllocatorScript.h), so that what a learner did in the
// sandbox can be sent, and turned by a teacher into an exercise: a file AllocatorScriptReader reads back to
// the same scenario. One step per line group and one op per line, so that the file is easy to read and edit by
// hand; the steps keep their ids, by which narration (DIR/narration/caching-allocator.json) finds them.
class AllocatorScriptWriter
{
public:
    // `description`, when not empty, becomes the file's "description": a line for its reader.
    static std::string write(const AllocatorScenario& scenario, std::string_view description = {});
};

} // namespace gml
