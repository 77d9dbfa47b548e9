#pragma once

#include "device/Device.h"
#include "kvcache/KvCacheResult.h"
#include "kvcache/KvCacheState.h"
#include "kvcache/KvCacheTrace.h"

#include <cstdint>
#include <functional>
#include <memory>
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
    bool recordTrace = true;         // off for long runs (benchmarks), where only the current state matters
    std::size_t keyframeInterval = KvCacheTrace::kDefaultKeyframeInterval;
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
    // Out of blocks: give back `sequence`'s blocks, keeping its KV on host (Swap) or only its tokens
    // (Recompute). resume() brings it back when ceil(length / blockSize) blocks are free.
    KvCacheStatus preempt(KvSequenceId sequence, KvEventReason mode);
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

    std::uint64_t prefixCacheHits() const { return m_cacheHits; } // blocks reused, over the whole run

private:
    PagedKvCache(PagedKvCacheConfig config, Device* device, std::uint64_t address);

    void emit(const KvCacheEvent& event);
    void offerKeyframe();
    const KvSequenceState* running(KvSequenceId sequence) const;
    KvCacheError unknownSequence(KvSequenceId sequence, const char* what) const;
    KvCacheError outOfBlocks(std::uint32_t needed, const char* what) const;
    // The prefix hashes of the prompt's full blocks that may be reused (never the block holding the last
    // token: at least one token must run through the model to produce the next one).
    std::vector<std::uint64_t> reusableHashes(std::span<const std::int32_t> prompt, std::uint64_t extras) const;
    std::uint32_t cachedPrefixBlocks(const std::vector<std::uint64_t>& hashes, std::uint32_t* queuedHits) const;
    void cacheIfFull(KvSequenceId sequence);
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
    std::uint64_t m_cacheHits = 0;
};

} // namespace gml
