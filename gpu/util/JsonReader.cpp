#include "util/JsonReader.h"

#include "util/Utf8.h"

#include <cstdint>

namespace gml {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

} // namespace

Result<JsonValue, JsonError> JsonReader::parse(std::string_view text)
{
    JsonReader reader(text);
    // A byte-order mark is not JSON, but editors on Windows write one: it is skipped.
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        reader.m_at = reader.m_lineStart = 3;
    JsonValue root;
    reader.skipSpace();
    if (!reader.value(root, 0))
        return reader.m_error;
    reader.skipSpace();
    if (!reader.atEnd()) {
        reader.fail("unexpected text after the end of the document");
        return reader.m_error;
    }
    return root;
}

bool JsonReader::fail(std::string what)
{
    m_error.line = m_line;
    m_error.column = static_cast<int>(m_at - m_lineStart) + 1;
    m_error.message = "line " + std::to_string(m_error.line) + ", column " + std::to_string(m_error.column) + ": " +
                      std::move(what);
    return false;
}

void JsonReader::skipSpace()
{
    while (!atEnd()) {
        const char c = peek();
        if (c == '\n') {
            ++m_line;
            m_lineStart = m_at + 1;
        } else if (c != ' ' && c != '\t' && c != '\r') {
            return;
        }
        ++m_at;
    }
}

bool JsonReader::value(JsonValue& out, int depth)
{
    if (depth > kMaxDepth)
        return fail("the document nests deeper than " + std::to_string(kMaxDepth) + " levels");
    const int line = m_line;
    switch (peek()) {
    case '{': return object(out, depth + 1);
    case '[': return array(out, depth + 1);
    case '"': {
        std::string text;
        if (!string(text))
            return false;
        out = JsonValue::string(std::move(text), line);
        return true;
    }
    case 't':
        out = JsonValue::boolean(true, line);
        return literal("true");
    case 'f':
        out = JsonValue::boolean(false, line);
        return literal("false");
    case 'n':
        out = JsonValue::null(line);
        return literal("null");
    default:
        if (peek() == '-' || isDigit(peek()))
            return number(out);
        return fail(atEnd() ? "the document ends where a value was expected" : "expected a value");
    }
}

bool JsonReader::object(JsonValue& out, int depth)
{
    const int line = m_line;
    ++m_at; // '{'
    std::vector<std::pair<std::string, JsonValue>> members;
    skipSpace();
    if (peek() == '}') {
        ++m_at;
        out = JsonValue::object(std::move(members), line);
        return true;
    }
    for (;;) {
        skipSpace();
        if (peek() != '"')
            return fail("expected a member's name in double quotes");
        std::string key;
        if (!string(key))
            return false;
        for (const auto& member : members)
            if (member.first == key)
                return fail("the name \"" + key + "\" appears twice in one object");
        skipSpace();
        if (peek() != ':')
            return fail("expected ':' after \"" + key + "\"");
        ++m_at;
        skipSpace();
        JsonValue item;
        if (!value(item, depth))
            return false;
        members.emplace_back(std::move(key), std::move(item));
        skipSpace();
        if (peek() == ',') {
            ++m_at;
            continue;
        }
        if (peek() == '}') {
            ++m_at;
            out = JsonValue::object(std::move(members), line);
            return true;
        }
        return fail(atEnd() ? "the document ends inside an object (a '}' is missing)"
                            : "expected ',' or '}' after a member");
    }
}

bool JsonReader::array(JsonValue& out, int depth)
{
    const int line = m_line;
    ++m_at; // '['
    std::vector<JsonValue> items;
    skipSpace();
    if (peek() == ']') {
        ++m_at;
        out = JsonValue::array(std::move(items), line);
        return true;
    }
    for (;;) {
        skipSpace();
        JsonValue item;
        if (!value(item, depth))
            return false;
        items.push_back(std::move(item));
        skipSpace();
        if (peek() == ',') {
            ++m_at;
            continue;
        }
        if (peek() == ']') {
            ++m_at;
            out = JsonValue::array(std::move(items), line);
            return true;
        }
        return fail(atEnd() ? "the document ends inside a list (a ']' is missing)"
                            : "expected ',' or ']' after an item of a list");
    }
}

bool JsonReader::literal(std::string_view word)
{
    if (m_text.substr(m_at, word.size()) != word)
        return fail("expected a value");
    m_at += word.size();
    return true;
}

bool JsonReader::number(JsonValue& out)
{
    const int line = m_line;
    const std::size_t start = m_at;
    if (peek() == '-')
        ++m_at;
    if (peek() == '0') {
        ++m_at;
    } else if (isDigit(peek())) {
        while (isDigit(peek()))
            ++m_at;
    } else {
        return fail("expected a digit");
    }
    if (peek() == '.') {
        ++m_at;
        if (!isDigit(peek()))
            return fail("expected a digit after '.'");
        while (isDigit(peek()))
            ++m_at;
    }
    if (peek() == 'e' || peek() == 'E') {
        ++m_at;
        if (peek() == '+' || peek() == '-')
            ++m_at;
        if (!isDigit(peek()))
            return fail("expected a digit in the exponent");
        while (isDigit(peek()))
            ++m_at;
    }
    out = JsonValue::number(std::string(m_text.substr(start, m_at - start)), line);
    return true;
}

bool JsonReader::unicodeEscape(std::string& out)
{
    const auto fourHex = [this](std::uint32_t& code) {
        code = 0;
        for (int i = 0; i < 4; ++i) {
            const int digit = hexDigitValue(peek());
            if (digit < 0)
                return fail("expected four hexadecimal digits after \\u");
            code = code * 16 + static_cast<std::uint32_t>(digit);
            ++m_at;
        }
        return true;
    };
    std::uint32_t code = 0;
    if (!fourHex(code))
        return false;
    if (code >= 0xD800 && code < 0xDC00) {
        // A high surrogate: its low half must follow as a second \u escape.
        if (m_text.substr(m_at, 2) != "\\u")
            return fail("a \\u escape of a high surrogate without its low surrogate");
        m_at += 2;
        std::uint32_t low = 0;
        if (!fourHex(low))
            return false;
        if (low < 0xDC00 || low >= 0xE000)
            return fail("a \\u escape of a high surrogate without its low surrogate");
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
    } else if (code >= 0xDC00 && code < 0xE000) {
        return fail("a \\u escape of a low surrogate without its high surrogate");
    }
    appendUtf8(out, code);
    return true;
}

bool JsonReader::string(std::string& out)
{
    ++m_at; // '"'
    for (;;) {
        if (atEnd())
            return fail("the document ends inside a string");
        const char c = peek();
        if (c == '"') {
            ++m_at;
            return true;
        }
        if (static_cast<unsigned char>(c) < 0x20)
            return fail(c == '\n' ? "a string runs past the end of its line (a closing '\"' is missing)"
                                  : "a control character inside a string");
        if (c != '\\') {
            out += c;
            ++m_at;
            continue;
        }
        ++m_at;
        const char escape = peek();
        ++m_at;
        switch (escape) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u':
            if (!unicodeEscape(out))
                return false;
            break;
        default: --m_at; return fail("an unknown escape in a string");
        }
    }
}

} // namespace gml
