#pragma once

#include "util/JsonValue.h"
#include "util/Result.h"

#include <string>
#include <string_view>

namespace gml {

// Where a JSON text stops being JSON: its line and column (from 1) and what was expected there.
struct JsonError
{
    int line = 0;
    int column = 0;
    std::string message; // "line 4, column 9: expected ',' or '}' after a member"
};

// A strict reader for the small JSON files the engines take as content (allocator scripts, KV scripts,
// checkpoint chains): RFC 8259, UTF-8, no comments or trailing commas. Made for files from anyone: it
// never recurses deeper than kMaxDepth, and a duplicate key is an error (which of the two would count is
// a guess a script's author should not have to make).
class JsonReader
{
public:
    static constexpr int kMaxDepth = 128;

    static Result<JsonValue, JsonError> parse(std::string_view text);

private:
    explicit JsonReader(std::string_view text) : m_text(text) {}

    bool value(JsonValue& out, int depth);
    bool object(JsonValue& out, int depth);
    bool array(JsonValue& out, int depth);
    bool string(std::string& out);
    bool number(JsonValue& out);
    bool literal(std::string_view word);
    bool unicodeEscape(std::string& out);
    void skipSpace();
    bool fail(std::string what);
    char peek() const { return m_at < m_text.size() ? m_text[m_at] : '\0'; }
    bool atEnd() const { return m_at >= m_text.size(); }

    std::string_view m_text;
    std::size_t m_at = 0;
    int m_line = 1;
    std::size_t m_lineStart = 0;
    JsonError m_error;
};

} // namespace gml
