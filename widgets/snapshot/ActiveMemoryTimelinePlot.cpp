#include "widgets/snapshot/ActiveMemoryTimelinePlot.h"

#include <algorithm>
#include <cmath>

double ActiveMemoryTimelinePlot::xOfEvent(double event) const
{
    const double span = std::max(viewEnd - viewBegin, 1e-9);
    return area.left() + area.width() * (event - viewBegin) / span;
}

double ActiveMemoryTimelinePlot::eventAt(double x) const
{
    return viewBegin + (x - area.left()) / std::max(area.width(), 1e-9) * (viewEnd - viewBegin);
}

double ActiveMemoryTimelinePlot::xOfColumn(std::size_t column) const
{
    // Columns split the events they sample evenly, as ActiveMemoryTimeline::build samples them.
    const double columns = static_cast<double>(std::max<std::size_t>(timeline->columnEvents.size(), 1));
    const double first = static_cast<double>(timeline->firstEvent);
    const double span = static_cast<double>(timeline->sampledEnd()) - first;
    return xOfEvent(first + span * static_cast<double>(column) / columns);
}

std::size_t ActiveMemoryTimelinePlot::columnAt(double x) const
{
    const double columns = static_cast<double>(timeline->columnEvents.size());
    const double first = static_cast<double>(timeline->firstEvent);
    const double span = std::max(static_cast<double>(timeline->sampledEnd()) - first, 1e-9);
    const double column = std::floor((eventAt(x) - first) / span * columns);
    return static_cast<std::size_t>(std::clamp(column, 0.0, std::max(columns - 1.0, 0.0)));
}

double ActiveMemoryTimelinePlot::centreOf(std::size_t event) const
{
    // Outside the events the drawn timeline samples (a mark left or right of a closer look), the event
    // goes where the events in view put it, out of the area; but the state before the first event (where a
    // replay starts) is the first column's, as it always was.
    if (event + 1 < timeline->firstEvent || event >= timeline->sampledEnd())
        return xOfEvent(static_cast<double>(event) + 0.5);
    const std::size_t column = timeline->columnOf(event);
    return (xOfColumn(column) + xOfColumn(column + 1)) / 2;
}

double ActiveMemoryTimelinePlot::yOf(std::uint64_t bytes) const
{
    return area.bottom() - area.height() * static_cast<double>(bytes) / std::max(topBytes, 1.0);
}

std::size_t ActiveMemoryTimelinePlot::firstVisibleColumn() const
{
    return timeline->columnEvents.empty() ? 0 : columnAt(area.left());
}

std::size_t ActiveMemoryTimelinePlot::endVisibleColumn() const
{
    return timeline->columnEvents.empty() ? 0 : columnAt(area.right() - 1e-6) + 1;
}

double ActiveMemoryTimelinePlot::clampedX(std::size_t column) const
{
    return std::clamp(xOfColumn(column), area.left(), area.right());
}

const gml::ActiveMemoryTimeline::Band* ActiveMemoryTimelinePlot::bandAt(QPointF point) const
{
    if (timeline->columnEvents.empty() || !area.contains(point))
        return nullptr;
    const std::size_t column = columnAt(point.x());
    for (const auto& band : timeline->bands) {
        if (column < band.firstColumn || column >= band.firstColumn + band.offsets.size())
            continue;
        const std::uint64_t bottom = band.offsets[column - band.firstColumn];
        if (point.y() <= yOf(bottom) && point.y() >= yOf(bottom + band.size))
            return &band;
    }
    return nullptr;
}
