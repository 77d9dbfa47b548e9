#include "cli/SnapshotOutOfMemoryOutput.h"

#include "util/ByteFormat.h"

namespace gml {

namespace {

std::string capacityWhy(DeviceCapacitySource source)
{
    switch (source) {
    case DeviceCapacitySource::InferredFromRangeSpacing: return "capacity inferred from expandable ranges";
    case DeviceCapacitySource::GivenByUser: return "capacity given with --capacity";
    case DeviceCapacitySource::GuessedFromPeakReserved: break;
    }
    return "capacity guessed";
}

// One piece of advice as a sentence, with the figure that supports it.
std::string adviceSentence(OutOfMemoryAdvice advice, const OutOfMemoryReport& report)
{
    switch (advice) {
    case OutOfMemoryAdvice::EnableExpandableSegments:
        return "set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: " +
               formatBytes(report.inactiveSplitBytes + report.freeSegmentBytes) +
               " was cached but not in a piece the request could use";
    case OutOfMemoryAdvice::LowerMaxSplitSize:
        return "set max_split_size_mb so that large cached blocks are not split: " +
               formatBytes(report.inactiveSplitBytes) + " sat in free pieces of split segments";
    case OutOfMemoryAdvice::FreeMemoryOutsidePyTorch:
        return "free the memory held outside PyTorch (other processes, NCCL buffers, cuBLAS workspaces, the CUDA "
               "context): about " +
               formatBytes(report.outsidePyTorchBytes.value_or(0));
    case OutOfMemoryAdvice::ReduceLiveTensors:
        return "hold fewer live tensors (a smaller batch, activation checkpointing, offloading): live tensors held " +
               formatBytes(report.allocatedBytes);
    case OutOfMemoryAdvice::ReleaseCacheBetweenPhases:
        return "release cached memory between phases (torch.cuda.empty_cache()) or allocate on the stream or pool "
               "that caches it: " +
               formatBytes(report.freeSegmentBytes) + " sat in whole free segments the request could not use";
    }
    return {};
}

} // namespace

void writeOutOfMemoryJson(JsonWriter& json, const std::vector<OutOfMemoryReport>& reports,
                          std::uint64_t firstRecordedEvent)
{
    json.key("oom_events").beginArray();
    for (const OutOfMemoryReport& report : reports) {
        json.beginObject()
            .field("event", firstRecordedEvent + report.recordedEvent)
            .field("trace_index", static_cast<std::uint64_t>(report.traceIndex))
            .field("requested_bytes", report.requestedBytes)
            .field("device_free_bytes", report.deviceFreeBytes)
            .field("allocated_bytes", report.allocatedBytes)
            .field("reserved_bytes", report.reservedBytes)
            .field("inactive_split_bytes", report.inactiveSplitBytes)
            .field("free_segment_bytes", report.freeSegmentBytes)
            .field("pending_free_bytes", report.pendingFreeBytes)
            .key("outside_pytorch_bytes");
        if (report.outsidePyTorchBytes)
            json.value(*report.outsidePyTorchBytes);
        else
            json.null();
        json.field("capacity_bytes", report.capacity.bytes)
            .field("capacity_source", deviceCapacitySourceName(report.capacity.source))
            .field("expandable_segments", report.expandableSegments)
            .field("settings_recorded", report.settingsRecorded)
            .key("advice")
            .beginArray();
        for (const OutOfMemoryAdvice advice : report.advice)
            json.value(outOfMemoryAdviceName(advice));
        json.endArray().endObject();
    }
    json.endArray();
}

void writePrivatePoolsJson(JsonWriter& json, const std::vector<PrivatePool>& pools)
{
    json.key("pools").beginArray();
    for (const PrivatePool& pool : pools) {
        json.beginObject().key("pool_id").beginArray().value(pool.id[0]).value(pool.id[1]).endArray();
        json.field("segments", pool.segments)
            .field("reserved_bytes", pool.reservedBytes)
            .field("allocated_bytes", pool.allocatedBytes)
            .endObject();
    }
    json.endArray();
}

std::string outOfMemorySentences(const OutOfMemoryReport& report, std::uint64_t firstRecordedEvent)
{
    std::string text = "Out of memory on GPU " + std::to_string(report.device) + " at event " +
                       std::to_string(firstRecordedEvent + report.recordedEvent) + ": tried to allocate " +
                       formatBytes(report.requestedBytes) + "; the device had " + formatBytes(report.deviceFreeBytes) +
                       " free (recorded). PyTorch held " + formatBytes(report.reservedBytes) + " reserved: " +
                       formatBytes(report.allocatedBytes) + " allocated, " + formatBytes(report.inactiveSplitBytes) +
                       " cached in split blocks, " + formatBytes(report.freeSegmentBytes) + " releasable (whole free segments, free expandable pages)";
    if (report.pendingFreeBytes > 0)
        text += ", " + formatBytes(report.pendingFreeBytes) + " freed but waiting for other streams";
    text += ". ";
    if (report.outsidePyTorchBytes)
        text += "About " + formatBytes(*report.outsidePyTorchBytes) + " was held outside PyTorch (" +
                capacityWhy(report.capacity.source) + ", " + formatBytes(report.capacity.bytes) + "). ";
    else
        text += "What was held outside PyTorch is unknown: the snapshot does not record the GPU's capacity (give "
                "it with --capacity). ";
    if (!report.settingsRecorded)
        text += "The allocator settings were not recorded (older PyTorch). ";
    else
        text += std::string("Expandable segments were ") + (report.expandableSegments ? "on" : "off") + ". ";
    if (report.advice.empty())
        return text + "No advice follows from the recorded state.";
    text += "Advice: ";
    for (std::size_t i = 0; i < report.advice.size(); ++i)
        text += (i == 0 ? "" : "; ") + adviceSentence(report.advice[i], report);
    return text + ".";
}

std::string privatePoolsLine(const std::vector<PrivatePool>& pools)
{
    std::string line;
    for (const PrivatePool& pool : pools)
        line += (line.empty() ? "" : "; ") + std::string("(") + std::to_string(pool.id[0]) + ", " +
                std::to_string(pool.id[1]) + "): " + std::to_string(pool.segments) + " segments, " +
                formatBytes(pool.reservedBytes) + " reserved, " + formatBytes(pool.allocatedBytes) + " allocated";
    return line;
}

} // namespace gml
