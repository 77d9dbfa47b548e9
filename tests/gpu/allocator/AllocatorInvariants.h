#pragma once

#include "trace/AllocatorState.h"

#include <string>

namespace gml::test {

// What must hold of any allocator state: the blocks of each segment tile it exactly, segments do not
// overlap, no two free (or two unmapped) neighbours stay unmerged, and the statistics equal the sums over
// the blocks. Returns "" when all hold, else what failed first.
inline std::string checkInvariants(const AllocatorState& state)
{
    std::int64_t allocated[3] = {}, active[3] = {}, requested[3] = {}, reserved[3] = {}, inactiveSplit[3] = {};
    std::int64_t allocations[3] = {}, actives[3] = {}, segments[3] = {}, inactiveSplits[3] = {};
    const auto add = [](std::int64_t* sums, PoolKind pool, std::uint64_t value) {
        sums[0] += static_cast<std::int64_t>(value);
        sums[pool == PoolKind::Small ? 1 : 2] += static_cast<std::int64_t>(value);
    };
    std::uint64_t previousEnd = 0;
    for (const SegmentInfo& segment : state.segments) {
        const std::string where = "segment " + std::to_string(segment.id);
        if (segment.address < previousEnd)
            return where + " overlaps the one before it";
        previousEnd = segment.end();
        if (segment.blocks.empty())
            return where + " has no blocks";
        std::uint64_t cursor = segment.address;
        for (std::size_t i = 0; i < segment.blocks.size(); ++i) {
            const BlockInfo& block = segment.blocks[i];
            if (block.address != cursor || block.size == 0)
                return where + ": block " + std::to_string(i) + " does not follow the one before it";
            cursor = block.end();
            if (i > 0) {
                const BlockState before = segment.blocks[i - 1].state;
                if ((before == BlockState::Inactive || before == BlockState::Unmapped) && before == block.state)
                    return where + ": blocks " + std::to_string(i - 1) + " and " + std::to_string(i) +
                           " are free neighbours left unmerged";
            }
            if (block.state == BlockState::Unmapped && !segment.expandable)
                return where + ": an unmapped block in a plain segment";
            if ((block.state == BlockState::Inactive || block.state == BlockState::Unmapped) && block.requested != 0)
                return where + ": a free block keeps a requested size";
            if (block.state == BlockState::Allocated) {
                add(allocated, segment.pool, block.size);
                add(allocations, segment.pool, 1);
            }
            if (block.state == BlockState::Allocated || block.state == BlockState::PendingFree) {
                add(active, segment.pool, block.size);
                add(actives, segment.pool, 1);
                add(requested, segment.pool, block.requested);
            }
            if (block.state == BlockState::Inactive && !segment.expandable && segment.blocks.size() > 1) {
                add(inactiveSplit, segment.pool, block.size);
                add(inactiveSplits, segment.pool, 1);
            }
        }
        if (cursor != segment.end())
            return where + ": blocks do not reach its end";
        add(reserved, segment.pool, segment.mappedBytes());
        if (!segment.expandable)
            add(segments, segment.pool, 1);
    }
    const AllocatorStats& s = state.stats;
    const auto same = [](const StatArray& stat, const std::int64_t* sums) {
        for (int i = 0; i < 3; ++i)
            if (stat.values[static_cast<std::size_t>(i)].current != sums[i])
                return false;
        return true;
    };
    if (!same(s.allocatedBytes, allocated))
        return "allocated_bytes differs from the sum over allocated blocks";
    if (!same(s.activeBytes, active))
        return "active_bytes differs from the sum over active blocks";
    if (!same(s.requestedBytes, requested))
        return "requested_bytes differs from the sum over active blocks";
    if (!same(s.reservedBytes, reserved))
        return "reserved_bytes differs from the sum over segments";
    if (!same(s.inactiveSplitBytes, inactiveSplit))
        return "inactive_split_bytes differs from the sum over free blocks of split segments";
    if (!same(s.allocation, allocations) || !same(s.active, actives) || !same(s.segment, segments) ||
        !same(s.inactiveSplit, inactiveSplits))
        return "a count statistic differs from the count of blocks";
    for (const StatArray* stat : {&s.allocatedBytes, &s.reservedBytes, &s.activeBytes, &s.requestedBytes})
        for (const Stat& value : stat->values)
            if (value.peak < value.current)
                return "a peak is below its current value";
    return {};
}

} // namespace gml::test
