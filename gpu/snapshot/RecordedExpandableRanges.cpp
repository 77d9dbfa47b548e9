#include "snapshot/RecordedExpandableRanges.h"

#include "allocator/AllocationRules.h"

#include <algorithm>
#include <limits>
#include <map>
#include <tuple>

namespace gml {

namespace {

struct RangeKey
{
    int device;
    PoolKind pool;
    std::uint64_t stream;

    bool operator<(const RangeKey& other) const
    {
        return std::tie(device, pool, stream) < std::tie(other.device, other.pool, other.stream);
    }
};

struct Members
{
    std::uint64_t lowest = std::numeric_limits<std::uint64_t>::max();
    bool seenInTrace = false;
    bool firstIsMap = false;        // the range's first trace event maps pages (rather than unmapping them)
    std::uint64_t firstAddress = 0; // ... at this address

    void add(std::uint64_t address) { lowest = std::min(lowest, address); }
};

} // namespace

PoolKind RecordedExpandableRanges::poolOfMapping(std::uint64_t bytes)
{
    return bytes % AllocationRules::kLargeBuffer == 0 ? PoolKind::Large : PoolKind::Small;
}

RecordedExpandableRanges::RecordedExpandableRanges(const MemorySnapshot& snapshot)
{
    std::map<RangeKey, Members> members;
    for (std::size_t device = 0; device < snapshot.deviceTraces.size(); ++device)
        for (const SnapshotTraceEvent& event : snapshot.deviceTraces[device]) {
            if (event.action == TraceAction::SegmentAlloc) {
                m_plainSegments.push_back(event.address);
                continue;
            }
            if (event.action != TraceAction::SegmentMap && event.action != TraceAction::SegmentUnmap)
                continue;
            Members& range =
                members[RangeKey{static_cast<int>(device), poolOfMapping(event.size), event.stream}];
            if (!range.seenInTrace) {
                range.seenInTrace = true;
                range.firstIsMap = event.action == TraceAction::SegmentMap;
                range.firstAddress = event.address;
            }
            range.add(event.address);
        }
    // The segments at dump time: mapped pages of ranges that may predate the trace.
    for (const SnapshotSegment& segment : snapshot.segments) {
        if (!segment.isExpandable) {
            m_plainSegments.push_back(segment.address);
            continue;
        }
        const PoolKind pool = segment.type == SegmentType::Small ? PoolKind::Small : PoolKind::Large;
        members[RangeKey{segment.device, pool, segment.stream}].add(segment.address);
    }
    for (const auto& [key, range] : members)
        m_ranges.push_back(Range{key.device, key.pool, key.stream, range.lowest,
                                 range.firstIsMap && range.firstAddress == range.lowest});
    std::sort(m_ranges.begin(), m_ranges.end(),
              [](const Range& a, const Range& b) { return a.start < b.start; });
    std::sort(m_plainSegments.begin(), m_plainSegments.end());
}

std::vector<std::uint64_t> RecordedExpandableRanges::recordedStarts() const
{
    std::vector<std::uint64_t> starts = m_plainSegments;
    for (const Range& range : m_ranges)
        starts.push_back(range.start);
    std::sort(starts.begin(), starts.end());
    return starts;
}

std::uint32_t RecordedExpandableRanges::countOnDevice(int device) const
{
    return static_cast<std::uint32_t>(std::count_if(
        m_ranges.begin(), m_ranges.end(), [device](const Range& range) { return range.device == device; }));
}

bool RecordedExpandableRanges::plainSegmentBetween(std::uint64_t low, std::uint64_t high) const
{
    const auto it = std::lower_bound(m_plainSegments.begin(), m_plainSegments.end(), low);
    return it != m_plainSegments.end() && *it < high;
}

} // namespace gml
