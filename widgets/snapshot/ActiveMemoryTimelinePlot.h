#pragma once

#include "trace/ActiveMemoryTimeline.h"

#include <QPolygonF>
#include <QRectF>
#include <cmath>
#include <cstdint>

// Where things go in the active memory timeline's plot: events across (the visible ones, which zooming
// narrows), bytes up, and the columns of the timeline being drawn (the whole trace's, or a closer look at
// the visible part) at the events they sample. Shared by painting and hit-testing, so that what is clicked
// is what was drawn.
struct ActiveMemoryTimelinePlot
{
    QRectF area;
    const gml::ActiveMemoryTimeline* timeline = nullptr; // what is drawn; never null once made
    double viewBegin = 0;                                // the visible events, [viewBegin, viewEnd)
    double viewEnd = 1;
    double topBytes = 1; // the bytes at the top of the area

    double xOfEvent(double event) const;
    double eventAt(double x) const;
    // The left edge of `column` of the drawn timeline (its right edge: column + 1).
    double xOfColumn(std::size_t column) const;
    // The column of the drawn timeline under `x`, clamped to its columns.
    std::size_t columnAt(double x) const;
    // The middle of the column that shows `event`: where a line marking the event goes (outside the area
    // when the drawn timeline does not sample it).
    double centreOf(std::size_t event) const;
    double yOf(std::uint64_t bytes) const;
    // The band drawn one by one under `point`, if any.
    const gml::ActiveMemoryTimeline::Band* bandAt(QPointF point) const;
    // The drawn timeline's columns that reach into the area: [first, end).
    std::size_t firstVisibleColumn() const;
    std::size_t endVisibleColumn() const;
    // A column's left edge clamped to the area: vector devices get no clipping, and a column half out of
    // view is cut at the edge.
    double clampedX(std::size_t column) const;

    // Height changes smaller than this (in logical pixels) are not drawn as steps: invisible even printed
    // at 4x.
    static constexpr double kStepPixels = 1.0 / 32;
    // An edge over columns [from, to) at height y(column), as steps, with corners only where the height
    // moves by a visible amount: the outline of one step per column in far fewer points, which keeps an
    // SVG or PDF of a long trace small.
    template <typename Y>
    void appendSteps(QPolygonF& polygon, std::size_t from, std::size_t to, bool leftToRight, const Y& y) const
    {
        if (leftToRight) {
            double kept = y(from);
            polygon << QPointF(clampedX(from), kept);
            for (std::size_t column = from + 1; column < to; ++column)
                if (const double next = y(column); std::abs(next - kept) >= kStepPixels) {
                    polygon << QPointF(clampedX(column), kept) << QPointF(clampedX(column), next);
                    kept = next;
                }
            polygon << QPointF(clampedX(to), kept);
        } else {
            double kept = y(to - 1);
            polygon << QPointF(clampedX(to), kept);
            for (std::size_t column = to - 1; column > from; --column)
                if (const double next = y(column - 1); std::abs(next - kept) >= kStepPixels) {
                    polygon << QPointF(clampedX(column), kept) << QPointF(clampedX(column), next);
                    kept = next;
                }
            polygon << QPointF(clampedX(from), kept);
        }
    }
};
