#include "snapshot/StreamedTrace.h"

#include <algorithm>

namespace gml {

StreamedTrace::StreamedTrace(const TraceWindow& window)
{
    // The rules of SnapshotModelBuilder::eventsSkipped and TraceWindowCutter::rangeOf: the last N events alone
    // are skipped to while building; a time range's start is found among events that all have a time (an
    // event without one stops the skipping, and the cutter then refuses the range as it always did).
    m_ring = window.lastEvents && !window.usesTime();
    m_lastEvents = window.lastEvents.value_or(0);
    m_skipping = window.fromUs.has_value();
    m_fromUs = window.fromUs.value_or(0);
}

void StreamedTrace::add(const SnapshotTraceEvent& event)
{
    const std::uint64_t index = m_taken++;
    if (m_ring) {
        if (index == 0 && event.hasTime)
            m_skipped.firstUs = event.timeUs;
        if (m_held > m_lastEvents) {
            slot(index % (m_lastEvents + 1)) = event; // the ring is full: the oldest goes
            return;
        }
        if (m_held % kChunkEvents == 0)
            m_chunks.emplace_back(kChunkEvents);
        slot(m_held++) = event;
        return;
    }
    if (m_skipping) {
        if (event.hasTime && event.timeUs < m_fromUs) {
            if (m_skipped.count++ == 0)
                m_skipped.firstUs = event.timeUs;
            m_skipped.lastUs = event.timeUs;
            return;
        }
        m_skipping = false;
    }
    m_events.push_back(event);
}

TraceEvents StreamedTrace::takeEvents(LeftOutEvents& skipped)
{
    if (!m_ring) {
        skipped = m_skipped;
        return std::move(m_events);
    }
    // A full ring starts at its oldest event, the one just before the window.
    std::uint64_t first = 0;
    if (m_taken > m_lastEvents) {
        first = m_taken % (m_lastEvents + 1);
        const SnapshotTraceEvent& before = slot(first);
        m_skipped.count = m_taken - m_lastEvents;
        m_skipped.lastUs = before.hasTime ? std::optional<std::int64_t>(before.timeUs) : std::nullopt;
        first = (first + 1) % m_held;
    } else {
        m_skipped = {}; // nothing was left out
    }
    skipped = m_skipped;
    const std::uint64_t kept = m_taken > m_lastEvents ? m_lastEvents : m_held;
    TraceEvents events;
    events.reserve(static_cast<std::size_t>(kept));
    for (std::uint64_t i = 0; i < kept; ++i)
        events.push_back(slot((first + i) % m_held));
    m_chunks.clear();
    m_held = 0;
    return events;
}

} // namespace gml
