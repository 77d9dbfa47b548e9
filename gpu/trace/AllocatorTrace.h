#pragma once

#include "trace/AllocatorEvent.h"
#include "trace/AllocatorEventCodec.h"
#include "trace/AllocatorKeyframe.h"
#include "trace/AllocatorState.h"
#include "trace/KeyframeTrace.h"
#include "trace/OutOfMemoryMessage.h"

#include <string>
#include <vector>

namespace gml {

// Everything a caching allocator did, in order, with keyframes: what the player seeks in and the views
// paint. stateAt(n) is the state after the first n events; explain(i) says why event i happened.
class AllocatorTrace
{
public:
    explicit AllocatorTrace(
        std::size_t keyframeInterval = KeyframeTrace<AllocatorEvent, AllocatorState>::kDefaultInterval)
        : m_trace(keyframeInterval)
    {
    }

    void append(const AllocatorEvent& event) { m_trace.append(event); }
    // Appends the free_completed of a free that completes at once, whose free_requested was the last event
    // appended, given by what it adds to the request: its flags and the merged size (the fast path of
    // every such free). Returns false, appending nothing, when it cannot share the request's slot: the
    // caller then appends the whole event.
    bool appendCompletionOfLast(std::uint8_t flags, std::uint64_t mergedSize)
    {
        return m_trace.appendIntoLast(
            [&](const AllocatorEventCodec& codec, AllocatorEventCodec::Stored& last) {
                return codec.foldCompletion(last, flags, mergedSize);
            });
    }
    // `current()` returns the allocator's state now, as an AllocatorKeyframe.
    template <typename MakeKeyframe> void offerKeyframe(MakeKeyframe&& current)
    {
        m_trace.offerKeyframe(current);
    }

    // What events cannot hold in their fields lives beside them, and an event refers to it by index (its
    // `count`): an error's message (the engine's English, for the command line), an out-of-memory event's
    // figures (from which each reader writes PyTorch's message in its own words).
    std::uint32_t addMessage(std::string message);
    const std::string& message(std::uint32_t index) const { return m_messages.at(index); }
    std::uint32_t addOutOfMemory(const OutOfMemoryMessage& facts);
    const OutOfMemoryMessage& outOfMemory(std::uint32_t index) const { return m_outOfMemory.at(index); }

    std::size_t size() const { return m_trace.size(); }
    bool empty() const { return m_trace.empty(); }
    // A copy: events are kept packed (AllocatorEventCodec).
    AllocatorEvent operator[](std::size_t index) const { return m_trace[index]; }
    std::size_t keyframeCount() const { return m_trace.keyframeCount(); }
    // 32-byte slots the events take: fewer than size(), as a free that completes at once shares its slot.
    std::size_t slotCount() const { return m_trace.slotCount(); }
    std::size_t keyframeInterval() const { return m_trace.interval(); }

    AllocatorState stateAt(std::size_t eventCount) const { return m_trace.stateAt(eventCount); }
    // Where the keyframe stateAt(eventCount) replays from sits (what keeps a seek short).
    std::size_t keyframePositionFor(std::size_t eventCount) const { return m_trace.keyframePositionFor(eventCount); }

    // Why event `index` happened, in English for the command line: "reused a cached 3 MiB block in segment 4
    // and split off 1.5 MiB, which stays cached". The application writes its own sentences from the event.
    std::string explain(std::size_t index) const;

    void clear();

private:
    KeyframeTrace<AllocatorEvent, AllocatorState, AllocatorEventCodec, AllocatorKeyframe> m_trace;
    std::vector<std::string> m_messages;
    std::vector<OutOfMemoryMessage> m_outOfMemory;
};

} // namespace gml
