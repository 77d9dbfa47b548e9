#include "cli/CliCommand.h"
#include "cli/CommandLine.h"
#include "cli/RunJson.h"
#include "run/SnapshotComparison.h"
#include "snapshot/SnapshotLoader.h"
#include "snapshot/SnapshotSummary.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <cstdio>

namespace gml {

namespace {

constexpr const char* kName = "gpu-memory-lab-cli compare: ";

// A loaded side, with the device asked for (or the file's first) checked.
struct Side
{
    std::string path;
    MemorySnapshot snapshot;
    int device = 0;
};

std::optional<Side> loadSide(const std::string& path, std::optional<long long> device, const char* option,
                             std::ostream& err)
{
    auto loaded = loadMemorySnapshot(path);
    if (!loaded) {
        err << kName << path << ": " << loaded.error().message << "\n";
        return std::nullopt;
    }
    Side side{path, std::move(loaded.value()), 0};
    const std::vector<int> devices = side.snapshot.devices();
    if (device) {
        if (std::find(devices.begin(), devices.end(), *device) == devices.end()) {
            err << kName << path << " has no device " << *device << " (" << option << ")\n";
            return std::nullopt;
        }
        side.device = static_cast<int>(*device);
    } else if (!devices.empty()) {
        side.device = devices.front();
    }
    return side;
}

void writeSide(JsonWriter& json, const char* name, const ComparedPeak& peak, const MemorySnapshot& snapshot)
{
    const SnapshotSummary summary = summarizeSnapshot(snapshot, peak.device);
    json.key(name)
        .beginObject()
        .field("file", peak.file)
        .field("device", peak.device)
        .field("peak_allocated_bytes", peak.peakAllocatedBytes)
        .field("snapshot_peak_allocated_bytes",
               summary.devices.empty() ? std::uint64_t{0} : summary.devices.front().peakAllocatedBytes)
        .field("peak_event", peak.peakSample)
        .field("event_count", peak.eventCount)
        .field("live_blocks", peak.liveBlocks)
        .endObject();
}

std::string signedBytes(std::int64_t bytes)
{
    const std::string magnitude = formatBytes(static_cast<std::uint64_t>(bytes < 0 ? -bytes : bytes));
    return (bytes < 0 ? "-" : bytes > 0 ? "+" : " ") + magnitude;
}

std::string framesText(const std::vector<StackFrameText>& frames)
{
    if (frames.empty())
        return "(no stack recorded)";
    std::string text;
    for (const StackFrameText& frame : frames)
        text += (text.empty() ? "" : " < ") + frame.toString();
    return text;
}

} // namespace

int runCompareCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    CommandLine line(args, {{"--json"}, {"--device-a", "--device-b", "--frames", "--top"}});
    const auto deviceA = line.integer("--device-a", 0, 1'000'000);
    const auto deviceB = line.integer("--device-b", 0, 1'000'000);
    const auto frames = line.integer("--frames", 1, 64);
    const auto top = line.integer("--top", 1, 1'000'000);
    if (!line.ok() || line.positional().size() != 2) {
        err << kName
            << (!line.ok() ? line.error()
                : line.positional().size() < 2
                    ? std::string("give two snapshot files to compare: compare A B")
                    : "unexpected argument " + line.positional()[2])
            << "\n";
        return kExitBadInput;
    }
    const auto a = loadSide(line.positional()[0], deviceA, "--device-a", err);
    if (!a)
        return kExitBadInput;
    const auto b = loadSide(line.positional()[1], deviceB, "--device-b", err);
    if (!b)
        return kExitBadInput;
    ComparisonOptions options;
    options.userFrames = static_cast<std::size_t>(frames.value_or(3));
    SnapshotComparison comparison = compareSnapshots(a->snapshot, a->device, b->snapshot, b->device, options);
    comparison.a.file = a->path;
    comparison.b.file = b->path;

    if (line.has("--json")) {
        JsonWriter json;
        json.beginObject();
        writeSide(json, "a", comparison.a, a->snapshot);
        writeSide(json, "b", comparison.b, b->snapshot);
        json.field("size_basis", "requested");
        json.key("by_stack").beginArray();
        for (const StackGroup& group : comparison.byStack) {
            json.beginObject().key("frames");
            writeFramesJson(json, group.frames);
            json.field("a_bytes", group.aBytes)
                .field("b_bytes", group.bBytes)
                .field("difference_bytes", group.differenceBytes())
                .endObject();
        }
        json.endArray().endObject();
        out << json.text() << "\n";
        return kExitOk;
    }
    out << "A: " << a->path << " (device " << a->device
        << "): " << formatBytes(comparison.a.peakAllocatedBytes) << " allocated at its peak, "
        << comparison.a.liveBlocks << " blocks\n";
    out << "B: " << b->path << " (device " << b->device
        << "): " << formatBytes(comparison.b.peakAllocatedBytes) << " allocated at its peak, "
        << comparison.b.liveBlocks << " blocks\n";
    const std::int64_t change = static_cast<std::int64_t>(comparison.b.peakAllocatedBytes) -
                                static_cast<std::int64_t>(comparison.a.peakAllocatedBytes);
    out << "B - A: " << signedBytes(change) << " (requested sizes of the blocks alive at each peak)\n\n";
    out << "      A at peak      B at peak         B - A  allocated from\n";
    const std::size_t shown =
        std::min<std::size_t>(comparison.byStack.size(), static_cast<std::size_t>(top.value_or(20)));
    for (std::size_t i = 0; i < shown; ++i) {
        const StackGroup& group = comparison.byStack[i];
        char row[96];
        std::snprintf(row, sizeof row, "%15s %14s %13s  ", formatBytes(group.aBytes).c_str(),
                      formatBytes(group.bBytes).c_str(), signedBytes(group.differenceBytes()).c_str());
        out << row << framesText(group.frames) << "\n";
    }
    if (shown < comparison.byStack.size())
        out << "  ... " << comparison.byStack.size() - shown
            << " more stacks (--top N shows more, --json all)\n";
    return kExitOk;
}

} // namespace gml
