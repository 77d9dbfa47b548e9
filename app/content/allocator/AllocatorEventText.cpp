#include "app/content/allocator/AllocatorEventText.h"

#include "app/content/common/NumberText.h"

using gml::EventKind;
using gml::EventReason;

namespace {

QString bytes(std::uint64_t n)
{
    return NumberText::bytes(n);
}

} // namespace

QString AllocatorEventText::segmentName(const gml::AllocatorEvent& event)
{
    return event.has(gml::event_flags::kExpandable) ? tr("expandable segment %1").arg(event.segment)
                                                    : tr("segment %1").arg(event.segment);
}

QString AllocatorEventText::poolName(gml::PoolKind pool)
{
    return pool == gml::PoolKind::Small ? tr("small pool") : tr("large pool");
}

QString AllocatorEventText::alloc(const gml::AllocatorEvent& event)
{
    // What was asked: the request, and what the allocator rounded it to when that differs.
    const QString asked = event.detail2 != event.requested
                              ? tr("%1 (rounded to %2)").arg(bytes(event.requested), bytes(event.detail2))
                              : bytes(event.requested);
    const QString segment = segmentName(event);
    const bool split = event.detail > 0;
    const bool leftover = !split && event.size > event.detail2;
    if (event.reason == EventReason::ReusedCachedBlock) {
        const QString block = bytes(event.size + event.detail);
        if (split)
            return tr("Allocated %1: reused a cached %2 block in %3 and split off %4, which stays cached after it.")
                .arg(asked, block, segment, bytes(event.detail));
        if (leftover)
            return tr("Allocated %1: reused a cached %2 block in %3 whole. The %4 left over is below the split "
                      "threshold, so the tensor gets it too.")
                .arg(asked, block, segment, bytes(event.size - event.detail2));
        return tr("Allocated %1: reused a cached %2 block in %3.").arg(asked, block, segment);
    }
    if (split)
        return tr("Allocated %1 at the start of the new memory in %2 and split off %3, which stays cached after it.")
            .arg(asked, segment, bytes(event.detail));
    if (leftover)
        return tr("Allocated %1 at the start of the new memory in %2, whole. The %3 left over is below the split "
                  "threshold, so the tensor gets it too.")
            .arg(asked, segment, bytes(event.size - event.detail2));
    return tr("Allocated %1 at the start of the new memory in %2.").arg(asked, segment);
}

QString AllocatorEventText::freeCompleted(const gml::AllocatorEvent& event)
{
    const QString block = bytes(event.detail2);
    const QString segment = segmentName(event);
    const bool merged = event.detail > event.detail2;
    if (event.reason == EventReason::StreamsFinished)
        return merged ? tr("The streams using the block finished: the %1 block is cached again, merged with its free "
                           "neighbours into %2 (%3).")
                            .arg(block, bytes(event.detail), segment)
                      : tr("The streams using the block finished: the %1 block is cached again (%2).").arg(block, segment);
    return merged ? tr("The %1 block is cached again, merged with its free neighbours into %2 (%3).")
                        .arg(block, bytes(event.detail), segment)
                  : tr("The %1 block is cached again (%2).").arg(block, segment);
}

QString AllocatorEventText::segmentAlloc(const gml::AllocatorEvent& event)
{
    const QString segment = segmentName(event);
    const QString pool = poolName(event.pool);
    switch (event.reason) {
    case EventReason::ExpandableReserve:
        return tr("Reserved a %1 virtual address range for %2 (%3, stream %4). It holds no memory yet: pages are "
                  "mapped into it as it grows.")
            .arg(bytes(event.size), segment, pool)
            .arg(event.stream);
    case EventReason::RetryAfterOversize:
        return tr("No cached block fits %1. A new %2 segment failed, so the allocator released %n cached oversize "
                  "block(s) (%3), retried, and got %4 in the %5 at %6.",
                  nullptr, static_cast<int>(event.count))
            .arg(bytes(event.detail2), bytes(event.size), bytes(event.detail), segment, pool,
                 NumberText::address(event.address));
    case EventReason::RetryAfterReleaseAll:
        return tr("No cached block fits %1. A new %2 segment failed, so the allocator released %n whole free "
                  "segment(s) (%3), retried, and got %4 in the %5 at %6.",
                  nullptr, static_cast<int>(event.count))
            .arg(bytes(event.detail2), bytes(event.size), bytes(event.detail), segment, pool,
                 NumberText::address(event.address));
    default:
        return tr("No cached block fits %1, so the allocator asked the device for a new %2 segment: %3 in the %4, "
                  "at %5.")
            .arg(bytes(event.detail2), bytes(event.size), segment, pool, NumberText::address(event.address));
    }
}

QString AllocatorEventText::segmentFree(const gml::AllocatorEvent& event)
{
    const QString segment = segmentName(event);
    const QString size = bytes(event.size);
    switch (event.reason) {
    case EventReason::EmptyCacheRelease:
        return tr("empty_cache returned %1 (%2), which was wholly free, to the device.").arg(segment, size);
    case EventReason::OversizeRelease:
        return tr("Out of memory: the allocator released the cached oversize block %1 (%2) so that a new segment "
                  "might fit.")
            .arg(segment, size);
    case EventReason::ReleaseAllForRetry:
        return tr("Out of memory: the allocator released %1 (%2), which was wholly free, before retrying.")
            .arg(segment, size);
    case EventReason::GarbageCollection:
        return tr("Garbage collection: reserved memory passed the threshold, so the allocator released the unused "
                  "%1 (%2), idle for %n search(es) of the cache.",
                  nullptr, static_cast<int>(event.detail))
            .arg(segment, size);
    case EventReason::ExpandableRelease:
        return tr("Every page of %1 is unmapped, so its %2 address range is released.").arg(segment, size);
    default: return tr("Released %1 (%2).").arg(segment, size);
    }
}

QString AllocatorEventText::error(const gml::AllocatorEvent& event)
{
    switch (event.reason) {
    case EventReason::InvalidSize: return refusal(gml::AllocatorErrorCode::InvalidSize);
    case EventReason::UnknownAddress: return refusal(gml::AllocatorErrorCode::UnknownAddress);
    case EventReason::DoubleFree: return refusal(gml::AllocatorErrorCode::DoubleFree);
    case EventReason::BadSetting: return refusal(gml::AllocatorErrorCode::BadSetting);
    default: return refusal(gml::AllocatorErrorCode::DeviceFailure);
    }
}

QString AllocatorEventText::refusal(gml::AllocatorErrorCode code)
{
    switch (code) {
    case gml::AllocatorErrorCode::OutOfMemory:
        return tr("Out of memory: no cached block fits, and the device has no room for a new segment.");
    case gml::AllocatorErrorCode::InvalidSize:
        return tr("The allocator refused the call: the size is 0, or more than the device could ever hand out. "
                  "Nothing changed.");
    case gml::AllocatorErrorCode::UnknownAddress:
        return tr("The allocator refused the call: no live allocation has that address. Nothing changed.");
    case gml::AllocatorErrorCode::DoubleFree:
        return tr("The allocator refused the call: that block is already free, or waiting to be freed. Nothing "
                  "changed.");
    case gml::AllocatorErrorCode::BadSetting:
        return tr("The allocator refused the setting, as PyTorch would. Nothing changed.");
    case gml::AllocatorErrorCode::DeviceFailure:
        return tr("The device failed in a way that is not out of memory. Nothing changed.");
    }
    return {};
}

QString AllocatorEventText::outOfMemory(const gml::OutOfMemoryMessage& facts)
{
    const QString tried = bytes(facts.triedToAllocate);
    const QString total = bytes(facts.totalCapacity);
    const QString free = bytes(facts.deviceFree);
    const QString allocated = bytes(facts.allocatedByPyTorch);
    const QString reserved = bytes(facts.reservedButUnallocated);
    // PyTorch's advice is expandable segments: a run that already has them is not told to turn them on.
    if (facts.expandableSegments && facts.allowed)
        return tr("CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free, "
                  "and this process is allowed %5. Of the allocated memory, %6 is allocated by PyTorch and %7 is "
                  "reserved by PyTorch but unallocated.")
            .arg(tried, QString::number(facts.deviceOrdinal), total, free, bytes(*facts.allowed), allocated, reserved);
    if (facts.expandableSegments)
        return tr("CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free. "
                  "Of the allocated memory, %5 is allocated by PyTorch and %6 is reserved by PyTorch but unallocated.")
            .arg(tried, QString::number(facts.deviceOrdinal), total, free, allocated, reserved);
    if (facts.allowed)
        return tr("CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free, "
                  "and this process is allowed %5. Of the allocated memory, %6 is allocated by PyTorch and %7 is "
                  "reserved by PyTorch but unallocated. If reserved but unallocated memory is large, try setting "
                  "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.")
            .arg(tried, QString::number(facts.deviceOrdinal), total, free, bytes(*facts.allowed), allocated, reserved);
    return tr("CUDA out of memory. Tried to allocate %1. GPU %2 has a total capacity of %3, of which %4 is free. Of "
              "the allocated memory, %5 is allocated by PyTorch and %6 is reserved by PyTorch but unallocated. If "
              "reserved but unallocated memory is large, try setting "
              "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to avoid fragmentation.")
        .arg(tried, QString::number(facts.deviceOrdinal), total, free, allocated, reserved);
}

QString AllocatorEventText::explain(const gml::AllocatorTrace& trace, std::size_t index)
{
    const gml::AllocatorEvent event = trace[index];
    switch (event.kind) {
    case EventKind::Alloc: return alloc(event);
    case EventKind::FreeRequested:
        if (event.reason == EventReason::WaitsForStreams)
            return tr("Freed the %1 block at %2, but %n other stream(s) may still use it: it stays active (pending "
                      "free) until they finish.",
                      nullptr, static_cast<int>(event.count))
                .arg(bytes(event.size), NumberText::address(event.address));
        return tr("Freed the %1 block at %2.").arg(bytes(event.size), NumberText::address(event.address));
    case EventKind::FreeCompleted: return freeCompleted(event);
    case EventKind::SegmentAlloc: return segmentAlloc(event);
    case EventKind::SegmentFree: return segmentFree(event);
    case EventKind::SegmentMap:
        if (event.reason == EventReason::RetryAfterReleaseAll)
            return tr("After releasing cached memory the allocator retried: it mapped %1 of pages at %2 into %3, so "
                      "the segment grows instead of a new one being made.")
                .arg(bytes(event.size), NumberText::address(event.address), segmentName(event));
        return tr("No cached block fits %1, so the allocator mapped %2 of pages at %3 into %4: the segment grows "
                  "instead of a new one being made.")
            .arg(bytes(event.detail2), bytes(event.size), NumberText::address(event.address), segmentName(event));
    case EventKind::SegmentUnmap:
        return event.reason == EventReason::EmptyCacheRelease
                   ? tr("empty_cache unmapped %1 of free pages at %2 from %3.")
                         .arg(bytes(event.size), NumberText::address(event.address), segmentName(event))
                   : tr("Out of memory: the allocator unmapped %1 of free pages at %2 from %3.")
                         .arg(bytes(event.size), NumberText::address(event.address), segmentName(event));
    case EventKind::EmptyCache:
        return tr("empty_cache returned %n whole free segment(s) and free pages (%1) to the device. Free pieces of "
                  "partly used segments stay cached.",
                  nullptr, static_cast<int>(event.count))
            .arg(bytes(event.detail));
    case EventKind::Oom: return outOfMemory(trace.outOfMemory(event.count));
    case EventKind::Error: return error(event);
    }
    return {};
}
