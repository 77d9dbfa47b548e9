#pragma once

#include "kvcache/KvCacheEvent.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace gml {

enum class KvSequenceStatus : std::uint8_t {
    Running,   // holds its blocks and grows
    Swapped,   // preempted: its KV sits in host memory until blocks free up
    Recompute, // preempted: its KV was dropped; its tokens run through the model again when it resumes
    Finished,  // freed (finished, pruned or aborted); keeps its number, holds nothing
};

const char* kvSequenceStatusName(KvSequenceStatus status);

// One sequence: its block table (logical block i -> physical block) and its length in tokens. Only the
// last block can be partly filled.
struct KvSequenceState
{
    KvSequenceId id = 0;
    std::uint32_t request = 0;             // the caller's request number (forks inherit their parent's)
    KvSequenceId parent = kNoKvSequence;   // set for forks (parallel sampling, beam candidates)
    KvSequenceStatus status = KvSequenceStatus::Running;
    std::vector<KvBlockId> blockTable;
    std::uint32_t length = 0;              // tokens held in the blocks
    std::vector<std::int32_t> offloaded;   // a preempted sequence's tokens: on host (swap) or to recompute
    std::vector<std::uint32_t> hostBlocks; // while swapped out: the host swap block holding each logical block

    bool live() const { return status != KvSequenceStatus::Finished; }
    bool operator==(const KvSequenceState&) const = default;
};

// One physical block: who uses it (refCount), what it holds (tokens stand for their K and V vectors), its
// prefix hash once it is full and cached, and its links in the free queue.
struct KvPhysicalBlockState
{
    std::uint32_t refCount = 0;
    std::vector<std::int32_t> tokens;       // slots filled, in order; size() is the fill
    bool cached = false;                    // findable by `hash` (prefix caching)
    std::uint64_t hash = 0;
    KvSequenceId owner = kNoKvSequence;     // the sequence that last filled it
    bool queued = false;                    // in the free queue
    KvBlockId previousFree = kNoKvBlock;    // free-queue links (a doubly linked list, as in vLLM v1)
    KvBlockId nextFree = kNoKvBlock;

    std::uint32_t fill() const { return static_cast<std::uint32_t>(tokens.size()); }
    bool operator==(const KvPhysicalBlockState&) const = default;
};

// The paged KV cache's full state at one moment: what the block-table views paint. A plain value, built by
// PagedKvCache (which changes it only through apply) or by replaying a trace.
struct KvCacheState
{
    std::uint32_t blockSize = 0;
    std::uint64_t poolAddress = 0;   // device address of block 0 (0 when the pool has no device memory)
    std::uint64_t bytesPerBlock = 0;
    std::uint64_t step = 0;
    std::vector<KvPhysicalBlockState> blocks;
    std::vector<KvSequenceState> sequences; // indexed by sequence number; finished ones stay, empty
    std::unordered_map<std::uint64_t, KvBlockId> cachedBlocks; // prefix hash -> block
    KvBlockId freeHead = kNoKvBlock;        // least recently used free block: allocation takes it
    KvBlockId freeTail = kNoKvBlock;        // most recently freed
    std::uint32_t freeCount = 0;
    // The host's swap space (vLLM's CPU swap space): which sequence holds each host block, kNoKvSequence
    // when free. A sequence preempted by swap copies its blocks here and back into new blocks on resume.
    std::vector<KvSequenceId> hostBlocks;
    std::uint32_t hostFreeCount = 0;

    // Applies one event as the engine did. Returns false, changing nothing, when the event does not fit this
    // state (the engine never emits such an event; a trace from elsewhere might).
    bool apply(const KvCacheEvent& event);

    std::uint32_t numBlocks() const { return static_cast<std::uint32_t>(blocks.size()); }
    std::vector<KvBlockId> freeQueueOrder() const; // head (next to be taken) first
    std::vector<KvSequenceId> sequencesUsing(KvBlockId block) const;
    std::vector<KvSequenceId> liveSequences() const;
    std::uint64_t blockAddress(KvBlockId block) const { return poolAddress + block * bytesPerBlock; }
    const KvSequenceState* sequence(KvSequenceId id) const { return id < sequences.size() ? &sequences[id] : nullptr; }
    // The tokens a sequence holds, read through its block table.
    std::vector<std::int32_t> tokensOf(KvSequenceId id) const;

    bool operator==(const KvCacheState&) const = default;

private:
    bool applyPoolCreated(const KvCacheEvent& event);
    bool applyBlockTaken(const KvCacheEvent& event);
    bool applyCacheHit(const KvCacheEvent& event);
    bool applyTokenAppended(const KvCacheEvent& event);
    bool applyBlockCached(const KvCacheEvent& event);
    bool applyForked(const KvCacheEvent& event);
    bool applyReleased(const KvCacheEvent& event);
    bool applyResumed(const KvCacheEvent& event);
    bool applySwappedOut(const KvCacheEvent& event);

    KvSequenceState* findSequence(KvSequenceId id);
    KvBlockId popFreeHead();
    void pushFreeTail(KvBlockId block);
    void unlinkFree(KvBlockId block);
    void evict(KvBlockId block);
};

} // namespace gml
