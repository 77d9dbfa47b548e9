#include "widgets/export/ExportRange.h"

#include <algorithm>

int ExportRange::stepOf(int event) const
{
    const auto at = std::lower_bound(stepEnds.begin(), stepEnds.end(), event);
    return static_cast<int>(std::min<qsizetype>(at - stepEnds.begin(), stepEnds.size() - 1));
}

QList<int> ExportRange::frames(int first, int last, int every) const
{
    QList<int> events;
    if (count() == 0)
        return events;
    first = std::clamp(first, 1, count());
    last = std::clamp(last, first, count());
    every = std::max(every, 1);
    if (!hasSteps()) {
        for (int event = first - 1; event < last; event += every)
            events.append(event);
        if (events.back() != last - 1)
            events.append(last - 1); // the range's end is always drawn
        return events;
    }
    // From the state the first step starts from (the step before's end) through the last step's end.
    const int start = first > 1 ? stepEnds[first - 2] : 0;
    const int end = std::min(stepEnds[last - 1], std::max(eventCount - 1, 0));
    for (int event = start; event <= end; event += every)
        events.append(event);
    for (int step = first; step <= last; ++step)
        events.append(std::min(stepEnds[step - 1], end));
    std::sort(events.begin(), events.end());
    events.erase(std::unique(events.begin(), events.end()), events.end());
    return events;
}
