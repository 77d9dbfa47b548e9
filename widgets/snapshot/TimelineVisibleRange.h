#pragma once

#include <cstddef>

// The events a zoomable timeline shows, [begin, end) of its whole [domainBegin, domainEnd): zooming keeps the
// event under the pointer where it is, panning moves the window without changing its width, and the window
// never leaves the whole nor gets narrower than a few events (below that a column would be wider than the
// event it stands for says anything about).
class TimelineVisibleRange
{
public:
    static constexpr double kMinEvents = 8;

    void setDomain(std::size_t begin, std::size_t end); // shows all of it
    std::size_t domainBegin() const { return m_domainBegin; }
    std::size_t domainEnd() const { return m_domainEnd; }
    double begin() const { return m_begin; }
    double end() const { return m_end; }
    double span() const { return m_end - m_begin; }
    bool showsAll() const;

    // Each returns whether the window moved. `factor` above 1 zooms in, below 1 out; `anchor` (an event
    // position) stays where it is in the window.
    bool zoom(double factor, double anchor);
    bool pan(double events);
    bool showAll();
    bool set(double begin, double end);
    // When `event` lies outside the window, pans it in, a tenth of the window's width from the edge.
    bool ensureVisible(double event);
    // Pans so that the window's middle is at `event`.
    bool centreOn(double event);

private:
    std::size_t m_domainBegin = 0;
    std::size_t m_domainEnd = 0;
    double m_begin = 0;
    double m_end = 0;
};
