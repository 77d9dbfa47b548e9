#pragma once

#include "allocator/CachingAllocator.h"
#include "snapshot/FlatAddressMap.h"
#include "snapshot/LoadError.h"
#include "snapshot/MemorySnapshot.h"
#include "snapshot/ReplayControl.h"
#include "snapshot/ReplayDevice.h"
#include "snapshot/SnapshotReplay.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace gml {

// A what-if run: the recorded program's allocations and frees (sizes and streams, not addresses) under
// another allocator configuration on a device of the given capacity.
struct WhatIfOptions
{
    AllocatorConfig config;
    std::uint64_t deviceBytes = 0; // 0: the recorded run's capacity (see SnapshotReplayer::recordedCapacity)
};

// Replays one device's trace of a PyTorch memory snapshot through CachingAllocator.
//
// Recorded run: the allocator runs with the file's own settings, starts from the state rebuilt at the
// trace's start (StartStateRebuilder) and is fed the recorded calls: alloc -> allocate, free_requested ->
// free (kept pending until its free_completed when other streams held the block), oom -> an allocation the
// device refuses, segment_free not followed by a segment_alloc -> empty_cache. The device hands out the
// recorded addresses where the trace has segment_alloc, and refuses cudaMalloc until the recorded retry's
// releases happened. Parity counts the allocs placed at the recorded address and the segments predicted
// with the recorded size. A replayed alloc landing a little way after a start block whose size was only
// estimated reveals that block's unsplit remainder: the start state is corrected and the replay restarts.
//
// What-if run: the same calls under another configuration, from the live allocations at the trace's start,
// on a simulated device; an allocation it cannot serve is an OOM there and its later free is skipped.
//
// Runs on the caller's thread (for the GUI, a worker thread); reports progress and stops on cancel.
class SnapshotReplayer
{
public:
    // deviceBytes: the recorded GPU's capacity if known (0: recordedCapacity works it out). It matters only
    // for expandable segments, whose reserved ranges are as large as the device.
    static LoadResult<SnapshotReplay> replayRecorded(const MemorySnapshot& snapshot, int device,
                                                     const ReplayControl& control = {}, std::uint64_t deviceBytes = 0);
    static LoadResult<SnapshotReplay> replayWhatIf(const MemorySnapshot& snapshot, int device,
                                                   const WhatIfOptions& options, const ReplayControl& control = {});

    // The capacity a replay assumes when none is given (snapshots do not record it): 80 GiB, or twice the
    // trace's reserved peak if that is more.
    static std::uint64_t defaultDeviceBytes(const MemorySnapshot& snapshot, int device);
    // The capacity a replay of `device` runs with: givenBytes when not 0, else what the spacing of the
    // recorded expandable ranges implies (DeviceCapacityInference), else defaultDeviceBytes.
    static DeviceCapacity recordedCapacity(const MemorySnapshot& snapshot, int device,
                                           std::uint64_t givenBytes = 0);

private:
    SnapshotReplayer(const MemorySnapshot& snapshot, int device, const ReplayControl& control);

    // One pass; returns false when it found a correction and the replay must start again.
    bool runOnce(SnapshotReplay& result);
    void adoptStartState(SnapshotReplay& result);
    // Adopts the mapped runs of one expandable range (same pool and stream) as one expandable segment; false
    // when they cannot be (then they are adopted as plain segments, which replays them less faithfully).
    bool adoptExpandableRange(const std::vector<const ReplayStartSegment*>& runs,
                              std::unordered_map<std::uint64_t, std::uint32_t>& stacks);
    // A plain segment of the start state (or a run of a range that could not be adopted as one).
    void adoptPlainSegment(const ReplayStartSegment& segment, std::unordered_map<std::uint64_t, std::uint32_t>& stacks,
                           SnapshotReplay& result);
    CachingAllocator::AdoptedBlock adoptBlock(const ReplayStartBlock& block,
                                              std::unordered_map<std::uint64_t, std::uint32_t>& stacks);
    void seedWhatIf(SnapshotReplay& result);
    void replayEvent(std::size_t index, SnapshotReplay& result);
    void replayAlloc(std::size_t index, SnapshotReplay& result);
    void replayFree(std::size_t index, SnapshotReplay& result);
    void replayOom(std::size_t index, SnapshotReplay& result);
    void emptyCacheIfReleased(std::size_t index, SnapshotReplay& result);
    // Links the engine's events since the last call to recorded events and updates the figures.
    void attribute(std::size_t recordedIndex, std::optional<std::size_t> completedIndex, SnapshotReplay& result);
    void compareSegments(SnapshotReplay& result, std::size_t firstNewEvent);
    bool tryCorrection(std::uint64_t recorded, SnapshotReplay& result);
    void mismatch(SnapshotReplay& result, ReplayMismatch mismatch);
    StreamId streamOf(std::uint64_t handle);
    StreamId newPendingStream() { return m_nextPendingStream++; }
    void updateFigures(SnapshotReplay& result);

    const TraceEvents& m_trace;
    std::vector<std::uint64_t>
        m_recordedStarts; // every device's expandable ranges and plain segments, ascending
    // Where this device's expandable ranges start, by pool and stream handle (RecordedExpandableRanges).
    std::map<std::pair<PoolKind, std::uint64_t>, std::uint64_t> m_rangeStarts;
    ReplayControl m_control;
    bool m_whatIf = false;
    bool m_correctionFound = false;
    bool m_cancelled = false;

    // Per pass.
    std::unique_ptr<Device> m_deviceOwner;
    ReplayDevice* m_replayDevice = nullptr; // recorded run only
    std::unique_ptr<CachingAllocator> m_engine;
    std::unordered_map<std::uint64_t, StreamId> m_streams;
    StreamId m_nextPendingStream = 1u << 30; // pending frees each wait on a stream of their own, above real ones
    // Flat tables: every recorded alloc and free inserts and erases here (a node each in unordered_map).
    FlatAddressMap<std::uint64_t> m_live; // recorded address -> replayed address
    FlatAddressMap<StreamId> m_pending;   // recorded address -> stream its free waits on
    std::unordered_set<std::uint64_t> m_failed;                  // what-if: recorded allocs it could not serve
    std::map<std::uint64_t, std::uint64_t> m_estimatedEnds;      // live estimated start blocks: end -> address
    std::unordered_map<std::uint64_t, std::uint64_t> m_estimatedStarts; // ... and address -> end
    std::vector<std::size_t> m_queuedSegments;                   // recorded segment_alloc / segment_map since the last call
    std::vector<std::size_t> m_queuedReleases;                   // recorded segment_free / segment_unmap since then
    std::size_t m_retryReleases = 0;                             // of those, released before a new segment
    std::size_t m_attributed = 0;                                // engine events linked so far
    std::uint64_t m_seenPeak = 0;
};

} // namespace gml
