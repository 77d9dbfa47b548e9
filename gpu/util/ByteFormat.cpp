#include "util/ByteFormat.h"

#include <array>
#include <cstdio>

namespace gml {

std::string formatBytes(std::uint64_t bytes)
{
    static constexpr std::array<const char*, 5> units{"B", "KiB", "MiB", "GiB", "TiB"};
    if (bytes < KiB)
        return std::to_string(bytes) + " B";
    double value = static_cast<double>(bytes);
    std::size_t unit = 0;
    while (value >= 1024.0 && unit + 1 < units.size()) {
        value /= 1024.0;
        ++unit;
    }
    std::array<char, 32> text{};
    if (value == static_cast<double>(static_cast<std::uint64_t>(value)))
        std::snprintf(text.data(), text.size(), "%.0f %s", value, units[unit]);
    else if (value < 100.0)
        std::snprintf(text.data(), text.size(), "%.1f %s", value, units[unit]);
    else
        std::snprintf(text.data(), text.size(), "%.0f %s", value, units[unit]);
    return text.data();
}

std::string formatAddress(std::uint64_t address)
{
    std::array<char, 24> text{};
    std::snprintf(text.data(), text.size(), "0x%llx", static_cast<unsigned long long>(address));
    return text.data();
}

} // namespace gml
