#pragma once

#include "snapshot/DeviceCapacity.h"
#include "snapshot/RecordedExpandableRanges.h"

#include <cstdint>
#include <optional>

namespace gml {

// Works out a device's memory size from where its expandable ranges were reserved. PyTorch reserves each
// range as numSegments(total + total / 8) pages (ExpandableSegment's constructor in
// c10/cuda/CUDACachingAllocator.cpp: 20 MiB pages in the large pool, 2 MiB in the small one), and the driver
// hands consecutive reservations out back to back (each start rounded up to its alignment), so the distance
// from a range's start to the next range's start, on any device, is at least that range's reservation, and
// less than the reservation plus the alignment when nothing lies between.
// The tightest such distance per pool gives a span of sizes; the pools' spans together narrow it.
class DeviceCapacityInference
{
public:
    struct Span
    {
        std::uint64_t lowest = 0;
        std::uint64_t highest = 0;
    };

    // Every device size whose reservation with `pageBytes` pages is exactly `rangeBytes`; none when
    // rangeBytes is not a positive multiple of pageBytes.
    static std::optional<Span> capacitiesReserving(std::uint64_t rangeBytes, std::uint64_t pageBytes);

    // Every device size whose reservation ends in (spacing - slack, spacing]: the next range starts
    // `spacingBytes` after this one, at an address aligned to at most `slackBytes` (0: exactly back to back).
    static std::optional<Span> capacitiesReservingWithin(std::uint64_t spacingBytes, std::uint64_t slackBytes,
                                                         std::uint64_t pageBytes);

    // The device's size as its recorded ranges imply it, or nothing when they do not (fewer than two ranges
    // reserved during the trace back to back, or spacings no size explains, or a size below the device's
    // reserved peak, which the device must have had).
    static std::optional<DeviceCapacity> infer(const RecordedExpandableRanges& ranges, int device,
                                               std::uint64_t peakReservedBytes);
};

} // namespace gml
