#include "snapshot/PickleNumber.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace gml {

namespace {

// Decimal text of a magnitude given as little-endian bytes (schoolbook division by 10^9).
std::string decimalOfMagnitude(std::vector<std::uint8_t> magnitude)
{
    std::vector<std::uint32_t> limbs; // little-endian base 2^32
    for (std::size_t i = 0; i < magnitude.size(); i += 4) {
        std::uint32_t limb = 0;
        for (std::size_t k = 0; k < 4 && i + k < magnitude.size(); ++k)
            limb |= static_cast<std::uint32_t>(magnitude[i + k]) << (8 * k);
        limbs.push_back(limb);
    }
    std::string digits;
    while (!limbs.empty()) {
        std::uint64_t remainder = 0;
        for (std::size_t i = limbs.size(); i-- > 0;) {
            const std::uint64_t current = (remainder << 32) | limbs[i];
            limbs[i] = static_cast<std::uint32_t>(current / 1'000'000'000u);
            remainder = current % 1'000'000'000u;
        }
        while (!limbs.empty() && limbs.back() == 0)
            limbs.pop_back();
        for (int k = 0; k < 9; ++k) {
            digits.push_back(static_cast<char>('0' + remainder % 10));
            remainder /= 10;
            if (limbs.empty() && remainder == 0)
                break;
        }
    }
    if (digits.empty())
        digits = "0";
    std::reverse(digits.begin(), digits.end());
    return digits;
}

std::string hexOfMagnitude(const std::vector<std::uint8_t>& magnitude)
{
    static constexpr char kHex[] = "0123456789abcdef";
    std::string text = "0x";
    bool leading = true;
    for (std::size_t i = magnitude.size(); i-- > 0;) {
        for (const int shift : {4, 0}) {
            const int digit = (magnitude[i] >> shift) & 0xf;
            if (leading && digit == 0)
                continue;
            leading = false;
            text.push_back(kHex[digit]);
        }
    }
    if (leading)
        text.push_back('0');
    return text;
}

} // namespace

PickleInteger PickleNumber::fromLittleEndian(std::string_view bytes)
{
    PickleInteger result;
    if (bytes.empty())
        return result; // LONG1 with length 0 is zero
    const bool negative = (static_cast<std::uint8_t>(bytes.back()) & 0x80) != 0;
    // Up to 8 bytes (addresses and times: most of a snapshot's LONG1s) are one load, sign-extended.
    if (std::endian::native == std::endian::little && bytes.size() <= 8) {
        std::uint64_t value = 0;
        std::memcpy(&value, bytes.data(), bytes.size());
        if (negative && bytes.size() < 8)
            value |= ~std::uint64_t{0} << (8 * bytes.size());
        result.bits = value;
        return result;
    }
    // Significant length: drop sign-extension bytes at the top.
    std::size_t length = bytes.size();
    const std::uint8_t fill = negative ? 0xff : 0x00;
    while (length > 1 && static_cast<std::uint8_t>(bytes[length - 1]) == fill
           && ((static_cast<std::uint8_t>(bytes[length - 2]) & 0x80) != 0) == negative)
        --length;
    if (length <= 8) {
        std::uint64_t value = negative ? ~std::uint64_t{0} : 0;
        for (std::size_t i = 0; i < length; ++i) {
            value &= ~(std::uint64_t{0xff} << (8 * i));
            value |= static_cast<std::uint64_t>(static_cast<std::uint8_t>(bytes[i])) << (8 * i);
        }
        result.bits = value;
        return result;
    }
    if (!negative && length == 9 && bytes[8] == 0) {
        std::uint64_t value = 0;
        for (std::size_t i = 0; i < 8; ++i)
            value |= static_cast<std::uint64_t>(static_cast<std::uint8_t>(bytes[i])) << (8 * i);
        result.type = PickleType::UInt;
        result.bits = value;
        return result;
    }
    std::vector<std::uint8_t> magnitude(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(length));
    if (negative) { // two's complement negation
        bool carry = true;
        for (auto& byte : magnitude) {
            byte = static_cast<std::uint8_t>(~byte);
            if (carry) {
                byte = static_cast<std::uint8_t>(byte + 1);
                carry = byte == 0;
            }
        }
    }
    result.type = PickleType::BigInt;
    result.text = (negative ? "-" : "")
        + (length <= kMaxDecimalBytes ? decimalOfMagnitude(std::move(magnitude)) : hexOfMagnitude(magnitude));
    return result;
}

std::optional<PickleInteger> PickleNumber::fromDecimal(std::string_view text)
{
    if (!text.empty() && text.back() == 'L') // protocol 0's LONG ends in 'L'
        text.remove_suffix(1);
    const bool negative = !text.empty() && text.front() == '-';
    std::string_view digits = text;
    if (!digits.empty() && (digits.front() == '-' || digits.front() == '+'))
        digits.remove_prefix(1);
    if (digits.empty() || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    PickleInteger result;
    std::int64_t signedValue = 0;
    const std::string_view parseable = negative ? text : digits;
    if (auto [end, ec] = std::from_chars(parseable.data(), parseable.data() + parseable.size(), signedValue);
        ec == std::errc() && end == parseable.data() + parseable.size()) {
        result.bits = static_cast<std::uint64_t>(signedValue);
        return result;
    }
    std::uint64_t unsignedValue = 0;
    if (!negative) {
        if (auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), unsignedValue);
            ec == std::errc() && end == digits.data() + digits.size()) {
            result.type = PickleType::UInt;
            result.bits = unsignedValue;
            return result;
        }
    }
    while (digits.size() > 1 && digits.front() == '0')
        digits.remove_prefix(1);
    result.type = PickleType::BigInt;
    result.text = (negative ? "-" : "") + std::string(digits);
    return result;
}

std::optional<double> PickleNumber::floatFromText(std::string_view text)
{
    while (!text.empty() && (text.back() == '\r' || text.back() == ' '))
        text.remove_suffix(1);
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

} // namespace gml
