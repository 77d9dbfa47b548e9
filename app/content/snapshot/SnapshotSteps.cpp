#include "app/content/snapshot/SnapshotSteps.h"

#include "app/content/common/NumberText.h"

#include <algorithm>

using gml::EventKind;

SnapshotSteps::SnapshotSteps(const gml::SnapshotReplay& replay)
{
    const gml::AllocatorTrace& trace = replay.trace;
    const std::size_t count = trace.size();
    // Without a recorded trace (a snapshot of the memory alone) there is nothing to move through.
    if (count == 0 || replay.startEventCount >= count)
        return;
    // One pass with the allocator's own bookkeeping: allocated bytes change at alloc and free_requested,
    // reserved bytes where device memory is taken or given back (an expandable segment's pages as mapped).
    std::int64_t allocated = 0;
    std::int64_t reserved = 0;
    std::int64_t allocatedPeak = -1;
    std::int64_t reservedPeak = -1;
    const std::size_t start = std::min(count - 1, replay.startEventCount > 0 ? replay.startEventCount - 1 : 0);
    Step allocatedStep{Kind::AllocatedPeak};
    Step reservedStep{Kind::ReservedPeak};
    QList<Step> ooms;
    int oomCount = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const gml::AllocatorEvent& event = trace[i];
        const auto size = static_cast<std::int64_t>(event.size);
        switch (event.kind) {
        case EventKind::Alloc: allocated += size; break;
        case EventKind::FreeRequested: allocated -= size; break;
        case EventKind::SegmentAlloc:
            if (!event.has(gml::event_flags::kExpandable))
                reserved += size;
            break;
        case EventKind::SegmentFree:
            if (!event.has(gml::event_flags::kExpandable))
                reserved -= size;
            break;
        case EventKind::SegmentMap: reserved += size; break;
        case EventKind::SegmentUnmap: reserved -= size; break;
        default: break;
        }
        const Step here{Kind::Start, i, static_cast<std::uint64_t>(std::max<std::int64_t>(allocated, 0)),
                        static_cast<std::uint64_t>(std::max<std::int64_t>(reserved, 0))};
        if (i == start)
            m_steps.append(here);
        if (i < start)
            continue;
        if (allocated > allocatedPeak) {
            allocatedPeak = allocated;
            allocatedStep = here;
            allocatedStep.kind = Kind::AllocatedPeak;
        }
        if (reserved > reservedPeak) {
            reservedPeak = reserved;
            reservedStep = here;
            reservedStep.kind = Kind::ReservedPeak;
        }
        if (event.kind == EventKind::Oom) {
            ++oomCount;
            if (ooms.size() < kMaxOoms) {
                Step oom = here;
                oom.kind = Kind::OutOfMemory;
                oom.requested = event.requested;
                oom.oom = oomCount;
                ooms.append(oom);
            }
        }
    }
    for (Step& oom : ooms)
        oom.ooms = oomCount;
    if (allocatedStep.event > start)
        m_steps.append(allocatedStep);
    // A reserved peak at the same moment as the allocated one says nothing more.
    if (reservedStep.event > start && reservedStep.event != allocatedStep.event)
        m_steps.append(reservedStep);
    m_steps.append(ooms);
    Step end{Kind::End, count - 1, static_cast<std::uint64_t>(std::max<std::int64_t>(allocated, 0)),
             static_cast<std::uint64_t>(std::max<std::int64_t>(reserved, 0))};
    if (end.event > start)
        m_steps.append(end);
    for (Step& step : m_steps)
        step.recordedEvent = replay.recordedEventOf(step.event) == gml::kNoRecordedEvent ? 0 : replay.recordedEventOf(step.event);
    std::stable_sort(m_steps.begin(), m_steps.end(), [](const Step& a, const Step& b) { return a.event < b.event; });
}

QList<int> SnapshotSteps::stepEnds() const
{
    QList<int> ends;
    for (const Step& step : m_steps)
        ends.append(static_cast<int>(step.event));
    return ends;
}

QString SnapshotSteps::title(const Step& step)
{
    switch (step.kind) {
    case Kind::Start: return tr("The recording begins");
    //: %1 is the peak in block sizes, rounded as the allocator keeps them (above what the program requested).
    case Kind::AllocatedPeak: return tr("Allocated memory peaks: %1 (block sizes)").arg(NumberText::bytes(step.allocated));
    case Kind::ReservedPeak: return tr("Reserved memory peaks: %1").arg(NumberText::bytes(step.reserved));
    case Kind::OutOfMemory: return tr("Out of memory (%1 of %2)").arg(step.oom).arg(step.ooms);
    case Kind::End: return tr("The recording ends");
    }
    return {};
}

QString SnapshotSteps::narration(const Step& step)
{
    const QString allocated = NumberText::bytes(step.allocated);
    const QString reserved = NumberText::bytes(step.reserved);
    const qulonglong event = step.recordedEvent;
    switch (step.kind) {
    case Kind::Start:
        return tr("When the recording began, the program held %1 allocated in %2 reserved: the events before this "
                  "one only rebuild that state.")
            .arg(allocated, reserved);
    case Kind::AllocatedPeak:
        return tr("Event %1: allocated memory reaches its peak, %2 in block sizes, in %3 reserved. The blocks on the "
                  "map are what was live at the worst moment: select one to see the code that allocated it.")
            .arg(event)
            .arg(allocated, reserved);
    case Kind::ReservedPeak:
        return tr("Event %1: reserved memory reaches its peak, %2, of which %3 is allocated: the rest is cached in "
                  "free blocks.")
            .arg(event)
            .arg(reserved, allocated);
    case Kind::OutOfMemory:
        return tr("Event %1: a request for %2 failed, out of memory, with %3 allocated in %4 reserved.")
            .arg(event)
            .arg(NumberText::bytes(step.requested), allocated, reserved);
    case Kind::End:
        return tr("Event %1: the recording ends with %2 allocated in %3 reserved.").arg(event).arg(allocated, reserved);
    }
    return {};
}
