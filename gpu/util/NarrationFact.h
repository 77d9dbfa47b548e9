#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gml {

// A figure that a lesson's narration quotes, under the name its placeholder gives it ("{table}" in the
// narration content is the fact named "table"). The engine states the number; the application writes it
// in the learner's language: a size with the language's units, a list with its separators.
struct NarrationFact
{
    enum class Kind : std::uint8_t {
        Count,        // a whole number: `integer`
        Bytes,        // a size: `integer` bytes
        Milliseconds, // a duration: `real` ms
        Ratio,        // a relative error or share: `real`, written with two significant digits
        List,         // block or request numbers, in order: `list`
    };

    std::string name;
    Kind kind = Kind::Count;
    std::uint64_t integer = 0;
    double real = 0;
    std::vector<std::uint32_t> list;

    static NarrationFact count(std::string name, std::uint64_t value) { return {std::move(name), Kind::Count, value, 0, {}}; }
    static NarrationFact bytes(std::string name, std::uint64_t value) { return {std::move(name), Kind::Bytes, value, 0, {}}; }
    static NarrationFact milliseconds(std::string name, double value)
    {
        return {std::move(name), Kind::Milliseconds, 0, value, {}};
    }
    static NarrationFact ratio(std::string name, double value) { return {std::move(name), Kind::Ratio, 0, value, {}}; }
    static NarrationFact numbers(std::string name, std::vector<std::uint32_t> values)
    {
        return {std::move(name), Kind::List, 0, 0, std::move(values)};
    }
};

using NarrationFacts = std::vector<NarrationFact>;

} // namespace gml
