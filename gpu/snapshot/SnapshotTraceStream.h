#pragma once

#include "snapshot/PickleDocument.h"
#include "snapshot/PickleStreamSink.h"
#include "snapshot/StreamedTrace.h"
#include "snapshot/TraceWindow.h"

#include <cstddef>
#include <memory>
#include <span>
#include <utility>
#include <vector>

namespace gml {

class SnapshotModelBuilder;

// The streamed build of a snapshot's device traces: while PickleReader reads the file, each device's events
// go into the model as they arrive (through the model builder, with its checks), and the reader releases
// their parsed values batch by batch, so that the parsed form of the whole trace never coexists with the
// model. What is streamed: the items of the lists under the root dict's 'device_traces', found from the
// pickle stack as pickle.dump writes a snapshot; anything else stays in the document for build().
class SnapshotTraceStream : public PickleStreamSink
{
public:
    SnapshotTraceStream(const PickleDocument& document, SnapshotModelBuilder& builder, const TraceWindow& window);

    // Interns the keys the model builder reads into the document to be read, before it is read (and before the
    // builder is made), so that the builder knows their string ids whatever order they come in.
    static void internKeys(PickleDocument& document);

    bool streamsItemsOf(PickleRef list, std::span<const PickleRef> stack,
                        std::span<const std::size_t> marks) override;
    void beginBatch(PickleRef firstReleased) override;
    void take(PickleRef list, PickleRef item) override;
    bool takenAs(PickleRef container, StreamedKind& kind, std::uint32_t& id) const override;
    void endBatch() override;

    // The events taken for a streamed list; null for a list that was not streamed.
    StreamedTrace* traceOf(PickleRef list);
    // Moves the events taken for `list`, device `device`'s trace, into `trace`, and records the events a
    // window left out before them in `windows` (as the model builder records the ones it skips); false when
    // the list was not streamed. Throws LoadFailure unless every item of the list is an event's stand-in,
    // each taken once.
    bool takeTrace(PickleRef list, int device, TraceEvents& trace,
                   std::vector<TraceWindowRecord>& windows);

private:
    bool isString(PickleRef ref, std::string_view text) const;

    const PickleDocument& m_document;
    SnapshotModelBuilder& m_builder;
    TraceWindow m_window;
    PickleRef m_deviceTraces = kNoPickleRef;
    std::vector<std::pair<PickleRef, std::unique_ptr<StreamedTrace>>> m_traces; // one per device
    StreamedTrace* m_last = nullptr; // the trace of the list taken into last
    PickleRef m_lastList = kNoPickleRef;
};

} // namespace gml
