// The snapshot's spellings of its enumerations.
#include "snapshot/DeviceCapacity.h"
#include "snapshot/SnapshotBlock.h"
#include "snapshot/SnapshotSegment.h"
#include "snapshot/SnapshotTraceEvent.h"

#include <array>

namespace gml {

namespace {
constexpr std::array<std::string_view, kTraceActionCount> kActionNames{
    "alloc",         "free_requested", "free_completed", "segment_alloc", "segment_free",
    "segment_map",   "segment_unmap",  "snapshot",       "oom",           "other"};
}

std::string_view snapshotBlockStateName(SnapshotBlockState state)
{
    switch (state) {
    case SnapshotBlockState::ActiveAllocated: return "active_allocated";
    case SnapshotBlockState::ActivePendingFree: return "active_pending_free";
    case SnapshotBlockState::Inactive: return "inactive";
    }
    return "inactive";
}

std::string_view segmentTypeName(SegmentType type)
{
    return type == SegmentType::Small ? "small" : "large";
}

std::string_view traceActionName(TraceAction action)
{
    return kActionNames[static_cast<std::size_t>(action)];
}

std::string_view deviceCapacitySourceName(DeviceCapacitySource source)
{
    switch (source) {
    case DeviceCapacitySource::InferredFromRangeSpacing:
        return "inferred-from-range-spacing";
    case DeviceCapacitySource::GivenByUser:
        return "given-by-user";
    case DeviceCapacitySource::GuessedFromPeakReserved:
        return "guessed-from-peak-reserved";
    }
    return "guessed-from-peak-reserved";
}

std::optional<TraceAction> traceActionFromName(std::string_view name)
{
    for (std::size_t i = 0; i + 1 < kActionNames.size(); ++i)
        if (kActionNames[i] == name)
            return static_cast<TraceAction>(i);
    return std::nullopt;
}

} // namespace gml
