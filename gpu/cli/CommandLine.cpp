#include "cli/CommandLine.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>

namespace gml {

namespace {
bool contains(const std::vector<std::string>& names, std::string_view name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}
} // namespace

CommandLine::CommandLine(const std::vector<std::string>& args, const Spec& spec)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string arg = args[i];
        if (arg.rfind("--", 0) != 0 || arg == "--") {
            m_positional.push_back(arg);
            continue;
        }
        std::optional<std::string> inlineValue;
        if (const auto equals = arg.find('='); equals != std::string::npos) {
            inlineValue = arg.substr(equals + 1);
            arg.resize(equals);
        }
        if (contains(spec.flags, arg) && !inlineValue) {
            m_flags.push_back(arg);
        } else if (contains(spec.options, arg)) {
            if (inlineValue) {
                m_options.emplace_back(arg, *inlineValue);
            } else if (i + 1 < args.size()) {
                m_options.emplace_back(arg, args[++i]);
            } else {
                m_error = "option " + arg + " needs a value";
                return;
            }
        } else {
            m_error = "unknown option " + arg;
            return;
        }
    }
}

bool CommandLine::has(std::string_view flag) const
{
    return contains(m_flags, flag);
}

std::optional<std::string> CommandLine::option(std::string_view name) const
{
    // The last occurrence wins, as with most command-line tools.
    for (auto it = m_options.rbegin(); it != m_options.rend(); ++it)
        if (it->first == name)
            return it->second;
    return std::nullopt;
}

std::optional<double> CommandLine::number(std::string_view name, double min, double max)
{
    const auto text = option(name);
    if (!text)
        return std::nullopt;
    char* end = nullptr;
    const double value = std::strtod(text->c_str(), &end);
    if (text->empty() || end != text->c_str() + text->size() || !(value >= min && value <= max)) {
        m_error = std::string(name) + " must be a number from " + std::to_string(min) + " to " +
                  std::to_string(max) + ", not '" + *text + "'";
        return std::nullopt;
    }
    return value;
}

std::optional<long long> CommandLine::integer(std::string_view name, long long min, long long max)
{
    const auto text = option(name);
    if (!text)
        return std::nullopt;
    long long value = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (error != std::errc() || end != text->data() + text->size() || value < min || value > max) {
        m_error = std::string(name) + " must be a whole number from " + std::to_string(min) + " to " +
                  std::to_string(max) + ", not '" + *text + "'";
        return std::nullopt;
    }
    return value;
}

} // namespace gml
