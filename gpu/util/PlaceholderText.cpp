#include "util/PlaceholderText.h"

namespace gml {

std::string fillPlaceholders(std::string_view form, const std::vector<std::string>& arguments)
{
    std::string sentence;
    for (std::size_t i = 0; i < form.size(); ++i) {
        const char next = i + 1 < form.size() ? form[i + 1] : '\0';
        if (form[i] == '%' && next >= '1' && next <= '9') {
            const auto index = static_cast<std::size_t>(next - '1');
            if (index < arguments.size())
                sentence += arguments[index];
            ++i;
            continue;
        }
        sentence += form[i];
    }
    return sentence;
}

} // namespace gml
