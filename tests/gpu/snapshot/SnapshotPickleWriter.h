#pragma once

// Writes a MemorySnapshot as torch.cuda.memory._dump_snapshot() would have pickled it (protocol 4), so tests
// and screenshots can open a snapshot made in code through the same reader as a real file.
#include "PickleTestSupport.h"
#include "snapshot/MemorySnapshot.h"

#include <bit>
#include <cstring>
#include <fstream>
#include <string>

namespace gml::test {

class SnapshotPickleWriter
{
public:
    static std::string write(const MemorySnapshot& snapshot)
    {
        SnapshotPickleWriter writer(snapshot);
        return writer.build();
    }

private:
    explicit SnapshotPickleWriter(const MemorySnapshot& snapshot) : m_snapshot(snapshot) {}

    std::string build()
    {
        m_p.beginDict();
        m_p.str("segments").beginList();
        for (const SnapshotSegment& segment : m_snapshot.segments)
            writeSegment(segment);
        m_p.endList();
        m_p.str("device_traces").beginList();
        for (const TraceEvents& trace : m_snapshot.deviceTraces) {
            m_p.beginList();
            for (std::size_t i = 0; i < trace.size(); ++i)
                writeEvent(trace[i]);
            m_p.endList();
        }
        m_p.endList();
        if (m_snapshot.allocatorSettings)
            writeSettings(*m_snapshot.allocatorSettings);
        m_p.str("external_annotations").beginList();
        for (const SnapshotAnnotation& annotation : m_snapshot.externalAnnotations) {
            m_p.beginDict();
            m_p.field("stage", m_snapshot.text(annotation.stage)).field("name", m_snapshot.text(annotation.name));
            m_p.field("device", annotation.device).field("time_us", annotation.timeUs);
            m_p.endDict();
        }
        m_p.endList();
        m_p.endDict();
        return m_p.stop();
    }

    void boolean(bool value) { m_p.op(value ? 0x88 : 0x89); }
    void floating(double value)
    {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &value, sizeof bits);
        m_p.op(0x47);
        for (int i = 7; i >= 0; --i)
            m_p.op(static_cast<std::uint8_t>((bits >> (8 * i)) & 0xff));
    }
    void frames(std::uint32_t stack)
    {
        m_p.beginList();
        if (stack != 0)
            for (const std::uint32_t index : m_snapshot.frames.stack(stack)) {
                const SnapshotFrame& frame = m_snapshot.frames.frame(index);
                m_p.beginDict().field("filename", m_snapshot.text(frame.filename));
                m_p.str("line").unsignedInteger(frame.line);
                m_p.field("name", m_snapshot.text(frame.name)).endDict();
            }
        m_p.endList();
    }
    void writeSegment(const SnapshotSegment& segment)
    {
        m_p.beginDict();
        m_p.field("device", segment.device);
        m_p.str("address").unsignedInteger(segment.address);
        m_p.str("total_size").unsignedInteger(segment.totalSize);
        m_p.str("allocated_size").unsignedInteger(segment.allocatedSize);
        m_p.str("active_size").unsignedInteger(segment.activeSize);
        m_p.str("requested_size").unsignedInteger(segment.requestedSize);
        m_p.str("stream").unsignedInteger(segment.stream);
        m_p.field("segment_type", segment.type == SegmentType::Small ? "small" : "large");
        m_p.str("segment_pool_id").beginList().integer(segment.poolId[0]).integer(segment.poolId[1]).endList();
        m_p.str("is_expandable");
        boolean(segment.isExpandable);
        m_p.str("frames");
        frames(segment.frames);
        m_p.str("blocks").beginList();
        for (const SnapshotBlock& block : segment.blocks) {
            m_p.beginDict();
            m_p.str("address").unsignedInteger(block.address);
            m_p.str("size").unsignedInteger(block.size);
            m_p.str("requested_size").unsignedInteger(block.requestedSize);
            m_p.field("state", snapshotBlockStateName(block.state));
            m_p.str("frames");
            frames(block.frames);
            m_p.endDict();
        }
        m_p.endList();
        m_p.endDict();
    }
    void writeEvent(const SnapshotTraceEvent& event)
    {
        m_p.beginDict();
        m_p.field("action", traceActionName(event.action));
        m_p.str(event.action == TraceAction::Oom ? "device_free" : "addr").unsignedInteger(event.address);
        m_p.str("size").unsignedInteger(event.size);
        m_p.str("stream").unsignedInteger(event.stream);
        if (event.hasTime)
            m_p.field("time_us", event.timeUs);
        m_p.str("frames");
        frames(event.frames);
        m_p.endDict();
    }
    void writeSettings(const SnapshotAllocatorSettings& settings)
    {
        m_p.str("allocator_settings").beginDict();
        if (settings.allocConf)
            m_p.field("PYTORCH_CUDA_ALLOC_CONF", *settings.allocConf);
        if (settings.maxSplitSize)
            m_p.field("max_split_size", *settings.maxSplitSize);
        if (settings.garbageCollectionThreshold) {
            m_p.str("garbage_collection_threshold");
            floating(*settings.garbageCollectionThreshold);
        }
        if (settings.expandableSegments) {
            m_p.str("expandable_segments");
            boolean(*settings.expandableSegments);
        }
        m_p.str("roundup_power2_divisions").beginDict();
        for (const auto& [interval, divisions] : settings.roundupPower2Divisions)
            m_p.field(interval, divisions);
        m_p.endDict();
        m_p.endDict();
    }

    const MemorySnapshot& m_snapshot;
    PickleBuilder m_p;
};

inline std::string snapshotPickle(const MemorySnapshot& snapshot)
{
    return SnapshotPickleWriter::write(snapshot);
}

inline void writeSnapshotFile(const std::string& path, const MemorySnapshot& snapshot)
{
    std::ofstream(path, std::ios::binary) << snapshotPickle(snapshot);
}

} // namespace gml::test
