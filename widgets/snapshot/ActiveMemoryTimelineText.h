#pragma once

#include "widgets/snapshot/ActiveMemoryTimelineBands.h"
#include "widgets/snapshot/ActiveMemoryTimelinePlot.h"
#include "widgets/snapshot/TimelineVisibleRange.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <functional>

// The active memory timeline in words: what a screen reader hears and what the tooltips say. Translated in
// the timeline view's context, where these texts were first written.
class ActiveMemoryTimelineText
{
    Q_DECLARE_TR_FUNCTIONS(ActiveMemoryTimelineView)

public:
    // How an event is named ("event 12"; a snapshot says "before the trace" for the events that rebuild it).
    using EventName = std::function<QString(std::size_t event)>;

    // The cursor, the keys, and when zoomed in the events in view.
    static QString description(const gml::ActiveMemoryTimeline& whole, std::size_t cursor,
                               std::uint64_t active, const TimelineVisibleRange& range, const EventName& name);
    // An allocation's band: size, address, the events that made and freed it, its stream (by its recorded
    // name where `streams` has one) and its private pool.
    static QString band(const gml::ActiveMemoryTimeline::Band& band,
                        const QHash<gml::StreamId, QString>& streams, const QList<TimelinePoolRange>& pools,
                        const EventName& name);
    // A column away from the bands: the merged small allocations, and the reserved bytes when drawn.
    static QString column(const gml::ActiveMemoryTimeline& shown, std::size_t column, bool reserved,
                          const EventName& name);
    static QString outOfMemory(std::size_t event, const EventName& name);
    // "event 12": the index + 1, for traces without numbers of their own.
    static QString defaultName(std::size_t event);
};
