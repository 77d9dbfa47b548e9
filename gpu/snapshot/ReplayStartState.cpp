#include "snapshot/ReplayStartState.h"

#include "util/ByteFormat.h"

#include <algorithm>

namespace gml {

namespace {

constexpr std::uint64_t kSmallestLargeFreeBlock = 1024 * 1024 + 1; // large-pool remainders > 1 MiB are split
constexpr std::uint64_t kSmallestFreeBlock = 512;

} // namespace

bool ReplayStartState::growEstimatedBlock(std::uint64_t address, std::uint64_t bytes)
{
    auto segment = std::upper_bound(segments.begin(), segments.end(), address,
                                    [](std::uint64_t a, const ReplayStartSegment& s) { return a < s.address; });
    if (segment == segments.begin() || bytes == 0)
        return false;
    --segment;
    auto& blocks = segment->blocks;
    auto block = std::find_if(blocks.begin(), blocks.end(), [&](const ReplayStartBlock& b) { return b.address == address; });
    if (block == blocks.end() || !block->sizeEstimated || block->state == ReplayStartBlock::State::Free)
        return false;
    const auto next = std::next(block);
    if (next == blocks.end() || next->state != ReplayStartBlock::State::Free || next->size < bytes)
        return false;
    block->size += bytes;
    if (next->size == bytes) {
        blocks.erase(next);
    } else {
        next->address += bytes;
        next->size -= bytes;
    }
    return true;
}

std::string ReplayStartState::checkInvariants() const
{
    std::uint64_t previousEnd = 0;
    for (const ReplayStartSegment& segment : segments) {
        const std::string where = "segment " + formatAddress(segment.address);
        if (segment.address < previousEnd)
            return where + " overlaps the segment before it";
        previousEnd = segment.end();
        if (segment.blocks.empty())
            return where + " has no blocks";
        std::uint64_t at = segment.address;
        bool previousFree = false;
        for (const ReplayStartBlock& block : segment.blocks) {
            if (block.address != at || block.size == 0)
                return where + ": its blocks do not tile it at " + formatAddress(at);
            at = block.end();
            const bool free = block.state == ReplayStartBlock::State::Free;
            if (free && previousFree)
                return where + ": two free blocks touch at " + formatAddress(block.address);
            const std::uint64_t smallest =
                segment.expandable || segment.pool == PoolKind::Small ? kSmallestFreeBlock : kSmallestLargeFreeBlock;
            if (free && block.size < smallest)
                return where + ": the free block at " + formatAddress(block.address) + " (" +
                       formatBytes(block.size) + ") is smaller than any free block of its pool";
            previousFree = free;
        }
        if (at != segment.end())
            return where + ": its blocks end at " + formatAddress(at) + ", not at the segment's end";
    }
    return {};
}

std::uint64_t ReplayStartState::reservedBytes() const
{
    std::uint64_t bytes = 0;
    for (const ReplayStartSegment& segment : segments)
        bytes += segment.size;
    return bytes;
}

std::uint64_t ReplayStartState::allocatedBytes() const
{
    std::uint64_t bytes = 0;
    for (const ReplayStartSegment& segment : segments)
        for (const ReplayStartBlock& block : segment.blocks)
            if (block.state != ReplayStartBlock::State::Free)
                bytes += block.size;
    return bytes;
}

} // namespace gml
