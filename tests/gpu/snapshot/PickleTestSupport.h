#pragma once
// Helpers for the snapshot tests: hand-made pickles as bytes, and a Python-style rendering of parsed values
// to compare with what CPython's repr() printed for the same object.

#include "snapshot/PickleDocument.h"

#include <charconv>
#include <concepts>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

namespace gml::test {

inline std::string fromHex(std::string_view hex)
{
    std::string bytes;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2) {
        unsigned value = 0;
        std::from_chars(hex.data() + i, hex.data() + i + 2, value, 16);
        bytes.push_back(static_cast<char>(value));
    }
    return bytes;
}

inline std::string readFixture(const std::string& name)
{
    std::ifstream in(std::string(GML_SHARED_DIR "/fixtures/pytorch-snapshots/") + name, std::ios::binary);
    std::ostringstream data;
    data << in.rdbuf();
    return data.str();
}

inline std::string fixturePath(const std::string& name)
{
    return std::string(GML_SHARED_DIR "/fixtures/pytorch-snapshots/") + name;
}

// Writes a protocol 4 pickle opcode by opcode: dicts and lists are MARK ... SETITEMS / APPENDS.
class PickleBuilder
{
public:
    PickleBuilder() { m_bytes = "\x80\x04"; }
    PickleBuilder& op(std::uint8_t code)
    {
        m_bytes.push_back(static_cast<char>(code));
        return *this;
    }
    PickleBuilder& raw(std::string_view bytes)
    {
        m_bytes += bytes;
        return *this;
    }
    PickleBuilder& le(std::uint64_t value, int bytes)
    {
        for (int i = 0; i < bytes; ++i)
            m_bytes.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
        return *this;
    }
    PickleBuilder& beginDict() { return op(0x7d).op(0x28); }
    PickleBuilder& endDict() { return op(0x75); }
    PickleBuilder& beginList() { return op(0x5d).op(0x28); }
    PickleBuilder& endList() { return op(0x65); }
    PickleBuilder& str(std::string_view text)
    {
        if (text.size() < 256)
            op(0x8c).le(text.size(), 1);
        else
            op(0x58).le(text.size(), 4);
        return raw(text);
    }
    PickleBuilder& integer(std::int64_t value)
    {
        if (value >= 0 && value < 256)
            return op(0x4b).le(static_cast<std::uint64_t>(value), 1);
        if (value >= INT32_MIN && value <= INT32_MAX)
            return op(0x4a).le(static_cast<std::uint64_t>(value), 4);
        return op(0x8a).op(8).le(static_cast<std::uint64_t>(value), 8);
    }
    // LONG1 with the given little-endian two's complement bytes: how Python pickles ints beyond 32 bits.
    PickleBuilder& long1(std::string_view littleEndian)
    {
        return op(0x8a).le(littleEndian.size(), 1).raw(littleEndian);
    }
    // Above INT64_MAX Python needs a ninth, zero byte to keep the sign positive.
    PickleBuilder& unsignedInteger(std::uint64_t value)
    {
        if (value <= static_cast<std::uint64_t>(INT64_MAX))
            return integer(static_cast<std::int64_t>(value));
        return op(0x8a).op(9).le(value, 8).op(0);
    }
    template <std::integral T> PickleBuilder& field(std::string_view key, T value)
    {
        return str(key).integer(static_cast<std::int64_t>(value));
    }
    PickleBuilder& field(std::string_view key, std::string_view value) { return str(key).str(value); }
    PickleBuilder& field(std::string_view key, const char* value) { return str(key).str(value); }
    PickleBuilder& none() { return op(0x4e); }
    std::string stop() { return m_bytes + "."; }
    const std::string& bytes() const { return m_bytes; }

private:
    std::string m_bytes;
};

// Python's repr() of a parsed value (depth-limited: values may be cyclic).
inline std::string render(const PickleDocument& doc, PickleRef ref, int depth = 0)
{
    if (depth > 50)
        return "...";
    auto children = [&](const char* open, const char* close, const char* separator, bool pairs) {
        std::string out = open;
        std::uint32_t index = 0;
        doc.forEachRun(ref, [&](const PickleRef* data, std::uint32_t count) {
            for (std::uint32_t i = 0; i < count; ++i, ++index) {
                if (index > 0)
                    out += (pairs && index % 2 == 1) ? ": " : separator;
                out += render(doc, data[i], depth + 1);
            }
        });
        return out + close;
    };
    std::int64_t number = 0;
    std::uint64_t unsignedNumber = 0;
    switch (doc.type(ref)) {
    case PickleType::None: return "None";
    case PickleType::Bool: return doc.node(ref).b ? "True" : "False";
    case PickleType::Int: doc.toInt64(ref, number); return std::to_string(number);
    case PickleType::UInt: doc.toUInt64(ref, unsignedNumber); return std::to_string(unsignedNumber);
    case PickleType::BigInt: return std::string(doc.text(ref));
    case PickleType::Float: {
        double value = 0;
        doc.toDouble(ref, value);
        char buffer[64];
        auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
        return std::string(buffer, end);
    }
    case PickleType::String: return "'" + std::string(doc.text(ref)) + "'";
    case PickleType::Bytes: return "b'" + std::string(doc.text(ref)) + "'";
    case PickleType::ByteArray: return "bytearray(b'" + std::string(doc.text(ref)) + "')";
    case PickleType::Tuple:
        return doc.size(ref) == 1 ? "(" + render(doc, doc.run(doc.firstRun(ref)).data[0], depth + 1) + ",)"
                                  : children("(", ")", ", ", false);
    case PickleType::List: return children("[", "]", ", ", false);
    case PickleType::Dict: return children("{", "}", ", ", true);
    case PickleType::Set: return doc.size(ref) == 0 ? "set()" : children("{", "}", ", ", false);
    case PickleType::FrozenSet: return "frozenset(" + children("{", "}", ", ", false) + ")";
    case PickleType::Streamed: return "<streamed>";
    }
    return "?";
}

} // namespace gml::test
