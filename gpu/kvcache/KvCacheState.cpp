#include "kvcache/KvCacheState.h"

#include <algorithm>

namespace gml {

const char* kvSequenceStatusName(KvSequenceStatus status)
{
    switch (status) {
    case KvSequenceStatus::Running: return "running";
    case KvSequenceStatus::Swapped: return "swapped";
    case KvSequenceStatus::Recompute: return "recompute";
    case KvSequenceStatus::Finished: return "finished";
    }
    return "unknown";
}

KvSequenceState* KvCacheState::findSequence(KvSequenceId id)
{
    return id < sequences.size() ? &sequences[id] : nullptr;
}

std::vector<KvBlockId> KvCacheState::freeQueueOrder() const
{
    std::vector<KvBlockId> order;
    order.reserve(freeCount);
    for (KvBlockId block = freeHead; block != kNoKvBlock; block = blocks[block].nextFree)
        order.push_back(block);
    return order;
}

std::vector<KvSequenceId> KvCacheState::sequencesUsing(KvBlockId block) const
{
    std::vector<KvSequenceId> users;
    for (const auto& sequence : sequences)
        if (std::find(sequence.blockTable.begin(), sequence.blockTable.end(), block) != sequence.blockTable.end())
            users.push_back(sequence.id);
    return users;
}

std::vector<KvSequenceId> KvCacheState::liveSequences() const
{
    std::vector<KvSequenceId> live;
    for (const auto& sequence : sequences)
        if (sequence.live())
            live.push_back(sequence.id);
    return live;
}

std::vector<std::int32_t> KvCacheState::tokensOf(KvSequenceId id) const
{
    std::vector<std::int32_t> tokens;
    const KvSequenceState* found = sequence(id);
    if (!found)
        return tokens;
    for (const KvBlockId block : found->blockTable)
        tokens.insert(tokens.end(), blocks[block].tokens.begin(), blocks[block].tokens.end());
    tokens.resize(std::min<std::size_t>(tokens.size(), found->length));
    return tokens;
}

KvBlockId KvCacheState::popFreeHead()
{
    const KvBlockId block = freeHead;
    unlinkFree(block);
    return block;
}

void KvCacheState::pushFreeTail(KvBlockId block)
{
    KvPhysicalBlockState& entry = blocks[block];
    entry.queued = true;
    entry.previousFree = freeTail;
    entry.nextFree = kNoKvBlock;
    if (freeTail != kNoKvBlock)
        blocks[freeTail].nextFree = block;
    else
        freeHead = block;
    freeTail = block;
    ++freeCount;
}

void KvCacheState::unlinkFree(KvBlockId block)
{
    KvPhysicalBlockState& entry = blocks[block];
    if (entry.previousFree != kNoKvBlock)
        blocks[entry.previousFree].nextFree = entry.nextFree;
    else
        freeHead = entry.nextFree;
    if (entry.nextFree != kNoKvBlock)
        blocks[entry.nextFree].previousFree = entry.previousFree;
    else
        freeTail = entry.previousFree;
    entry.previousFree = entry.nextFree = kNoKvBlock;
    entry.queued = false;
    --freeCount;
}

void KvCacheState::evict(KvBlockId block)
{
    KvPhysicalBlockState& entry = blocks[block];
    if (entry.cached) {
        cachedBlocks.erase(entry.hash);
        entry.cached = false;
        entry.hash = 0;
    }
}

bool KvCacheState::applyPoolCreated(const KvCacheEvent& event)
{
    if (!blocks.empty() || event.slot == 0 || event.other == kNoKvBlock)
        return false;
    blockSize = event.slot;
    poolAddress = event.address;
    bytesPerBlock = event.hash;
    blocks.resize(event.count);
    hostBlocks.assign(event.other, kNoKvSequence);
    hostFreeCount = event.other;
    if (event.has(kv_event_flags::kAscending))
        for (KvBlockId block = 0; block < event.count; ++block)
            pushFreeTail(block);
    return true;
}

// BlockAllocated, CopyOnWrite and BlockRestored all take the free queue's head: the least recently used
// block. A block that still held a cached prefix loses it here (eviction).
bool KvCacheState::applyBlockTaken(const KvCacheEvent& event)
{
    KvSequenceState* sequence = findSequence(event.sequence);
    if (!sequence || !sequence->live() || event.physical != freeHead || freeHead == kNoKvBlock)
        return false;
    const bool evicts = blocks[event.physical].cached;
    if (evicts != event.has(kv_event_flags::kEvicted))
        return false;
    std::vector<std::int32_t> contents;
    switch (event.kind) {
    case KvEventKind::BlockAllocated:
        if (sequence->status != KvSequenceStatus::Running || event.logical != sequence->blockTable.size() ||
            sequence->length != sequence->blockTable.size() * blockSize)
            return false;
        break;
    case KvEventKind::CopyOnWrite: {
        if (sequence->status != KvSequenceStatus::Running || event.logical >= sequence->blockTable.size() ||
            sequence->blockTable[event.logical] != event.other || blocks[event.other].refCount < 2)
            return false;
        contents = blocks[event.other].tokens;
        break;
    }
    case KvEventKind::BlockRestored: {
        if (sequence->status == KvSequenceStatus::Running || event.logical != sequence->blockTable.size() ||
            event.count == 0 || event.count > blockSize ||
            std::size_t{event.logical} * blockSize + event.count > sequence->offloaded.size())
            return false;
        // A swapped-out block comes back from the host block it went to, which is free again after.
        const bool swapped = sequence->status == KvSequenceStatus::Swapped;
        if ((event.reason == KvEventReason::Swap) != swapped ||
            (swapped && (event.logical >= sequence->hostBlocks.size() || sequence->hostBlocks[event.logical] != event.other ||
                         hostBlocks[event.other] != sequence->id)))
            return false;
        if (swapped) {
            hostBlocks[event.other] = kNoKvSequence;
            ++hostFreeCount;
        }
        const auto first = sequence->offloaded.begin() + std::ptrdiff_t(event.logical) * blockSize;
        contents.assign(first, first + event.count);
        break;
    }
    default: return false;
    }
    popFreeHead();
    evict(event.physical);
    KvPhysicalBlockState& block = blocks[event.physical];
    if (contents.empty())
        block.tokens.clear(); // keeps its capacity: a long run refills the same blocks millions of times
    else
        block.tokens = std::move(contents);
    block.refCount = 1;
    block.owner = sequence->id;
    if (event.kind == KvEventKind::CopyOnWrite) {
        --blocks[event.other].refCount;
        sequence->blockTable[event.logical] = event.physical;
    } else {
        sequence->blockTable.push_back(event.physical);
        sequence->length += block.fill();
    }
    return true;
}

bool KvCacheState::applyCacheHit(const KvCacheEvent& event)
{
    KvSequenceState* sequence = findSequence(event.sequence);
    if (!sequence || sequence->status != KvSequenceStatus::Running || event.physical >= blocks.size() ||
        event.logical != sequence->blockTable.size() || sequence->length != sequence->blockTable.size() * blockSize)
        return false;
    KvPhysicalBlockState& block = blocks[event.physical];
    if (!block.cached || block.fill() != blockSize || block.queued != event.has(kv_event_flags::kWasFree))
        return false;
    if (block.queued)
        unlinkFree(event.physical); // "touch": a cached block in use must not be evicted
    ++block.refCount;
    sequence->blockTable.push_back(event.physical);
    sequence->length += blockSize;
    return true;
}

bool KvCacheState::applyTokenAppended(const KvCacheEvent& event)
{
    KvSequenceState* sequence = findSequence(event.sequence);
    if (!sequence || sequence->status != KvSequenceStatus::Running || sequence->blockTable.empty() ||
        sequence->blockTable.back() != event.physical)
        return false;
    KvPhysicalBlockState& block = blocks[event.physical];
    // Writing into a shared block would change what the other sequences read: copy-on-write comes first.
    if (block.refCount != 1 || block.fill() >= blockSize || block.fill() != event.slot || block.cached)
        return false;
    block.tokens.push_back(event.token);
    block.owner = sequence->id;
    ++sequence->length;
    return true;
}

bool KvCacheState::applyBlockCached(const KvCacheEvent& event)
{
    if (event.physical >= blocks.size())
        return false;
    KvPhysicalBlockState& block = blocks[event.physical];
    if (block.cached || block.fill() != blockSize || block.refCount == 0 || cachedBlocks.count(event.hash) != 0)
        return false;
    block.cached = true;
    block.hash = event.hash;
    cachedBlocks.emplace(event.hash, event.physical);
    return true;
}

bool KvCacheState::applyForked(const KvCacheEvent& event)
{
    const KvSequenceState* parent = findSequence(event.other);
    if (!parent || parent->status != KvSequenceStatus::Running || event.sequence != sequences.size())
        return false;
    KvSequenceState child = *parent;
    child.id = event.sequence;
    child.parent = parent->id;
    for (const KvBlockId block : child.blockTable)
        ++blocks[block].refCount;
    sequences.push_back(std::move(child));
    return true;
}

// SequenceFreed and Preempted: the sequence lets go of its blocks, last block first, so that the free
// queue's tail gets them in reverse order: a sequence's last block hashes the most tokens and is the least
// likely to be reused, so it should be evicted first.
bool KvCacheState::applyReleased(const KvCacheEvent& event)
{
    KvSequenceState* sequence = findSequence(event.sequence);
    if (!sequence || !sequence->live())
        return false;
    if (event.kind == KvEventKind::Preempted &&
        (sequence->status != KvSequenceStatus::Running ||
         (event.reason != KvEventReason::Swap && event.reason != KvEventReason::Recompute) ||
         // Swap: every block went to the host first (BlockSwappedOut); recompute: none did.
         sequence->hostBlocks.size() != (event.reason == KvEventReason::Swap ? sequence->blockTable.size() : 0)))
        return false;
    // A swapped-out sequence that is freed (aborted) gives its host blocks back; one whose swap-in was cut
    // short cannot happen (resume restores every block in one call).
    if (event.kind == KvEventKind::SequenceFreed)
        for (const std::uint32_t host : sequence->hostBlocks)
            if (hostBlocks[host] == sequence->id) {
                hostBlocks[host] = kNoKvSequence;
                ++hostFreeCount;
            }
    if (event.kind == KvEventKind::Preempted)
        sequence->offloaded = tokensOf(sequence->id);
    for (auto it = sequence->blockTable.rbegin(); it != sequence->blockTable.rend(); ++it) {
        KvPhysicalBlockState& block = blocks[*it];
        if (--block.refCount == 0) {
            // A block that is not cached holds nothing anyone can find again: forget its contents.
            if (!block.cached)
                block.tokens.clear();
            pushFreeTail(*it);
        }
    }
    sequence->blockTable.clear();
    sequence->length = 0;
    if (event.kind == KvEventKind::Preempted) {
        sequence->status = event.reason == KvEventReason::Swap ? KvSequenceStatus::Swapped : KvSequenceStatus::Recompute;
    } else {
        sequence->status = KvSequenceStatus::Finished;
        sequence->offloaded.clear();
        sequence->hostBlocks.clear();
    }
    return true;
}

bool KvCacheState::applyResumed(const KvCacheEvent& event)
{
    KvSequenceState* sequence = findSequence(event.sequence);
    if (!sequence || (sequence->status != KvSequenceStatus::Swapped && sequence->status != KvSequenceStatus::Recompute) ||
        sequence->length != sequence->offloaded.size())
        return false;
    sequence->offloaded.clear();
    sequence->hostBlocks.clear();
    sequence->status = KvSequenceStatus::Running;
    return true;
}

bool KvCacheState::applySwappedOut(const KvCacheEvent& event)
{
    KvSequenceState* sequence = findSequence(event.sequence);
    if (!sequence || sequence->status != KvSequenceStatus::Running || event.logical != sequence->hostBlocks.size() ||
        event.logical >= sequence->blockTable.size() || sequence->blockTable[event.logical] != event.physical ||
        event.other >= hostBlocks.size() || hostBlocks[event.other] != kNoKvSequence)
        return false;
    hostBlocks[event.other] = sequence->id;
    --hostFreeCount;
    sequence->hostBlocks.push_back(event.other);
    return true;
}

bool KvCacheState::apply(const KvCacheEvent& event)
{
    switch (event.kind) {
    case KvEventKind::PoolCreated: return applyPoolCreated(event);
    case KvEventKind::BlockQueued:
        if (event.physical >= blocks.size() || blocks[event.physical].queued || blocks[event.physical].refCount != 0)
            return false;
        pushFreeTail(event.physical);
        return true;
    case KvEventKind::StepBegan: step = event.count; return true;
    case KvEventKind::SequenceAdded:
        if (event.sequence != sequences.size() || blocks.empty())
            return false;
        sequences.push_back({event.sequence, event.other, kNoKvSequence, KvSequenceStatus::Running, {}, 0, {}, {}});
        return true;
    case KvEventKind::BlockAllocated:
    case KvEventKind::CopyOnWrite:
    case KvEventKind::BlockRestored: return applyBlockTaken(event);
    case KvEventKind::CacheHit: return applyCacheHit(event);
    case KvEventKind::TokenAppended: return applyTokenAppended(event);
    case KvEventKind::BlockCached: return applyBlockCached(event);
    case KvEventKind::Forked: return applyForked(event);
    case KvEventKind::SequenceFreed:
    case KvEventKind::Preempted: return applyReleased(event);
    case KvEventKind::Resumed: return applyResumed(event);
    case KvEventKind::Waiting: return true;
    case KvEventKind::BlockSwappedOut: return applySwappedOut(event);
    }
    return false;
}

} // namespace gml
