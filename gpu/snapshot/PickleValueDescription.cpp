#include "snapshot/PickleValueDescription.h"

#include <charconv>
#include <cmath>

namespace gml {

namespace {

constexpr std::size_t kMaxQuotedText = 40;

// A BigInt's text is decimal, or "0x..." hexadecimal past PickleNumber::kMaxDecimalBytes.
std::string describeBigInt(std::string_view text)
{
    const bool negative = !text.empty() && text.front() == '-';
    if (negative)
        text.remove_prefix(1);
    const std::string sign = negative ? "a negative int" : "an int";
    if (text.starts_with("0x") && text.size() > 2) {
        // Its decimal length from its leading digit and count: log10(value), rounded down, plus one.
        const char lead = text[2];
        const int leadValue = lead <= '9' ? lead - '0' : lead - 'a' + 10;
        const double log10Value = std::log10(static_cast<double>(leadValue)) +
                                  static_cast<double>(text.size() - 3) * std::log10(16.0);
        return sign + " of about " + std::to_string(static_cast<std::uint64_t>(log10Value) + 1) + " digits";
    }
    return sign + " of " + std::to_string(text.size()) + " digits";
}

} // namespace

std::string PickleValueDescription::of(const PickleDocument& document, PickleRef value)
{
    const PickleType type = document.type(value);
    switch (type) {
    case PickleType::None:
        return "None";
    case PickleType::Bool:
        return document.node(value).b ? "True" : "False";
    case PickleType::Int: {
        std::int64_t number = 0;
        document.toInt64(value, number);
        return "an int (" + std::to_string(number) + ")";
    }
    case PickleType::UInt: {
        std::uint64_t number = 0;
        document.toUInt64(value, number);
        return "an int (" + std::to_string(number) + ")";
    }
    case PickleType::BigInt:
        return describeBigInt(document.text(value));
    case PickleType::Float: {
        double number = 0;
        document.toDouble(value, number);
        char buffer[64];
        const auto end = std::to_chars(buffer, buffer + sizeof buffer, number).ptr;
        return "a float (" + std::string(buffer, end) + ")";
    }
    case PickleType::String: {
        const std::string_view text = document.text(value);
        return text.size() <= kMaxQuotedText ? "a str ('" + std::string(text) + "')"
                                             : std::string("a long str");
    }
    case PickleType::Bytes:
        return "a bytes object";
    case PickleType::ByteArray:
        return "a bytearray";
    case PickleType::Tuple:
        return "a tuple";
    case PickleType::List:
        return "a list";
    case PickleType::Dict:
        return "a dict";
    case PickleType::Set:
        return "a set";
    case PickleType::FrozenSet:
        return "a frozenset";
    case PickleType::Streamed:
        return "a value already read into the model";
    }
    return "a value of unknown type";
}

} // namespace gml
