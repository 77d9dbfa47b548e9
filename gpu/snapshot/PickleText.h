#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gml {

// Decoders for protocol 0's text arguments, which a protocol 2+ stream may still contain.
class PickleText
{
public:
    // STRING's argument: a Python string literal in single or double quotes, with backslash escapes
    // (\\ \' \" \n \t \r \a \b \f \v \xhh \ooo and backslash-newline). nullopt when malformed.
    static std::optional<std::string> unquote(std::string_view literal);
    // UNICODE's argument: raw-unicode-escape (bytes are Latin-1 code points, \uXXXX and \UXXXXXXXX escapes),
    // returned as UTF-8. nullopt when an escape is malformed or out of range.
    static std::optional<std::string> rawUnicodeEscapeToUtf8(std::string_view text);
    static void appendUtf8(std::string& out, char32_t codePoint);
};

} // namespace gml
