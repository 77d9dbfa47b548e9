#include "cli/CliCommand.h"
#include "cli/CommandLine.h"
#include "cli/SnapshotCategoriesReport.h"
#include "cli/SnapshotDeviceReplay.h"
#include "cli/SnapshotFindReport.h"
#include "cli/SnapshotOutOfMemoryOutput.h"
#include "cli/SnapshotTopReport.h"
#include "snapshot/OutOfMemoryReport.h"
#include "snapshot/PrivatePools.h"
#include "snapshot/ReplayTraceExport.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotReplayer.h"
#include "snapshot/SnapshotSummary.h"
#include "snapshot/TraceWindow.h"
#include "util/ByteFormat.h"
#include "util/JsonWriter.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <limits>
#include <string>

namespace gml {

namespace {

void writeCounts(JsonWriter& json, const SnapshotDeviceSummary& part)
{
    json.field("segments", part.segments).field("blocks", part.blocks).field("event_count", part.events);
    json.key("events").beginObject();
    for (int i = 0; i < kTraceActionCount; ++i) {
        const auto action = static_cast<TraceAction>(i);
        const std::uint64_t count = part.eventsByAction[static_cast<std::size_t>(i)];
        if (action != TraceAction::Other || count > 0)
            json.field(traceActionName(action), count);
    }
    json.endObject();
    json.field("allocated_bytes", part.allocatedBytes)
        .field("reserved_bytes", part.reservedBytes)
        .field("peak_allocated_bytes", part.peakAllocatedBytes)
        .field("peak_reserved_bytes", part.peakReservedBytes);
}

std::string eventsLine(const SnapshotDeviceSummary& part)
{
    std::string line = std::to_string(part.events);
    std::string parts;
    for (int i = 0; i < kTraceActionCount; ++i) {
        const std::uint64_t count = part.eventsByAction[static_cast<std::size_t>(i)];
        if (count == 0)
            continue;
        parts += (parts.empty() ? "" : ", ") + std::to_string(count) + " "
            + std::string(traceActionName(static_cast<TraceAction>(i)));
    }
    return parts.empty() ? line : line + " (" + parts + ")";
}

std::string deviceList(const std::vector<int>& devices)
{
    std::string text;
    for (const int device : devices)
        text += (text.empty() ? "" : ", ") + std::to_string(device);
    return text.empty() ? "none" : text;
}

// "--time-range A:B" in time_us microseconds; either side may be empty ("A:" from A on, ":B" up to B).
// Returns why the text is not one, or "" when it is (and sets the window's sides).
std::string parseTimeRange(const std::string& text, TraceWindow& window)
{
    const auto colon = text.find(':');
    const std::string why = "--time-range must be A:B in microseconds (time_us), either side may be empty "
                            "(A: or :B), not '" +
                            text + "'";
    if (colon == std::string::npos || (colon == 0 && colon + 1 == text.size()))
        return why;
    const auto side = [&](std::size_t first, std::size_t end, std::optional<std::int64_t>& out) {
        if (first == end)
            return true;
        std::int64_t value = 0;
        const auto [stop, error] = std::from_chars(text.data() + first, text.data() + end, value);
        if (error != std::errc() || stop != text.data() + end)
            return false;
        out = value;
        return true;
    };
    if (!side(0, colon, window.fromUs) || !side(colon + 1, text.size(), window.toUs))
        return why;
    if (window.fromUs && window.toUs && *window.fromUs > *window.toUs)
        return "--time-range " + text + ": it ends before it starts";
    return {};
}

template <typename T> void writeOptional(JsonWriter& json, const char* name, const std::optional<T>& value)
{
    json.key(name);
    if (value)
        json.value(*value);
    else
        json.null();
}

void writeLeftOut(JsonWriter& json, const char* name, const LeftOutEvents& events)
{
    json.key(name).beginObject().field("count", events.count);
    writeOptional(json, "first_us", events.firstUs);
    writeOptional(json, "last_us", events.lastUs);
    json.endObject();
}

// The part of the trace a --last-events / --time-range window kept, and what it left out.
void writeTraceWindow(JsonWriter& json, const TraceWindowRecord& window)
{
    json.key("window")
        .beginObject()
        .field("total_events", window.totalEvents)
        .field("first_kept", window.firstKept)
        .field("kept_events", window.keptEvents);
    writeLeftOut(json, "left_out_before", window.before);
    writeLeftOut(json, "left_out_after", window.after);
    json.field("inconsistent_events", window.inconsistentEvents).endObject();
}

std::string timeSpan(const LeftOutEvents& events)
{
    if (!events.firstUs || !events.lastUs)
        return "";
    return ", time_us " + std::to_string(*events.firstUs) + " to " + std::to_string(*events.lastUs);
}

// "showing events 4,001-4,657 of 4,657; 4,000 earlier events left out (time_us ... to ...)".
std::string windowLine(const TraceWindowRecord& window)
{
    std::string line = window.keptEvents == 0
                           ? "showing no events of " + std::to_string(window.totalEvents)
                           : "showing events " + std::to_string(window.firstKept + 1) + "-" +
                                 std::to_string(window.firstKept + window.keptEvents) + " of " +
                                 std::to_string(window.totalEvents);
    if (window.before.count > 0)
        line +=
            "; " + std::to_string(window.before.count) + " earlier events left out" + timeSpan(window.before);
    if (window.after.count > 0)
        line += "; " + std::to_string(window.after.count) + " later events left out" +
                timeSpan(window.after) + " (undone: the replay ends at the window's end)";
    return line;
}

void writeParity(JsonWriter& json, const char* name, std::uint64_t matched, std::uint64_t total)
{
    json.key(name).beginArray().value(matched).value(total).endArray();
}

void writeFigures(JsonWriter& json, const ReplayFigures& figures)
{
    json.field("peak_reserved_bytes", figures.peakReservedBytes)
        .field("peak_allocated_bytes", figures.peakAllocatedBytes)
        .field("cached_bytes_at_peak", figures.cachedBytesAtPeak)
        .field("fragmentation_at_peak", figures.fragmentationAtPeak)
        .field("peak_inactive_split_bytes", figures.peakInactiveSplitBytes)
        .field("final_fragmentation", figures.finalFragmentation)
        .field("num_ooms", figures.numOoms)
        .field("num_alloc_retries", figures.numAllocRetries)
        .field("skipped_frees", figures.skippedFrees);
}

void writeCapacity(JsonWriter& json, const DeviceCapacity& capacity)
{
    json.key("capacity")
        .beginObject()
        .field("bytes", capacity.bytes)
        .field("source", deviceCapacitySourceName(capacity.source))
        .field("recorded_ranges", static_cast<std::uint64_t>(capacity.recordedRanges));
    if (capacity.source == DeviceCapacitySource::InferredFromRangeSpacing)
        json.field("lowest_bytes", capacity.lowestBytes)
            .field("highest_bytes", capacity.highestBytes)
            .field("spacing_bytes", capacity.spacingBytes)
            .field("page_bytes", capacity.pageBytes);
    json.endObject();
}

// The device size the replay ran with, and why, in English.
std::string capacityLine(const DeviceCapacity& capacity)
{
    const std::string size = formatBytes(capacity.bytes);
    switch (capacity.source) {
    case DeviceCapacitySource::InferredFromRangeSpacing:
        return size + ", inferred from the spacing of expandable ranges (" +
               formatBytes(capacity.spacingBytes) + " apart in " + formatBytes(capacity.pageBytes) +
               " pages; every size from " + std::to_string(capacity.lowestBytes) + " to " +
               std::to_string(capacity.highestBytes) + " bytes reserves that)";
    case DeviceCapacitySource::GivenByUser:
        return size + ", given with --capacity";
    case DeviceCapacitySource::GuessedFromPeakReserved:
        break;
    }
    const std::string why = capacity.recordedRanges == 0 ? "no expandable segments, where it would matter"
                            : capacity.recordedRanges == 1
                                ? "one expandable range, with no spacing to infer it from"
                                : "expandable ranges not reserved back to back";
    return size + ", guessed: " + formatBytes(kGuessedCapacityFloorBytes) +
           " or twice the reserved peak (the snapshot does not record it, and shows " + why + ")";
}

void writeReplay(JsonWriter& json, const DeviceReplay& replay)
{
    const SnapshotReplay& r = replay.recorded;
    writeCapacity(json, r.capacity);
    // The rounded peak (block sizes, exact from the replay) beside the summary's requested one.
    json.field("peak_allocated_rounded_bytes", r.figures.peakAllocatedBytes)
        .field("num_alloc_retries", r.figures.numAllocRetries);
    writeParity(json, "alloc_parity", r.allocParity.matched, r.allocParity.total);
    writeParity(json, "segment_parity", r.segmentParity.matched, r.segmentParity.total);
    json.key("replay").beginObject().field("config", r.config.toString()).field("corrections", r.corrections)
        .field("gap_recoveries", r.startState.gapRecoveries)
        .field("inconsistent_events", r.startState.inconsistentEvents)
        .field("events", static_cast<std::uint64_t>(r.trace.size()))
        .field("start_events", static_cast<std::uint64_t>(r.startEventCount));
    writeFigures(json, r.figures);
    if (r.firstMismatch)
        json.key("first_mismatch").beginObject()
            .field("recorded_event", replay.firstRecordedEvent + r.firstMismatch->recordedEvent)
            .field("action", traceActionName(r.firstMismatch->action))
            .field("recorded_address", r.firstMismatch->recordedAddress)
            .field("replayed_address", r.firstMismatch->replayedAddress)
            .field("description", describeMismatch(*r.firstMismatch)).endObject();
    json.endObject();
    if (replay.whatIf) {
        json.key("whatif").beginObject().field("config", replay.whatIf->config.toString())
            .field("capacity_bytes", replay.whatIf->deviceBytes);
        writeFigures(json, replay.whatIf->figures);
        json.endObject();
    }
}

std::string percent(const ReplayParity& parity)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.2f%%", parity.percent());
    return text;
}

std::string figuresLine(const ReplayFigures& figures)
{
    char fragmentation[32];
    std::snprintf(fragmentation, sizeof fragmentation, "%.1f%%", 100.0 * figures.fragmentationAtPeak);
    return formatBytes(figures.peakReservedBytes) + " reserved at peak (" + formatBytes(figures.cachedBytesAtPeak) +
           " of it cached, " + fragmentation + " fragmented), " + std::to_string(figures.numOoms) +
           " out-of-memory errors";
}

void printReplay(std::ostream& out, const DeviceReplay& replay, bool named)
{
    const SnapshotReplay& r = replay.recorded;
    const std::string who = named ? "  device " + std::to_string(replay.device) + " " : "  ";
    out << who << "replay:  allocs at the recorded address " << r.allocParity.matched << "/" << r.allocParity.total
        << " (" << percent(r.allocParity) << "), segments predicted " << r.segmentParity.matched << "/"
        << r.segmentParity.total << " (" << percent(r.segmentParity) << ")";
    if (r.corrections > 0)
        out << ", " << r.corrections << " start blocks corrected";
    out << "\n";
    out << who << "capacity: " << capacityLine(r.capacity) << "\n";
    if (r.firstMismatch)
        out << who << "first mismatch: event " << replay.firstRecordedEvent + r.firstMismatch->recordedEvent
            << ": " << describeMismatch(*r.firstMismatch) << "\n";
    const std::string settings = r.config.toString();
    out << who << "recorded run (" << (settings.empty() ? std::string("default settings") : settings)
        << "): " << figuresLine(r.figures) << "\n";
    if (replay.whatIf) {
        const std::string conf = replay.whatIf->config.toString();
        out << who << "what-if run (" << (conf.empty() ? std::string("default settings") : conf) << ", "
            << formatBytes(replay.whatIf->deviceBytes) << " device): " << figuresLine(replay.whatIf->figures);
        if (replay.whatIf->figures.skippedFrees > 0)
            out << "; " << replay.whatIf->figures.skippedFrees << " frees skipped";
        out << "\n";
    }
}

// What went wrong on the device and where its memory sat: the retries, each out-of-memory error explained,
// the CUDA-graph private pools.
void printDiagnosis(std::ostream& out, const MemorySnapshot& snapshot, const DeviceReplay& replay, bool named)
{
    const SnapshotReplay& r = replay.recorded;
    const std::string who = named ? "  device " + std::to_string(replay.device) + " " : "  ";
    out << who << "retries: " << r.figures.numAllocRetries
        << " (num_alloc_retries: allocations that released the whole cache and tried again)\n";
    for (const OutOfMemoryReport& report : reportOutOfMemory(snapshot, r))
        out << who << outOfMemorySentences(report, replay.firstRecordedEvent) << "\n";
    if (const std::vector<PrivatePool> pools = privatePoolsOf(snapshot, replay.device); !pools.empty())
        out << who << "private pools (CUDA graphs): " << privatePoolsLine(pools) << "\n";
}

} // namespace

int runSnapshotCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    CommandLine line(
        args, {{"--json", "--categories"},
               {"--device", "--whatif", "--capacity", "--export-trace", "--last-events", "--time-range", "--find",
                "--top"}});
    const auto device = line.integer("--device", 0, 1'000'000);
    const auto top = line.integer("--top", 1, 1'000'000);
    const auto capacity = line.integer("--capacity", 1, 1LL << 50);
    const auto lastEvents = line.integer("--last-events", 0, std::numeric_limits<long long>::max());
    if (!line.ok() || line.positional().size() != 1) {
        err << "gpu-memory-lab-cli snapshot: "
            << (!line.ok() ? line.error()
                           : line.positional().empty() ? std::string("which snapshot? give the .pickle file")
                                                       : "unexpected argument " + line.positional()[1])
            << "\n";
        return kExitBadInput;
    }
    if (line.has("--categories") && (line.option("--whatif") || line.option("--export-trace"))) {
        err << "gpu-memory-lab-cli snapshot: --categories reports the recorded run; leave out --whatif and --export-trace\n";
        return kExitBadInput;
    }
    const int reports = (line.has("--categories") ? 1 : 0) + (line.option("--find") ? 1 : 0) + (top ? 1 : 0);
    if (reports > 1) {
        err << "gpu-memory-lab-cli snapshot: --categories, --find and --top are separate reports; give one\n";
        return kExitBadInput;
    }
    if ((line.option("--find") || top) && (line.option("--whatif") || line.option("--export-trace"))) {
        err << "gpu-memory-lab-cli snapshot: --find and --top look at the recorded run; leave out --whatif and "
               "--export-trace\n";
        return kExitBadInput;
    }
    std::optional<SnapshotQuery> query;
    if (const auto typed = line.option("--find")) {
        query = SnapshotQuery::parse(*typed);
        if (!query) {
            err << "gpu-memory-lab-cli snapshot: --find needs an address, a size or some frame text\n";
            return kExitBadInput;
        }
    }
    // A window of the trace: for files too large to replay whole, or to look at one step.
    LoadControl control;
    if (lastEvents)
        control.window.lastEvents = static_cast<std::uint64_t>(*lastEvents);
    const auto timeRange = line.option("--time-range");
    if (timeRange) {
        if (const std::string why = parseTimeRange(*timeRange, control.window); !why.empty()) {
            err << "gpu-memory-lab-cli snapshot: " << why << "\n";
            return kExitBadInput;
        }
    }
    const std::string& path = line.positional().front();
    const auto loaded = loadMemorySnapshot(path, control);
    if (!loaded) {
        err << "gpu-memory-lab-cli snapshot: " << path << ": ";
        if (loaded.error().kind == LoadErrorKind::BadWindow)
            err << (timeRange ? "--time-range " + *timeRange : std::string("--last-events")) << ": ";
        err << loaded.error().message << "\n";
        return kExitBadInput;
    }
    const MemorySnapshot& snapshot = loaded.value();
    const std::vector<int> allDevices = snapshot.devices();
    if (device && std::find(allDevices.begin(), allDevices.end(), *device) == allDevices.end()) {
        err << "gpu-memory-lab-cli snapshot: " << path << " has no device " << *device << " (its devices: "
            << deviceList(allDevices) << ")\n";
        return kExitBadInput;
    }
    if (line.has("--categories")) { // what the memory at the peak was for, instead of the replay
        const auto only = device ? std::optional<int>(static_cast<int>(*device)) : std::nullopt;
        return printSnapshotCategories(path, snapshot, only, line.has("--json"), out);
    }
    const SnapshotSummary summary =
        summarizeSnapshot(snapshot, device ? std::optional<int>(static_cast<int>(*device)) : std::nullopt);

    std::optional<WhatIfOptions> whatIf;
    if (const auto conf = line.option("--whatif")) {
        const auto config = AllocatorConfig::parse(*conf);
        if (!config) {
            err << "gpu-memory-lab-cli snapshot: --whatif " << *conf << ": " << config.error().message << "\n";
            return kExitBadInput;
        }
        whatIf = WhatIfOptions{config.value(), capacity ? static_cast<std::uint64_t>(*capacity) : 0};
    }
    // Replay every device the summary shows (each has its own allocator and trace).
    std::vector<DeviceReplay> replays;
    for (const auto& part : summary.devices) {
        DeviceReplay& replay = replays.emplace_back();
        replay.device = part.device;
        if (const TraceWindowRecord* window = snapshot.traceWindow(part.device))
            replay.firstRecordedEvent = window->firstKept;
        // --capacity is the recorded GPU's size (a snapshot does not record it) and the what-if device's.
        auto recorded = SnapshotReplayer::replayRecorded(
            snapshot, part.device, {}, capacity ? static_cast<std::uint64_t>(*capacity) : 0);
        if (!recorded) {
            err << "gpu-memory-lab-cli snapshot: " << path << ": device " << part.device << ": "
                << recorded.error().message << "\n";
            return kExitBadInput;
        }
        replay.recorded = std::move(recorded.value());
        if (whatIf) {
            auto run = SnapshotReplayer::replayWhatIf(snapshot, part.device, *whatIf);
            if (!run) {
                err << "gpu-memory-lab-cli snapshot: " << path << ": device " << part.device << ": "
                    << run.error().message << "\n";
                return kExitBadInput;
            }
            replay.whatIf = std::move(run.value());
        }
    }
    if (query)
        return printSnapshotFind(path, snapshot, replays, *query, line.has("--json"), out);
    if (top)
        return printSnapshotTop(path, snapshot, replays, static_cast<std::size_t>(*top), line.has("--json"), out);
    if (const auto exportPath = line.option("--export-trace")) {
        if (replays.empty()) {
            err << "gpu-memory-lab-cli snapshot: " << path << " has no device to export a trace of\n";
            return kExitBadInput;
        }
        // The first device shown (the one --device names); the what-if run's trace when there is one.
        const DeviceReplay& first = replays.front();
        std::ofstream file(*exportPath, std::ios::binary | std::ios::trunc);
        if (!file || !writeReplayTraceJson(first.whatIf ? *first.whatIf : first.recorded, file)) {
            err << "gpu-memory-lab-cli snapshot: cannot write the replayed trace to " << *exportPath << "\n";
            return kExitBadInput;
        }
    }
    std::uint64_t allocMatched = 0, allocTotal = 0, segmentMatched = 0, segmentTotal = 0;
    for (const DeviceReplay& replay : replays) {
        allocMatched += replay.recorded.allocParity.matched;
        allocTotal += replay.recorded.allocParity.total;
        segmentMatched += replay.recorded.segmentParity.matched;
        segmentTotal += replay.recorded.segmentParity.total;
    }

    if (line.has("--json")) {
        JsonWriter json;
        json.beginObject().field("file", path);
        writeCounts(json, summary.total);
        json.field("frames", static_cast<std::uint64_t>(snapshot.frames.frameCount()))
            .field("stacks", static_cast<std::uint64_t>(snapshot.frames.stackCount()))
            .field("has_allocator_settings", snapshot.allocatorSettings.has_value());
        if (!control.window.wholeTrace()) {
            json.key("window_asked").beginObject();
            writeOptional(json, "last_events", control.window.lastEvents);
            writeOptional(json, "from_us", control.window.fromUs);
            writeOptional(json, "to_us", control.window.toUs);
            json.endObject();
        }
        writeParity(json, "alloc_parity", allocMatched, allocTotal);
        writeParity(json, "segment_parity", segmentMatched, segmentTotal);
        if (replays.size() == 1) {
            // One device: its replay figures at the top level too, beside the summary's.
            if (replays.front().whatIf) {
                json.key("whatif").beginObject().field("config", replays.front().whatIf->config.toString())
                    .field("capacity_bytes", replays.front().whatIf->deviceBytes);
                writeFigures(json, replays.front().whatIf->figures);
                json.endObject();
            }
        }
        json.key("devices").beginArray();
        for (std::size_t i = 0; i < summary.devices.size(); ++i) {
            json.beginObject().field("device", summary.devices[i].device);
            writeCounts(json, summary.devices[i]);
            if (const TraceWindowRecord* window = snapshot.traceWindow(summary.devices[i].device))
                writeTraceWindow(json, *window);
            writeReplay(json, replays[i]);
            writeOutOfMemoryJson(json, reportOutOfMemory(snapshot, replays[i].recorded), replays[i].firstRecordedEvent);
            writePrivatePoolsJson(json, privatePoolsOf(snapshot, replays[i].device));
            json.endObject();
        }
        json.endArray().endObject();
        out << json.text() << "\n";
        return kExitOk;
    }

    std::vector<int> shown;
    for (const auto& part : summary.devices)
        shown.push_back(part.device);
    const auto& total = summary.total;
    out << "PyTorch memory snapshot " << path << "\n";
    out << "  devices:    " << deviceList(shown) << "\n";
    out << "  segments:   " << total.segments << " (" << total.blocks << " blocks)\n";
    out << "  events:     " << eventsLine(total) << "\n";
    for (const auto& part : summary.devices)
        if (const TraceWindowRecord* window = snapshot.traceWindow(part.device))
            out << "  window:     "
                << (summary.devices.size() > 1 ? "device " + std::to_string(part.device) + ": " : "")
                << windowLine(*window) << "\n";
    std::uint64_t roundedPeak = 0;
    for (const DeviceReplay& replay : replays)
        roundedPeak += replay.recorded.figures.peakAllocatedBytes;
    out << "  allocated:  " << formatBytes(total.allocatedBytes) << " now; at peak " << formatBytes(total.peakAllocatedBytes)
        << " requested, " << formatBytes(roundedPeak) << " in rounded blocks\n";
    out << "  reserved:   " << formatBytes(total.reservedBytes) << " now, " << formatBytes(total.peakReservedBytes)
        << " at peak\n";
    if (summary.devices.size() > 1) {
        out << "  (peaks summed over devices, an upper bound)\n";
        for (const auto& part : summary.devices)
            out << "  device " << part.device << ": " << part.segments << " segments, " << part.blocks
                << " blocks, " << part.events << " events, " << formatBytes(part.reservedBytes) << " reserved, "
                << formatBytes(part.peakReservedBytes) << " at peak\n";
    }
    if (!snapshot.allocatorSettings)
        out << "  allocator settings: not recorded (older PyTorch)\n";
    else if (snapshot.allocatorSettings->allocConf && !snapshot.allocatorSettings->allocConf->empty())
        out << "  PYTORCH_CUDA_ALLOC_CONF: " << *snapshot.allocatorSettings->allocConf << "\n";
    for (const DeviceReplay& replay : replays) {
        printReplay(out, replay, replays.size() > 1);
        printDiagnosis(out, snapshot, replay, replays.size() > 1);
    }
    return kExitOk;
}

} // namespace gml
