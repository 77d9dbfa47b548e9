#pragma once

#include "allocator/AddressIndex.h"
#include "allocator/AllocationRules.h"
#include "allocator/AllocatorConfig.h"
#include "allocator/AllocatorResult.h"
#include "allocator/BlockTable.h"
#include "allocator/FreeBlockSet.h"
#include "allocator/SizeClassFreeSet.h"
#include "device/Device.h"
#include "trace/AllocatorTrace.h"

#include <deque>
#include <map>
#include <set>
#include <span>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gml {

// PyTorch's CUDA caching allocator (c10/cuda/CUDACachingAllocator.cpp), decision for decision, running on a
// Device: the simulated one in lessons and tests, a real GPU in the self-test. It takes memory from the
// device in segments, carves them into blocks for tensors, caches freed blocks for reuse, and records
// every action in a trace that the player seeks in.
//
// Streams are numbers. A block belongs to the stream it was allocated on and is only reused there;
// recordStream() marks it used on another stream too, and then its free stays pending until that stream
// is synchronized (synchronizeStream) - the simulation's stand-in for CUDA events completing.
//
// Refused calls (bad size, unknown address, bad setting) return an error, leave an `error` event in the
// trace, and change nothing else. Out of memory returns an error and leaves an `oom` event, after the
// releases PyTorch makes on the way (which do change the cache, as they do in PyTorch).
//
// The device must outlive the allocator; destroying the allocator returns all its memory to the device.
class CachingAllocator
{
public:
    explicit CachingAllocator(Device& device, AllocatorConfig config = {},
                              std::size_t keyframeInterval = KeyframeTrace<AllocatorEvent, AllocatorState>::kDefaultInterval);
    ~CachingAllocator();
    CachingAllocator(const CachingAllocator&) = delete;
    CachingAllocator& operator=(const CachingAllocator&) = delete;

    // torch.empty(bytes) on `stream`: the address of the block handed out.
    AllocatorResult<std::uint64_t> allocate(std::uint64_t bytes, StreamId stream = 0);
    // The tensor at `address` dies.
    AllocatorStatus free(std::uint64_t address);
    // tensor.record_stream(stream): the block is used on `stream` too; its free waits for that stream.
    AllocatorStatus recordStream(std::uint64_t address, StreamId stream);
    // The work queued on `stream` has finished: frees waiting only for it complete.
    void synchronizeStream(StreamId stream);
    // torch.cuda.synchronize(): every pending free completes.
    void completePendingFrees();
    // torch.cuda.empty_cache(): completes pending frees, returns every whole free segment and every free
    // page of expandable segments to the device. Free pieces of partly used segments stay cached.
    void emptyCache();
    // torch.cuda.set_per_process_memory_fraction(fraction): the allocator may hold at most fraction x the
    // device's memory; garbage_collection_threshold works relative to it.
    AllocatorStatus setMemoryFraction(double fraction);
    // torch.cuda.memory._set_allocator_settings(text): applies PYTORCH_CUDA_ALLOC_CONF settings. Switching
    // expandable_segments is refused while the allocator holds memory (call emptyCache and free first).
    AllocatorStatus setSettings(std::string_view text);

    const AllocatorConfig& config() const { return m_config; }
    const AllocationRules& rules() const { return m_rules; }
    const AllocatorStats& stats() const { return m_stats; }
    // torch.cuda.reset_peak_memory_stats(): peaks from now on. A snapshot replay calls it once the start
    // state is adopted, whose carving briefly holds every block, free ones included, as allocated.
    void resetPeakStats() { m_stats.resetPeaks(); }
    AllocatorState state() const;
    // 1 - largest free cached block / all free cached bytes (0 when nothing is cached).
    double fragmentation() const;
    const AllocatorTrace& trace() const { return m_trace; }
    Device& device() { return m_device; }
    std::size_t liveAllocationCount() const { return m_allocated.size(); }
    std::size_t pendingFreeCount() const;

    // ---- Snapshot replay (gpu/snapshot/SnapshotReplayer): the hooks a replay of a PyTorch memory snapshot
    // needs, because its trace starts while the real allocator already holds memory. ----

    // One block of a segment that existed before the replayed trace began, in address order.
    struct AdoptedBlock
    {
        enum class State : std::uint8_t { Allocated, PendingFree, Free };
        std::uint64_t size = 0;
        std::uint64_t requested = 0; // what the program asked for (allocated and pending blocks)
        State state = State::Free;
        StreamId waitsFor = 0;       // PendingFree: the stream whose synchronizeStream completes the free
    };
    // Takes over a plain segment of `size` bytes (from the device, which for a replay hands out the recorded
    // address) carved into `blocks`, as PyTorch held it when the trace began. Blocks are cut exactly as given,
    // whatever the split rule would do: the rule made them long ago, perhaps under other sizes. The trace
    // records the state as ordinary events (segment_alloc, then alloc, free_requested and free_completed per
    // block), so stateAt() after them equals the adopted state and the player needs nothing special.
    AllocatorStatus adoptSegment(PoolKind pool, StreamId stream, std::uint64_t size,
                                 std::span<const AdoptedBlock> blocks);
    // One run of mapped pages of an expandable segment that existed before the replayed trace began, carved
    // into `blocks` (in address order, tiling the run).
    struct AdoptedExtent
    {
        std::uint64_t address = 0;
        std::uint64_t size = 0;
        std::vector<AdoptedBlock> blocks;
    };
    // Takes over an expandable segment as PyTorch held it when the trace began: reserves its range (the
    // device, for a replay, hands out the recorded start), maps each run of pages the snapshot shows, and
    // cuts the runs into blocks exactly as given. Adopted as a plain segment instead, a range could never
    // grow, and every later segment_map of the trace would make a new one (a replay of the last events of a
    // real trace matched half its allocations). `extents` in address order, at whole pages from the range's start.
    AllocatorStatus adoptExpandableSegment(PoolKind pool, StreamId stream, std::span<const AdoptedExtent> extents);
    // Hands the trace over (a replay keeps it; copying millions of events would double the memory) and
    // starts an empty one.
    AllocatorTrace takeTrace();

private:
    using FreeKey = FreeBlockKey;
    struct Pool
    {
        explicit Pool(PoolKind k) : kind(k) {}
        PoolKind kind;
        SizeClassFreeSet blocks; // free mapped blocks by (stream, size, address): best fit is lower_bound
        FreeBlockSet unmapped;   // unmapped blocks of expandable segments by (stream, address)
        // The cached blocks that are whole segments, in the same order as `blocks`: empty_cache, the
        // release-and-retry path and garbage collection release these, and walk them instead of every cached
        // block (which, sorted for the walk, was half of a large snapshot's replay).
        FreeBlockSet releasable;
        // Cached blocks of expandable segments: releasing walks the whole cache only when there are any
        // (then nearly every cached block is one). Not in `releasable`: with expandable segments on, every
        // free would pay for a second ordered set (2.2x the allocator benchmark's time per operation).
        std::size_t expandableCached = 0;
        std::int64_t freeBlockSearches = 0; // the clock block ages are measured on (garbage collection)
    };
    // One allocation on its way through the decision path, and what happened to it for the trace.
    struct Request
    {
        std::uint64_t requested = 0;
        std::uint64_t size = 0;      // rounded
        std::uint64_t allocSize = 0; // segment size, set once no cached block serves
        StreamId stream = 0;
        Pool* pool = nullptr;
        std::uint32_t block = kNoBlock;
        bool fromCache = false;
        EventReason reason = EventReason::NoCachedBlockFits;
        std::uint32_t released = 0;      // blocks/segments released on the way to retry
        std::uint64_t releasedBytes = 0;
        std::string deviceError;         // the device's message when it failed with something else than OOM
        bool adopting = false;           // adoptSegment: cut exactly request.size, whatever the split rule says
    };

    Pool& poolOf(PoolKind kind) { return kind == PoolKind::Small ? m_small : m_large; }
    Pool& poolOf(const Block& block) { return poolOf(block.pool); }
    void insertFree(std::uint32_t block);
    void eraseFree(std::uint32_t block);
    // A mapped block leaves `blocks`: the rest of its Pool follows.
    void forgetCached(Pool& pool, std::uint32_t block);
    FreeKey keyOf(std::uint32_t block) const;
    bool isExpandable(std::uint32_t block) const { return m_table[block].expandable; }
    std::uint32_t segmentId(std::uint32_t block) const { return m_table[block].segmentId; }

    // The decision path of one allocation, in PyTorch's order.
    bool getFreeBlock(Request& request);
    bool allocBlock(Request& request, bool isRetry);
    void addPlainSegment(Request& request, std::uint64_t address);
    bool releaseAvailableCachedBlocks(Request& request);
    void releaseCachedBlocks(EventReason reason, Request* request);
    void garbageCollectCachedBlocks();
    std::uint64_t allocFoundBlock(Request& request);
    AllocatorError outOfMemory(const Request& request);

    // Expandable segments.
    std::uint32_t findExpandableBlock(Request& request);
    // Reserves a new range for `request`'s pool and stream; its whole range is one unmapped free block.
    std::uint32_t reserveExpandableSegment(Request& request);
    // Cuts the free block `rest` (taken out of the free set) into `blocks` front to back, then frees those
    // that were free or waiting (adoptSegment, adoptExpandableSegment).
    void carveAdoptedBlocks(std::uint32_t rest, Pool& pool, StreamId stream, std::span<const AdoptedBlock> blocks);
    std::uint32_t tryAllocateExpandableBlock(Request& request);
    bool mapBlock(std::uint32_t block, std::uint64_t bytes, Request& request);
    void unmapBlock(std::uint32_t block, EventReason reason, Request* request);

    // Frees and releases.
    void freeBlock(std::uint32_t block, EventReason reason);
    std::uint64_t tryMergeBlocks(std::uint32_t dst, std::uint32_t src);
    void completeEventsOf(StreamId stream);
    void releaseBlock(std::uint32_t block, EventReason reason, std::uint64_t age = 0);
    void releaseBlocks(Pool& pool, EventReason reason, Request* request);
    void releaseExpandableSegment(std::uint32_t block);

    AllocatorError refuse(AllocatorErrorCode code, EventReason reason, std::string message);
    AllocatorError diagnoseFree(std::uint64_t address);
    void record(const AllocatorEvent& event);
    void offerKeyframe();
    AllocatorKeyframe keyframe() const; // state() in the trace's compact form

    Device& m_device;
    std::uint64_t m_deviceTotal;
    AllocatorConfig m_config;
    AllocationRules m_rules;
    AllocatorStats m_stats;
    AllocatorTrace m_trace;
    BlockTable m_table;
    Pool m_small{PoolKind::Small};
    Pool m_large{PoolKind::Large};
    AddressIndex m_allocated; // address -> block, live tensors
    std::unordered_map<std::uint32_t, std::vector<StreamId>> m_streamUses; // block -> other streams using it
    std::map<StreamId, std::deque<std::uint32_t>> m_pendingByStream;       // stream -> blocks waiting on it
    std::uint64_t m_totalAllocatedMemory = 0; // bytes held from the device (reserved, all pools)
    std::uint64_t m_allowedMemoryMaximum = 0;
    bool m_fractionSet = false;
    bool m_retryPending = false; // the next segment event or oom carries the retry flag
    std::uint32_t m_nextSegmentId = 1;
    std::uint64_t m_releasedInCall = 0;     // bytes released by the current empty_cache
    std::uint32_t m_releasedSegmentsInCall = 0;
};

} // namespace gml
