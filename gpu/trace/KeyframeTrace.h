#pragma once

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <utility>
#include <vector>

namespace gml {

// An ordered list of events with a keyframe of the full state every few thousand events, so that the state
// after any number of events is one keyframe copy plus a short replay. Engines share it: the allocator now,
// the paged KV cache and the checkpoint executor later. State must be a value type with
// `bool apply(const Event&)` (applies one event as the engine did) and a default constructor (the state
// before the first event).
//
// The engine appends events as it acts and offers a keyframe whenever its own state is consistent (between
// two calls): offerKeyframe takes one when at least interval() events have passed since the last. Keyframes
// therefore sit at call boundaries, never halfway through an allocation.
template <typename Event, typename State> class KeyframeTrace
{
public:
    static constexpr std::size_t kDefaultInterval = 8192;

    explicit KeyframeTrace(std::size_t interval = kDefaultInterval) : m_interval(std::max<std::size_t>(interval, 1))
    {
        m_keyframes.push_back({0, State{}});
    }

    void append(const Event& event)
    {
        // Fixed-size chunks: appending never copies the events already there, and a million-event trace
        // does not need one contiguous block.
        if (m_size % kChunk == 0) {
            m_chunks.emplace_back();
            m_chunks.back().reserve(kChunk);
        }
        m_chunks.back().push_back(event);
        ++m_size;
    }

    bool wantsKeyframe() const { return m_size - m_keyframes.back().first >= m_interval; }

    // `current` must equal the state after every event appended so far.
    template <typename MakeState> void offerKeyframe(MakeState&& current)
    {
        if (wantsKeyframe())
            m_keyframes.push_back({m_size, current()});
    }

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Event& operator[](std::size_t index) const { return m_chunks[index / kChunk][index % kChunk]; }
    std::size_t interval() const { return m_interval; }
    std::size_t keyframeCount() const { return m_keyframes.size(); }

    // The state after the first `eventCount` events (0: the empty state; size(): the latest).
    State stateAt(std::size_t eventCount) const
    {
        eventCount = std::min(eventCount, m_size);
        auto keyframe = std::upper_bound(m_keyframes.begin(), m_keyframes.end(), eventCount,
                                         [](std::size_t count, const auto& entry) { return count < entry.first; });
        --keyframe; // the first keyframe is at 0, so there is always one at or before eventCount
        State state = keyframe->second;
        for (std::size_t i = keyframe->first; i < eventCount; ++i) {
            [[maybe_unused]] const bool applied = state.apply((*this)[i]);
            assert(applied);
        }
        return state;
    }

    void clear()
    {
        m_chunks.clear();
        m_size = 0;
        m_keyframes.resize(1);
    }

private:
    static constexpr std::size_t kChunk = 1 << 14;

    std::size_t m_interval;
    std::vector<std::vector<Event>> m_chunks;
    std::size_t m_size = 0;
    std::vector<std::pair<std::size_t, State>> m_keyframes; // (events before it, state), ascending
};

} // namespace gml
