#pragma once

#include <string_view>
#include <utility>
#include <vector>

namespace gml {

// The built-in KV cache walkthroughs' script files (resources/scenarios/kvcache/), compiled in: each file's
// name without ".json" and its text. Generated at configure time by gpu/cmake/EmbedTextFiles.cmake.
const std::vector<std::pair<std::string_view, std::string_view>>& builtInKvScripts();

} // namespace gml
