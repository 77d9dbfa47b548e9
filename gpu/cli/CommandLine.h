#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

// The arguments of one subcommand: `--name value` options, `--flag` switches and positional words. Each
// subcommand declares what it accepts; anything else is a usage error naming the stray argument.
class CommandLine
{
public:
    struct Spec
    {
        std::vector<std::string> flags;   // "--json"
        std::vector<std::string> options; // "--device" (takes a value)
    };

    // Parses `args` (without the program and subcommand names). On failure, error() says why.
    CommandLine(const std::vector<std::string>& args, const Spec& spec);

    bool ok() const { return m_error.empty(); }
    const std::string& error() const { return m_error; }

    bool has(std::string_view flag) const;
    std::optional<std::string> option(std::string_view name) const;
    const std::vector<std::string>& positional() const { return m_positional; }

    // Numeric options: nullopt when absent; sets error() when present but not a number in range.
    std::optional<double> number(std::string_view name, double min, double max);
    std::optional<long long> integer(std::string_view name, long long min, long long max);

private:
    std::vector<std::string> m_flags;
    std::vector<std::pair<std::string, std::string>> m_options;
    std::vector<std::string> m_positional;
    std::string m_error;
};

} // namespace gml
