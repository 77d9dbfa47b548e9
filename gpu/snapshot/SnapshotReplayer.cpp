#include "snapshot/SnapshotReplayer.h"

#include "allocator/AllocationRules.h"
#include "device/SimulatedDevice.h"
#include "snapshot/DeviceCapacityInference.h"
#include "snapshot/RecordedExpandableRanges.h"
#include "snapshot/SnapshotAllocatorConfig.h"
#include "snapshot/SnapshotSummary.h"
#include "snapshot/StartStateRebuilder.h"
#include "util/ByteFormat.h"

#include <algorithm>

namespace gml {

namespace {

// A departure that the engine caused no error for: what was recorded, what the replay did instead.
ReplayMismatch mismatchOf(MismatchKind kind, std::size_t recordedEvent, TraceAction action, std::uint64_t recordedAddress,
                          std::uint64_t replayedAddress, std::uint64_t recordedSize, std::uint64_t replayedSize,
                          EventKind replayedKind = EventKind::SegmentAlloc)
{
    ReplayMismatch mismatch;
    mismatch.recordedEvent = recordedEvent;
    mismatch.action = action;
    mismatch.recordedAddress = recordedAddress;
    mismatch.replayedAddress = replayedAddress;
    mismatch.recordedSize = recordedSize;
    mismatch.replayedSize = replayedSize;
    mismatch.kind = kind;
    mismatch.replayedKind = replayedKind;
    return mismatch;
}

// A start-state correction restarts the replay; a trace that keeps asking for them is not one the gap
// rules explain, and after this many the replay goes on without correcting.
constexpr int kMaxCorrections = 64;

const TraceEvents& traceOf(const MemorySnapshot& snapshot, int device)
{
    static const TraceEvents kNoTrace;
    const auto slot = static_cast<std::size_t>(device);
    return device >= 0 && slot < snapshot.deviceTraces.size() ? snapshot.deviceTraces[slot] : kNoTrace;
}

bool isNewSegment(const AllocatorEvent& event)
{
    return (event.kind == EventKind::SegmentAlloc && event.reason != EventReason::ExpandableReserve) ||
           event.kind == EventKind::SegmentMap;
}

bool isRelease(const AllocatorEvent& event)
{
    return (event.kind == EventKind::SegmentFree && event.reason != EventReason::ExpandableRelease) ||
           event.kind == EventKind::SegmentUnmap;
}

DeviceCapacity capacityOf(const MemorySnapshot& snapshot, const RecordedExpandableRanges& ranges, int device,
                          std::uint64_t givenBytes)
{
    DeviceCapacity capacity;
    capacity.recordedRanges = ranges.countOnDevice(device);
    if (givenBytes != 0) {
        capacity.bytes = givenBytes;
        capacity.source = DeviceCapacitySource::GivenByUser;
        return capacity;
    }
    const std::uint64_t peak = summarizeSnapshot(snapshot, device).total.peakReservedBytes;
    if (const auto inferred = DeviceCapacityInference::infer(ranges, device, peak))
        return *inferred;
    capacity.bytes = SnapshotReplayer::defaultDeviceBytes(snapshot, device);
    return capacity;
}

} // namespace

SnapshotReplayer::SnapshotReplayer(const MemorySnapshot& snapshot, int device, const ReplayControl& control)
    : m_trace(traceOf(snapshot, device)), m_control(control)
{
}

std::uint64_t SnapshotReplayer::defaultDeviceBytes(const MemorySnapshot& snapshot, int device)
{
    const SnapshotSummary summary = summarizeSnapshot(snapshot, device);
    const std::uint64_t wanted =
        std::max<std::uint64_t>(kGuessedCapacityFloorBytes, 2 * summary.total.peakReservedBytes);
    return (wanted + ReplayDevice::kPageGranularity - 1) / ReplayDevice::kPageGranularity * ReplayDevice::kPageGranularity;
}

DeviceCapacity SnapshotReplayer::recordedCapacity(const MemorySnapshot& snapshot, int device,
                                                  std::uint64_t givenBytes)
{
    return capacityOf(snapshot, RecordedExpandableRanges(snapshot), device, givenBytes);
}

LoadResult<SnapshotReplay> SnapshotReplayer::replayRecorded(const MemorySnapshot& snapshot, int device,
                                                            const ReplayControl& control, std::uint64_t deviceBytes)
{
    const auto config = allocatorConfigFromSettings(snapshot.allocatorSettings);
    if (!config)
        return LoadError{LoadErrorKind::BadFile, config.error().message};
    SnapshotReplayer replayer(snapshot, device, control);
    SnapshotReplay result;
    result.device = device;
    result.config = config.value();
    const RecordedExpandableRanges ranges(snapshot);
    replayer.m_recordedStarts = ranges.recordedStarts();
    for (const RecordedExpandableRanges::Range& range : ranges.ranges())
        if (range.device == device)
            replayer.m_rangeStarts[{range.pool, range.stream}] = range.start;
    result.capacity = capacityOf(snapshot, ranges, device, deviceBytes);
    result.deviceBytes = result.capacity.bytes;
    result.startState = StartStateRebuilder(snapshot, device, result.config).rebuild();
    while (!replayer.runOnce(result)) {
        // A correction grew a start block: the run so far stood on a wrong start state; go again.
    }
    if (replayer.m_cancelled)
        return LoadError{LoadErrorKind::Cancelled, "the replay was cancelled"};
    return result;
}

LoadResult<SnapshotReplay> SnapshotReplayer::replayWhatIf(const MemorySnapshot& snapshot, int device,
                                                          const WhatIfOptions& options, const ReplayControl& control)
{
    const auto recorded = allocatorConfigFromSettings(snapshot.allocatorSettings);
    if (!recorded)
        return LoadError{LoadErrorKind::BadFile, recorded.error().message};
    SnapshotReplayer replayer(snapshot, device, control);
    replayer.m_whatIf = true;
    SnapshotReplay result;
    result.device = device;
    result.whatIf = true;
    result.config = options.config;
    result.capacity = recordedCapacity(snapshot, device, options.deviceBytes);
    result.deviceBytes = result.capacity.bytes;
    // The live allocations at the trace's start come from the recorded run's rebuild (under the recorded
    // settings, which decided the blocks' sizes).
    result.startState = StartStateRebuilder(snapshot, device, recorded.value()).rebuild();
    replayer.runOnce(result);
    if (replayer.m_cancelled)
        return LoadError{LoadErrorKind::Cancelled, "the replay was cancelled"};
    return result;
}

bool SnapshotReplayer::runOnce(SnapshotReplay& result)
{
    m_correctionFound = false;
    m_engine.reset();
    if (m_whatIf) {
        m_deviceOwner = std::make_unique<SimulatedDevice>("what-if device", result.deviceBytes);
        m_replayDevice = nullptr;
    } else {
        auto device = std::make_unique<ReplayDevice>(result.deviceBytes, result.device);
        device->setRecordedStarts(m_recordedStarts);
        m_replayDevice = device.get();
        m_deviceOwner = std::move(device);
    }
    m_engine = std::make_unique<CachingAllocator>(*m_deviceOwner, result.config);
    m_streams.clear();
    m_nextPendingStream = 1u << 30;
    m_live.clear();
    m_pending.clear();
    m_failed.clear();
    m_estimatedEnds.clear();
    m_estimatedStarts.clear();
    m_queuedSegments.clear();
    m_queuedReleases.clear();
    m_retryReleases = 0;
    m_seenPeak = 0;
    result.recordedEvents.clear();
    result.startEventStacks.clear();
    result.allocParity = {};
    result.segmentParity = {};
    result.firstMismatch.reset();
    result.figures = {};
    result.unmatchedEvents = 0;

    if (m_whatIf) {
        seedWhatIf(result);
    } else {
        adoptStartState(result);
        // The figures count from the trace's start: adopting carved even the free blocks out as allocations
        // for a moment, a peak the program never had (a snapshot without a trace showed 32 MiB allocated at
        // peak where its dump holds 20 MiB).
        m_engine->resetPeakStats();
    }
    result.startEventCount = m_engine->trace().size();
    result.recordedEvents.assign(result.startEventCount, kNoRecordedEvent);
    m_attributed = result.startEventCount;
    updateFigures(result);

    const std::uint64_t total = m_trace.size();
    const std::uint64_t interval = std::max<std::uint64_t>(m_control.progressInterval, 1);
    for (std::size_t i = 0; i < m_trace.size(); ++i) {
        if (i % interval == 0) {
            if (m_control.cancelled()) {
                m_cancelled = true;
                return true;
            }
            if (m_control.progress)
                m_control.progress(i, total);
        }
        const SnapshotTraceEvent& event = m_trace[i];
        // An immediate free (free_requested, then its free_completed) is one call: skip its second half.
        if (event.action == TraceAction::FreeCompleted && i > 0 && m_trace[i - 1].action == TraceAction::FreeRequested &&
            m_trace[i - 1].address == event.address)
            continue;
        replayEvent(i, result);
        if (m_correctionFound)
            return false;
    }
    if (!m_whatIf) {
        emptyCacheIfReleased(m_trace.empty() ? 0 : m_trace.size() - 1, result);
        m_replayDevice->dropExpectedAllocations();
    }
    const AllocatorStats& stats = m_engine->stats();
    result.figures.peakReservedBytes = static_cast<std::uint64_t>(stats.reservedBytes.all().peak);
    result.figures.peakAllocatedBytes = static_cast<std::uint64_t>(stats.allocatedBytes.all().peak);
    result.figures.peakInactiveSplitBytes = static_cast<std::uint64_t>(stats.inactiveSplitBytes.all().peak);
    result.figures.finalFragmentation = m_engine->fragmentation();
    result.figures.numOoms = stats.numOoms;
    result.figures.numAllocRetries = stats.numAllocRetries;
    // The recorded stream behind each of the replay's stream numbers, so views can name streams as recorded.
    result.streamHandles.assign(m_streams.size() + 1, 0);
    for (const auto& [handle, stream] : m_streams)
        if (stream < result.streamHandles.size())
            result.streamHandles[stream] = handle;
    result.trace = m_engine->takeTrace();
    if (m_control.progress)
        m_control.progress(total, total);
    return true;
}

StreamId SnapshotReplayer::streamOf(std::uint64_t handle)
{
    if (handle == 0)
        return 0;
    const auto [it, added] = m_streams.try_emplace(handle, static_cast<StreamId>(m_streams.size() + 1));
    return it->second;
}

void SnapshotReplayer::seedWhatIf(SnapshotReplay& result)
{
    // Only what lived at the trace's start carries over: the cache itself is the configuration's business.
    for (const ReplayStartSegment& segment : result.startState.segments)
        for (const ReplayStartBlock& block : segment.blocks) {
            if (block.state == ReplayStartBlock::State::Free)
                continue;
            const auto address = m_engine->allocate(block.requested != 0 ? block.requested : block.size,
                                                    streamOf(segment.stream));
            if (!address) {
                m_failed.insert(block.address);
                continue;
            }
            m_live[block.address] = address.value();
            if (block.state == ReplayStartBlock::State::PendingFree) {
                const StreamId stream = newPendingStream();
                m_engine->recordStream(address.value(), stream);
                m_engine->free(address.value());
                m_pending[block.address] = stream;
                m_live.erase(block.address);
            }
        }
    result.startEventStacks.assign(m_engine->trace().size(), 0);
}

void SnapshotReplayer::replayEvent(std::size_t index, SnapshotReplay& result)
{
    const SnapshotTraceEvent& event = m_trace[index];
    switch (event.action) {
    case TraceAction::SegmentAlloc:
    case TraceAction::SegmentMap:
        if (m_whatIf)
            return; // the what-if run's allocator decides its own segments
        ++result.segmentParity.total;
        // Segments released just before a new one was made were released by that allocation's retry.
        m_retryReleases = m_queuedReleases.size();
        m_queuedSegments.push_back(index);
        // A segment_map starts a new expandable range when the allocator finds no room in the ranges it
        // has: the range then begins at the first mapped page. Whether it does is the allocator's decision,
        // so the address is only offered; an unused offer is dropped after the call.
        if (event.action == TraceAction::SegmentAlloc)
            m_replayDevice->expectAllocation(event.address);
        else
            m_replayDevice->expectReservation(event.address);
        return;
    case TraceAction::SegmentFree:
    case TraceAction::SegmentUnmap:
        if (!m_whatIf)
            m_queuedReleases.push_back(index);
        return;
    case TraceAction::Alloc: replayAlloc(index, result); return;
    case TraceAction::FreeRequested:
    case TraceAction::FreeCompleted: replayFree(index, result); return;
    case TraceAction::Oom: replayOom(index, result); return;
    case TraceAction::Snapshot:
    case TraceAction::Other: return;
    }
}

void SnapshotReplayer::replayAlloc(std::size_t index, SnapshotReplay& result)
{
    const SnapshotTraceEvent& event = m_trace[index];
    if (!m_whatIf) {
        // Releases just before a new segment come from this allocation's retry, or from an empty_cache
        // called before it: PyTorch records both alike. A retry happens only when no cached block fits, so
        // if a released segment would have served the request, it was empty_cache.
        const std::uint64_t rounded = m_engine->rules().roundSize(event.size);
        const PoolKind pool = AllocationRules::poolFor(rounded);
        for (const std::size_t release : m_queuedReleases) {
            const SnapshotTraceEvent& freed = m_trace[release];
            const PoolKind freedPool = freed.size <= AllocationRules::kSmallBuffer ? PoolKind::Small : PoolKind::Large;
            if (freed.action == TraceAction::SegmentFree && freedPool == pool && freed.stream == event.stream &&
                freed.size >= rounded && m_engine->rules().cachedBlockServes(freed.size, rounded))
                m_retryReleases = 0;
        }
        if (m_retryReleases == 0)
            emptyCacheIfReleased(index, result);
        else
            m_replayDevice->failUntilReleased(m_retryReleases);
    }
    const std::size_t before = m_engine->trace().size();
    const auto address = m_engine->allocate(event.size, streamOf(event.stream));
    if (!m_whatIf) {
        m_replayDevice->failUntilReleased(0);
        compareSegments(result, before);
    }
    attribute(index, std::nullopt, result);
    if (!address) {
        m_failed.insert(event.address);
        if (!m_whatIf) {
            ++result.allocParity.total;
            mismatch(result, ReplayMismatch{index, TraceAction::Alloc, event.address, 0, event.size, 0,
                                            MismatchKind::AllocFailed, EventKind::Alloc, address.error().code,
                                            address.error().message});
        }
        return;
    }
    m_live[event.address] = address.value();
    if (m_whatIf)
        return;
    ++result.allocParity.total;
    if (address.value() == event.address) {
        ++result.allocParity.matched;
    } else if (!tryCorrection(event.address, result)) {
        mismatch(result, mismatchOf(MismatchKind::AllocElsewhere, index, TraceAction::Alloc, event.address,
                                    address.value(), event.size, event.size));
    }
}

bool SnapshotReplayer::tryCorrection(std::uint64_t recorded, SnapshotReplay& result)
{
    if (m_whatIf || result.corrections >= static_cast<std::uint64_t>(kMaxCorrections))
        return false;
    auto it = m_estimatedEnds.upper_bound(recorded);
    if (it == m_estimatedEnds.begin())
        return false;
    --it;
    const std::uint64_t end = it->first;
    // The remainder an allocation can hide: up to 1 MiB unsplit in the large pool, or up to
    // max_non_split_rounding for an oversize block that is never split.
    const std::uint64_t limit = result.config.hasMaxSplitSize()
                                    ? std::max(AllocationRules::kSmallSize, result.config.maxNonSplitRounding)
                                    : AllocationRules::kSmallSize;
    if (end >= recorded || recorded - end > limit)
        return false;
    if (!result.startState.growEstimatedBlock(it->second, recorded - end))
        return false;
    ++result.corrections;
    m_correctionFound = true;
    return true;
}

void SnapshotReplayer::replayFree(std::size_t index, SnapshotReplay& result)
{
    const SnapshotTraceEvent& event = m_trace[index];
    if (!m_whatIf)
        emptyCacheIfReleased(index, result);
    if (event.action == TraceAction::FreeCompleted) {
        // Completes a free that waited for other streams (requested earlier, or before the trace began).
        const StreamId* pending = m_pending.find(event.address);
        if (pending == nullptr) {
            ++result.unmatchedEvents;
            return;
        }
        const StreamId stream = *pending;
        m_pending.erase(event.address);
        if (stream != 0)
            m_engine->synchronizeStream(stream);
        attribute(index, std::nullopt, result);
        return;
    }
    const bool immediate = index + 1 < m_trace.size() &&
                           m_trace[index + 1].action == TraceAction::FreeCompleted &&
                           m_trace[index + 1].address == event.address;
    if (m_failed.erase(event.address) > 0) {
        // The what-if run could not serve this allocation: there is nothing to free.
        ++result.figures.skippedFrees;
        if (!immediate)
            m_pending[event.address] = 0; // its free_completed completes nothing either
        return;
    }
    const std::uint64_t* live = m_live.find(event.address);
    if (live == nullptr) {
        ++result.unmatchedEvents;
        return;
    }
    const std::uint64_t replayed = *live;
    m_live.erase(event.address);
    if (const auto estimated = m_estimatedStarts.find(event.address); estimated != m_estimatedStarts.end()) {
        m_estimatedEnds.erase(estimated->second);
        m_estimatedStarts.erase(estimated);
    }
    if (immediate) {
        m_engine->free(replayed);
        attribute(index, index + 1, result);
        return;
    }
    // Other streams still used the block: the free stays pending until the recorded free_completed.
    const StreamId stream = newPendingStream();
    m_engine->recordStream(replayed, stream);
    m_engine->free(replayed);
    m_pending[event.address] = stream;
    attribute(index, std::nullopt, result);
}

void SnapshotReplayer::replayOom(std::size_t index, SnapshotReplay& result)
{
    const SnapshotTraceEvent& event = m_trace[index];
    // The releases recorded just before an oom are the failing allocation's own attempts to make room.
    if (!m_whatIf) {
        m_replayDevice->failAll(true);
        m_replayDevice->reportRecordedFreeBytes(event.address); // the oom's device_free
    }
    const auto address = m_engine->allocate(event.size, streamOf(event.stream));
    if (!m_whatIf) {
        m_replayDevice->failAll(false);
        m_replayDevice->reportRecordedFreeBytes(std::nullopt);
    }
    if (address) {
        // The program never got this memory, so it never frees it: give it back at once.
        m_engine->free(address.value());
        if (!m_whatIf)
            mismatch(result, mismatchOf(MismatchKind::OomServedFromCache, index, TraceAction::Oom, 0,
                                        address.value(), event.size, event.size));
    }
    attribute(index, std::nullopt, result);
}

void SnapshotReplayer::emptyCacheIfReleased(std::size_t index, SnapshotReplay& result)
{
    if (m_whatIf || m_queuedReleases.empty())
        return;
    // Segments released with no new segment after them: torch.cuda.empty_cache() was called.
    const std::size_t recorded = m_queuedReleases.size();
    const std::size_t before = m_engine->trace().size();
    m_engine->emptyCache();
    std::size_t released = 0;
    const AllocatorTrace& trace = m_engine->trace();
    for (std::size_t i = before; i < trace.size(); ++i)
        released += isRelease(trace[i]) ? 1 : 0;
    if (released != recorded)
        mismatch(result, mismatchOf(MismatchKind::EmptyCacheCount, index, TraceAction::SegmentFree,
                                    m_trace[m_queuedReleases.front()].address, 0, recorded, released));
    // Link the releases to the recorded segment_free events; the segments queued for the call that follows
    // stay queued.
    std::size_t next = 0;
    for (std::size_t i = m_attributed; i < trace.size(); ++i) {
        const std::size_t source =
            isRelease(trace[i]) && next < recorded ? m_queuedReleases[next++] : m_queuedReleases.front();
        result.recordedEvents.push_back(static_cast<std::uint32_t>(source));
    }
    m_attributed = trace.size();
    m_queuedReleases.clear();
    m_retryReleases = 0;
    updateFigures(result);
}

void SnapshotReplayer::compareSegments(SnapshotReplay& result, std::size_t firstNewEvent)
{
    const AllocatorTrace& trace = m_engine->trace();
    std::size_t next = 0;
    for (std::size_t i = firstNewEvent; i < trace.size(); ++i) {
        const AllocatorEvent& made = trace[i];
        if (!isNewSegment(made))
            continue;
        if (next >= m_queuedSegments.size()) {
            mismatch(result, mismatchOf(MismatchKind::SegmentNotRecorded,
                                        m_queuedSegments.empty() ? 0 : m_queuedSegments.back(),
                                        TraceAction::SegmentAlloc, 0, made.address, 0, made.size, made.kind));
            continue;
        }
        const std::size_t recordedIndex = m_queuedSegments[next++];
        const SnapshotTraceEvent& recorded = m_trace[recordedIndex];
        const bool sameKind =
            (recorded.action == TraceAction::SegmentMap) == (made.kind == EventKind::SegmentMap);
        if (sameKind && made.address == recorded.address && made.size == recorded.size)
            ++result.segmentParity.matched;
        else
            mismatch(result, mismatchOf(MismatchKind::SegmentDiffers, recordedIndex, recorded.action,
                                        recorded.address, made.address, recorded.size, made.size, made.kind));
    }
    if (next < m_queuedSegments.size()) {
        const SnapshotTraceEvent& recorded = m_trace[m_queuedSegments[next]];
        mismatch(result, mismatchOf(MismatchKind::SegmentNotPredicted, m_queuedSegments[next],
                                    recorded.action, recorded.address, 0, recorded.size, 0));
    }
}

void SnapshotReplayer::attribute(std::size_t recordedIndex, std::optional<std::size_t> completedIndex,
                                 SnapshotReplay& result)
{
    const AllocatorTrace& trace = m_engine->trace();
    std::size_t segment = 0;
    std::size_t release = 0;
    for (std::size_t i = m_attributed; i < trace.size(); ++i) {
        const AllocatorEvent& event = trace[i];
        std::size_t source = recordedIndex;
        if (isNewSegment(event) && segment < m_queuedSegments.size())
            source = m_queuedSegments[segment++];
        else if (isRelease(event) && release < m_queuedReleases.size())
            source = m_queuedReleases[release++];
        else if (event.kind == EventKind::FreeCompleted && completedIndex)
            source = *completedIndex;
        result.recordedEvents.push_back(static_cast<std::uint32_t>(source));
    }
    m_attributed = trace.size();
    m_queuedSegments.clear();
    m_queuedReleases.clear();
    m_retryReleases = 0;
    if (m_replayDevice != nullptr)
        m_replayDevice->dropExpectedAllocations();
    updateFigures(result);
}

void SnapshotReplayer::mismatch(SnapshotReplay& result, ReplayMismatch mismatch)
{
    if (!result.firstMismatch)
        result.firstMismatch = std::move(mismatch);
}

void SnapshotReplayer::updateFigures(SnapshotReplay& result)
{
    const AllocatorStats& stats = m_engine->stats();
    const auto reserved = static_cast<std::uint64_t>(stats.reservedBytes.all().current);
    if (reserved <= m_seenPeak)
        return;
    m_seenPeak = reserved;
    result.figures.cachedBytesAtPeak = reserved - static_cast<std::uint64_t>(stats.allocatedBytes.all().current);
    result.figures.fragmentationAtPeak = m_engine->fragmentation();
}

} // namespace gml
