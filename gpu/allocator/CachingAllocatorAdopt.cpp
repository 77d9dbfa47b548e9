// The caching allocator's hooks for replaying a PyTorch memory snapshot: adopting the segments the real
// allocator held when the trace began, and handing the trace over. Kept apart from the allocation path: no
// lesson or scenario uses them.
#include "allocator/CachingAllocator.h"

#include "allocator/AllocationRules.h"

#include "util/ByteFormat.h"

namespace gml {

AllocatorStatus CachingAllocator::adoptSegment(PoolKind pool, StreamId stream, std::uint64_t size,
                                               std::span<const AdoptedBlock> blocks)
{
    std::uint64_t covered = 0;
    for (const AdoptedBlock& block : blocks) {
        if (block.size == 0)
            return refuse(AllocatorErrorCode::InvalidSize, EventReason::InvalidSize,
                          "cannot adopt a segment with an empty block");
        covered += block.size;
    }
    if (blocks.empty() || covered != size)
        return refuse(AllocatorErrorCode::InvalidSize, EventReason::InvalidSize,
                      "cannot adopt a " + formatBytes(size) + " segment whose blocks cover " + formatBytes(covered));
    for (std::size_t i = 1; i < blocks.size(); ++i)
        if (blocks[i].state == AdoptedBlock::State::Free && blocks[i - 1].state == AdoptedBlock::State::Free)
            return refuse(AllocatorErrorCode::InvalidSize, EventReason::InvalidSize,
                          "cannot adopt a segment with two free blocks side by side: the allocator always merges them");
    const auto address = m_device.allocate(size);
    if (!address)
        return refuse(address.error().code == DeviceErrorCode::OutOfMemory ? AllocatorErrorCode::OutOfMemory
                                                                           : AllocatorErrorCode::DeviceFailure,
                      EventReason::None, address.error().message);

    Request request;
    request.requested = size;
    request.size = size;
    request.allocSize = size;
    request.stream = stream;
    request.pool = &poolOf(pool);
    request.reason = EventReason::None;
    addPlainSegment(request, address.value());

    carveAdoptedBlocks(request.block, *request.pool, stream, blocks);
    offerKeyframe();
    return Done{};
}

void CachingAllocator::carveAdoptedBlocks(std::uint32_t rest, Pool& pool, StreamId stream,
                                          std::span<const AdoptedBlock> blocks)
{
    // Cut the blocks front to back, each an allocation of exactly its size: the rest stays one cached block
    // behind it, which the next cut takes out of the free set again.
    std::vector<std::uint64_t> addresses;
    addresses.reserve(blocks.size());
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        if (i > 0)
            eraseFree(rest);
        Request piece;
        piece.requested = blocks[i].requested != 0 ? blocks[i].requested : blocks[i].size;
        piece.size = blocks[i].size;
        piece.stream = stream;
        piece.pool = &pool;
        piece.block = rest;
        piece.adopting = true;
        addresses.push_back(allocFoundBlock(piece)); // splitFront keeps `rest` as the remainder's index
    }
    // Then give back what was free, and start the pending frees, each waiting on its own stream.
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        if (blocks[i].state == AdoptedBlock::State::PendingFree)
            recordStream(addresses[i], blocks[i].waitsFor);
        if (blocks[i].state != AdoptedBlock::State::Allocated)
            free(addresses[i]);
    }
}

AllocatorStatus CachingAllocator::adoptExpandableSegment(PoolKind pool, StreamId stream,
                                                         std::span<const AdoptedExtent> extents)
{
    const std::uint64_t page = AllocationRules::expandablePageSize(pool);
    for (std::size_t i = 0; i < extents.size(); ++i) {
        const AdoptedExtent& extent = extents[i];
        std::uint64_t covered = 0;
        for (const AdoptedBlock& block : extent.blocks)
            covered += block.size;
        if (extent.size == 0 || (extent.address - extents.front().address) % page != 0 || extent.size % page != 0 ||
            covered != extent.size ||
            (i > 0 && extent.address < extents[i - 1].address + extents[i - 1].size))
            return refuse(AllocatorErrorCode::InvalidSize, EventReason::InvalidSize,
                          "cannot adopt an expandable segment's " + formatBytes(extent.size) +
                              " of mapped pages whose blocks cover " + formatBytes(covered) +
                              " or that are not whole pages in address order");
    }
    if (extents.empty())
        return refuse(AllocatorErrorCode::InvalidSize, EventReason::InvalidSize,
                      "cannot adopt an expandable segment with no mapped pages");

    Request request;
    request.requested = extents.front().size;
    request.size = extents.front().size;
    request.stream = stream;
    request.pool = &poolOf(pool);
    request.reason = EventReason::None;
    const std::uint32_t head = reserveExpandableSegment(request);
    if (head == kNoBlock)
        return refuse(AllocatorErrorCode::DeviceFailure, EventReason::None,
                      "cannot reserve the address range of an expandable segment" +
                          (request.deviceError.empty() ? std::string() : ": " + request.deviceError));
    const std::uint64_t rangeEnd = m_table[head].address + m_table[head].size;
    // Pages lie at whole pages from the range's start (the range itself need not be page aligned).
    if (extents.front().address < m_table[head].address || extents.back().address + extents.back().size > rangeEnd ||
        (extents.front().address - m_table[head].address) % page != 0)
        return refuse(AllocatorErrorCode::InvalidSize, EventReason::InvalidSize,
                      "cannot adopt mapped pages outside their expandable segment's reserved range, or not at whole "
                      "pages from its start");

    for (const AdoptedExtent& extent : extents) {
        // The unmapped block holding the extent: split off what lies before it, then map the extent's pages.
        const auto blockHolding = [this, head](std::uint64_t address) {
            std::uint32_t block = head;
            while (m_table[block].address + m_table[block].size <= address)
                block = m_table[block].next;
            return block;
        };
        std::uint32_t block = blockHolding(extent.address);
        if (m_table[block].address < extent.address) {
            eraseFree(block);
            const std::uint32_t back = m_table.splitBack(block, m_table[block].address + m_table[block].size -
                                                                    extent.address);
            m_table[back].mapped = false;
            insertFree(block);
            insertFree(back);
            block = back;
        }
        request.requested = request.size = extent.size;
        if (!mapBlock(block, extent.size, request))
            return refuse(AllocatorErrorCode::OutOfMemory, EventReason::None,
                          "cannot map the " + formatBytes(extent.size) + " an expandable segment held");
        // mapBlock merged the pages with nothing (unmapped neighbours) or with a free mapped run before them;
        // either way the free block that holds the extent's start is cut from the extent's start.
        block = blockHolding(extent.address);
        eraseFree(block);
        if (m_table[block].address < extent.address) {
            const std::uint32_t back = m_table.splitBack(block, m_table[block].address + m_table[block].size -
                                                                    extent.address);
            insertFree(block);
            block = back;
        }
        carveAdoptedBlocks(block, *request.pool, stream, extent.blocks);
    }
    offerKeyframe();
    return Done{};
}

AllocatorTrace CachingAllocator::takeTrace()
{
    AllocatorTrace taken = std::move(m_trace);
    m_trace = AllocatorTrace(taken.keyframeInterval());
    return taken;
}

} // namespace gml
