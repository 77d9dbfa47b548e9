#include "snapshot/ReplayTraceExport.h"

#include "util/JsonWriter.h"

#include <string>

namespace gml {

namespace {

void appendNumber(std::string& text, const char* key, std::uint64_t value)
{
    text += ",\"";
    text += key;
    text += "\":";
    text += std::to_string(value);
}

} // namespace

bool writeReplayTraceJson(const SnapshotReplay& replay, std::ostream& out)
{
    out << "{\"format\":\"gpu-memory-lab-replay-trace\",\"version\":1,\"device\":" << replay.device
        << ",\"what_if\":" << (replay.whatIf ? "true" : "false") << ",\"config\":"
        << JsonWriter::escape(replay.config.toString()) << ",\"start_event_count\":" << replay.startEventCount
        << ",\"alloc_parity\":[" << replay.allocParity.matched << "," << replay.allocParity.total
        << "],\"segment_parity\":[" << replay.segmentParity.matched << "," << replay.segmentParity.total
        << "],\"corrections\":" << replay.corrections << ",\"events\":[";
    // Built a few thousand events at a time: one write per event would dominate a million-event export.
    std::string chunk;
    for (std::size_t i = 0; i < replay.trace.size(); ++i) {
        const AllocatorEvent& event = replay.trace[i];
        chunk += i == 0 ? "\n{\"index\":" : ",\n{\"index\":";
        chunk += std::to_string(i);
        chunk += ",\"kind\":\"";
        chunk += eventKindName(event.kind);
        chunk += "\"";
        appendNumber(chunk, "address", event.address);
        appendNumber(chunk, "size", event.size);
        appendNumber(chunk, "requested", event.requested);
        appendNumber(chunk, "stream", event.stream);
        chunk += ",\"pool\":\"";
        chunk += poolName(event.pool);
        chunk += "\"";
        appendNumber(chunk, "segment", event.segment);
        const std::uint32_t recorded = replay.recordedEventOf(i);
        if (recorded == kNoRecordedEvent)
            chunk += ",\"recorded_event\":null";
        else
            appendNumber(chunk, "recorded_event", recorded);
        chunk += ",\"reason\":";
        chunk += JsonWriter::escape(replay.explain(i));
        chunk += "}";
        if (chunk.size() >= (1u << 20)) {
            out << chunk;
            chunk.clear();
        }
    }
    out << chunk << "\n]}\n";
    out.flush();
    return static_cast<bool>(out);
}

} // namespace gml
