#pragma once

#include "snapshot/FlatIndexMap.h"
#include "snapshot/LoadControl.h"
#include "snapshot/MemorySnapshot.h"
#include "snapshot/PickleDocument.h"
#include "snapshot/RecordFields.h"
#include "snapshot/ReleasedValueIds.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gml {

class SnapshotTraceStream;

// Turns the parsed values of a snapshot pickle into a MemorySnapshot, walking them once in file order.
// Every field is checked for presence and type; a failure names the field and where it is
// ("segments[12].blocks[3].size: expected a number of bytes (...), found a str ('x')"). Fields it does not
// know are ignored. A bare list of segments (what pickle.dump(torch.cuda.memory_snapshot()) writes) is a
// snapshot without a trace.
class SnapshotModelBuilder
{
public:
    SnapshotModelBuilder(const PickleDocument& document, const LoadControl& control);

    // Throws LoadFailure.
    MemorySnapshot build();

    // The streamed build (SnapshotTraceStream takes trace events as the file is read, then build() takes the
    // rest from the document; SnapshotTraceStream::internKeys runs before the builder is made).
    void streamFrom(SnapshotTraceStream& stream) { m_stream = &stream; }
    // The streamed build reads the dump's segments as soon as the trace begins (they come before it in the
    // file, and the trace is most of a large file), and calls LoadControl::segmentsRead then; build() reads
    // them again only if the root's 'segments' turns out to be another value.
    void buildSegmentsBeforeTraces(PickleRef segments);
    // One event dict of a streamed trace, read and checked as build() reads one.
    void readStreamedEvent(PickleRef item, SnapshotTraceEvent& event) { readEvent(requireDict(item, nullptr), event); }
    // Values from `first` on are released when their batch ends: they are remembered for the batch alone.
    void beginReleasable(PickleRef first) { m_released.begin(first); }
    void endReleasable();
    // What a container made in the batch was read as (a frame or a stack); false when it was not.
    bool takenAs(PickleRef container, StreamedKind& kind, std::uint32_t& id) const
    {
        return m_released.find(container, kind, id);
    }

private:
    // One step of the path to the value being read: a dict key, or a list index when key is null.
    struct PathStep
    {
        const char* key;
        std::uint64_t index;
    };
    class PathScope;

    void buildBareSegmentList(PickleRef list);
    void buildSegments(PickleRef list);
    void buildSegment(PickleRef dict);
    void buildBlocks(PickleRef list, SnapshotSegment& segment);
    // PyTorch 2.0's block 'history': its first entry's stack and, when the block has no requested_size, its
    // real_size (what memory_viz reads).
    void readBlockHistory(PickleRef history, SnapshotBlock& block, bool takeRequestedSize);
    void buildTraces(PickleRef list);
    void buildEvent(PickleRef dict, TraceEvents& trace);
    void readEvent(PickleRef dict, SnapshotTraceEvent& event);
    // How many of a device's `count` events come before the LoadControl's window of the last N events.
    std::uint64_t eventsSkipped(std::uint64_t count) const;
    std::optional<std::int64_t> timeOf(PickleRef eventDict); // its time_us, if it has one
    void buildSettings(PickleRef dict);
    void buildAnnotations(PickleRef list);

    std::uint32_t stackOf(PickleRef value, const char* field);
    // remember: keep the dict's frame for the next time the dict is met (short stacks do not: their dicts
    // are mostly an event's own, met once, and decoding one costs about what finding it would).
    std::uint32_t frameOf(PickleRef dict, bool remember = true);
    std::uint32_t releasedStackOf(PickleRef list, const char* field);

    // Field readers: `value` is kNoPickleRef when the key was absent.
    PickleRef require(PickleRef value, const char* field) const;
    PickleRef requireDict(PickleRef value, const char* field) const;
    PickleRef requireList(PickleRef value, const char* field) const; // list or tuple
    // Integers, typed as PyTorch writes each field; `expected` says what the field holds, for the message.
    std::uint64_t toBytes(PickleRef value, const char* field) const; // sizes: 0 to 2^64 - 1
    std::uint64_t toBits64(PickleRef value, const char* field, const char* expected) const; // signed or not
    std::int64_t toSigned(PickleRef value, const char* field, const char* expected) const;
    int toDevice(PickleRef value, const char* field) const;
    std::uint64_t toLine(PickleRef value, const char* field) const; // never fails for an integer
    std::int64_t toMaxSplitSize(PickleRef value, const char* field) const;
    double toDouble(PickleRef value, const char* field) const;
    bool toBool(PickleRef value, const char* field) const;
    std::uint32_t toText(PickleRef value, const char* field); // model string id
    std::uint32_t modelString(std::uint32_t pickleStringId);

    template <typename F> void forEachElement(PickleRef list, F&& f) const
    {
        std::uint64_t index = 0;
        m_document.forEachRun(list, [&](const PickleRef* data, std::uint32_t count) {
            for (std::uint32_t i = 0; i < count; ++i)
                f(index++, data[i]);
        });
    }

    [[noreturn]] void fail(const char* field, const std::string& problem) const;
    std::string describe(PickleRef value) const;
    void checkCancelled();

    const PickleDocument& m_document;
    const LoadControl& m_control;
    MemorySnapshot m_snapshot;
    std::vector<PathStep> m_path;
    std::uint64_t m_recordsSinceCheck = 0;

    RecordFields m_rootFields, m_segmentFields, m_blockFields, m_eventFields, m_frameFields, m_settingsFields,
        m_annotationFields, m_historyFields;

    std::vector<std::uint32_t> m_modelStringOf; // pickle string id -> model string id (or none yet)
    std::vector<std::int8_t> m_actionOf;        // pickle string id -> TraceAction, -1 unknown, -2 not seen
    // Stacks are first interned as sequences of frame references: real files share frame dicts through the
    // memo, so most events repeat a sequence already seen and need no frame to be decoded again.
    // Short stacks skip that step: decoding a frame or two costs no more than interning their references, and
    // in files where every event has frames of its own the interned sequences only took memory.
    static constexpr std::size_t kShortStack = 4;
    FrameTable m_referenceStacks;
    std::vector<std::uint32_t> m_stackOfReferenceStack;
    struct RefHash
    {
        std::size_t operator()(PickleRef ref) const { return mixBits(ref); }
    };
    FlatIndexMap<PickleRef, RefHash> m_frameOfDict; // frame dict -> frame index
    // Frame lists shared between events (fetched from the memo) are one value: their stack is found by the
    // list's reference alone, without hashing its frames again.
    FlatIndexMap<PickleRef, RefHash> m_stackOfList;
    std::vector<std::uint32_t> m_scratch;

    SnapshotTraceStream* m_stream = nullptr;
    PickleRef m_segmentsBuiltFrom = kNoPickleRef; // the list buildSegmentsBeforeTraces read
    std::uint64_t m_segmentsBuiltCount = 0;      // and its length then
    ReleasedValueIds m_released; // the frame lists and frame dicts of the streamed batch being read
    std::vector<std::uint32_t> m_frameScratch;
};

} // namespace gml
