#pragma once

#include "snapshot/PickleValue.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gml {

// An integer as the reader keeps it: exact in 64 bits when it fits, else as text.
struct PickleInteger
{
    PickleType type = PickleType::Int; // Int, UInt or BigInt
    std::uint64_t bits = 0;            // Int: the int64's bits; UInt: the value
    std::string text;                  // BigInt: decimal (or "0x..." hexadecimal past kMaxDecimalBytes)
};

// Turns pickle's number encodings into values, without locale (a Qt application sets LC_NUMERIC).
class PickleNumber
{
public:
    // Big ints longer than this many bytes are written in hexadecimal: decimal conversion is quadratic.
    static constexpr std::size_t kMaxDecimalBytes = 1024;

    // LONG1/LONG4: little-endian two's complement.
    static PickleInteger fromLittleEndian(std::string_view bytes);
    // INT/LONG text ("-12", "12L"); nullopt when it is not a decimal integer.
    static std::optional<PickleInteger> fromDecimal(std::string_view text);
    // FLOAT text ("1.5", "inf", "nan").
    static std::optional<double> floatFromText(std::string_view text);
};

} // namespace gml
