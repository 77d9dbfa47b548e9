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
    static constexpr std::size_t kNone = ~std::size_t{0};

    std::uint64_t lowest = std::numeric_limits<std::uint64_t>::max();
    std::size_t firstMap = kNone;      // index in the device's trace of the range's first segment_map
    std::uint64_t firstMapAddress = 0; // ... and where it mapped
    bool unmappedBeforeFirstMap = false;

    void add(std::uint64_t address) { lowest = std::min(lowest, address); }
    // Reserved during the trace: its first event maps its lowest page, and nothing was unmapped before.
    bool startExact() const
    {
        return firstMap != kNone && firstMapAddress == lowest && !unmappedBeforeFirstMap;
    }
};

} // namespace

PoolKind RecordedExpandableRanges::poolOfMapping(std::uint64_t bytes)
{
    return bytes % AllocationRules::kLargeBuffer == 0 ? PoolKind::Large : PoolKind::Small;
}

RecordedExpandableRanges::RecordedExpandableRanges(const MemorySnapshot& snapshot)
{
    std::map<RangeKey, Members> members;
    // Mappings name their pool by their size, the segments at dump time (mapped pages of ranges that may
    // predate the trace) by their type.
    for (std::size_t device = 0; device < snapshot.deviceTraces.size(); ++device) {
        const auto& trace = snapshot.deviceTraces[device];
        for (std::size_t i = 0; i < trace.size(); ++i) {
            const SnapshotTraceEvent& event = trace[i];
            if (event.action == TraceAction::SegmentAlloc)
                m_plainSegments.push_back(event.address);
            if (event.action != TraceAction::SegmentMap)
                continue;
            Members& range =
                members[RangeKey{static_cast<int>(device), poolOfMapping(event.size), event.stream}];
            if (range.firstMap == Members::kNone) {
                range.firstMap = i;
                range.firstMapAddress = event.address;
            }
            range.add(event.address);
        }
    }
    for (const SnapshotSegment& segment : snapshot.segments) {
        if (!segment.isExpandable) {
            m_plainSegments.push_back(segment.address);
            continue;
        }
        const PoolKind pool = segment.type == SegmentType::Small ? PoolKind::Small : PoolKind::Large;
        members[RangeKey{segment.device, pool, segment.stream}].add(segment.address);
    }
    // An unmap may free many small pages at once, so its size does not always name its pool: it belongs to
    // the stream's range that starts nearest below it (or, below them all, to the lowest: pages unmapped
    // below a range's first recorded mapping were mapped before the trace). Unmaps of ranges nothing else
    // shows tell nothing about where live memory is, and are left out.
    for (std::size_t device = 0; device < snapshot.deviceTraces.size(); ++device) {
        const auto& trace = snapshot.deviceTraces[device];
        for (std::size_t i = 0; i < trace.size(); ++i) {
            const SnapshotTraceEvent& event = trace[i];
            if (event.action != TraceAction::SegmentUnmap)
                continue;
            Members* owner = nullptr;
            for (const PoolKind pool : {PoolKind::Small, PoolKind::Large}) {
                if (pool == PoolKind::Large && poolOfMapping(event.size) != PoolKind::Large)
                    continue;
                const auto it = members.find(RangeKey{static_cast<int>(device), pool, event.stream});
                if (it == members.end())
                    continue;
                Members& candidate = it->second;
                const bool below = candidate.lowest <= event.address;
                const bool ownerBelow = owner != nullptr && owner->lowest <= event.address;
                if (owner == nullptr || (below && (!ownerBelow || candidate.lowest > owner->lowest)) ||
                    (!below && !ownerBelow && candidate.lowest < owner->lowest))
                    owner = &candidate;
            }
            if (owner == nullptr)
                continue;
            owner->add(event.address);
            if (i < owner->firstMap)
                owner->unmappedBeforeFirstMap = true;
        }
    }
    for (const auto& [key, range] : members)
        m_ranges.push_back(Range{key.device, key.pool, key.stream, range.lowest, range.startExact()});
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
