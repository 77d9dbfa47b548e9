#include "allocator/BlockTable.h"

#include <algorithm>
#include <cassert>

namespace gml {

namespace {

using SegmentOrder = std::vector<std::pair<std::uint64_t, std::uint32_t>>;

// The first entry at or above `address`.
SegmentOrder::const_iterator firstAtOrAbove(const SegmentOrder& order, std::uint64_t address)
{
    return std::lower_bound(order.begin(), order.end(), address,
                            [](const auto& entry, std::uint64_t a) { return entry.first < a; });
}

} // namespace

std::uint32_t BlockTable::newSlot()
{
    if (!m_freeBlockSlots.empty()) {
        const std::uint32_t index = m_freeBlockSlots.back();
        m_freeBlockSlots.pop_back();
        return index;
    }
    m_blocks.emplace_back();
    return static_cast<std::uint32_t>(m_blocks.size() - 1);
}

void BlockTable::deleteBlock(std::uint32_t index)
{
    m_freeBlockSlots.push_back(index);
}

std::uint32_t BlockTable::addSegment(Segment segment)
{
    std::uint32_t index = 0;
    if (!m_freeSegmentSlots.empty()) {
        index = m_freeSegmentSlots.back();
        m_freeSegmentSlots.pop_back();
    } else {
        index = static_cast<std::uint32_t>(m_segments.size());
        m_segments.emplace_back();
    }
    Block head;
    head.address = segment.address;
    head.size = segment.size;
    head.segment = index;
    head.stream = segment.stream;
    head.pool = segment.pool;
    head.mapped = segment.expandable == nullptr;
    head.expandable = segment.expandable != nullptr;
    head.segmentId = segment.id;
    segment.head = newSlot();
    m_blocks[segment.head] = head;
    segment.live = true;
    m_byAddress.insert(firstAtOrAbove(m_byAddress, segment.address), {segment.address, index});
    m_segments[index] = std::move(segment);
    return index;
}

void BlockTable::removeSegment(std::uint32_t index)
{
    Segment& segment = m_segments[index];
    assert(segment.live && !m_blocks[segment.head].isSplit());
    deleteBlock(segment.head);
    const auto entry = firstAtOrAbove(m_byAddress, segment.address);
    assert(entry != m_byAddress.end() && entry->first == segment.address);
    m_byAddress.erase(entry);
    segment = Segment{};
    m_freeSegmentSlots.push_back(index);
}

std::uint32_t BlockTable::newFreePieceOf(std::uint32_t block)
{
    // Copied within the table and changed there. Built on the stack and copied in, the new block was read
    // 16 bytes at a time over fields just written 8 bytes at a time, and each split waited for the failed
    // store forwarding.
    const std::uint32_t index = newSlot(); // may grow m_blocks: take references only after this
    Block& piece = m_blocks[index];
    piece = m_blocks[block];
    piece.allocated = false;
    piece.eventCount = 0;
    piece.requested = 0;
    piece.releasable = false; // not cached yet, whatever the block it was cut from is
    return index;
}

std::uint32_t BlockTable::splitFront(std::uint32_t block, std::uint64_t frontSize)
{
    assert(frontSize > 0 && frontSize < m_blocks[block].size);
    const std::uint32_t index = newFreePieceOf(block);
    Block& rest = m_blocks[block];
    Block& front = m_blocks[index];
    front.size = frontSize;
    front.next = block;
    rest.address += frontSize;
    rest.size -= frontSize;
    rest.prev = index;
    if (front.prev != kNoBlock)
        m_blocks[front.prev].next = index;
    else
        m_segments[front.segment].head = index;
    return index;
}

std::uint32_t BlockTable::splitBack(std::uint32_t block, std::uint64_t backSize)
{
    assert(backSize > 0 && backSize < m_blocks[block].size);
    const std::uint32_t index = newFreePieceOf(block);
    Block& first = m_blocks[block];
    Block& back = m_blocks[index];
    back.address += back.size - backSize;
    back.size = backSize;
    back.prev = block;
    first.size -= backSize;
    first.next = index;
    if (back.next != kNoBlock)
        m_blocks[back.next].prev = index;
    return index;
}

void BlockTable::absorb(std::uint32_t dst, std::uint32_t src)
{
    Block& d = m_blocks[dst];
    const Block& s = m_blocks[src];
    if (d.prev == src) { // [src dst]
        d.address = s.address;
        d.prev = s.prev;
        if (d.prev != kNoBlock)
            m_blocks[d.prev].next = dst;
        else
            m_segments[d.segment].head = dst;
    } else { // [dst src]
        assert(d.next == src);
        d.next = s.next;
        if (d.next != kNoBlock)
            m_blocks[d.next].prev = dst;
    }
    d.size += s.size;
    deleteBlock(src);
}

std::uint32_t BlockTable::segmentContaining(std::uint64_t address) const
{
    auto it = std::upper_bound(m_byAddress.begin(), m_byAddress.end(), address,
                               [](std::uint64_t a, const auto& entry) { return a < entry.first; });
    if (it == m_byAddress.begin())
        return kNoBlock;
    --it;
    const Segment& segment = m_segments[it->second];
    return address < segment.address + segment.size ? it->second : kNoBlock;
}

std::uint32_t BlockTable::blockContaining(std::uint64_t address) const
{
    const std::uint32_t segment = segmentContaining(address);
    if (segment == kNoBlock)
        return kNoBlock;
    for (std::uint32_t block = m_segments[segment].head; block != kNoBlock; block = m_blocks[block].next)
        if (address < m_blocks[block].address + m_blocks[block].size)
            return block;
    return kNoBlock;
}

void BlockTable::fillKeyframe(AllocatorKeyframe& keyframe) const
{
    static_assert(kNoBlock == AllocatorKeyframe::kEnd, "a block's last link must read as the keyframe's end");
    // With selects, not branches: which blocks are allocated is as good as random, and the slot-by-slot copy
    // below would mispredict on most of them.
    static_assert(static_cast<int>(BlockState::Allocated) == 0 &&
                  static_cast<int>(BlockState::PendingFree) == 1 &&
                  static_cast<int>(BlockState::Inactive) == 2 && static_cast<int>(BlockState::Unmapped) == 3);
    const auto stateOf = [](const Block& b) {
        const unsigned cached = 2u + static_cast<unsigned>(!b.mapped); // Inactive or Unmapped
        const unsigned freed = b.eventCount > 0 ? 1u : cached;
        return static_cast<BlockState>(b.allocated ? 0u : freed);
    };
    const std::size_t live = m_blocks.size() - m_freeBlockSlots.size();
    // Copying the table slot by slot reads it in memory order, which the cache prefetches, and the links
    // stay as they are. Removed blocks' slots are copied too, but no segment reaches them. When most slots
    // are removed ones (the table once held many more blocks than now), each segment's chain is followed
    // instead, into slots numbered in address order, so that a keyframe stays the size of the state.
    const bool bySlot = m_blocks.size() <= 2 * live + 64;
    keyframe.reserve(m_byAddress.size(), bySlot ? m_blocks.size() : live, live);
    std::uint32_t slot = 0; // following the chains: the keyframe slot of the next block
    for (const auto& [address, index] : m_byAddress) {
        const Segment& segment = m_segments[index];
        keyframe.addSegment(segment.id, segment.address, segment.size, segment.pool, segment.stream,
                            segment.expandable != nullptr, bySlot ? segment.head : slot);
        if (bySlot)
            continue;
        for (std::uint32_t block = segment.head; block != kNoBlock; block = m_blocks[block].next) {
            const Block& b = m_blocks[block];
            ++slot;
            keyframe.addBlock(b.size, b.requested, b.next == kNoBlock ? AllocatorKeyframe::kEnd : slot,
                              stateOf(b));
        }
    }
    if (bySlot)
        for (const Block& b : m_blocks)
            keyframe.addBlock(b.size, b.requested, b.next, stateOf(b));
}

} // namespace gml
