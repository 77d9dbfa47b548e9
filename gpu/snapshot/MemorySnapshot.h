#pragma once

#include "snapshot/FrameTable.h"
#include "snapshot/SnapshotAllocatorSettings.h"
#include "snapshot/SnapshotAnnotation.h"
#include "snapshot/SnapshotSegment.h"
#include "snapshot/SnapshotTraceEvent.h"
#include "snapshot/TraceEvents.h"
#include "snapshot/StringPool.h"
#include "snapshot/TraceWindowRecord.h"

#include <optional>
#include <string_view>
#include <vector>

namespace gml {

// A PyTorch memory snapshot (torch.cuda.memory._dump_snapshot): the allocator's segments and blocks at dump
// time, each device's trace of allocator events before it, and the allocator's settings. Frames and texts
// are stored once and referenced by id, so a million-event trace stays compact.
struct MemorySnapshot
{
    std::vector<SnapshotSegment> segments;
    // device_traces: one list per device, indexed by device number.
    std::vector<TraceEvents> deviceTraces;
    std::optional<SnapshotAllocatorSettings> allocatorSettings; // absent in older files
    std::vector<SnapshotAnnotation> externalAnnotations;        // empty in older files
    FrameTable frames;
    StringPool strings; // id 0 is the empty string
    // Empty when every device's whole trace was read; else, per device with a trace, what the TraceWindow the
    // file was opened with kept and left out (TraceWindowCutter).
    std::vector<TraceWindowRecord> traceWindows;

    std::string_view text(std::uint32_t id) const { return strings.view(id); }

    // Devices the snapshot mentions (segments or a trace list), ascending.
    std::vector<int> devices() const;
    std::size_t blockCount() const;
    std::size_t eventCount() const;
    // What the window kept of `device`'s trace; null when the whole trace was read.
    const TraceWindowRecord* traceWindow(int device) const;
};

} // namespace gml
