#include "widgets/snapshot/ActiveMemoryTimelineText.h"

#include "app/content/common/NumberText.h"

#include <QLocale>
#include <cmath>

namespace {

QString count(std::size_t value)
{
    return QLocale().toString(static_cast<qulonglong>(value));
}

} // namespace

QString ActiveMemoryTimelineText::description(const gml::ActiveMemoryTimeline& whole, std::size_t cursor,
                                              std::uint64_t active, const TimelineVisibleRange& range)
{
    if (whole.columnEvents.empty())
        return tr("Live allocations stacked over time, the largest as bands and the rest merged "
                  "along the bottom; the cursor marks the event shown.");
    QString text =
        tr("Live allocations stacked over time. The cursor is after event %1 of %2, with %3 active. Left and "
           "Right move it one event, Page Up and Page Down a tenth of the trace, Home and End to either end.")
            .arg(cursor + 1)
            .arg(whole.columnEvents.back() + 1)
            .arg(NumberText::bytes(active));
    text += QLatin1Char(' ');
    if (range.showsAll())
        return text +
               tr("Plus and Minus zoom in and out, 0 shows the whole trace, Shift with Left or Right pans.");
    //: %1 and %2: the first and last event in view; %3: the events of the whole trace.
    return text +
           tr("Showing events %1 to %2 of %3. Plus and Minus zoom in and out, 0 shows the whole trace, "
              "Shift with Left or Right pans.")
               .arg(count(static_cast<std::size_t>(range.begin()) + 1),
                    count(static_cast<std::size_t>(std::ceil(range.end()))), count(range.domainEnd()));
}

QString ActiveMemoryTimelineText::band(const gml::ActiveMemoryTimeline::Band& band,
                                       const QHash<gml::StreamId, QString>& streams,
                                       const QList<TimelinePoolRange>& pools)
{
    QString text = tr("%1 at %2\nallocated by event %3, freed by event %4")
                       .arg(NumberText::bytes(band.size), NumberText::address(band.address))
                       .arg(band.allocEvent + 1)
                       .arg(band.endEvent + 1);
    const QString stream = streams.value(band.stream, QString::number(band.stream));
    //: In the active memory timeline's tooltip: the stream an allocation was made on (%1: its name or id).
    text += QLatin1Char('\n') + tr("On stream %1").arg(stream);
    if (const auto pool = ActiveMemoryTimelineBands::poolOf(pools, band.address))
        //: In the active memory timeline's tooltip: %1 names the private pool (a CUDA graph's, ...).
        text += QLatin1Char('\n') + tr("In %1").arg(pools[*pool].label);
    return text;
}

QString ActiveMemoryTimelineText::column(const gml::ActiveMemoryTimeline& shown, std::size_t column,
                                         bool reserved)
{
    QString text = tr("After event %1: %2 in smaller allocations")
                       .arg(shown.columnEvents[column] + 1)
                       .arg(NumberText::bytes(shown.mergedBytes[column]));
    if (reserved && column < shown.reservedBytes.size())
        //: In the active memory timeline's tooltip: %1 is the device memory the allocator holds then.
        text += QLatin1Char('\n') + tr("%1 reserved").arg(NumberText::bytes(shown.reservedBytes[column]));
    return text;
}

QString ActiveMemoryTimelineText::outOfMemory(std::size_t event)
{
    return tr("Event %1: an allocation failed, out of memory.").arg(event + 1);
}
