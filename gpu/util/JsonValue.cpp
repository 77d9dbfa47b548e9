#include "util/JsonValue.h"

#include <charconv>
#include <cstdlib>

namespace gml {

JsonValue JsonValue::null(int line)
{
    JsonValue value;
    value.m_line = line;
    return value;
}

JsonValue JsonValue::boolean(bool flag, int line)
{
    JsonValue value = null(line);
    value.m_type = Type::Bool;
    value.m_bool = flag;
    return value;
}

JsonValue JsonValue::number(std::string text, int line)
{
    JsonValue value = null(line);
    value.m_type = Type::Number;
    value.m_text = std::move(text);
    return value;
}

JsonValue JsonValue::string(std::string text, int line)
{
    JsonValue value = null(line);
    value.m_type = Type::String;
    value.m_text = std::move(text);
    return value;
}

JsonValue JsonValue::array(std::vector<JsonValue> items, int line)
{
    JsonValue value = null(line);
    value.m_type = Type::Array;
    value.m_items = std::move(items);
    return value;
}

JsonValue JsonValue::object(std::vector<std::pair<std::string, JsonValue>> members, int line)
{
    JsonValue value = null(line);
    value.m_type = Type::Object;
    value.m_members = std::move(members);
    return value;
}

double JsonValue::asDouble() const
{
    return m_type == Type::Number ? std::strtod(m_text.c_str(), nullptr) : 0.0;
}

std::optional<std::int64_t> JsonValue::asInteger() const
{
    if (m_type != Type::Number)
        return std::nullopt;
    std::int64_t value = 0;
    const char* end = m_text.data() + m_text.size();
    const auto [at, error] = std::from_chars(m_text.data(), end, value);
    if (error != std::errc() || at != end)
        return std::nullopt;
    return value;
}

std::optional<std::uint64_t> JsonValue::asUnsigned() const
{
    if (m_type != Type::Number || m_text.empty() || m_text.front() == '-')
        return std::nullopt;
    std::uint64_t value = 0;
    const char* end = m_text.data() + m_text.size();
    const auto [at, error] = std::from_chars(m_text.data(), end, value);
    if (error != std::errc() || at != end)
        return std::nullopt;
    return value;
}

const JsonValue* JsonValue::member(std::string_view key) const
{
    for (const auto& [name, value] : m_members)
        if (name == key)
            return &value;
    return nullptr;
}

const char* JsonValue::typeName(Type type)
{
    switch (type) {
    case Type::Null: return "null";
    case Type::Bool: return "true or false";
    case Type::Number: return "a number";
    case Type::String: return "a string";
    case Type::Array: return "a list";
    case Type::Object: return "an object";
    }
    return "a value";
}

} // namespace gml
