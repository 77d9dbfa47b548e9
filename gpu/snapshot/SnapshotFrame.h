#pragma once

#include <cstdint>

namespace gml {

// One stack frame, its texts as ids in MemorySnapshot::strings.
struct SnapshotFrame
{
    // PyTorch writes a frame without a line number (code that has none, such as a module's prologue) as -1
    // cast to uint64_t: 2^64 - 1. Older files wrote -1 itself. Both, and numbers beyond 64 bits, are kept as
    // this marker, so nothing prints a twenty-digit line.
    static constexpr std::uint64_t kNoLine = ~std::uint64_t{0};

    std::uint32_t filename = 0;
    std::uint32_t name = 0;
    std::uint64_t line = kNoLine;

    bool hasLine() const { return line != kNoLine; }
};

} // namespace gml
