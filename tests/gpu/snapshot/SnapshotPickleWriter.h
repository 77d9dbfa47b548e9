#pragma once
// Writes a MemorySnapshot built in code as the pickle torch.cuda.memory._dump_snapshot() would have written,
// so that the command line can be tested on traces the real fixtures lack (an out-of-memory on a second GPU,
// private pools).
#include "PickleTestSupport.h"
#include "snapshot/MemorySnapshot.h"

#include <fstream>
#include <string>

namespace gml::test {

inline void writeStackPickle(PickleBuilder& p, const MemorySnapshot& snapshot, std::uint32_t stack)
{
    p.str("frames").beginList();
    for (const std::uint32_t index : snapshot.frames.stack(stack)) {
        const SnapshotFrame& frame = snapshot.frames.frame(index);
        p.beginDict()
            .field("filename", snapshot.text(frame.filename))
            .field("name", snapshot.text(frame.name))
            .str("line")
            .integer(frame.hasLine() ? static_cast<std::int64_t>(frame.line) : 0)
            .endDict();
    }
    p.endList();
}

inline std::string snapshotPickle(const MemorySnapshot& snapshot)
{
    PickleBuilder p;
    p.beginDict().str("segments").beginList();
    for (const SnapshotSegment& segment : snapshot.segments) {
        p.beginDict()
            .field("device", segment.device)
            .field("address", segment.address)
            .field("total_size", segment.totalSize)
            .field("allocated_size", segment.allocatedSize)
            .field("active_size", segment.activeSize)
            .field("requested_size", segment.requestedSize)
            .field("stream", segment.stream)
            .field("segment_type", segment.type == SegmentType::Small ? "small" : "large");
        p.str("segment_pool_id").integer(segment.poolId[0]).integer(segment.poolId[1]).op(0x86);
        p.str("is_expandable").op(segment.isExpandable ? 0x88 : 0x89);
        writeStackPickle(p, snapshot, segment.frames);
        p.str("blocks").beginList();
        for (const SnapshotBlock& block : segment.blocks) {
            p.beginDict()
                .field("address", block.address)
                .field("size", block.size)
                .field("requested_size", block.requestedSize)
                .field("state", snapshotBlockStateName(block.state));
            writeStackPickle(p, snapshot, block.frames);
            p.endDict();
        }
        p.endList().endDict();
    }
    p.endList().str("device_traces").beginList();
    for (const TraceEvents& trace : snapshot.deviceTraces) {
        p.beginList();
        std::int64_t time = 1000;
        for (const SnapshotTraceEvent& event : trace) {
            p.beginDict().field("action", traceActionName(event.action));
            p.str(event.action == TraceAction::Oom ? "device_free" : "addr").unsignedInteger(event.address);
            p.field("size", event.size).field("stream", event.stream).field("time_us", time++);
            writeStackPickle(p, snapshot, event.frames);
            p.endDict();
        }
        p.endList();
    }
    p.endList();
    if (snapshot.allocatorSettings) {
        const SnapshotAllocatorSettings& settings = *snapshot.allocatorSettings;
        p.str("allocator_settings").beginDict();
        if (settings.allocConf)
            p.field("PYTORCH_CUDA_ALLOC_CONF", *settings.allocConf);
        if (settings.maxSplitSize)
            p.str("max_split_size").integer(*settings.maxSplitSize);
        if (settings.expandableSegments)
            p.str("expandable_segments").op(*settings.expandableSegments ? 0x88 : 0x89);
        p.endDict();
    }
    p.endDict();
    return p.stop();
}

inline void writeSnapshotFile(const std::string& path, const MemorySnapshot& snapshot)
{
    std::ofstream(path, std::ios::binary) << snapshotPickle(snapshot);
}

} // namespace gml::test
