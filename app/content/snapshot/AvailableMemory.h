#pragma once

#include <cstdint>
#include <optional>

// How much memory this computer could give the application now, from the operating system (Linux's
// MemAvailable, Windows' available physical memory, macOS's free and inactive pages): what decides whether
// a snapshot can be opened whole. Nothing when the system does not say.
class AvailableMemory
{
public:
    static std::optional<std::uint64_t> bytes();
};
