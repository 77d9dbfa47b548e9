#include "snapshot/StartStateRebuilder.h"

#include "util/ByteFormat.h"

#include <algorithm>

namespace gml {

namespace {

using State = ReplayStartBlock::State;

ReplayStartBlock::State stateOf(SnapshotBlockState state)
{
    switch (state) {
    case SnapshotBlockState::ActiveAllocated: return State::Allocated;
    case SnapshotBlockState::ActivePendingFree: return State::PendingFree;
    case SnapshotBlockState::Inactive: return State::Free;
    }
    return State::Free;
}

// Plain segments of the small pool are 2 MiB; every large-pool segment is at least 10 MiB.
PoolKind poolOfSegmentSize(std::uint64_t size)
{
    return size <= AllocationRules::kSmallBuffer ? PoolKind::Small : PoolKind::Large;
}

} // namespace

StartStateRebuilder::StartStateRebuilder(const MemorySnapshot& snapshot, int device, const AllocatorConfig& config)
    : m_snapshot(snapshot), m_device(device), m_rules(config),
      m_blockCache(std::size_t{1} << kCacheBits, m_blocks.end()),
      m_segmentCache(std::size_t{1} << kCacheBits, m_segments.end())
{
}

ReplayStartState StartStateRebuilder::rebuild(std::size_t firstUndone)
{
    for (const SnapshotSegment& segment : m_snapshot.segments) {
        if (segment.device != m_device || segment.totalSize == 0)
            continue;
        m_segments[segment.address] = Segment{segment.totalSize,
                                              segment.type == SegmentType::Small ? PoolKind::Small : PoolKind::Large,
                                              segment.stream, segment.isExpandable};
        for (const SnapshotBlock& block : segment.blocks)
            m_blocks[block.address] = Block{block.size, block.requestedSize, stateOf(block.state),
                                            block.sizeEstimated, block.frames};
    }
    if (static_cast<std::size_t>(m_device) < m_snapshot.deviceTraces.size()) {
        const auto& trace = m_snapshot.deviceTraces[static_cast<std::size_t>(m_device)];
        for (std::size_t i = trace.size(); i-- > firstUndone;)
            undo(trace[i], i);
    }

    for (const auto& [address, segment] : m_segments) {
        ReplayStartSegment& out = m_result.segments.emplace_back();
        out.address = address;
        out.size = segment.size;
        out.pool = segment.pool;
        out.stream = segment.stream;
        out.expandable = segment.expandable;
        for (auto it = m_blocks.lower_bound(address); it != m_blocks.end() && it->first < address + segment.size; ++it)
            out.blocks.push_back(ReplayStartBlock{it->first, it->second.size, it->second.requested, it->second.state,
                                                  it->second.estimated, it->second.frames});
    }
    return std::move(m_result);
}

void StartStateRebuilder::undo(const SnapshotTraceEvent& event, std::size_t index)
{
    switch (event.action) {
    case TraceAction::Alloc: undoAlloc(event, index); break;
    case TraceAction::FreeRequested: undoFreeRequested(event, index); break;
    case TraceAction::FreeCompleted: undoFreeCompleted(event, index); break;
    case TraceAction::SegmentAlloc: undoSegmentAlloc(event, index); break;
    case TraceAction::SegmentFree: undoSegmentFree(event, index); break;
    case TraceAction::SegmentMap: undoSegmentMap(event, index); break;
    case TraceAction::SegmentUnmap: undoSegmentUnmap(event, index); break;
    case TraceAction::Snapshot:
    case TraceAction::Oom:
    case TraceAction::Other: break; // they change no block
    }
}

void StartStateRebuilder::inconsistent(std::size_t index, const std::string& why)
{
    if (m_result.inconsistentEvents++ == 0)
        m_result.firstInconsistency = "trace event " + std::to_string(index) + ": " + why;
}

StartStateRebuilder::Segments::iterator StartStateRebuilder::segmentContaining(std::uint64_t address)
{
    // Keyed by the 2 MiB granule, where PyTorch's segments begin and end; a cached segment that still holds
    // the address is the one (segments do not overlap), whatever the granules.
    auto& cached = m_segmentCache[cacheSlot(address >> 21)];
    if (cached != m_segments.end() && cached->first <= address && address < cached->first + cached->second.size)
        return cached;
    auto it = m_segments.upper_bound(address);
    if (it == m_segments.begin())
        return m_segments.end();
    --it;
    if (address >= it->first + it->second.size)
        return m_segments.end();
    cached = it;
    return it;
}

void StartStateRebuilder::eraseSegment(Segments::iterator segment)
{
    m_segments.erase(segment);
    std::fill(m_segmentCache.begin(), m_segmentCache.end(), m_segments.end());
}

StartStateRebuilder::Blocks::iterator StartStateRebuilder::blockAt(std::uint64_t address)
{
    const auto cached = m_blockCache[cacheSlot(address)];
    if (cached != m_blocks.end() && cached->first == address)
        return cached;
    return remember(m_blocks.find(address));
}

StartStateRebuilder::Blocks::iterator StartStateRebuilder::remember(Blocks::iterator block)
{
    if (block != m_blocks.end())
        m_blockCache[cacheSlot(block->first)] = block;
    return block;
}

void StartStateRebuilder::eraseBlock(Blocks::iterator block)
{
    auto& cached = m_blockCache[cacheSlot(block->first)];
    if (cached == block)
        cached = m_blocks.end();
    m_blocks.erase(block);
}

StartStateRebuilder::Blocks::iterator StartStateRebuilder::blockContaining(std::uint64_t address)
{
    if (const auto at = blockAt(address); at != m_blocks.end() && at->second.size > 0)
        return at;
    auto it = m_blocks.upper_bound(address);
    if (it == m_blocks.begin())
        return m_blocks.end();
    --it;
    return address < it->first + it->second.size ? it : m_blocks.end();
}

std::uint64_t StartStateRebuilder::smallestFreeBlock(const Segment& segment) const
{
    // Large-pool blocks are split only when more than 1 MiB would remain, so every free block there is
    // larger; expandable segments and the small pool split from 512 B on.
    if (segment.expandable || segment.pool == PoolKind::Small)
        return AllocationRules::kMinBlockSize;
    return AllocationRules::kSmallSize + 1;
}

StartStateRebuilder::Blocks::iterator StartStateRebuilder::mergeFree(Blocks::iterator it)
{
    const auto segment = segmentContaining(it->first);
    const std::uint64_t segmentEnd = segment == m_segments.end() ? 0 : segment->first + segment->second.size;
    const std::uint64_t segmentStart = segment == m_segments.end() ? 0 : segment->first;
    auto next = std::next(it);
    if (next != m_blocks.end() && next->first < segmentEnd && next->second.state == State::Free) {
        it->second.size += next->second.size;
        eraseBlock(next);
    }
    if (it != m_blocks.begin() && it->first > segmentStart) {
        auto prev = std::prev(it);
        if (prev->second.state == State::Free && prev->first >= segmentStart) {
            prev->second.size += it->second.size;
            eraseBlock(it);
            return prev;
        }
    }
    return it;
}

void StartStateRebuilder::recoverGap(Blocks::iterator freeBlock)
{
    if (freeBlock == m_blocks.end() || freeBlock->second.state != State::Free || freeBlock == m_blocks.begin())
        return;
    const auto segment = segmentContaining(freeBlock->first);
    if (segment == m_segments.end() || freeBlock->first == segment->first)
        return;
    if (freeBlock->second.size >= smallestFreeBlock(segment->second))
        return;
    auto owner = std::prev(freeBlock);
    if (owner->second.state == State::Free || !owner->second.estimated)
        return;
    owner->second.size += freeBlock->second.size;
    eraseBlock(freeBlock);
    ++m_result.gapRecoveries;
}

void StartStateRebuilder::undoAlloc(const SnapshotTraceEvent& event, std::size_t index)
{
    const auto it = blockAt(event.address);
    if (it == m_blocks.end() || it->second.state != State::Allocated) {
        inconsistent(index, "alloc at " + formatAddress(event.address) + " has no allocated block there to undo");
        return;
    }
    it->second = Block{it->second.size, 0, State::Free, false, 0};
    mergeFree(it);
}

void StartStateRebuilder::undoFreeRequested(const SnapshotTraceEvent& event, std::size_t index)
{
    const auto it = blockAt(event.address);
    if (it == m_blocks.end() || it->second.state != State::PendingFree) {
        inconsistent(index, "free_requested at " + formatAddress(event.address) + " has no pending block to undo");
        return;
    }
    it->second.state = State::Allocated;
}

void StartStateRebuilder::undoFreeCompleted(const SnapshotTraceEvent& event, std::size_t index)
{
    auto free = blockContaining(event.address);
    if (free == m_blocks.end() || free->second.state != State::Free) {
        inconsistent(index, "free_completed at " + formatAddress(event.address) + " lies in no free block");
        return;
    }
    const std::uint64_t freeStart = free->first;
    const std::uint64_t freeEnd = free->first + free->second.size;
    const std::uint64_t estimate = std::min(m_rules.roundSize(event.size), freeEnd - event.address);
    const Block pending{estimate, event.size, State::PendingFree, true, event.frames};
    // The free block is cut where the freed block lay; the pieces go in beside it (hinted: no search).
    Blocks::iterator block = free;
    if (freeStart < event.address) {
        free->second.size = event.address - freeStart;
        block = remember(m_blocks.emplace_hint(std::next(free), event.address, pending));
    } else {
        free->second = pending;
    }
    if (event.address + estimate < freeEnd)
        recoverGap(m_blocks.emplace_hint(std::next(block), event.address + estimate,
                                         Block{freeEnd - event.address - estimate, 0, State::Free, false, 0}));
    if (freeStart < event.address)
        recoverGap(free); // the piece before stays where it was (recoverGap above erases only the piece after)
}

void StartStateRebuilder::undoSegmentAlloc(const SnapshotTraceEvent& event, std::size_t index)
{
    const auto segment = m_segments.find(event.address);
    if (segment == m_segments.end()) {
        inconsistent(index, "segment_alloc at " + formatAddress(event.address) + ": no such segment to undo");
        return;
    }
    const std::uint64_t end = segment->first + segment->second.size;
    const auto first = m_blocks.lower_bound(segment->first);
    const auto last = m_blocks.lower_bound(end);
    if (first == last || std::next(first) != last || first->second.state != State::Free)
        inconsistent(index, "segment_alloc at " + formatAddress(event.address) +
                                ": the segment still holds blocks in use when it is undone");
    for (auto it = first; it != last;)
        eraseBlock(it++);
    eraseSegment(segment);
}

void StartStateRebuilder::undoSegmentFree(const SnapshotTraceEvent& event, std::size_t index)
{
    if (event.size == 0 || segmentContaining(event.address) != m_segments.end() ||
        segmentContaining(event.address + event.size - 1) != m_segments.end()) {
        inconsistent(index, "segment_free at " + formatAddress(event.address) + " overlaps a live segment");
        return;
    }
    m_segments[event.address] = Segment{event.size, poolOfSegmentSize(event.size), event.stream, false};
    m_blocks[event.address] = Block{event.size, 0, State::Free, false, 0};
}

void StartStateRebuilder::undoSegmentMap(const SnapshotTraceEvent& event, std::size_t index)
{
    // The pages [address, address + size) were mapped by this event: before it they were not part of any
    // mapped range. Cut them out of their range (a snapshot shows one segment per mapped range).
    const auto segment = segmentContaining(event.address);
    const auto free = blockContaining(event.address);
    if (segment == m_segments.end() || !segment->second.expandable || free == m_blocks.end() ||
        free->second.state != State::Free || free->first + free->second.size < event.address + event.size) {
        inconsistent(index, "segment_map at " + formatAddress(event.address) + " is not free mapped memory");
        return;
    }
    const Segment range = segment->second;
    const std::uint64_t rangeStart = segment->first;
    const std::uint64_t rangeEnd = rangeStart + range.size;
    const std::uint64_t cutEnd = event.address + event.size;
    const std::uint64_t freeStart = free->first;
    const std::uint64_t freeEnd = free->first + free->second.size;
    eraseBlock(free);
    if (freeStart < event.address)
        m_blocks[freeStart] = Block{event.address - freeStart, 0, State::Free, false, 0};
    if (cutEnd < freeEnd)
        m_blocks[cutEnd] = Block{freeEnd - cutEnd, 0, State::Free, false, 0};
    eraseSegment(segment);
    if (rangeStart < event.address)
        m_segments[rangeStart] = Segment{event.address - rangeStart, range.pool, range.stream, true};
    if (cutEnd < rangeEnd)
        m_segments[cutEnd] = Segment{rangeEnd - cutEnd, range.pool, range.stream, true};
}

void StartStateRebuilder::undoSegmentUnmap(const SnapshotTraceEvent& event, std::size_t index)
{
    // The pages were mapped (and free) before this event: put them back, joining the mapped ranges on
    // either side into one.
    if (event.size == 0 || segmentContaining(event.address) != m_segments.end() ||
        segmentContaining(event.address + event.size - 1) != m_segments.end()) {
        inconsistent(index, "segment_unmap at " + formatAddress(event.address) + " overlaps mapped memory");
        return;
    }
    std::uint64_t start = event.address;
    std::uint64_t size = event.size;
    PoolKind pool = event.size % AllocationRules::kLargeBuffer == 0 ? PoolKind::Large : PoolKind::Small;
    const auto before = segmentContaining(event.address - 1);
    if (before != m_segments.end() && before->second.expandable && before->second.stream == event.stream) {
        start = before->first;
        size += before->second.size;
        pool = before->second.pool;
        eraseSegment(before);
    }
    const auto after = m_segments.find(event.address + event.size);
    if (after != m_segments.end() && after->second.expandable && after->second.stream == event.stream) {
        size += after->second.size;
        pool = after->second.pool;
        eraseSegment(after);
    }
    m_segments[start] = Segment{size, pool, event.stream, true};
    mergeFree(m_blocks.emplace(event.address, Block{event.size, 0, State::Free, false, 0}).first);
}

} // namespace gml
