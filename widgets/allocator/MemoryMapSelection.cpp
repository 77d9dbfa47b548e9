#include "widgets/allocator/MemoryMapSelection.h"

#include <Qt>
#include <algorithm>
#include <iterator>

std::optional<MemoryMapSelection::Position> MemoryMapSelection::locate(const gml::AllocatorState& state,
                                                                       std::optional<std::uint64_t> address)
{
    if (!address)
        return std::nullopt;
    const auto& segments = state.segments;
    const auto after =
        std::upper_bound(segments.begin(), segments.end(), *address,
                         [](std::uint64_t a, const gml::SegmentInfo& s) { return a < s.address; });
    if (after == segments.begin())
        return std::nullopt;
    const auto& blocks = std::prev(after)->blocks;
    const auto block =
        std::lower_bound(blocks.begin(), blocks.end(), *address,
                         [](const gml::BlockInfo& b, std::uint64_t a) { return b.address < a; });
    if (block == blocks.end() || block->address != *address)
        return std::nullopt;
    return Position{static_cast<int>(std::prev(after) - segments.begin()),
                    static_cast<int>(block - blocks.begin())};
}

std::optional<MemoryMapSelection::Position> MemoryMapSelection::containing(const gml::AllocatorState& state,
                                                                           std::uint64_t address)
{
    const auto& segments = state.segments;
    const auto after =
        std::upper_bound(segments.begin(), segments.end(), address,
                         [](std::uint64_t a, const gml::SegmentInfo& s) { return a < s.address; });
    if (after == segments.begin())
        return std::nullopt;
    const auto& blocks = std::prev(after)->blocks;
    const auto next =
        std::upper_bound(blocks.begin(), blocks.end(), address,
                         [](std::uint64_t a, const gml::BlockInfo& b) { return a < b.address; });
    if (next == blocks.begin() || address >= std::prev(next)->end())
        return std::nullopt;
    return Position{static_cast<int>(std::prev(after) - segments.begin()),
                    static_cast<int>(std::prev(next) - blocks.begin())};
}

std::optional<MemoryMapSelection::Position> MemoryMapSelection::step(const gml::AllocatorState& state,
                                                                     std::optional<Position> from, int key)
{
    const auto& segments = state.segments;
    const int count = static_cast<int>(segments.size());
    const auto blocksIn = [&](int s) { return static_cast<int>(segments[s].blocks.size()); };
    // Segments without blocks (a file may say so) are stepped over.
    const auto firstFrom = [&](int s, int direction) -> std::optional<Position> {
        for (; s >= 0 && s < count; s += direction)
            if (blocksIn(s) > 0)
                return Position{s, direction > 0 ? 0 : blocksIn(s) - 1};
        return std::nullopt;
    };
    switch (key) {
    case Qt::Key_Home:
        return firstFrom(0, +1);
    case Qt::Key_End:
        return firstFrom(count - 1, -1);
    case Qt::Key_Right:
        if (!from)
            return firstFrom(0, +1);
        if (from->block + 1 < blocksIn(from->segment))
            return Position{from->segment, from->block + 1};
        return firstFrom(from->segment + 1, +1).value_or(*from);
    case Qt::Key_Left:
        if (!from)
            return firstFrom(count - 1, -1);
        if (from->block > 0)
            return Position{from->segment, from->block - 1};
        return firstFrom(from->segment - 1, -1).value_or(*from);
    case Qt::Key_Down:
        if (!from)
            return firstFrom(0, +1);
        if (auto next = firstFrom(from->segment + 1, +1))
            return Position{next->segment, 0};
        return from;
    case Qt::Key_Up:
        if (!from)
            return firstFrom(0, +1);
        if (auto previous = firstFrom(from->segment - 1, -1))
            return Position{previous->segment, 0};
        return Position{from->segment, 0};
    default:
        return std::nullopt;
    }
}
