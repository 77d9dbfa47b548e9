#include "cli/SnapshotTopReport.h"

#include "cli/CliCommand.h"
#include "cli/SnapshotFrameText.h"
#include "run/AllocationCategories.h"
#include "run/LargestAllocations.h"
#include "snapshot/OutOfMemoryReport.h"
#include "snapshot/StackFrameKind.h"
#include "util/ByteFormat.h"
#include "util/JsonWriter.h"

namespace gml {

namespace {

// The text output names each allocation by its first few shown frames.
constexpr std::size_t kTextFrames = 2;

struct DeviceTop
{
    std::size_t peakIndex = 0;
    std::uint64_t peakAllocatedBytes = 0;
    std::vector<LiveAllocation> atPeak;
    std::vector<OutOfMemoryReport> ooms;
    std::vector<std::vector<LiveAllocation>> atOoms;
};

std::uint64_t allocatedAfter(const SnapshotReplay& replay, std::size_t traceIndex)
{
    if (replay.trace.empty())
        return 0;
    const AllocatorState state = replay.trace.stateAt(std::min(traceIndex + 1, replay.trace.size()));
    return static_cast<std::uint64_t>(std::max<std::int64_t>(state.stats.allocatedBytes.all().current, 0));
}

// The recorded event of a replay event, numbered as the file does; null before the trace (the start state).
void writeRecordedEvent(JsonWriter& json, const DeviceReplay& replay, std::size_t traceIndex)
{
    const std::uint32_t recorded = replay.recorded.recordedEventOf(traceIndex);
    json.key("event");
    if (recorded == kNoRecordedEvent)
        json.null();
    else
        json.value(replay.firstRecordedEvent + recorded);
}

void writeAllocations(JsonWriter& json, std::string_view key, const MemorySnapshot& snapshot,
                      const std::vector<LiveAllocation>& allocations)
{
    json.key(key).beginArray();
    for (const LiveAllocation& allocation : allocations) {
        json.beginObject()
            .field("bytes", allocation.bytes)
            .field("requested_bytes", allocation.requestedBytes)
            .field("address", allocation.address)
            .field("trace_index", static_cast<std::uint64_t>(allocation.allocTraceIndex));
        writeFrameTextsJson(json, "user_frames", snapshot, shownFramesOf(snapshot, allocation.stack));
        json.field("category", memoryCategoryName(allocation.category))
            .field("category_guessed_from_trace", allocation.categoryGuessedFromTrace)
            .endObject();
    }
    json.endArray();
}

void printAllocations(std::ostream& out, const MemorySnapshot& snapshot, const std::vector<LiveAllocation>& allocations)
{
    if (allocations.empty())
        out << "      nothing allocated\n";
    for (const LiveAllocation& allocation : allocations) {
        out << "      " << formatBytes(allocation.bytes) << " at " << formatAddress(allocation.address) << ", "
            << memoryCategoryName(allocation.category) << (allocation.categoryGuessedFromTrace ? " (guessed from the trace)" : "");
        const std::vector<std::uint32_t> shown = shownFramesOf(snapshot, allocation.stack);
        if (shown.empty())
            out << ", no user frame recorded";
        for (std::size_t i = 0; i < shown.size() && i < kTextFrames; ++i)
            out << (i == 0 ? ": " : " < ") << stackFrameText(snapshot, shown[i]);
        out << "\n";
    }
}

} // namespace

int printSnapshotTop(const std::string& path, const MemorySnapshot& snapshot, const std::vector<DeviceReplay>& replays,
                     std::size_t count, bool json, std::ostream& out)
{
    std::vector<DeviceTop> tops;
    for (const DeviceReplay& replay : replays) {
        const SnapshotReplay& recorded = replay.recorded;
        // Categories are guessed once per device and asked about at every moment.
        const AllocationCategories categories(snapshot, replay.device);
        DeviceTop& top = tops.emplace_back();
        top.peakIndex = allocatedPeakIndex(recorded);
        top.peakAllocatedBytes = allocatedAfter(recorded, top.peakIndex);
        top.atPeak = largestLiveAllocations(snapshot, recorded, top.peakIndex, count, categories);
        top.ooms = reportOutOfMemory(snapshot, recorded);
        for (const OutOfMemoryReport& oom : top.ooms)
            top.atOoms.push_back(largestLiveAllocations(snapshot, recorded, oom.traceIndex, count, categories));
    }
    if (json) {
        JsonWriter writer;
        writer.beginObject().field("file", path).field("count", static_cast<std::uint64_t>(count));
        writer.key("devices").beginArray();
        for (std::size_t d = 0; d < replays.size(); ++d) {
            const DeviceTop& top = tops[d];
            writer.beginObject().field("device", replays[d].device);
            writeRecordedEvent(writer, replays[d], top.peakIndex);
            writer.field("trace_index", static_cast<std::uint64_t>(top.peakIndex))
                .field("peak_allocated_bytes", top.peakAllocatedBytes);
            writeAllocations(writer, "top_at_peak", snapshot, top.atPeak);
            writer.key("top_at_oom").beginArray();
            for (std::size_t i = 0; i < top.ooms.size(); ++i) {
                writer.beginObject()
                    .field("event", replays[d].firstRecordedEvent + top.ooms[i].recordedEvent)
                    .field("trace_index", static_cast<std::uint64_t>(top.ooms[i].traceIndex));
                writeAllocations(writer, "allocations", snapshot, top.atOoms[i]);
                writer.endObject();
            }
            writer.endArray().endObject();
        }
        writer.endArray().endObject();
        out << writer.text() << "\n";
        return kExitOk;
    }
    out << "Largest live allocations in " << path << " (block sizes, as rounded by the allocator)\n";
    for (std::size_t d = 0; d < replays.size(); ++d) {
        const DeviceTop& top = tops[d];
        const std::uint32_t recorded = replays[d].recorded.recordedEventOf(top.peakIndex);
        out << "  GPU " << replays[d].device << " at the allocated peak, " << formatBytes(top.peakAllocatedBytes)
            << (recorded == kNoRecordedEvent
                    ? std::string(" when the trace began")
                    : " after event " + std::to_string(replays[d].firstRecordedEvent + recorded))
            << ":\n";
        printAllocations(out, snapshot, top.atPeak);
        for (std::size_t i = 0; i < top.ooms.size(); ++i) {
            out << "  GPU " << replays[d].device << " at the out-of-memory error of event "
                << replays[d].firstRecordedEvent + top.ooms[i].recordedEvent << ":\n";
            printAllocations(out, snapshot, top.atOoms[i]);
        }
    }
    return kExitOk;
}

} // namespace gml
