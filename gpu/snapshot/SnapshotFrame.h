#pragma once

#include <cstdint>

namespace gml {

// One stack frame, its texts as ids in MemorySnapshot::strings.
struct SnapshotFrame
{
    std::uint32_t filename = 0;
    std::uint32_t name = 0;
    std::int64_t line = 0;
};

} // namespace gml
