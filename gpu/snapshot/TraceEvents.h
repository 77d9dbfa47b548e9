#pragma once

#include "snapshot/SnapshotTraceEvent.h"

#include <cstddef>
#include <initializer_list>
#include <iterator>

namespace gml {

// One device's recorded events, contiguous, as a std::vector would hold them, in memory mapped for them alone
// and grown in place: on Linux a larger capacity is the same pages moved to a larger mapping (mremap), so
// growing never copies an event nor touches a page twice, and a trace read from a file whose event count is
// known only at its end is written once, where it stays. A vector grown by doubling copied each event about
// twice and held up to three times the events at once; reading into chunks and then into a vector of the
// exact size wrote every event twice, and on a virtual machine every page first written costs the host's
// fault as well as the kernel's (those writes were a fifth of the open of a 50 MB file).
// Elsewhere the memory is the heap's and grows by realloc.
class TraceEvents
{
public:
    using value_type = SnapshotTraceEvent;
    using size_type = std::size_t;
    using iterator = SnapshotTraceEvent*;
    using const_iterator = const SnapshotTraceEvent*;
    using reference = SnapshotTraceEvent&;
    using const_reference = const SnapshotTraceEvent&;
    using reverse_iterator = std::reverse_iterator<iterator>;
    using const_reverse_iterator = std::reverse_iterator<const_iterator>;

    TraceEvents() = default;
    explicit TraceEvents(std::size_t count); // `count` default events
    TraceEvents(std::initializer_list<SnapshotTraceEvent> events);
    TraceEvents(const TraceEvents& other);
    TraceEvents(TraceEvents&& other) noexcept;
    TraceEvents& operator=(const TraceEvents& other);
    TraceEvents& operator=(TraceEvents&& other) noexcept;
    ~TraceEvents();

    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    std::size_t capacity() const { return m_capacity; }
    SnapshotTraceEvent* data() { return m_data; }
    const SnapshotTraceEvent* data() const { return m_data; }
    iterator begin() { return m_data; }
    iterator end() { return m_data + m_size; }
    const_iterator begin() const { return m_data; }
    const_iterator end() const { return m_data + m_size; }
    reverse_iterator rbegin() { return reverse_iterator(end()); }
    reverse_iterator rend() { return reverse_iterator(begin()); }
    const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
    const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }
    SnapshotTraceEvent& operator[](std::size_t index) { return m_data[index]; }
    const SnapshotTraceEvent& operator[](std::size_t index) const { return m_data[index]; }
    SnapshotTraceEvent& front() { return m_data[0]; }
    const SnapshotTraceEvent& front() const { return m_data[0]; }
    SnapshotTraceEvent& back() { return m_data[m_size - 1]; }
    const SnapshotTraceEvent& back() const { return m_data[m_size - 1]; }

    void push_back(const SnapshotTraceEvent& event)
    {
        if (m_size == m_capacity) {
            const SnapshotTraceEvent copy = event; // `event` may lie in the memory that growing moves
            grow(m_size + 1);
            m_data[m_size++] = copy;
            return;
        }
        m_data[m_size++] = event;
    }
    // A default event at the end, to be filled in place.
    SnapshotTraceEvent& emplace_back();
    SnapshotTraceEvent& emplace_back(const SnapshotTraceEvent& event)
    {
        push_back(event);
        return back();
    }
    // Appends [first, last), which must not lie in this trace.
    void append(const SnapshotTraceEvent* first, const SnapshotTraceEvent* last);
    void reserve(std::size_t capacity);
    void resize(std::size_t size);
    void clear() { m_size = 0; }
    // Removes [first, last) and returns where the first event after them now is.
    iterator erase(const_iterator first, const_iterator last);
    // Gives back the memory past the events (whole pages of it, where the memory is mapped).
    void shrink_to_fit();

private:
    void grow(std::size_t atLeast);
    void reallocate(std::size_t capacity);
    void release() noexcept;

    SnapshotTraceEvent* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

} // namespace gml
