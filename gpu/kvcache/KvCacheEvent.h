#pragma once

#include <cstdint>
#include <string_view>

namespace gml {

using KvBlockId = std::uint32_t;
using KvSequenceId = std::uint32_t;
inline constexpr std::uint32_t kNoKvBlock = 0xFFFFFFFFu;
inline constexpr std::uint32_t kNoKvSequence = 0xFFFFFFFFu;

// What the paged KV cache did. Each kind changes the state in one small, checkable way (see
// KvCacheState::apply), so that a trace replayed from its start rebuilds every block table, reference count
// and the free queue's order exactly.
enum class KvEventKind : std::uint8_t {
    PoolCreated,   // count blocks of `slot` tokens; address = pool base, hash = bytes per block;
                   // other = blocks in the host's swap space
    BlockQueued,   // physical joins the free queue's tail (how a pool's initial free order is laid down)
    StepBegan,     // a scheduler iteration begins; count = its number
    SequenceAdded, // a new sequence (number `sequence`) with an empty block table; other = request number
    BlockAllocated, // physical taken from the free queue's head becomes `sequence`'s logical block
    CacheHit,      // a cached full block (prefix caching) becomes `sequence`'s logical block: "touch"
    TokenAppended, // `token` written into slot `slot` of physical (the sequence's last block)
    BlockCached,   // full block `physical` is now findable by its prefix hash `hash`
    CopyOnWrite,   // `sequence`'s logical block was `other`, shared by count sequences; copied into `physical`
    Forked,        // `sequence` is a new child of `other`, sharing all its blocks
    SequenceFreed, // `sequence` let go of its blocks (last first); count = blocks that joined the free queue,
                   // logical = blocks still used by other sequences
    Preempted,     // `sequence` gave its blocks back: its KV went to host memory (swap) or will be recomputed;
                   // count = its blocks; slot = host swap blocks that were free (for the swap-space-full note)
    BlockRestored, // a preempted sequence's logical block refilled in physical (count tokens): swap-in from
                   // host swap block `other`, or recompute
    Resumed,       // every block of a preempted sequence is back: it runs again
    Waiting,       // request `other` was not admitted: needs count blocks; `slot` blocks were free (no change)
    BlockSwappedOut, // `sequence`'s logical block, in physical, copied to host swap block `other` (before Preempted)
};

// Why: the decision behind the event, for KvCacheTrace::explain.
enum class KvEventReason : std::uint8_t {
    None,
    Prompt,        // block allocated / token written for the prompt (prefill)
    Decode,        // ... for a generated token
    Finished,      // sequence freed: it generated its last token
    Pruned,        // sequence freed: beam search dropped this candidate
    Aborted,       // sequence freed: the caller gave up on it
    Swap,          // preempted / restored by copying KV blocks to and from host memory
    Recompute,     // preempted by dropping its KV / restored by running its tokens through the model again
    Watermark,     // waiting: admitting it would leave fewer free blocks than the 1% watermark
    NoFreeBlocks,  // waiting: not enough free blocks at all
};

namespace kv_event_flags {
inline constexpr std::uint8_t kEvicted = 1;   // the block taken from the free queue held a cached hash, now gone
inline constexpr std::uint8_t kWasFree = 2;   // cache hit on a block that sat in the free queue (refcount was 0)
inline constexpr std::uint8_t kAscending = 4; // pool created with every block queued in ascending order
inline constexpr std::uint8_t kFillsBlock = 8; // the token filled its block's last slot
inline constexpr std::uint8_t kSwapSpaceFull = 16; // preempted for recompute because the swap space had no room
} // namespace kv_event_flags

// One action, compact (a long run makes millions): fields a kind does not use stay at their defaults.
struct KvCacheEvent
{
    KvEventKind kind = KvEventKind::StepBegan;
    KvEventReason reason = KvEventReason::None;
    std::uint8_t flags = 0;
    KvSequenceId sequence = kNoKvSequence;
    std::uint32_t logical = 0;          // logical block index within the sequence
    KvBlockId physical = kNoKvBlock;
    std::uint32_t other = kNoKvBlock;   // source block (copy-on-write), parent (fork), request number, host block
    std::uint32_t slot = 0;             // slot within the block, or block size for PoolCreated
    std::uint32_t count = 0;
    std::int32_t token = 0;
    std::uint64_t hash = 0;             // prefix hash; bytes per block for PoolCreated
    std::uint64_t address = 0;          // pool base address for PoolCreated

    bool has(std::uint8_t flag) const { return (flags & flag) != 0; }
    bool operator==(const KvCacheEvent&) const = default;
};

// "block_allocated", "copy_on_write", ...: stable names for JSON and tests.
std::string_view kvEventKindName(KvEventKind kind);

} // namespace gml
