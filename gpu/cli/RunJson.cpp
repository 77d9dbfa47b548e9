#include "cli/RunJson.h"

namespace gml {

namespace {

template <typename T>
void optionalField(JsonWriter& json, std::string_view name, const std::optional<T>& value)
{
    json.key(name);
    if (value)
        json.value(*value);
    else
        json.null();
}

} // namespace

void writeRunEntryJson(JsonWriter& json, const RunEntry& entry, bool withLane)
{
    json.beginObject();
    optionalField(json, "step", entry.step);
    optionalField(json, "rank", entry.rank);
    json.field("device", entry.device)
        .field("devices_in_file", entry.deviceCount)
        .field("file", entry.file)
        .field("relative_path", entry.relativePath)
        .field("out_of_memory_exit", entry.outOfMemoryExit)
        .field("peak_allocated_bytes", entry.peakAllocatedBytes)
        .field("peak_reserved_bytes", entry.peakReservedBytes)
        .field("allocated_bytes", entry.allocatedBytes)
        .field("reserved_bytes", entry.reservedBytes)
        .field("cached_fraction_at_peak", entry.cachedFractionAtPeak)
        .field("event_count", entry.eventCount)
        .field("oom_events", entry.oomEvents);
    optionalField(json, "capacity_bytes", entry.capacityBytes);
    json.field("has_time", entry.lane.hasTime).field("duration_us", entry.lane.durationUs);
    if (entry.categories) {
        json.key("categories")
            .beginObject()
            .field("guessed", entry.categories->guessed)
            .field("peak_allocated_bytes", entry.categories->peakAllocatedBytes)
            .key("categories_at_peak");
        writeCategoryBytesJson(json, entry.categories->atPeak);
        json.endObject();
    }
    if (withLane) {
        // Columns rather than one object per point: a lane has thousands of points.
        json.key("lane").beginObject();
        json.key("time_us").beginArray();
        for (const LanePoint& point : entry.lane.points)
            json.value(point.timeUs);
        json.endArray().key("position").beginArray();
        for (const LanePoint& point : entry.lane.points)
            json.value(point.position);
        json.endArray().key("allocated_bytes").beginArray();
        for (const LanePoint& point : entry.lane.points)
            json.value(point.allocatedBytes);
        json.endArray().key("reserved_bytes").beginArray();
        for (const LanePoint& point : entry.lane.points)
            json.value(point.reservedBytes);
        json.endArray().endObject();
    }
    json.endObject();
}

void writeStepImbalanceJson(JsonWriter& json, const StepImbalance& step)
{
    json.beginObject();
    optionalField(json, "step", step.step);
    json.field("out_of_memory_exit", step.outOfMemoryExit)
        .field("snapshots", static_cast<std::uint64_t>(step.entryCount));
    optionalField(json, "ratio", step.ratio);
    optionalField(json, "max_rank", step.maxRank);
    json.field("max_device", step.maxDevice).field("max_peak_allocated_bytes", step.maxPeakAllocatedBytes);
    optionalField(json, "min_rank", step.minRank);
    json.field("min_device", step.minDevice).field("min_peak_allocated_bytes", step.minPeakAllocatedBytes);
    json.endObject();
}

void writeFramesJson(JsonWriter& json, const std::vector<StackFrameText>& frames)
{
    json.beginArray();
    for (const StackFrameText& frame : frames) {
        json.beginObject().field("filename", frame.filename);
        optionalField(json, "line", frame.line);
        json.field("name", frame.name).endObject();
    }
    json.endArray();
}

void writeCategoryBytesJson(JsonWriter& json, const CategoryBytes& bytes)
{
    json.beginObject();
    for (std::size_t i = 0; i < kMemoryCategoryCount; ++i)
        json.field(memoryCategoryName(static_cast<MemoryCategory>(i)), bytes[i]);
    json.endObject();
}

} // namespace gml
