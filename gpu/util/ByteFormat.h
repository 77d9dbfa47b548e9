#pragma once

#include <cstdint>
#include <string>

namespace gml {

inline constexpr std::uint64_t KiB = 1024;
inline constexpr std::uint64_t MiB = 1024 * KiB;
inline constexpr std::uint64_t GiB = 1024 * MiB;

// "512 B", "1.5 KiB", "20 MiB", "141 GiB": binary units; whole amounts without decimals, others with one
// (two would suggest a precision the eye does not need; exact bytes are always shown beside in tooltips).
std::string formatBytes(std::uint64_t bytes);

// "0x7f3a00000000"
std::string formatAddress(std::uint64_t address);

} // namespace gml
