#include "trace/AllocatorTrace.h"

#include "util/ByteFormat.h"

namespace gml {

namespace {

std::string segmentName(const AllocatorEvent& event)
{
    return std::string(event.has(event_flags::kExpandable) ? "expandable segment " : "segment ") +
           std::to_string(event.segment);
}

std::string plural(std::uint64_t count, const char* one, const char* many)
{
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

std::string explainAlloc(const AllocatorEvent& event)
{
    const std::string asked = formatBytes(event.requested) +
                              (event.detail2 != event.requested ? " (rounded to " + formatBytes(event.detail2) + ")" : "");
    std::string text = event.reason == EventReason::ReusedCachedBlock
                           ? "allocated " + asked + ": reused a cached " + formatBytes(event.size + event.detail) +
                                 " block in " + segmentName(event)
                           : "allocated " + asked + " at the start of the new memory in " + segmentName(event);
    if (event.detail > 0)
        text += " and split off " + formatBytes(event.detail) + ", which stays cached after it";
    else if (event.size > event.detail2)
        text += ", whole: the " + formatBytes(event.size - event.detail2) +
                " left over is below the split threshold, so the tensor gets it too";
    return text;
}

std::string explainSegmentAlloc(const AllocatorEvent& event)
{
    if (event.reason == EventReason::ExpandableReserve)
        return "reserved a " + formatBytes(event.size) + " virtual address range for " + segmentName(event) +
               " (" + poolName(event.pool) + " pool, stream " + std::to_string(event.stream) +
               "): no memory yet; pages are mapped into it as it grows";
    std::string text = "no cached block fits " + formatBytes(event.detail2) + "; ";
    switch (event.reason) {
    case EventReason::RetryAfterOversize:
        text += "a new " + formatBytes(event.size) + " segment failed; released " +
                plural(event.count, "cached oversize block", "cached oversize blocks") + " (" +
                formatBytes(event.detail) + ") and retried: got ";
        break;
    case EventReason::RetryAfterReleaseAll:
        text += "a new " + formatBytes(event.size) + " segment failed; released " +
                plural(event.count, "cached segment", "cached segments") + " (" + formatBytes(event.detail) +
                ") and retried: got ";
        break;
    default: text += "asked the device for ";
    }
    return text + "a new " + formatBytes(event.size) + " " + poolName(event.pool) + "-pool " +
           segmentName(event) + " at " + formatAddress(event.address);
}

std::string explainSegmentFree(const AllocatorEvent& event)
{
    const std::string what = formatBytes(event.size) + " " + segmentName(event);
    switch (event.reason) {
    case EventReason::EmptyCacheRelease:
        return "empty_cache returned the whole free " + what + " to the device";
    case EventReason::OversizeRelease:
        return "out of memory: released the cached oversize block " + what + " so a new segment might fit";
    case EventReason::ReleaseAllForRetry:
        return "out of memory: released the whole free " + what + " before retrying";
    case EventReason::GarbageCollection:
        return "garbage collection: reserved memory passed the threshold; released the unused " + what +
               ", idle for " + plural(event.detail, "search", "searches") + " of the cache";
    case EventReason::ExpandableRelease:
        return "every page of " + segmentName(event) + " is unmapped: released its " + formatBytes(event.size) +
               " address range";
    default: return "released " + what;
    }
}

} // namespace

std::uint32_t AllocatorTrace::addMessage(std::string message)
{
    m_messages.push_back(std::move(message));
    return static_cast<std::uint32_t>(m_messages.size() - 1);
}

std::uint32_t AllocatorTrace::addOutOfMemory(const OutOfMemoryMessage& facts)
{
    m_outOfMemory.push_back(facts);
    return static_cast<std::uint32_t>(m_outOfMemory.size() - 1);
}

void AllocatorTrace::clear()
{
    m_trace.clear();
    m_messages.clear();
    m_outOfMemory.clear();
}

std::string AllocatorTrace::explain(std::size_t index) const
{
    const AllocatorEvent& event = m_trace[index];
    switch (event.kind) {
    case EventKind::Alloc: return explainAlloc(event);
    case EventKind::FreeRequested:
        if (event.reason == EventReason::WaitsForStreams)
            return "freed the " + formatBytes(event.size) + " block at " + formatAddress(event.address) + ", but " +
                   plural(event.count, "other stream", "other streams") +
                   " may still use it: it stays active (pending free) until they finish";
        return "freed the " + formatBytes(event.size) + " block at " + formatAddress(event.address);
    case EventKind::FreeCompleted: {
        std::string text = event.reason == EventReason::StreamsFinished
                               ? "the streams using the block finished: the " + formatBytes(event.detail2) +
                                     " block is cached again"
                               : "the " + formatBytes(event.detail2) + " block is cached again";
        if (event.detail > event.detail2)
            text += ", merged with its free neighbours into " + formatBytes(event.detail);
        return text + " (" + segmentName(event) + ")";
    }
    case EventKind::SegmentAlloc: return explainSegmentAlloc(event);
    case EventKind::SegmentFree: return explainSegmentFree(event);
    case EventKind::SegmentMap:
        return std::string(event.reason == EventReason::RetryAfterReleaseAll
                               ? "after releasing cached memory, retried: "
                               : "no cached block fits " + formatBytes(event.detail2) + ": ") +
               "mapped " + formatBytes(event.size) + " of pages at " + formatAddress(event.address) + " into " +
               segmentName(event) + ", so it grows instead of a new segment being made";
    case EventKind::SegmentUnmap:
        return std::string(event.reason == EventReason::EmptyCacheRelease ? "empty_cache" : "out of memory") +
               ": unmapped " + formatBytes(event.size) + " of free pages at " + formatAddress(event.address) +
               " from " + segmentName(event);
    case EventKind::EmptyCache:
        return "empty_cache: returned " + plural(event.count, "whole free segment", "whole free segments") +
               " and free pages (" + formatBytes(event.detail) +
               ") to the device; free pieces of partly used segments stay cached";
    case EventKind::Oom: return outOfMemory(event.count).text();
    case EventKind::Error: return message(event.count);
    }
    return {};
}

} // namespace gml
