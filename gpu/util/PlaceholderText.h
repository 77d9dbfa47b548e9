#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gml {

// `form` with %1 ... %9 replaced by `arguments` in one pass, so that an argument holding "%2" is written as
// it is: the English sentence of an engine's fault kind, whose app side fills the same template with tr().
std::string fillPlaceholders(std::string_view form, const std::vector<std::string>& arguments);

} // namespace gml
