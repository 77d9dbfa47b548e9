#pragma once

#include "trace/ActiveMemoryTimeline.h"

#include <QPalette>
#include <QRectF>
#include <cstdint>
#include <vector>

class QPainter;

// The strip under a zoomed timeline that shows where one is: the whole trace's active bytes as an outline,
// and a frame around the events in view. A click or a drag in it moves the view there.
class ActiveMemoryTimelineOverview
{
public:
    static constexpr double kHeight = 26;

    // The active bytes of each column of `whole`: the top of its stack.
    static std::vector<std::uint64_t> columnTotals(const gml::ActiveMemoryTimeline& whole);

    ActiveMemoryTimelineOverview(const QRectF& strip, const gml::ActiveMemoryTimeline& whole,
                                 const std::vector<std::uint64_t>& totals)
        : m_strip(strip), m_whole(whole), m_totals(totals)
    {
    }

    const QRectF& strip() const { return m_strip; }
    double xOfEvent(double event) const;
    double eventAt(double x) const;
    // The visible events [begin, end) framed over the outline.
    void paint(QPainter& painter, const QPalette& palette, double begin, double end) const;

private:
    const QRectF m_strip;
    const gml::ActiveMemoryTimeline& m_whole;
    const std::vector<std::uint64_t>& m_totals;
};
