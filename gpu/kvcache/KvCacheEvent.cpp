#include "kvcache/KvCacheEvent.h"

namespace gml {

std::string_view kvEventKindName(KvEventKind kind)
{
    switch (kind) {
    case KvEventKind::PoolCreated: return "pool_created";
    case KvEventKind::BlockQueued: return "block_queued";
    case KvEventKind::StepBegan: return "step_began";
    case KvEventKind::SequenceAdded: return "sequence_added";
    case KvEventKind::BlockAllocated: return "block_allocated";
    case KvEventKind::CacheHit: return "cache_hit";
    case KvEventKind::TokenAppended: return "token_appended";
    case KvEventKind::BlockCached: return "block_cached";
    case KvEventKind::CopyOnWrite: return "copy_on_write";
    case KvEventKind::Forked: return "forked";
    case KvEventKind::SequenceFreed: return "sequence_freed";
    case KvEventKind::Preempted: return "preempted";
    case KvEventKind::BlockRestored: return "block_restored";
    case KvEventKind::Resumed: return "resumed";
    case KvEventKind::Waiting: return "waiting";
    case KvEventKind::BlockSwappedOut: return "block_swapped_out";
    }
    return "unknown";
}

} // namespace gml
