#include "cli/CliCommand.h"
#include "cli/CommandLine.h"
#include "cli/RunJson.h"
#include "run/SnapshotComparison.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <cstdio>

namespace gml {

namespace {

constexpr const char* kName = "gpu-memory-lab-cli compare: ";

void writeSide(JsonWriter& json, const char* name, const PeakByStack& peak)
{
    json.key(name)
        .beginObject()
        .field("file", peak.file)
        .field("device", peak.device)
        .field("peak_allocated_bytes", peak.peakAllocatedBytes)
        .field("snapshot_peak_allocated_bytes", peak.summaryPeakAllocatedBytes)
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
    ComparisonOptions options;
    options.userFrames = static_cast<std::size_t>(frames.value_or(3));
    auto device = [](const std::optional<long long>& value) {
        return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
    };
    // One snapshot in memory at a time: each side is reduced to its groups before the other is read.
    const auto compared = compareSnapshotFiles(line.positional()[0], device(deviceA), line.positional()[1],
                                               device(deviceB), options);
    if (!compared) {
        err << kName << compared.error().message << "\n";
        return kExitBadInput;
    }
    const SnapshotComparison& comparison = compared.value();
    const PeakByStack& a = comparison.a;
    const PeakByStack& b = comparison.b;

    if (line.has("--json")) {
        JsonWriter json;
        json.beginObject();
        writeSide(json, "a", a);
        writeSide(json, "b", b);
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
    for (const PeakByStack* side : {&a, &b})
        out << (side == &a ? "A: " : "B: ") << side->file << " (device " << side->device
            << "): " << formatBytes(side->peakAllocatedBytes) << " allocated at its peak, "
            << side->liveBlocks << " blocks\n";
    const std::int64_t change =
        static_cast<std::int64_t>(b.peakAllocatedBytes) - static_cast<std::int64_t>(a.peakAllocatedBytes);
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
