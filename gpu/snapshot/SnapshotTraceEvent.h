#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace gml {

enum class TraceAction : std::uint8_t {
    Alloc,
    FreeRequested,
    FreeCompleted,
    SegmentAlloc,
    SegmentFree,
    SegmentMap,
    SegmentUnmap,
    Snapshot,
    Oom,
    Other, // an action this version does not know; its name is kept (newer PyTorch may add some)
};
inline constexpr int kTraceActionCount = 10;

// "alloc", "free_requested", ... as the snapshot spells them ("other" for Other).
std::string_view traceActionName(TraceAction action);
std::optional<TraceAction> traceActionFromName(std::string_view name);

// One entry of a device's trace ring buffer. 48 bytes: a million-event trace is 48 MB.
struct SnapshotTraceEvent
{
    std::uint64_t address = 0;  // addr; for Oom: device_free (bytes the device had free)
    std::uint64_t size = 0;     // requested size for alloc/free, segment size for segment events
    std::uint64_t stream = 0;
    std::int64_t timeUs = 0;    // valid when hasTime (older files have no time_us)
    std::uint32_t frames = 0;   // stack id in MemorySnapshot::frames
    std::uint32_t compileContext = 0; // string id in MemorySnapshot::strings (0: the empty string)
    std::uint32_t userMetadata = 0;   // string id
    std::uint32_t otherActionName = 0; // string id, for TraceAction::Other
    TraceAction action = TraceAction::Alloc;
    bool hasTime = false;
};

} // namespace gml
