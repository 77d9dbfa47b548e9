#include "kvcache/KvCacheTrace.h"

#include "util/ByteFormat.h"

namespace gml {

namespace {

std::string sequenceName(KvSequenceId id) { return "sequence " + std::to_string(id); }

std::string blocks(std::uint64_t count)
{
    return std::to_string(count) + (count == 1 ? " block" : " blocks");
}

std::string evictionNote(const KvCacheEvent& event)
{
    return event.has(kv_event_flags::kEvicted)
               ? " (it still held a cached prefix, which is evicted: no later request can reuse it)"
               : "";
}

} // namespace

void KvCacheTrace::append(const KvCacheEvent& event)
{
    if (event.kind == KvEventKind::PoolCreated)
        m_blockSize = event.slot;
    m_trace.append(event);
}

std::string KvCacheTrace::tokenName(std::int32_t token) const
{
    if (token >= 0 && static_cast<std::size_t>(token) < m_tokenNames.size() && !m_tokenNames[std::size_t(token)].empty())
        return "'" + m_tokenNames[std::size_t(token)] + "'";
    return "#" + std::to_string(token);
}

std::string KvCacheTrace::explain(std::size_t index) const
{
    const KvCacheEvent& event = m_trace[index];
    const std::string sequence = sequenceName(event.sequence);
    const std::string physical = "physical " + std::to_string(event.physical);
    const std::string logical = "logical block " + std::to_string(event.logical);
    switch (event.kind) {
    case KvEventKind::PoolCreated:
        return "created a pool of " + blocks(event.count) + " of " + std::to_string(event.slot) + " tokens" +
               (event.hash > 0 ? " (" + formatBytes(event.hash) + " each, one device allocation of " +
                                     formatBytes(event.hash * event.count) + ")"
                               : "") +
               (event.has(kv_event_flags::kAscending) ? "; every block is free, queued in order" : "") +
               "; the host's swap space holds " + blocks(event.other);
    case KvEventKind::BlockQueued:
        return "physical " + std::to_string(event.physical) + " joins the free queue's tail";
    case KvEventKind::StepBegan: return "scheduler step " + std::to_string(event.count) + " begins";
    case KvEventKind::SequenceAdded:
        return sequence + " admitted for request " + std::to_string(event.other) + " with a " +
               std::to_string(event.count) + "-token prompt; its block table is empty";
    case KvEventKind::BlockAllocated:
        if (event.reason == KvEventReason::Decode)
            return sequence + "'s last block is full, so its next token needs a new one: " + logical + " -> " +
                   physical + ", taken from the head of the free queue" + evictionNote(event);
        return sequence + "'s prompt needs " + logical + ": took " + physical +
               " from the head of the free queue (the least recently used free block)" + evictionNote(event);
    case KvEventKind::CacheHit:
        return "prefix cache hit: " + sequence + "'s " + logical + " has the same tokens after the same prefix as " +
               physical + ", so it reuses it instead of computing it (reference count +1" +
               (event.has(kv_event_flags::kWasFree) ? "; the block leaves the free queue so it cannot be evicted)"
                                                    : ")");
    case KvEventKind::TokenAppended: {
        std::string text = "token " + tokenName(event.token) + " of " + sequence + " went into slot " +
                           std::to_string(event.slot) + " of " + physical + " (" + logical + ")";
        if (event.has(kv_event_flags::kFillsBlock))
            text += ", which fills it";
        return text;
    }
    case KvEventKind::BlockCached:
        return physical + " is full: cached under its prefix hash, so a later request with the same prefix can reuse it";
    case KvEventKind::CopyOnWrite:
        return "copy-on-write: physical " + std::to_string(event.other) + " is shared by " +
               std::to_string(event.count) + " sequences, so " + sequence + " copied it to " +
               std::to_string(event.physical) + " before appending (" + logical + " -> " + physical + ")" +
               evictionNote(event);
    case KvEventKind::Forked:
        return sequence + " forked from " + sequenceName(event.other) + ": it copies the block table (" +
               blocks(event.count) + ") and every block's reference count goes up by one; no KV is copied";
    case KvEventKind::SequenceFreed: {
        const std::string why = event.reason == KvEventReason::Pruned    ? " was pruned by beam search"
                                : event.reason == KvEventReason::Aborted ? " was aborted"
                                                                         : " finished";
        return sequence + why + ": " + blocks(event.count) +
               " reached reference count 0 and joined the free queue's tail, last block first" +
               (event.logical > 0 ? "; " + blocks(event.logical) + " stay, still used by other sequences" : "");
    }
    case KvEventKind::Preempted:
        if (event.reason == KvEventReason::Swap)
            return "out of blocks: preempted " + sequence + " (the latest arrival); its " + blocks(event.count) +
                   " were copied to the host's swap space and are given back; they are copied into new blocks "
                   "when it resumes";
        return "out of blocks: preempted " + sequence + " (the latest arrival), dropping its " +
               blocks(event.count) + "; its tokens will be run through the model again when it resumes" +
               (event.has(kv_event_flags::kSwapSpaceFull)
                    ? " (it was to be swapped out, but the host's swap space had only " + blocks(event.slot) +
                          " free, so it is recomputed instead)"
                    : "");
    case KvEventKind::BlockSwappedOut:
        return "swap out: " + sequence + "'s " + logical + " (" + std::to_string(event.count) +
               (event.count == 1 ? " token" : " tokens") + ") copied from " + physical + " to host block " +
               std::to_string(event.other) + " of the swap space";
    case KvEventKind::BlockRestored:
        if (event.reason == KvEventReason::Swap)
            return "swap in: host block " + std::to_string(event.other) + " (" + std::to_string(event.count) +
                   (event.count == 1 ? " token of " : " tokens of ") + sequence + "'s " + logical +
                   ") copied into " + physical + "; the host block is free again" + evictionNote(event);
        return "recomputed " + std::to_string(event.count) + (event.count == 1 ? " token of " : " tokens of ") +
               sequence + "'s " + logical + " into " + physical + evictionNote(event);
    case KvEventKind::Resumed: return sequence + " has all its blocks back and runs again";
    case KvEventKind::Waiting:
        return "request " + std::to_string(event.other) + " waits: it needs " + blocks(event.count) + " and " +
               blocks(event.slot) + " are free" +
               (event.reason == KvEventReason::Watermark ? ", which would leave fewer than the 1% watermark free"
                                                         : "");
    }
    return "unknown event";
}

} // namespace gml
