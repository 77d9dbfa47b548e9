#include "widgets/snapshot/ActiveMemoryTimelineText.h"

#include "app/content/common/NumberText.h"

#include <cmath>

QString ActiveMemoryTimelineText::defaultName(std::size_t event)
{
    return tr("event %1").arg(event + 1);
}

QString ActiveMemoryTimelineText::description(const gml::ActiveMemoryTimeline& whole, std::size_t cursor,
                                              std::uint64_t active, const TimelineVisibleRange& range,
                                              const EventName& name)
{
    if (whole.columnEvents.empty())
        return tr("Live allocations stacked over time, the largest as bands and the rest merged "
                  "along the bottom; the cursor marks the event shown.");
    QString text =
        //: %1 and %2 name events ("event 12"): where the cursor is, and the trace's last.
        tr("Live allocations stacked over time. The cursor is after %1 (the trace ends with %2), with %3 active. "
           "Left and Right move it one event, Page Up and Page Down a tenth of the trace, Home and End to either end.")
            .arg(name(cursor), name(whole.columnEvents.back()), NumberText::bytes(active));
    text += QLatin1Char(' ');
    if (range.showsAll())
        return text +
               tr("Plus and Minus zoom in and out, 0 shows the whole trace, Shift with Left or Right pans.");
    //: %1 and %2 name the first and last event in view ("event 12").
    const auto last = static_cast<std::size_t>(std::ceil(range.end()));
    return text +
           tr("Showing %1 to %2. Plus and Minus zoom in and out, 0 shows the whole trace, Shift with Left or "
              "Right pans.")
               .arg(name(static_cast<std::size_t>(range.begin())), name(last > 0 ? last - 1 : 0));
}

QString ActiveMemoryTimelineText::band(const gml::ActiveMemoryTimeline::Band& band,
                                       const QHash<gml::StreamId, QString>& streams,
                                       const QList<TimelinePoolRange>& pools, const EventName& name)
{
    //: %3 and %4 name events ("event 12", "before the trace").
    QString text = tr("%1 at %2\nallocated at %3, freed at %4")
                       .arg(NumberText::bytes(band.size), NumberText::address(band.address), name(band.allocEvent),
                            name(band.endEvent));
    const QString stream = streams.value(band.stream, QString::number(band.stream));
    //: In the active memory timeline's tooltip: the stream an allocation was made on (%1: its name or id).
    text += QLatin1Char('\n') + tr("On stream %1").arg(stream);
    if (const auto pool = ActiveMemoryTimelineBands::poolOf(pools, band.address))
        //: In the active memory timeline's tooltip: %1 names the private pool (a CUDA graph's, ...).
        text += QLatin1Char('\n') + tr("In %1").arg(pools[*pool].label);
    return text;
}

QString ActiveMemoryTimelineText::column(const gml::ActiveMemoryTimeline& shown, std::size_t column,
                                         bool reserved, const EventName& name)
{
    //: %1 names an event ("event 12").
    QString text = tr("After %1: %2 in smaller allocations")
                       .arg(name(shown.columnEvents[column]), NumberText::bytes(shown.mergedBytes[column]));
    if (reserved && column < shown.reservedBytes.size())
        //: In the active memory timeline's tooltip: %1 is the device memory the allocator holds then.
        text += QLatin1Char('\n') + tr("%1 reserved").arg(NumberText::bytes(shown.reservedBytes[column]));
    return text;
}

QString ActiveMemoryTimelineText::outOfMemory(std::size_t event, const EventName& name)
{
    //: %1 names an event ("event 12").
    return tr("Out of memory at %1: an allocation failed.").arg(name(event));
}
