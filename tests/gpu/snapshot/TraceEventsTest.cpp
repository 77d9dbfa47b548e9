// TraceEvents: a device's events, grown in place. What the model and the replay rely on: the events stay in
// order and intact through growth (including an event appended from the trace itself), erasing and shrinking,
// and copies are independent.
#include "snapshot/TraceEvents.h"

#include <boost/test/unit_test.hpp>

#include <cstdint>

using namespace gml;

namespace {

SnapshotTraceEvent numbered(std::uint64_t n)
{
    SnapshotTraceEvent event;
    event.address = n * 512;
    event.size = n + 1;
    event.timeUs = static_cast<std::int64_t>(n);
    event.hasTime = true;
    event.frames = static_cast<std::uint32_t>(n % 7);
    return event;
}

bool holdsNumbered(const TraceEvents& events, std::uint64_t from, std::uint64_t count)
{
    if (events.size() != count)
        return false;
    for (std::uint64_t i = 0; i < count; ++i)
        if (events[i].address != (from + i) * 512 || events[i].size != from + i + 1
            || events[i].timeUs != static_cast<std::int64_t>(from + i))
            return false;
    return true;
}

} // namespace

BOOST_AUTO_TEST_SUITE(trace_events)

BOOST_AUTO_TEST_CASE(a_million_events_appended_one_by_one_stay_in_order)
{
    TraceEvents events;
    BOOST_TEST(events.empty());
    for (std::uint64_t i = 0; i < 1'000'000; ++i)
        events.push_back(numbered(i));
    BOOST_TEST(holdsNumbered(events, 0, 1'000'000));
    BOOST_TEST(events.capacity() >= events.size());
    BOOST_TEST(events.back().address == 999'999u * 512);
}

BOOST_AUTO_TEST_CASE(an_event_appended_from_the_trace_itself_survives_the_growth)
{
    TraceEvents events{numbered(5)};
    while (events.size() < events.capacity())
        events.push_back(numbered(5));
    events.push_back(events[0]); // full: this push moves the memory `events[0]` lies in
    BOOST_TEST(events.back().address == 5u * 512);
    BOOST_TEST(events.back().size == 6u);
}

BOOST_AUTO_TEST_CASE(erasing_both_ends_and_shrinking_keeps_the_window)
{
    TraceEvents events;
    for (std::uint64_t i = 0; i < 100'000; ++i)
        events.push_back(numbered(i));
    events.erase(events.begin() + 90'000, events.end());
    events.erase(events.begin(), events.begin() + 10'000);
    events.shrink_to_fit();
    BOOST_TEST(holdsNumbered(events, 10'000, 80'000));
    BOOST_TEST(events.capacity() < 90'000u);
    events.push_back(numbered(90'000));
    BOOST_TEST(holdsNumbered(events, 10'000, 80'001));
}

BOOST_AUTO_TEST_CASE(copies_are_independent_and_moves_leave_the_source_empty)
{
    TraceEvents events;
    for (std::uint64_t i = 0; i < 1000; ++i)
        events.push_back(numbered(i));
    TraceEvents copy = events;
    copy[0].address = 1;
    BOOST_TEST(events[0].address == 0u);
    BOOST_TEST(holdsNumbered(TraceEvents(events), 0, 1000));
    TraceEvents moved = std::move(events);
    BOOST_TEST(events.empty());
    BOOST_TEST(holdsNumbered(moved, 0, 1000));
    moved = copy;
    BOOST_TEST(moved[0].address == 1u);
    moved.clear();
    BOOST_TEST(moved.empty());
}

BOOST_AUTO_TEST_CASE(resizing_gives_default_events)
{
    TraceEvents events(3);
    BOOST_TEST(events.size() == 3u);
    BOOST_TEST(events[2].address == 0u);
    BOOST_TEST(!events[2].hasTime);
    BOOST_TEST((events[2].action == TraceAction::Alloc));
    events[1] = numbered(9);
    events.resize(1);
    events.resize(2);
    BOOST_TEST(events[1].address == 0u);
    BOOST_TEST(events.emplace_back().size == 0u);
    BOOST_TEST(events.size() == 3u);
}

BOOST_AUTO_TEST_SUITE_END()
