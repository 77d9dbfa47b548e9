#pragma once

#include "trace/AllocatorState.h"

#include <cstdint>
#include <optional>

// Where a selected block sits in a state, and where the keyboard moves the selection: the memory map's
// answer to "every control can be reached by keyboard" (clicking a block is otherwise the only way).
class MemoryMapSelection
{
public:
    struct Position
    {
        int segment = 0;
        int block = 0;
        bool operator==(const Position&) const = default;
    };

    // The block that starts at `address`, found by binary search (segments and blocks are in address order).
    static std::optional<Position> locate(const gml::AllocatorState& state,
                                          std::optional<std::uint64_t> address);
    // The block that holds `address` anywhere from its first byte to its last.
    static std::optional<Position> containing(const gml::AllocatorState& state, std::uint64_t address);
    // Where `key` moves the selection from `from` (none: nothing selected yet): Left/Right the previous or
    // next block, across segments; Up/Down the first block of the previous or next segment; Home/End the
    // first and last block. Nothing for other keys, or when the state has no blocks.
    static std::optional<Position> step(const gml::AllocatorState& state, std::optional<Position> from,
                                        int key);
};
