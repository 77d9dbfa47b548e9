#include "app/content/snapshot/SnapshotReplayText.h"

#include "app/content/allocator/AllocatorEventText.h"
#include "app/content/common/NumberText.h"

QString SnapshotReplayText::explain(const gml::SnapshotReplay& replay, std::size_t index)
{
    if (index >= replay.trace.size())
        return {};
    if (index >= replay.startEventCount)
        return AllocatorEventText::explain(replay.trace, index);
    // The start state is written as ordinary events; say what they stand for instead of what they mimic.
    const gml::AllocatorEvent event = replay.trace[index];
    const QString where = NumberText::address(event.address);
    switch (event.kind) {
    case gml::EventKind::SegmentAlloc:
        return tr("Before the trace began, the allocator already held this %1 segment of the %2 at %3.")
            .arg(NumberText::bytes(event.size), AllocatorEventText::poolName(event.pool), where);
    case gml::EventKind::Alloc:
        return tr("Before the trace began, a block of %1 at %2 was carved out of it.").arg(NumberText::bytes(event.size), where);
    case gml::EventKind::FreeRequested: return tr("Before the trace began, the block at %1 was freed.").arg(where);
    case gml::EventKind::FreeCompleted: return tr("Before the trace began, the block at %1 was cached.").arg(where);
    default: return AllocatorEventText::explain(replay.trace, index);
    }
}

QString SnapshotReplayText::mismatch(const gml::ReplayMismatch& m)
{
    using gml::MismatchKind;
    const QString recordedAddress = NumberText::address(m.recordedAddress);
    const QString replayedAddress = NumberText::address(m.replayedAddress);
    // PyTorch's action names (alloc, segment_map, ...) are code, shown as the snapshot spells them.
    const QString action = QString::fromUtf8(gml::traceActionName(m.action));
    switch (m.kind) {
    case MismatchKind::StartSegmentRefused:
        return tr("The start state's segment at %1 could not be adopted: %2")
            .arg(recordedAddress, AllocatorEventText::refusal(m.error));
    case MismatchKind::AllocFailed:
        return tr("The alloc of %1 recorded at %2 failed in the replay: %3")
            .arg(NumberText::bytes(m.recordedSize), recordedAddress, AllocatorEventText::refusal(m.error));
    case MismatchKind::AllocElsewhere:
        return tr("The alloc of %1 recorded at %2 was replayed at %3.")
            .arg(NumberText::bytes(m.recordedSize), recordedAddress, replayedAddress);
    case MismatchKind::OomServedFromCache:
        return tr("The trace records an out-of-memory for %1; the replay found a cached block for it.")
            .arg(NumberText::bytes(m.recordedSize));
    case MismatchKind::EmptyCacheCount:
        return tr("empty_cache released %n segment(s) in the replay; the trace shows %1.", nullptr,
                  static_cast<int>(m.replayedSize))
            .arg(m.recordedSize);
    case MismatchKind::SegmentNotRecorded:
        return tr("The replay made a new %1 segment that the trace does not have.").arg(NumberText::bytes(m.replayedSize));
    case MismatchKind::SegmentDiffers:
        return tr("%1 of %2 recorded at %3 was replayed as %4 of %5 at %6.")
            .arg(action, NumberText::bytes(m.recordedSize), recordedAddress,
                 QString::fromUtf8(gml::eventKindName(m.replayedKind)), NumberText::bytes(m.replayedSize),
                 replayedAddress);
    case MismatchKind::SegmentNotPredicted:
        return tr("%1 of %2 at %3 was not predicted: the replay served the allocation from its cache.")
            .arg(action, NumberText::bytes(m.recordedSize), recordedAddress);
    }
    return {};
}

QString SnapshotReplayText::capacity(const gml::DeviceCapacity& capacity)
{
    const QString size = NumberText::bytes(capacity.bytes);
    switch (capacity.source) {
    case gml::DeviceCapacitySource::InferredFromRangeSpacing:
        return tr("The replay assumed a GPU with %1 of memory, worked out from its expandable segments: "
                  "PyTorch reserves each one an address range of the GPU's memory plus an eighth, and "
                  "consecutive ranges start %2 apart.")
            .arg(size, NumberText::bytes(capacity.spacingBytes));
    case gml::DeviceCapacitySource::GivenByUser:
        return tr("The replay assumed a GPU with %1 of memory, the size you gave.").arg(size);
    case gml::DeviceCapacitySource::GuessedFromPeakReserved:
        return tr("The snapshot does not record how much memory the GPU had, and its expandable segments do "
                  "not show it, so the replay assumed %1: %2, or twice the reserved peak if that is more.")
            .arg(size, NumberText::bytes(gml::kGuessedCapacityFloorBytes));
    }
    return {};
}
