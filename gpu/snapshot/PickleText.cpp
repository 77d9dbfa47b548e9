#include "snapshot/PickleText.h"

#include "util/Utf8.h"

namespace gml {

void PickleText::appendUtf8(std::string& out, char32_t cp)
{
    gml::appendUtf8(out, cp);
}

std::optional<std::string> PickleText::unquote(std::string_view literal)
{
    while (!literal.empty() && literal.back() == '\r')
        literal.remove_suffix(1);
    if (literal.size() < 2 || (literal.front() != '\'' && literal.front() != '"') || literal.back() != literal.front())
        return std::nullopt;
    const std::string_view body = literal.substr(1, literal.size() - 2);
    std::string out;
    out.reserve(body.size());
    for (std::size_t i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (c != '\\') {
            out.push_back(c);
            continue;
        }
        if (++i == body.size())
            return std::nullopt;
        switch (const char e = body[i]) {
        case '\n': break;
        case '\\': out.push_back('\\'); break;
        case '\'': out.push_back('\''); break;
        case '"': out.push_back('"'); break;
        case 'n': out.push_back('\n'); break;
        case 't': out.push_back('\t'); break;
        case 'r': out.push_back('\r'); break;
        case 'a': out.push_back('\a'); break;
        case 'b': out.push_back('\b'); break;
        case 'f': out.push_back('\f'); break;
        case 'v': out.push_back('\v'); break;
        case 'x': {
            const int high = i + 1 < body.size() ? hexDigitValue(body[i + 1]) : -1;
            const int low = i + 2 < body.size() ? hexDigitValue(body[i + 2]) : -1;
            if (high < 0 || low < 0)
                return std::nullopt;
            out.push_back(static_cast<char>(high * 16 + low));
            i += 2;
            break;
        }
        default:
            if (e >= '0' && e <= '7') {
                int value = 0;
                std::size_t k = 0;
                for (; k < 3 && i + k < body.size() && body[i + k] >= '0' && body[i + k] <= '7'; ++k)
                    value = value * 8 + (body[i + k] - '0');
                out.push_back(static_cast<char>(value & 0xff));
                i += k - 1;
            } else { // Python keeps unknown escapes as written
                out.push_back('\\');
                out.push_back(e);
            }
        }
    }
    return out;
}

std::optional<std::string> PickleText::rawUnicodeEscapeToUtf8(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\\' && i + 1 < text.size() && (text[i + 1] == 'u' || text[i + 1] == 'U')) {
            const std::size_t digits = text[i + 1] == 'u' ? 4 : 8;
            if (i + 2 + digits > text.size())
                return std::nullopt;
            char32_t cp = 0;
            for (std::size_t k = 0; k < digits; ++k) {
                const int d = hexDigitValue(text[i + 2 + k]);
                if (d < 0)
                    return std::nullopt;
                cp = cp * 16 + static_cast<char32_t>(d);
            }
            if (cp > 0x10ffff)
                return std::nullopt;
            appendUtf8(out, cp);
            i += 1 + digits;
        } else {
            appendUtf8(out, c);
        }
    }
    return out;
}

} // namespace gml
