#include "snapshot/SnapshotTraceStream.h"

#include "snapshot/SnapshotModelBuilder.h"

namespace gml {

SnapshotTraceStream::SnapshotTraceStream(const PickleDocument& document, SnapshotModelBuilder& builder,
                                         const TraceWindow& window)
    : m_document(document), m_builder(builder), m_window(window)
{
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
            && m_document.type(stack[0]) == PickleType::Dict && isString(stack.back(), "device_traces"))
            m_deviceTraces = list;
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

} // namespace gml
