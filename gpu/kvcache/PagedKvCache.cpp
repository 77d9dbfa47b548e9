#include "kvcache/PagedKvCache.h"

#include "kvcache/PrefixHash.h"
#include "util/ByteFormat.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace gml {

namespace {

std::string blockCount(std::uint64_t count) { return std::to_string(count) + (count == 1 ? " block" : " blocks"); }

KvCacheStatus validateConfig(const PagedKvCacheConfig& config)
{
    if (config.blockSize == 0 || config.blockSize > 128 || !std::has_single_bit(config.blockSize))
        return KvCacheError{KvCacheErrorCode::InvalidArgument,
                            "block size " + std::to_string(config.blockSize) +
                                " is not supported: the block manager takes a power of two from 1 to 128 tokens"};
    if (config.numBlocks == 0)
        return KvCacheError{KvCacheErrorCode::InvalidArgument, "a KV cache needs at least one block"};
    // The state keeps an owner per host block: bound it so that a swap space given in bytes by mistake
    // is an error, not a multi-gigabyte table.
    constexpr std::uint32_t kMaxSwapSpaceBlocks = 1u << 24;
    if (config.swapSpaceBlocks && *config.swapSpaceBlocks > kMaxSwapSpaceBlocks)
        return KvCacheError{KvCacheErrorCode::InvalidArgument,
                            "a swap space of " + std::to_string(*config.swapSpaceBlocks) +
                                " blocks is more than this block manager tracks (at most " +
                                std::to_string(kMaxSwapSpaceBlocks) + ")"};
    if (!config.initialFreeOrder.empty()) {
        std::vector<bool> seen(config.numBlocks, false);
        bool permutation = config.initialFreeOrder.size() == config.numBlocks;
        for (const KvBlockId block : config.initialFreeOrder) {
            if (!permutation || block >= config.numBlocks || seen[block]) {
                permutation = false;
                break;
            }
            seen[block] = true;
        }
        if (!permutation)
            return KvCacheError{KvCacheErrorCode::InvalidArgument,
                                "the initial free order must list every block from 0 to " +
                                    std::to_string(config.numBlocks - 1) + " exactly once"};
    }
    return Done{};
}

} // namespace

KvCacheResult<std::unique_ptr<PagedKvCache>> PagedKvCache::create(PagedKvCacheConfig config, Device* device)
{
    if (auto valid = validateConfig(config); !valid)
        return valid.error();
    std::uint64_t address = 0;
    if (device && config.bytesPerBlock > 0) {
        const std::uint64_t bytes = config.bytesPerBlock * config.numBlocks;
        auto allocation = device->allocate(bytes);
        if (!allocation)
            return KvCacheError{KvCacheErrorCode::DeviceFailure, "the KV pool of " + formatBytes(bytes) +
                                                                     " could not be allocated: " +
                                                                     allocation.error().message};
        address = allocation.value();
    } else {
        device = nullptr;
    }
    return std::unique_ptr<PagedKvCache>(new PagedKvCache(std::move(config), device, address));
}

PagedKvCache::PagedKvCache(PagedKvCacheConfig config, Device* device, std::uint64_t address)
    : m_config(std::move(config)), m_device(device), m_deviceAddress(address), m_trace(m_config.keyframeInterval)
{
    KvCacheEvent created;
    created.kind = KvEventKind::PoolCreated;
    created.count = m_config.numBlocks;
    created.slot = m_config.blockSize;
    created.hash = m_config.bytesPerBlock;
    created.address = address;
    created.other = m_config.swapSpaceBlocks.value_or(m_config.numBlocks);
    created.flags = m_config.initialFreeOrder.empty() ? kv_event_flags::kAscending : std::uint8_t{0};
    record(created);
    for (const KvBlockId block : m_config.initialFreeOrder) {
        KvCacheEvent queued;
        queued.kind = KvEventKind::BlockQueued;
        queued.physical = block;
        record(queued);
    }
    offerKeyframe();
}

PagedKvCache::~PagedKvCache()
{
    if (m_device)
        m_device->release(m_deviceAddress);
}

void PagedKvCache::record(const KvCacheEvent& event)
{
    // The engine decides, the state applies: an event the state refuses is a bug in the engine, caught here
    // rather than as a trace that replays differently from what happened.
    if (!m_state.apply(event))
        throw std::logic_error("paged KV cache: the state refused its own " +
                               std::string(kvEventKindName(event.kind)) + " event");
    if (m_config.recordTrace)
        m_trace.append(event);
}

void PagedKvCache::offerKeyframe()
{
    if (m_config.recordTrace)
        m_trace.offerKeyframe([this] { return m_state; });
}

const KvSequenceState* PagedKvCache::running(KvSequenceId sequence) const
{
    const KvSequenceState* found = m_state.sequence(sequence);
    return found && found->status == KvSequenceStatus::Running ? found : nullptr;
}

KvCacheError PagedKvCache::unknownSequence(KvSequenceId sequence, const char* what) const
{
    const KvSequenceState* found = m_state.sequence(sequence);
    return {KvCacheErrorCode::UnknownSequence,
            std::string("cannot ") + what + " sequence " + std::to_string(sequence) + ": " +
                (found ? std::string("it is ") + kvSequenceStatusName(found->status) : "there is no such sequence")};
}

KvCacheError PagedKvCache::outOfBlocks(std::uint32_t needed, const char* what) const
{
    return {KvCacheErrorCode::OutOfBlocks, std::string(what) + " needs " + blockCount(needed) + " but only " +
                                               blockCount(m_state.freeCount) + " of " +
                                               blockCount(m_state.numBlocks()) + " are free"};
}

std::vector<std::uint64_t> PagedKvCache::reusableHashes(std::span<const std::int32_t> prompt,
                                                        std::uint64_t extras) const
{
    std::vector<std::uint64_t> hashes;
    if (!m_config.prefixCaching || prompt.empty())
        return hashes;
    const std::size_t blockSize = m_state.blockSize;
    const std::size_t reusable = (prompt.size() - 1) / blockSize;
    std::uint64_t parent = kNoParentHash;
    for (std::size_t i = 0; i < reusable; ++i) {
        parent = prefixBlockHash(parent, prompt.subspan(i * blockSize, blockSize), extras);
        hashes.push_back(parent);
    }
    return hashes;
}

std::uint32_t PagedKvCache::cachedPrefixBlocks(const std::vector<std::uint64_t>& hashes,
                                               std::uint32_t* queuedHits) const
{
    std::uint32_t hits = 0;
    *queuedHits = 0;
    for (const std::uint64_t hash : hashes) {
        const auto found = m_state.cachedBlocks.find(hash);
        if (found == m_state.cachedBlocks.end())
            break; // a miss ends the prefix: later blocks hash this one, so they cannot match either
        ++hits;
        if (m_state.blocks[found->second].queued)
            ++*queuedHits;
    }
    return hits;
}

std::uint32_t PagedKvCache::blocksToAdmit(std::span<const std::int32_t> prompt, std::uint64_t extras) const
{
    const std::uint32_t blockSize = m_state.blockSize;
    const auto total = static_cast<std::uint32_t>((prompt.size() + blockSize - 1) / blockSize);
    std::uint32_t queuedHits = 0;
    const std::uint32_t hits = cachedPrefixBlocks(reusableHashes(prompt, extras), &queuedHits);
    return total - hits + queuedHits;
}

void PagedKvCache::cacheIfFull(KvSequenceId sequence)
{
    const KvSequenceState& entry = m_state.sequences[sequence];
    std::vector<std::uint64_t>& hashes = m_blockHashes[sequence];
    const std::uint32_t blockSize = m_state.blockSize;
    const std::size_t fullBlocks = entry.length / blockSize;
    // Without prefix caching nobody looks blocks up: skip the hashing (it is most of a long run's time).
    while (m_config.prefixCaching && hashes.size() < fullBlocks) {
        const std::size_t logical = hashes.size();
        const KvBlockId physical = entry.blockTable[logical];
        const auto& tokens = m_state.blocks[physical].tokens;
        const std::uint64_t parent = logical == 0 ? kNoParentHash : hashes.back();
        hashes.push_back(prefixBlockHash(parent, tokens, m_extras[sequence]));
        if (m_state.blocks[physical].cached || m_state.cachedBlocks.count(hashes.back()))
            continue; // a duplicate of a block cached earlier stays uncached (vLLM keeps one block per hash)
        KvCacheEvent cached;
        cached.kind = KvEventKind::BlockCached;
        cached.sequence = sequence;
        cached.logical = static_cast<std::uint32_t>(logical);
        cached.physical = physical;
        cached.hash = hashes.back();
        record(cached);
    }
}

KvCacheResult<KvSequenceId> PagedKvCache::addSequence(std::span<const std::int32_t> prompt, std::uint32_t request,
                                                      std::uint64_t extras)
{
    if (prompt.empty())
        return KvCacheError{KvCacheErrorCode::InvalidArgument, "a sequence needs at least one prompt token"};
    const std::vector<std::uint64_t> hashes = reusableHashes(prompt, extras);
    std::uint32_t queuedHits = 0;
    const std::uint32_t hits = cachedPrefixBlocks(hashes, &queuedHits);
    const std::uint32_t blockSize = m_state.blockSize;
    const auto total = static_cast<std::uint32_t>((prompt.size() + blockSize - 1) / blockSize);
    const std::uint32_t needed = total - hits + queuedHits;
    if (needed > m_state.freeCount)
        return outOfBlocks(needed, ("a prompt of " + std::to_string(prompt.size()) + " tokens").c_str());

    const auto id = static_cast<KvSequenceId>(m_state.sequences.size());
    KvCacheEvent added;
    added.kind = KvEventKind::SequenceAdded;
    added.sequence = id;
    added.other = request;
    added.count = static_cast<std::uint32_t>(prompt.size());
    record(added);
    m_blockHashes.emplace_back();
    m_extras.push_back(extras);
    for (std::uint32_t logical = 0; logical < hits; ++logical) {
        KvCacheEvent hit;
        hit.kind = KvEventKind::CacheHit;
        hit.sequence = id;
        hit.logical = logical;
        hit.physical = m_state.cachedBlocks.at(hashes[logical]);
        hit.flags = m_state.blocks[hit.physical].queued ? kv_event_flags::kWasFree : std::uint8_t{0};
        hit.hash = hashes[logical];
        record(hit);
        m_blockHashes[id].push_back(hashes[logical]);
        ++m_cacheHits;
    }
    KvSlot slot;
    for (std::size_t i = std::size_t{hits} * blockSize; i < prompt.size(); ++i)
        appendUnchecked(id, prompt[i], KvEventReason::Prompt, slot);
    offerKeyframe();
    return id;
}

std::uint32_t PagedKvCache::blocksToAppend(KvSequenceId sequence) const
{
    const KvSequenceState* entry = running(sequence);
    if (!entry)
        return 0;
    if (entry->length == entry->blockTable.size() * m_state.blockSize)
        return 1;
    return m_state.blocks[entry->blockTable.back()].refCount > 1 ? 1 : 0;
}

// Appends without checking for a free block: callers made sure one is there when needed.
void PagedKvCache::appendUnchecked(KvSequenceId sequence, std::int32_t token, KvEventReason reason, KvSlot& slot)
{
    const KvSequenceState& entry = m_state.sequences[sequence];
    const std::uint32_t blockSize = m_state.blockSize;
    slot.copiedFrom = kNoKvBlock;
    if (entry.length == entry.blockTable.size() * blockSize) {
        KvCacheEvent allocated;
        allocated.kind = KvEventKind::BlockAllocated;
        allocated.reason = reason;
        allocated.sequence = sequence;
        allocated.logical = static_cast<std::uint32_t>(entry.blockTable.size());
        allocated.physical = m_state.freeHead;
        allocated.flags = m_state.blocks[m_state.freeHead].cached ? kv_event_flags::kEvicted : std::uint8_t{0};
        record(allocated);
    } else if (const KvBlockId last = entry.blockTable.back(); m_state.blocks[last].refCount > 1) {
        KvCacheEvent copied;
        copied.kind = KvEventKind::CopyOnWrite;
        copied.reason = reason;
        copied.sequence = sequence;
        copied.logical = static_cast<std::uint32_t>(entry.blockTable.size() - 1);
        copied.other = last;
        copied.physical = m_state.freeHead;
        copied.count = m_state.blocks[last].refCount;
        copied.flags = m_state.blocks[m_state.freeHead].cached ? kv_event_flags::kEvicted : std::uint8_t{0};
        record(copied);
        slot.copiedFrom = last;
        if (m_copyObserver)
            m_copyObserver(last, copied.physical);
    }
    const KvBlockId physical = entry.blockTable.back();
    KvCacheEvent appended;
    appended.kind = KvEventKind::TokenAppended;
    appended.reason = reason;
    appended.sequence = sequence;
    appended.logical = static_cast<std::uint32_t>(entry.blockTable.size() - 1);
    appended.physical = physical;
    appended.slot = m_state.blocks[physical].fill();
    appended.token = token;
    appended.flags = appended.slot + 1 == blockSize ? kv_event_flags::kFillsBlock : std::uint8_t{0};
    record(appended);
    slot.physical = physical;
    slot.slot = appended.slot;
    if (appended.slot + 1 == blockSize)
        cacheIfFull(sequence);
}

KvCacheResult<KvSlot> PagedKvCache::appendToken(KvSequenceId sequence, std::int32_t token)
{
    if (!running(sequence))
        return unknownSequence(sequence, "append to");
    const std::uint32_t needed = blocksToAppend(sequence);
    if (needed > m_state.freeCount)
        return outOfBlocks(needed, ("the next token of sequence " + std::to_string(sequence)).c_str());
    KvSlot slot;
    appendUnchecked(sequence, token, KvEventReason::Decode, slot);
    offerKeyframe();
    return slot;
}

KvCacheResult<KvSequenceId> PagedKvCache::fork(KvSequenceId parent)
{
    const KvSequenceState* entry = running(parent);
    if (!entry)
        return unknownSequence(parent, "fork");
    const auto child = static_cast<KvSequenceId>(m_state.sequences.size());
    KvCacheEvent forked;
    forked.kind = KvEventKind::Forked;
    forked.sequence = child;
    forked.other = parent;
    forked.count = static_cast<std::uint32_t>(entry->blockTable.size());
    record(forked);
    m_blockHashes.push_back(m_blockHashes[parent]);
    m_extras.push_back(m_extras[parent]);
    offerKeyframe();
    return child;
}

KvCacheStatus PagedKvCache::free(KvSequenceId sequence, KvEventReason why)
{
    const KvSequenceState* entry = m_state.sequence(sequence);
    if (!entry || !entry->live())
        return unknownSequence(sequence, "free");
    KvCacheEvent freed;
    freed.kind = KvEventKind::SequenceFreed;
    freed.reason = why;
    freed.sequence = sequence;
    for (const KvBlockId block : entry->blockTable)
        (m_state.blocks[block].refCount == 1 ? freed.count : freed.logical)++;
    record(freed);
    m_blockHashes[sequence].clear();
    offerKeyframe();
    return Done{};
}

// Copies every block of `sequence` to the host's swap space, lowest free host blocks first, while the
// physical blocks still hold its values (they are given back right after, by the Preempted event).
void PagedKvCache::swapOut(KvSequenceId sequence)
{
    const KvSequenceState& entry = m_state.sequences[sequence];
    const auto blocks = static_cast<std::uint32_t>(entry.blockTable.size());
    std::uint32_t logical = 0;
    for (std::uint32_t host = 0; logical < blocks; ++host) {
        if (m_state.hostBlocks[host] != kNoKvSequence)
            continue;
        KvCacheEvent swapped;
        swapped.kind = KvEventKind::BlockSwappedOut;
        swapped.reason = KvEventReason::Swap;
        swapped.sequence = sequence;
        swapped.logical = logical;
        swapped.physical = entry.blockTable[logical];
        swapped.other = host;
        swapped.count = m_state.blocks[swapped.physical].fill();
        record(swapped);
        if (m_transferObserver)
            m_transferObserver({KvBlockTransferKind::SwapOut, sequence, logical, swapped.physical, host,
                                logical * m_state.blockSize, swapped.count});
        ++logical;
    }
}

KvCacheStatus PagedKvCache::preempt(KvSequenceId sequence, KvEventReason mode, KvSwapFallback fallback)
{
    if (mode != KvEventReason::Swap && mode != KvEventReason::Recompute)
        return KvCacheError{KvCacheErrorCode::InvalidArgument, "preemption is by swap or by recompute"};
    const KvSequenceState* entry = running(sequence);
    if (!entry)
        return unknownSequence(sequence, "preempt");
    const auto blocks = static_cast<std::uint32_t>(entry->blockTable.size());
    bool swapSpaceFull = false;
    if (mode == KvEventReason::Swap && blocks > m_state.hostFreeCount) {
        if (fallback == KvSwapFallback::Fail)
            return KvCacheError{KvCacheErrorCode::SwapSpaceFull,
                                "swapping out sequence " + std::to_string(sequence) + " needs " + blockCount(blocks) +
                                    " of host swap space but only " + blockCount(m_state.hostFreeCount) + " of " +
                                    blockCount(m_state.hostBlocks.size()) +
                                    " are free (vLLM: \"Aborted due to the lack of CPU swap space. Please increase "
                                    "the swap space to avoid this error.\")"};
        mode = KvEventReason::Recompute;
        swapSpaceFull = true;
    }
    if (mode == KvEventReason::Swap)
        swapOut(sequence);
    KvCacheEvent preempted;
    preempted.kind = KvEventKind::Preempted;
    preempted.reason = mode;
    preempted.flags = swapSpaceFull ? kv_event_flags::kSwapSpaceFull : std::uint8_t{0};
    preempted.sequence = sequence;
    preempted.count = blocks;
    preempted.slot = m_state.hostFreeCount;
    record(preempted);
    offerKeyframe();
    return Done{};
}

std::uint32_t PagedKvCache::blocksToResume(KvSequenceId sequence) const
{
    const KvSequenceState* entry = m_state.sequence(sequence);
    if (!entry)
        return 0;
    return static_cast<std::uint32_t>((entry->offloaded.size() + m_state.blockSize - 1) / m_state.blockSize);
}

KvCacheStatus PagedKvCache::resume(KvSequenceId sequence)
{
    const KvSequenceState* entry = m_state.sequence(sequence);
    if (!entry || (entry->status != KvSequenceStatus::Swapped && entry->status != KvSequenceStatus::Recompute))
        return unknownSequence(sequence, "resume");
    const std::uint32_t needed = blocksToResume(sequence);
    if (needed > m_state.freeCount)
        return outOfBlocks(needed, ("resuming sequence " + std::to_string(sequence)).c_str());
    const KvEventReason mode =
        entry->status == KvSequenceStatus::Swapped ? KvEventReason::Swap : KvEventReason::Recompute;
    const auto tokens = static_cast<std::uint32_t>(entry->offloaded.size());
    const std::uint32_t blockSize = m_state.blockSize;
    for (std::uint32_t logical = 0; logical < needed; ++logical) {
        KvCacheEvent restored;
        restored.kind = KvEventKind::BlockRestored;
        restored.reason = mode;
        restored.sequence = sequence;
        restored.logical = logical;
        restored.physical = m_state.freeHead;
        restored.other = mode == KvEventReason::Swap ? entry->hostBlocks[logical] : kNoKvBlock;
        restored.count = std::min(blockSize, tokens - logical * blockSize);
        restored.flags = m_state.blocks[m_state.freeHead].cached ? kv_event_flags::kEvicted : std::uint8_t{0};
        record(restored);
        if (m_transferObserver)
            m_transferObserver({mode == KvEventReason::Swap ? KvBlockTransferKind::SwapIn : KvBlockTransferKind::Recompute,
                                sequence, logical, restored.physical, restored.other, logical * blockSize,
                                restored.count});
    }
    KvCacheEvent resumed;
    resumed.kind = KvEventKind::Resumed;
    resumed.reason = mode;
    resumed.sequence = sequence;
    record(resumed);
    // Its full blocks are findable again (they were cached before; eviction may have taken their hashes).
    m_blockHashes[sequence].clear();
    cacheIfFull(sequence);
    offerKeyframe();
    return Done{};
}

void PagedKvCache::beginStep(std::uint64_t step)
{
    KvCacheEvent began;
    began.kind = KvEventKind::StepBegan;
    began.count = static_cast<std::uint32_t>(step);
    record(began);
}

void PagedKvCache::noteWaiting(std::uint32_t request, std::uint32_t blocksNeeded, KvEventReason why)
{
    KvCacheEvent waiting;
    waiting.kind = KvEventKind::Waiting;
    waiting.reason = why;
    waiting.other = request;
    waiting.count = blocksNeeded;
    waiting.slot = m_state.freeCount;
    record(waiting);
}

KvSlot PagedKvCache::slotOf(KvSequenceId sequence, std::uint32_t index) const
{
    const KvSequenceState* entry = m_state.sequence(sequence);
    if (!entry || index >= entry->length)
        return {};
    return {entry->blockTable[index / m_state.blockSize], index % m_state.blockSize, kNoKvBlock};
}

} // namespace gml
