#include "snapshot/DeviceCapacityInference.h"

#include "allocator/AllocationRules.h"

#include <algorithm>
#include <array>

namespace gml {

namespace {

// PyTorch asks for total + total / 8 bytes. Writing total = 8q + r (r < 8), that is 9q + r: every number
// except those one short of a multiple of 9. These invert it exactly.

// The smallest total whose total + total / 8 is at least `wanted`.
std::uint64_t smallestTotalAskingAtLeast(std::uint64_t wanted)
{
    return 8 * (wanted / 9) + std::min<std::uint64_t>(wanted % 9, 8);
}

// The largest total whose total + total / 8 is at most `limit`.
std::uint64_t largestTotalAskingAtMost(std::uint64_t limit)
{
    return 8 * (limit / 9) + std::min<std::uint64_t>(limit % 9, 7);
}

// How far below `nextStart` the reservation before it may end. The driver starts a reservation at the first
// free address aligned to its granularity (a real H200 trace: a 32 MiB-aligned range 28 MiB past the end of
// the one before), and that granularity divides the address, so it is at most the address's largest power
// of two.
std::uint64_t alignmentSlack(std::uint64_t nextStart)
{
    return nextStart & (~nextStart + 1);
}

} // namespace

std::optional<DeviceCapacityInference::Span>
DeviceCapacityInference::capacitiesReserving(std::uint64_t rangeBytes, std::uint64_t pageBytes)
{
    if (pageBytes == 0 || rangeBytes == 0 || rangeBytes % pageBytes != 0)
        return std::nullopt;
    // numSegments rounds up: n pages are reserved for every request in ((n - 1) pages, n pages].
    const std::uint64_t pages = rangeBytes / pageBytes;
    const Span span{smallestTotalAskingAtLeast((pages - 1) * pageBytes + 1),
                    largestTotalAskingAtMost(rangeBytes)};
    if (span.lowest > span.highest)
        return std::nullopt;
    return span;
}

std::optional<DeviceCapacityInference::Span>
DeviceCapacityInference::capacitiesReservingWithin(std::uint64_t spacingBytes, std::uint64_t slackBytes,
                                                   std::uint64_t pageBytes)
{
    if (slackBytes == 0)
        return capacitiesReserving(spacingBytes, pageBytes);
    if (pageBytes == 0 || spacingBytes < pageBytes)
        return std::nullopt;
    // The reservation is a whole number of pages in (spacing - slack, spacing].
    const std::uint64_t mostPages = spacingBytes / pageBytes;
    const std::uint64_t leastPages = spacingBytes > slackBytes ? (spacingBytes - slackBytes) / pageBytes + 1 : 1;
    if (leastPages > mostPages)
        return std::nullopt;
    const Span span{smallestTotalAskingAtLeast((leastPages - 1) * pageBytes + 1),
                    largestTotalAskingAtMost(mostPages * pageBytes)};
    if (span.lowest > span.highest)
        return std::nullopt;
    return span;
}

std::optional<DeviceCapacity> DeviceCapacityInference::infer(const RecordedExpandableRanges& ranges,
                                                             int device, std::uint64_t peakReservedBytes)
{
    // The tightest spacing after a range of this device, per pool: a looser one has something unrecorded in
    // between (a range of another process's library, say), so only the tightest can be one reservation.
    struct Spacing
    {
        std::uint64_t bytes = 0; // 0: none seen
        std::uint64_t slack = 0;
    };
    std::array<Spacing, 2> tightest{}; // by PoolKind
    const auto& all = ranges.ranges();
    for (std::size_t i = 0; i + 1 < all.size(); ++i) {
        const auto& low = all[i];
        const auto& high = all[i + 1];
        if (low.device != device || !low.startExact || !high.startExact || high.start <= low.start ||
            ranges.plainSegmentBetween(low.start, high.start))
            continue;
        Spacing& best = tightest[static_cast<std::size_t>(low.pool)];
        const std::uint64_t spacing = high.start - low.start;
        if (best.bytes == 0 || spacing < best.bytes)
            best = {spacing, alignmentSlack(high.start)};
    }

    std::optional<Span> spans[2];
    std::optional<std::size_t> narrowest; // the pool whose span ends lowest: its spacing is certainly tight
    for (std::size_t pool = 0; pool < tightest.size(); ++pool) {
        if (tightest[pool].bytes == 0)
            continue;
        spans[pool] = capacitiesReservingWithin(
            tightest[pool].bytes, tightest[pool].slack,
            AllocationRules::expandablePageSize(static_cast<PoolKind>(pool)));
        if (spans[pool] && (!narrowest || spans[pool]->highest < spans[*narrowest]->highest))
            narrowest = pool;
    }
    if (!narrowest)
        return std::nullopt;
    // Every spacing bounds the size from above; a pool's span that starts above the narrowest one's end was
    // not tight after all, and says nothing more.
    Span span = *spans[*narrowest];
    for (const auto& other : spans)
        if (other && other->lowest <= span.highest)
            span.lowest = std::max(span.lowest, other->lowest);
    // The device held its reserved peak, so it had at least that much memory.
    if (span.highest < peakReservedBytes)
        return std::nullopt;
    span.lowest = std::max(span.lowest, peakReservedBytes);
    // A span wider than a sixteenth of the size says too little to be worth a number (a next range at a
    // very round address leaves the reservation's end anywhere below it).
    if (span.highest - span.lowest > span.highest / 16)
        return std::nullopt;

    DeviceCapacity capacity;
    capacity.bytes = span.lowest;
    capacity.source = DeviceCapacitySource::InferredFromRangeSpacing;
    capacity.lowestBytes = span.lowest;
    capacity.highestBytes = span.highest;
    capacity.spacingBytes = tightest[*narrowest].bytes;
    capacity.pageBytes = AllocationRules::expandablePageSize(static_cast<PoolKind>(*narrowest));
    capacity.recordedRanges = ranges.countOnDevice(device);
    return capacity;
}

} // namespace gml
