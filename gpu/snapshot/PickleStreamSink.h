#pragma once

#include "snapshot/PickleValue.h"

#include <cstddef>
#include <cstdint>
#include <span>

namespace gml {

// Takes the items of chosen lists while a pickle is read, so that a long list's items need not all be held
// as parsed values at once: PickleReader hands each batch of items (one MARK ... APPENDS) to the sink and
// then releases the values the batch made (PickleDocument::rewind). Values that the memo still names are
// kept: plain values are copied, and a container the sink took as a frame or a stack is replaced by a
// Streamed node standing for it. The sink throws LoadFailure for anything it cannot take; the loader then
// reads the file again without a sink, so what a file loads as, or fails with, never depends on the sink.
class PickleStreamSink
{
public:
    virtual ~PickleStreamSink() = default;

    // Whether the items of the list just made (`list`, not yet pushed onto `stack`) are to be streamed.
    virtual bool streamsItemsOf(PickleRef list, std::span<const PickleRef> stack,
                                std::span<const std::size_t> marks) = 0;
    // A batch begins: values with references from `firstReleased` on are released at its end.
    virtual void beginBatch(PickleRef firstReleased) = 0;
    // Takes one item added to a streamed list; the list then holds, in its place, the TraceEvent stand-in of
    // the item's depth.
    virtual void take(PickleRef list, PickleRef item) = 0;
    // What a container made during the batch was taken as; false when it was not taken.
    virtual bool takenAs(PickleRef container, StreamedKind& kind, std::uint32_t& id) const = 0;
    // The batch's values are released: references to them mean other values from now on.
    virtual void endBatch() = 0;
};

} // namespace gml
