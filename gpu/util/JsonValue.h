#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gml {

// One value of a JSON document as JsonReader read it, with the line it started on, so that whoever checks a
// script can say "line 12: bytes must be a whole number" rather than only what is wrong. Numbers keep their
// text: a byte count such as 8589934592 is read exactly as an integer, not through a double.
class JsonValue
{
public:
    enum class Type { Null, Bool, Number, String, Array, Object };

    JsonValue() = default;
    static JsonValue null(int line);
    static JsonValue boolean(bool value, int line);
    static JsonValue number(std::string text, int line);
    static JsonValue string(std::string text, int line);
    static JsonValue array(std::vector<JsonValue> items, int line);
    static JsonValue object(std::vector<std::pair<std::string, JsonValue>> members, int line);

    Type type() const { return m_type; }
    int line() const { return m_line; }
    bool isNull() const { return m_type == Type::Null; }
    bool isBool() const { return m_type == Type::Bool; }
    bool isNumber() const { return m_type == Type::Number; }
    bool isString() const { return m_type == Type::String; }
    bool isArray() const { return m_type == Type::Array; }
    bool isObject() const { return m_type == Type::Object; }

    bool asBool() const { return m_bool; }
    // A string's text, or a number as written.
    const std::string& text() const { return m_text; }
    double asDouble() const;
    // The number when it is a whole number that fits (written without a fraction or an exponent).
    std::optional<std::int64_t> asInteger() const;
    std::optional<std::uint64_t> asUnsigned() const;

    const std::vector<JsonValue>& items() const { return m_items; }
    const std::vector<std::pair<std::string, JsonValue>>& members() const { return m_members; }
    // An object's member, or nullptr.
    const JsonValue* member(std::string_view key) const;

    // "a number", "a string", ...: for messages that say what was found where something else was wanted.
    static const char* typeName(Type type);

private:
    Type m_type = Type::Null;
    int m_line = 0;
    bool m_bool = false;
    std::string m_text;
    std::vector<JsonValue> m_items;
    std::vector<std::pair<std::string, JsonValue>> m_members;
};

} // namespace gml
