#include "widgets/snapshot/TimelineVisibleRange.h"

#include <algorithm>

void TimelineVisibleRange::setDomain(std::size_t begin, std::size_t end)
{
    m_domainBegin = begin;
    m_domainEnd = std::max(begin, end);
    m_begin = static_cast<double>(m_domainBegin);
    m_end = static_cast<double>(m_domainEnd);
}

bool TimelineVisibleRange::showsAll() const
{
    return m_begin <= static_cast<double>(m_domainBegin) && m_end >= static_cast<double>(m_domainEnd);
}

bool TimelineVisibleRange::set(double begin, double end)
{
    const double low = static_cast<double>(m_domainBegin);
    const double high = static_cast<double>(m_domainEnd);
    const double whole = high - low;
    // The narrowest window, unless the whole is narrower still.
    const double width = std::clamp(end - begin, std::min(kMinEvents, whole), whole);
    const double centre = (begin + end) / 2;
    double newBegin = std::clamp(centre - width / 2, low, high - width);
    double newEnd = newBegin + width;
    if (newBegin == m_begin && newEnd == m_end)
        return false;
    m_begin = newBegin;
    m_end = newEnd;
    return true;
}

bool TimelineVisibleRange::zoom(double factor, double anchor)
{
    if (factor <= 0)
        return false;
    const double width =
        std::max(span() / factor, std::min(kMinEvents, static_cast<double>(m_domainEnd - m_domainBegin)));
    // The anchor keeps its fraction of the way across the window.
    const double fraction = span() > 0 ? std::clamp((anchor - m_begin) / span(), 0.0, 1.0) : 0.5;
    const double begin = anchor - fraction * width;
    const double low = static_cast<double>(m_domainBegin);
    const double high = static_cast<double>(m_domainEnd);
    const double clampedWidth = std::min(width, high - low);
    const double clampedBegin = std::clamp(begin, low, high - clampedWidth);
    if (clampedBegin == m_begin && clampedBegin + clampedWidth == m_end)
        return false;
    m_begin = clampedBegin;
    m_end = clampedBegin + clampedWidth;
    return true;
}

bool TimelineVisibleRange::pan(double events)
{
    return set(m_begin + events, m_end + events);
}

bool TimelineVisibleRange::showAll()
{
    return set(static_cast<double>(m_domainBegin), static_cast<double>(m_domainEnd));
}

bool TimelineVisibleRange::ensureVisible(double event)
{
    // Only an event outside the window moves it: a click near an edge must not slide the view away.
    const double margin = span() / 10;
    if (event < m_begin)
        return pan(event - margin - m_begin);
    if (event + 1 > m_end)
        return pan(event + 1 + margin - m_end);
    return false;
}

bool TimelineVisibleRange::centreOn(double event)
{
    return pan(event - (m_begin + m_end) / 2);
}
