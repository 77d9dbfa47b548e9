// The caching allocator's hooks for replaying a PyTorch memory snapshot: adopting the segments the real
// allocator held when the trace began, and handing the trace over. Kept apart from the allocation path: no
// lesson or scenario uses them.
#include "allocator/CachingAllocator.h"

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

    // Cut the blocks front to back, each an allocation of exactly its size: the rest of the segment stays
    // one cached block behind it, which the next cut takes out of the free set again.
    std::vector<std::uint64_t> addresses;
    addresses.reserve(blocks.size());
    std::uint32_t rest = request.block;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        if (i > 0)
            eraseFree(rest);
        Request piece;
        piece.requested = blocks[i].requested != 0 ? blocks[i].requested : blocks[i].size;
        piece.size = blocks[i].size;
        piece.stream = stream;
        piece.pool = request.pool;
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
