#include "snapshot/SnapshotTraceStream.h"

#include "snapshot/LoadFailure.h"
#include "snapshot/SnapshotModelBuilder.h"
#include "snapshot/SnapshotRecordKeys.h"

namespace gml {

SnapshotTraceStream::SnapshotTraceStream(const PickleDocument& document, SnapshotModelBuilder& builder,
                                         const TraceWindow& window)
    : m_document(document), m_builder(builder), m_window(window)
{
}

void SnapshotTraceStream::internKeys(PickleDocument& document)
{
    using namespace snapshot_keys;
    for (const auto names : {std::span<const char* const>(kRootNames), std::span<const char* const>(kSegmentNames),
                             std::span<const char* const>(kBlockNames), std::span<const char* const>(kEventNames),
                             std::span<const char* const>(kFrameNames), std::span<const char* const>(kSettingsNames),
                             std::span<const char* const>(kAnnotationNames), std::span<const char* const>(kHistoryNames)})
        for (const char* name : names)
            document.internText(name);
}

bool SnapshotTraceStream::isString(PickleRef ref, std::string_view text) const
{
    return !PickleDocument::isImmediate(ref) && m_document.type(ref) == PickleType::String
        && m_document.text(ref) == text;
}

bool SnapshotTraceStream::streamsItemsOf(PickleRef list, std::span<const PickleRef> stack,
                                         std::span<const std::size_t> marks)
{
    // pickle.dump writes the root dict's items after one MARK: [root, MARK, key, value, ..., 'device_traces']
    // when the list of device traces is made.
    if (m_deviceTraces == kNoPickleRef) {
        if (marks.size() == 1 && marks[0] == 1 && stack.size() >= 2 && stack.size() % 2 == 0
            && m_document.type(stack[0]) == PickleType::Dict && isString(stack.back(), "device_traces")) {
            m_deviceTraces = list;
            // The segments, a key and value before it (the last such pair: a dict keeps its last), are whole:
            // the model can have them now, and a window draw the memory at dump time while the trace loads.
            PickleRef segments = kNoPickleRef;
            for (std::size_t key = 1; key + 2 < stack.size(); key += 2)
                if (isString(stack[key], "segments"))
                    segments = stack[key + 1];
            if (segments != kNoPickleRef)
                m_builder.buildSegmentsBeforeTraces(segments);
        }
        return false;
    }
    // A device's trace: an item of that list, made on top of it (a single device: pickle's APPEND) or after
    // its MARK, past the traces of the devices before it.
    if (stack.empty())
        return false;
    bool isTrace = stack.back() == m_deviceTraces;
    if (!isTrace && !marks.empty() && marks.back() >= 1 && marks.back() <= stack.size()
        && stack[marks.back() - 1] == m_deviceTraces) {
        isTrace = true;
        for (std::size_t i = marks.back(); i < stack.size(); ++i)
            isTrace = isTrace && traceOf(stack[i]) != nullptr;
    }
    if (isTrace)
        m_traces.emplace_back(list, std::make_unique<StreamedTrace>(m_window));
    return isTrace;
}

void SnapshotTraceStream::beginBatch(PickleRef firstReleased)
{
    m_builder.beginReleasable(firstReleased);
}

void SnapshotTraceStream::take(PickleRef list, PickleRef item)
{
    if (list != m_lastList) {
        m_last = traceOf(list);
        m_lastList = list;
    }
    SnapshotTraceEvent event;
    m_builder.readStreamedEvent(item, event);
    m_last->add(event);
}

bool SnapshotTraceStream::takenAs(PickleRef container, StreamedKind& kind, std::uint32_t& id) const
{
    return m_builder.takenAs(container, kind, id);
}

void SnapshotTraceStream::endBatch()
{
    m_builder.endReleasable();
}

StreamedTrace* SnapshotTraceStream::traceOf(PickleRef list)
{
    for (auto& [streamedList, trace] : m_traces)
        if (streamedList == list)
            return trace.get();
    return nullptr;
}

bool SnapshotTraceStream::takeTrace(PickleRef list, int device, TraceEvents& trace,
                                    std::vector<TraceWindowRecord>& windows)
{
    StreamedTrace* streamed = traceOf(list);
    if (!streamed)
        return false;
    // Anything else (a list named twice, an item put there another way) fails, and the loader reads the file
    // again without streaming.
    std::uint64_t standIns = 0;
    m_document.forEachRun(list, [&](const PickleRef* data, std::uint32_t count) {
        for (std::uint32_t i = 0; i < count; ++i)
            standIns += m_document.isStreamed(data[i], StreamedKind::TraceEvent) ? 1 : 0;
    });
    if (standIns != m_document.size(list) || standIns != streamed->taken())
        throw LoadFailure("the streamed events do not match their list");
    LeftOutEvents skipped;
    trace = streamed->takeEvents(skipped);
    if (skipped.count > 0) {
        TraceWindowRecord& record = windows.emplace_back();
        record.device = device;
        record.totalEvents = streamed->taken();
        record.firstKept = skipped.count;
        record.keptEvents = trace.size();
        record.before = skipped;
    }
    return true;
}

} // namespace gml
