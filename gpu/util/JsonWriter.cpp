#include "util/JsonWriter.h"

#include <array>
#include <cmath>
#include <cstdio>

namespace gml {

void JsonWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_empty.empty()) {
        if (!m_empty.back())
            m_text += ',';
        m_empty.back() = false;
    }
}

JsonWriter& JsonWriter::beginObject()
{
    beforeValue();
    m_text += '{';
    m_empty.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::endObject()
{
    m_text += '}';
    m_empty.pop_back();
    return *this;
}

JsonWriter& JsonWriter::beginArray()
{
    beforeValue();
    m_text += '[';
    m_empty.push_back(true);
    return *this;
}

JsonWriter& JsonWriter::endArray()
{
    m_text += ']';
    m_empty.pop_back();
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view name)
{
    beforeValue();
    m_text += escape(name);
    m_text += ':';
    m_afterKey = true;
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view text)
{
    beforeValue();
    m_text += escape(text);
    return *this;
}

JsonWriter& JsonWriter::value(bool flag)
{
    beforeValue();
    m_text += flag ? "true" : "false";
    return *this;
}

JsonWriter& JsonWriter::value(std::int64_t number)
{
    beforeValue();
    m_text += std::to_string(number);
    return *this;
}

JsonWriter& JsonWriter::value(std::uint64_t number)
{
    beforeValue();
    m_text += std::to_string(number);
    return *this;
}

JsonWriter& JsonWriter::value(double number)
{
    beforeValue();
    if (!std::isfinite(number)) {
        m_text += "null"; // JSON has no NaN or infinity
        return *this;
    }
    std::array<char, 40> buffer{};
    std::snprintf(buffer.data(), buffer.size(), "%.17g", number);
    m_text += buffer.data();
    return *this;
}

JsonWriter& JsonWriter::null()
{
    beforeValue();
    m_text += "null";
    return *this;
}

std::string JsonWriter::escape(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 2);
    out += '"';
    for (const char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                std::array<char, 8> hex{};
                std::snprintf(hex.data(), hex.size(), "\\u%04x", static_cast<unsigned>(c));
                out += hex.data();
            } else {
                out += c; // UTF-8 passes through unchanged
            }
        }
    }
    out += '"';
    return out;
}

} // namespace gml
