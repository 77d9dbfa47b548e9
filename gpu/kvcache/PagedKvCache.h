#pragma once

#include "device/Device.h"
#include "kvcache/KvBlockTransfer.h"
#include "kvcache/KvCacheResult.h"
#include "kvcache/KvCacheState.h"
#include "kvcache/KvCacheTrace.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace gml {

struct PagedKvCacheConfig
{
    std::uint32_t numBlocks = 0;
    std::uint32_t blockSize = 16;    // tokens per block: a power of two from 1 to 128
    bool prefixCaching = false;
    // The free queue's order at start (head first), a permutation of all blocks; empty means 0, 1, 2, ...
    // The paper's Fig. 6 walkthrough seeds 7, 1, 3, ... so that its physical numbers come out.
    std::vector<KvBlockId> initialFreeOrder;
    // With a device and bytesPerBlock > 0 the pool is one device allocation of numBlocks x bytesPerBlock.
    std::uint64_t bytesPerBlock = 0;
    // vLLM's CPU swap space (--swap-space, 4 GiB there by default), in blocks: where a sequence preempted
    // by swap keeps its K and V until it resumes. Unset: as many blocks as the pool.
    std::optional<std::uint32_t> swapSpaceBlocks;
    bool recordTrace = true;         // off for long runs (benchmarks), where only the current state matters
    std::size_t keyframeInterval = KvCacheTrace::kDefaultKeyframeInterval;
};

// What preempt() does when swapping out needs more host blocks than the swap space has free.
enum class KvSwapFallback : std::uint8_t {
    Fail,      // an error, nothing changed (vLLM v0 aborts: "Aborted due to the lack of CPU swap space")
    Recompute, // drop the KV for recompute instead; the Preempted event carries kSwapSpaceFull
};

// Where a token's K and V live: physical block and slot. copiedFrom is set when the append first copied a
// shared block (copy-on-write).
struct KvSlot
{
    KvBlockId physical = kNoKvBlock;
    std::uint32_t slot = 0;
    KvBlockId copiedFrom = kNoKvBlock;
};

// vLLM's paged KV cache block manager: a pool of fixed-size physical blocks, a block table per sequence,
// reference counts for sharing (fork for parallel sampling and beam search, copy-on-write on append), an
// LRU free queue (a doubly linked list: freed blocks join the tail, allocation takes the head), prefix
// caching by chained block hashes, and preemption (swap out or drop for recompute).
//
// Every change is an event applied to the state through KvCacheState::apply, the same function a replay
// uses, so the trace cannot drift from what the engine did. Calls that fail change nothing.
class PagedKvCache
{
public:
    static KvCacheResult<std::unique_ptr<PagedKvCache>> create(PagedKvCacheConfig config, Device* device = nullptr);
    ~PagedKvCache();
    PagedKvCache(const PagedKvCache&) = delete;
    PagedKvCache& operator=(const PagedKvCache&) = delete;

    // Blocks an admission of `prompt` would take from the free queue: new blocks, plus cached hits that sit
    // in the free queue (touching them takes them out of it).
    std::uint32_t blocksToAdmit(std::span<const std::int32_t> prompt, std::uint64_t extras = 0) const;
    // Admits a sequence and writes its prompt (reusing cached full blocks with prefix caching). Out of
    // blocks: an error, nothing changed.
    KvCacheResult<KvSequenceId> addSequence(std::span<const std::int32_t> prompt, std::uint32_t request = 0,
                                            std::uint64_t extras = 0);
    // 1 when the next append needs a block (the last is full, or shared and so copied first), else 0.
    std::uint32_t blocksToAppend(KvSequenceId sequence) const;
    KvCacheResult<KvSlot> appendToken(KvSequenceId sequence, std::int32_t token);
    // A child sharing every block of `parent` (parallel sampling, beam search).
    KvCacheResult<KvSequenceId> fork(KvSequenceId parent);
    KvCacheStatus free(KvSequenceId sequence, KvEventReason why = KvEventReason::Finished);
    // Out of blocks: give back `sequence`'s blocks, keeping its KV on host (Swap: each block is first copied
    // to a free block of the host's swap space, lowest first) or only its tokens (Recompute). resume()
    // brings it back when ceil(length / blockSize) blocks are free, copying each block back from the host
    // or recomputing it. The block transfer observer is told of every copy and recompute.
    KvCacheStatus preempt(KvSequenceId sequence, KvEventReason mode, KvSwapFallback fallback = KvSwapFallback::Fail);
    std::uint32_t blocksToResume(KvSequenceId sequence) const;
    KvCacheStatus resume(KvSequenceId sequence);

    // Trace-only markers: a scheduler iteration starting, a request left waiting.
    void beginStep(std::uint64_t step);
    void noteWaiting(std::uint32_t request, std::uint32_t blocksNeeded, KvEventReason why);

    // Where token `index` of a sequence lives.
    KvSlot slotOf(KvSequenceId sequence, std::uint32_t index) const;

    std::uint32_t numBlocks() const { return m_state.numBlocks(); }
    std::uint32_t blockSize() const { return m_state.blockSize; }
    std::uint32_t freeBlocks() const { return m_state.freeCount; }
    std::uint32_t swapSpaceBlocks() const { return static_cast<std::uint32_t>(m_state.hostBlocks.size()); }
    std::uint32_t freeSwapSpaceBlocks() const { return m_state.hostFreeCount; }
    bool prefixCaching() const { return m_config.prefixCaching; }
    std::uint64_t poolAddress() const { return m_state.poolAddress; }
    const KvCacheState& state() const { return m_state; }
    const KvCacheTrace& trace() const { return m_trace; }
    KvCacheTrace takeTrace() { return std::move(m_trace); }

    // Called with (from, to) whenever copy-on-write copies a block, so that real K and V values (a
    // PagedKvStore, or device memory) follow the block table.
    void setBlockCopyObserver(std::function<void(KvBlockId from, KvBlockId to)> observer)
    {
        m_copyObserver = std::move(observer);
    }
    // Called for every block a preemption copies to the host swap space, and every block resume() copies
    // back or recomputes (see KvBlockTransfer), right after the block manager recorded it: for a swap-out
    // the physical block still holds the sequence's values; for a swap-in or recompute it is the new block.
    void setBlockTransferObserver(std::function<void(const KvBlockTransfer&)> observer)
    {
        m_transferObserver = std::move(observer);
    }

    std::uint64_t prefixCacheHits() const { return m_cacheHits; } // blocks reused, over the whole run

private:
    PagedKvCache(PagedKvCacheConfig config, Device* device, std::uint64_t address);

    void record(const KvCacheEvent& event);
    void offerKeyframe();
    const KvSequenceState* running(KvSequenceId sequence) const;
    KvCacheError unknownSequence(KvSequenceId sequence, const char* what) const;
    KvCacheError outOfBlocks(std::uint32_t needed, const char* what) const;
    // The prefix hashes of the prompt's full blocks that may be reused (never the block holding the last
    // token: at least one token must run through the model to produce the next one).
    std::vector<std::uint64_t> reusableHashes(std::span<const std::int32_t> prompt, std::uint64_t extras) const;
    std::uint32_t cachedPrefixBlocks(const std::vector<std::uint64_t>& hashes, std::uint32_t* queuedHits) const;
    void cacheIfFull(KvSequenceId sequence);
    void swapOut(KvSequenceId sequence);
    void appendUnchecked(KvSequenceId sequence, std::int32_t token, KvEventReason reason, KvSlot& slot);

    PagedKvCacheConfig m_config;
    Device* m_device = nullptr;
    std::uint64_t m_deviceAddress = 0;
    KvCacheState m_state;
    KvCacheTrace m_trace;
    // Engine-side bookkeeping that the views need not see: each sequence's prefix hashes of its full
    // blocks, and its extras (salt, LoRA).
    std::vector<std::vector<std::uint64_t>> m_blockHashes;
    std::vector<std::uint64_t> m_extras;
    std::function<void(KvBlockId, KvBlockId)> m_copyObserver;
    std::function<void(const KvBlockTransfer&)> m_transferObserver;
    std::uint64_t m_cacheHits = 0;
};

} // namespace gml
