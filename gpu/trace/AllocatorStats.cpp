#include "trace/AllocatorStats.h"

namespace gml {

void AllocatorStats::resetPeaks()
{
    for (StatArray* stat : {&allocation, &segment, &active, &inactiveSplit, &allocatedBytes, &reservedBytes,
                            &activeBytes, &inactiveSplitBytes, &requestedBytes})
        stat->resetPeaks();
    oversizeAllocations.peak = oversizeAllocations.current;
    oversizeSegments.peak = oversizeSegments.current;
}

std::vector<std::pair<std::string, std::int64_t>> AllocatorStats::namedValues() const
{
    std::vector<std::pair<std::string, std::int64_t>> named;
    const auto addArray = [&named](const char* name, const StatArray& array) {
        static constexpr std::array<const char*, 3> pools{"all", "small_pool", "large_pool"};
        for (std::size_t i = 0; i < pools.size(); ++i) {
            named.emplace_back(std::string(name) + "." + pools[i] + ".current", array.values[i].current);
            named.emplace_back(std::string(name) + "." + pools[i] + ".peak", array.values[i].peak);
        }
    };
    addArray("allocation", allocation);
    addArray("segment", segment);
    addArray("active", active);
    addArray("inactive_split", inactiveSplit);
    addArray("allocated_bytes", allocatedBytes);
    addArray("reserved_bytes", reservedBytes);
    addArray("active_bytes", activeBytes);
    addArray("inactive_split_bytes", inactiveSplitBytes);
    addArray("requested_bytes", requestedBytes);
    named.emplace_back("oversize_allocations.current", oversizeAllocations.current);
    named.emplace_back("oversize_allocations.peak", oversizeAllocations.peak);
    named.emplace_back("oversize_segments.current", oversizeSegments.current);
    named.emplace_back("oversize_segments.peak", oversizeSegments.peak);
    named.emplace_back("num_alloc_retries", static_cast<std::int64_t>(numAllocRetries));
    named.emplace_back("num_ooms", static_cast<std::int64_t>(numOoms));
    named.emplace_back("num_device_alloc", static_cast<std::int64_t>(numDeviceAlloc));
    named.emplace_back("num_device_free", static_cast<std::int64_t>(numDeviceFree));
    return named;
}

} // namespace gml
