#include "cli/SnapshotFindReport.h"

#include "cli/CliCommand.h"
#include "cli/SnapshotFrameText.h"
#include "snapshot/StackFrameKind.h"
#include "util/ByteFormat.h"
#include "util/JsonWriter.h"

namespace gml {

namespace {

// At most this many matches per device: a frame text in every stack (a module's name) matches each event.
constexpr std::size_t kMatchLimit = 1000;
// The text output shows each match's first few shown frames; --json gives them all.
constexpr std::size_t kTextFrames = 4;

std::string_view queryKindName(SnapshotQuery::Kind kind)
{
    switch (kind) {
    case SnapshotQuery::Kind::Address: return "address";
    case SnapshotQuery::Kind::SizeRange: return "size_range";
    case SnapshotQuery::Kind::FrameText: return "frame_text";
    }
    return "frame_text";
}

void writeQuery(JsonWriter& json, const SnapshotQuery& query)
{
    json.key("query").beginObject().field("kind", queryKindName(query.kind));
    switch (query.kind) {
    case SnapshotQuery::Kind::Address: json.field("address", query.address); break;
    case SnapshotQuery::Kind::SizeRange:
        json.field("min_bytes", query.minBytes).field("max_bytes", query.maxBytes);
        break;
    case SnapshotQuery::Kind::FrameText: json.field("text", query.text); break;
    }
    json.endObject();
}

std::string describeQuery(const SnapshotQuery& query)
{
    switch (query.kind) {
    case SnapshotQuery::Kind::Address: return "allocations holding address " + formatAddress(query.address);
    case SnapshotQuery::Kind::SizeRange:
        return "allocations of " + formatBytes(query.minBytes) + " to " + formatBytes(query.maxBytes) +
               " (requested)";
    case SnapshotQuery::Kind::FrameText: return "allocations whose stack holds \"" + query.text + "\"";
    }
    return {};
}

} // namespace

int printSnapshotFind(const std::string& path, const MemorySnapshot& snapshot, const std::vector<DeviceReplay>& replays,
                      const SnapshotQuery& query, bool json, std::ostream& out)
{
    std::vector<std::vector<SnapshotMatch>> found;
    for (const DeviceReplay& replay : replays)
        found.push_back(searchSnapshot(snapshot, replay.recorded, query, kMatchLimit));
    if (json) {
        JsonWriter writer;
        writer.beginObject().field("file", path);
        writeQuery(writer, query);
        writer.key("matches").beginArray();
        for (std::size_t d = 0; d < replays.size(); ++d)
            for (const SnapshotMatch& match : found[d]) {
                writer.beginObject().field("device", replays[d].device).key("event");
                if (match.recordedEvent == kNoRecordedEvent)
                    writer.null(); // alive at the dump, made before the trace
                else
                    writer.value(replays[d].firstRecordedEvent + match.recordedEvent);
                writer.field("trace_index", static_cast<std::uint64_t>(match.traceIndex))
                    .field("action", traceActionName(match.action))
                    .field("address", match.address)
                    .field("size", match.size);
                writeFrameTextsJson(writer, "frames", snapshot, snapshot.frames.stack(match.stack));
                writeFrameTextsJson(writer, "user_frames", snapshot, shownFramesOf(snapshot, match.stack));
                writer.endObject();
            }
        writer.endArray().endObject();
        out << writer.text() << "\n";
        return kExitOk;
    }
    out << "Search in " << path << ": " << describeQuery(query) << "\n";
    std::size_t total = 0;
    for (std::size_t d = 0; d < replays.size(); ++d) {
        total += found[d].size();
        for (const SnapshotMatch& match : found[d]) {
            out << "  GPU " << replays[d].device << ", "
                << (match.recordedEvent == kNoRecordedEvent
                        ? std::string("alive at the dump, made before the trace")
                        : "event " + std::to_string(replays[d].firstRecordedEvent + match.recordedEvent))
                << ": " << traceActionName(match.action) << " of " << formatBytes(match.size) << " at "
                << formatAddress(match.address) << "\n";
            const std::vector<std::uint32_t> shown = shownFramesOf(snapshot, match.stack);
            const auto all = snapshot.frames.stack(match.stack);
            if (all.empty())
                out << "      (no stack recorded)\n";
            for (std::size_t i = 0; i < shown.size() && i < kTextFrames; ++i)
                out << "      " << stackFrameText(snapshot, shown[i]) << "\n";
            if (shown.size() > kTextFrames || all.size() > shown.size())
                out << "      (" << all.size() << " frames in all; --json lists them)\n";
        }
        if (found[d].size() == kMatchLimit)
            out << "  GPU " << replays[d].device << ": the first " << kMatchLimit << " matches only\n";
    }
    if (total == 0)
        out << "  no allocation matches\n";
    return kExitOk;
}

} // namespace gml
