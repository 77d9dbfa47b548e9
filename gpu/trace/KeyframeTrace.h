#pragma once

#include "trace/FoldedSlotIndex.h"
#include "util/HugePageMemory.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace gml {

namespace detail {

// Storage for a trace's event chunks. A long trace writes tens of megabytes once, front to back, so chunks
// after a trace's first come from huge-page memory (see HugePageMemory.h: one fault per 2 MiB instead of per
// 4 KiB). The first chunk stays ordinary memory, so the many short traces of lessons and tests do not each
// take a huge page.
template <typename T> class TraceChunkAllocator
{
public:
    using value_type = T;

    explicit TraceChunkAllocator(bool hugePages = false) : m_hugePages(hugePages) {}
    template <typename U>
    TraceChunkAllocator(const TraceChunkAllocator<U>& other) : m_hugePages(other.hugePages())
    {
    }

    bool hugePages() const { return m_hugePages; }

    T* allocate(std::size_t n)
    {
        if (m_hugePages)
            return static_cast<T*>(huge_page_memory::allocate(n * sizeof(T)));
        return std::allocator<T>{}.allocate(n);
    }

    void deallocate(T* pointer, std::size_t n)
    {
        if (m_hugePages)
            huge_page_memory::release(pointer, n * sizeof(T));
        else
            std::allocator<T>{}.deallocate(pointer, n);
    }

    friend bool operator==(const TraceChunkAllocator& a, const TraceChunkAllocator& b)
    {
        return a.m_hugePages == b.m_hugePages;
    }

private:
    bool m_hugePages;
};

} // namespace detail

// How a KeyframeTrace keeps its events: as they are, unless the event type has a compact form (see
// AllocatorEventCodec). A codec has `Stored encode(const Event&)` (it may keep what does not fit) and
// `decode(const Stored&) const`, returning the event or a reference to it, and `clear()`.
//
// A codec may also fold an event into the slot before it: `bool fold(Stored& last, const Event& next)`
// writes `next` into `last` and returns true when it fits there, and `decode(stored, folded, part)` then
// gives either event of a folded slot. The trace keeps a FoldedSlotIndex to find event i.
template <typename Event> struct IdentityEventCodec
{
    using Stored = Event;
    const Event& encode(const Event& event) { return event; }
    const Event& decode(const Event& stored) const { return stored; }
    void clear() {}
};

// An ordered list of events with a keyframe of the full state every few thousand events, so that the state
// after any number of events is one keyframe copy plus a short replay. Engines share it: the allocator now,
// the paged KV cache and the checkpoint executor later. State must be a value type with
// `bool apply(const Event&)` (applies one event as the engine did) and a default constructor (the state
// before the first event).
//
// A keyframe is a State, unless the engine keeps it in a form of its own that is cheaper to write (see
// AllocatorKeyframe): then Keyframe has `State toState() const` and a default constructor (the empty state).
//
// The engine appends events as it acts and offers a keyframe whenever its own state is consistent (between
// two calls): offerKeyframe takes one when at least interval() events have passed since the last. Keyframes
// therefore sit at call boundaries, never halfway through an allocation.
template <typename Event, typename State, typename Codec = IdentityEventCodec<Event>,
          typename Keyframe = State>
class KeyframeTrace
{
    using Stored = typename Codec::Stored;
    static constexpr bool kFolds = requires(Codec & codec, Stored& last, const Event& next)
    {
        {
            codec.fold(last, next)
            } -> std::same_as<bool>;
    };
    struct NoIndex
    {
    };

public:
    static constexpr std::size_t kDefaultInterval = 8192;
    static constexpr std::size_t kEventsPerBlock = 4;

    explicit KeyframeTrace(std::size_t interval = kDefaultInterval)
        : m_interval(std::max<std::size_t>(interval, 1)), m_gap(m_interval)
    {
        m_keyframes.push_back({0, Keyframe{}});
    }

    void append(const Event& event)
    {
        if constexpr (kFolds) {
            if (appendIntoLast(
                    [&event](const Codec& codec, Stored& last) { return codec.fold(last, event); }))
                return;
            m_index.addSlot();
        }
        // Fixed-size chunks: appending never copies the events already there, and a million-event trace
        // does not need one contiguous block.
        if (m_chunks.empty() || m_chunks.back().size() == kChunk) {
            m_chunks.emplace_back(detail::TraceChunkAllocator<Stored>(!m_chunks.empty()));
            m_chunks.back().reserve(kChunk);
        }
        m_chunks.back().push_back(m_codec.encode(event));
        ++m_size;
    }

    // Appends an event that the engine knows belongs in the last slot (a codec's fold would accept it), by
    // `foldInto(const Codec&, Stored& last)`, which writes it there from what the engine passes it, or
    // returns false, changing nothing, when it does not fit. The engine then need not build the whole event
    // for fold() to compare. Returns whether it was appended; if not, the engine appends the event.
    template <typename FoldInto> bool appendIntoLast(FoldInto&& foldInto)
    {
        static_assert(kFolds, "only a codec that folds has a slot to append into");
        if (m_chunks.empty() || !foldInto(std::as_const(m_codec), m_chunks.back().back()))
            return false;
        m_index.foldIntoLast();
        ++m_size;
        return true;
    }

    bool wantsKeyframe() const { return m_size - m_keyframes.back().first >= m_gap; }

    // `current()` must return the state after every event appended so far, as a Keyframe.
    template <typename MakeKeyframe> void offerKeyframe(MakeKeyframe&& current)
    {
        if (!wantsKeyframe())
            return;
        m_keyframes.push_back({m_size, current()});
        // A keyframe copies the whole state, and a seek copies one back before replaying from it. For
        // states that can say how many blocks they hold, the next keyframe therefore waits for at least
        // kEventsPerBlock events per block as well as interval(): keyframes then cost a bounded share of
        // the recording (a few thousand blocks copied every 8192 events was 7% of the allocator's time),
        // and a seek stays proportional to the state it returns.
        m_gap = m_interval;
        if constexpr (requires(const Keyframe& keyframe) { keyframe.blockCount(); })
            m_gap = std::max(m_interval, kEventsPerBlock * m_keyframes.back().second.blockCount());
    }

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    // The event itself (IdentityEventCodec) or a decoded copy.
    decltype(auto) operator[](std::size_t index) const
    {
        if constexpr (kFolds) {
            const FoldedSlotIndex::Position at = m_index.locate(index);
            return m_codec.decode(slot(at.slot), at.folded, at.part);
        } else {
            return m_codec.decode(slot(index));
        }
    }
    // Slots the events take (fewer than size() when the codec folds).
    std::size_t slotCount() const
    {
        if constexpr (kFolds)
            return m_index.slotCount();
        else
            return m_size;
    }
    std::size_t interval() const { return m_interval; }
    std::size_t keyframeCount() const { return m_keyframes.size(); }

    // The state after the first `eventCount` events (0: the empty state; size(): the latest).
    State stateAt(std::size_t eventCount) const
    {
        eventCount = std::min(eventCount, m_size);
        const auto keyframe = keyframeAtOrBefore(eventCount);
        State state = toState(keyframe->second);
        for (std::size_t i = keyframe->first; i < eventCount; ++i) {
            [[maybe_unused]] const bool applied = state.apply((*this)[i]);
            assert(applied);
        }
        return state;
    }

    // Where the keyframe that stateAt(eventCount) starts from sits: stateAt replays the events from there.
    std::size_t keyframePositionFor(std::size_t eventCount) const
    {
        return keyframeAtOrBefore(std::min(eventCount, m_size))->first;
    }

    void clear()
    {
        m_chunks.clear();
        m_codec.clear();
        if constexpr (kFolds)
            m_index.clear();
        m_size = 0;
        m_keyframes.resize(1);
        m_gap = m_interval;
    }

private:
    // Events per chunk: as many as fill a huge page's 2 MiB, a power of two so that indexing is shifts.
    static constexpr std::size_t kChunk = std::bit_floor(huge_page_memory::kHugePage / sizeof(Stored));

    const Stored& slot(std::size_t index) const { return m_chunks[index / kChunk][index % kChunk]; }
    auto keyframeAtOrBefore(std::size_t eventCount) const
    {
        auto keyframe =
            std::upper_bound(m_keyframes.begin(), m_keyframes.end(), eventCount,
                             [](std::size_t count, const auto& entry) { return count < entry.first; });
        return --keyframe; // the first keyframe is at 0, so there is always one at or before eventCount
    }
    static State toState(const Keyframe& keyframe)
    {
        if constexpr (std::is_same_v<Keyframe, State>)
            return keyframe;
        else
            return keyframe.toState();
    }

    std::size_t m_interval;
    std::size_t m_gap; // events from the last keyframe to the next: interval, or more for a large state
    Codec m_codec;
    std::vector<std::vector<Stored, detail::TraceChunkAllocator<Stored>>> m_chunks;
    [[no_unique_address]] std::conditional_t<kFolds, FoldedSlotIndex, NoIndex> m_index;
    std::size_t m_size = 0;                                    // events appended
    std::vector<std::pair<std::size_t, Keyframe>> m_keyframes; // (events before it, state), ascending
};

} // namespace gml
