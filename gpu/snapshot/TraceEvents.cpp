#include "snapshot/TraceEvents.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace gml {

static_assert(std::is_trivially_copyable_v<SnapshotTraceEvent>, "events are moved as bytes");

namespace {

#if defined(__linux__)
constexpr std::size_t kPage = 4096;
#else
constexpr std::size_t kPage = sizeof(SnapshotTraceEvent);
#endif

std::size_t bytesFor(std::size_t capacity)
{
    return (capacity * sizeof(SnapshotTraceEvent) + kPage - 1) / kPage * kPage;
}

} // namespace

TraceEvents::TraceEvents(std::size_t count)
{
    resize(count);
}

TraceEvents::TraceEvents(std::initializer_list<SnapshotTraceEvent> events)
{
    append(events.begin(), events.end());
}

TraceEvents::TraceEvents(const TraceEvents& other)
{
    append(other.begin(), other.end());
}

TraceEvents::TraceEvents(TraceEvents&& other) noexcept
    : m_data(other.m_data), m_size(other.m_size), m_capacity(other.m_capacity)
{
    other.m_data = nullptr;
    other.m_size = 0;
    other.m_capacity = 0;
}

TraceEvents& TraceEvents::operator=(const TraceEvents& other)
{
    if (this != &other) {
        clear();
        append(other.begin(), other.end());
    }
    return *this;
}

TraceEvents& TraceEvents::operator=(TraceEvents&& other) noexcept
{
    if (this != &other) {
        release();
        m_data = other.m_data;
        m_size = other.m_size;
        m_capacity = other.m_capacity;
        other.m_data = nullptr;
        other.m_size = 0;
        other.m_capacity = 0;
    }
    return *this;
}

TraceEvents::~TraceEvents()
{
    release();
}

SnapshotTraceEvent& TraceEvents::emplace_back()
{
    push_back(SnapshotTraceEvent{});
    return back();
}

void TraceEvents::append(const SnapshotTraceEvent* first, const SnapshotTraceEvent* last)
{
    const auto count = static_cast<std::size_t>(last - first);
    if (count == 0)
        return;
    if (m_size + count > m_capacity)
        grow(m_size + count);
    std::memcpy(m_data + m_size, first, count * sizeof(SnapshotTraceEvent));
    m_size += count;
}

void TraceEvents::reserve(std::size_t capacity)
{
    if (capacity > m_capacity)
        reallocate(capacity);
}

void TraceEvents::resize(std::size_t size)
{
    reserve(size);
    std::fill(m_data + std::min(size, m_size), m_data + size, SnapshotTraceEvent{});
    m_size = size;
}

TraceEvents::iterator TraceEvents::erase(const_iterator first, const_iterator last)
{
    const auto from = static_cast<std::size_t>(first - m_data);
    const auto to = static_cast<std::size_t>(last - m_data);
    if (from < to) {
        std::memmove(m_data + from, m_data + to, (m_size - to) * sizeof(SnapshotTraceEvent));
        m_size -= to - from;
    }
    return m_data + from;
}

void TraceEvents::shrink_to_fit()
{
    if (bytesFor(m_size) < bytesFor(m_capacity))
        reallocate(m_size);
}

void TraceEvents::grow(std::size_t atLeast)
{
    // Doubling: on Linux it costs only address space (the pages not yet written are never touched).
    reallocate(std::max({atLeast, m_capacity * 2, kPage / sizeof(SnapshotTraceEvent) + 1}));
}

void TraceEvents::reallocate(std::size_t capacity)
{
    const std::size_t oldBytes = bytesFor(m_capacity);
    const std::size_t newBytes = bytesFor(capacity);
    if (newBytes == 0) {
        release();
        return;
    }
    void* memory = nullptr;
#if defined(__linux__)
    memory = m_data == nullptr
        ? mmap(nullptr, newBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        : mremap(m_data, oldBytes, newBytes, MREMAP_MAYMOVE);
    if (memory == MAP_FAILED)
        throw std::bad_alloc();
#else
    (void)oldBytes;
    memory = std::realloc(m_data, newBytes);
    if (memory == nullptr)
        throw std::bad_alloc();
#endif
    m_data = static_cast<SnapshotTraceEvent*>(memory);
    m_capacity = newBytes / sizeof(SnapshotTraceEvent);
}

void TraceEvents::release() noexcept
{
    if (m_data != nullptr) {
#if defined(__linux__)
        munmap(m_data, bytesFor(m_capacity));
#else
        std::free(m_data);
#endif
    }
    m_data = nullptr;
    m_size = 0;
    m_capacity = 0;
}

} // namespace gml
