#include "cli/CliCommand.h"
#include "cli/CommandLine.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotSummary.h"
#include "util/ByteFormat.h"
#include "util/JsonWriter.h"

#include <algorithm>
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

} // namespace

int runSnapshotCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    CommandLine line(args, {{"--json"}, {"--device"}});
    const auto device = line.integer("--device", 0, 1'000'000);
    if (!line.ok() || line.positional().size() != 1) {
        err << "gpu-memory-lab-cli snapshot: "
            << (!line.ok() ? line.error()
                           : line.positional().empty() ? std::string("which snapshot? give the .pickle file")
                                                       : "unexpected argument " + line.positional()[1])
            << "\n";
        return kExitBadInput;
    }
    const std::string& path = line.positional().front();
    const auto loaded = loadMemorySnapshot(path);
    if (!loaded) {
        err << "gpu-memory-lab-cli snapshot: " << path << ": " << loaded.error().message << "\n";
        return kExitBadInput;
    }
    const MemorySnapshot& snapshot = loaded.value();
    const std::vector<int> allDevices = snapshot.devices();
    if (device && std::find(allDevices.begin(), allDevices.end(), *device) == allDevices.end()) {
        err << "gpu-memory-lab-cli snapshot: " << path << " has no device " << *device << " (its devices: "
            << deviceList(allDevices) << ")\n";
        return kExitBadInput;
    }
    const SnapshotSummary summary =
        summarizeSnapshot(snapshot, device ? std::optional<int>(static_cast<int>(*device)) : std::nullopt);

    if (line.has("--json")) {
        JsonWriter json;
        json.beginObject().field("file", path);
        writeCounts(json, summary.total);
        json.field("frames", static_cast<std::uint64_t>(snapshot.frames.frameCount()))
            .field("stacks", static_cast<std::uint64_t>(snapshot.frames.stackCount()))
            .field("has_allocator_settings", snapshot.allocatorSettings.has_value());
        json.key("devices").beginArray();
        for (const auto& part : summary.devices) {
            json.beginObject().field("device", part.device);
            writeCounts(json, part);
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
    out << "  allocated:  " << formatBytes(total.allocatedBytes) << " now, " << formatBytes(total.peakAllocatedBytes)
        << " at peak (estimated from requested sizes)\n";
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
    return kExitOk;
}

} // namespace gml
