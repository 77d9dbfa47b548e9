#include "run/BlockLifeTable.h"

#include <unordered_map>

namespace gml {

BlockLifeTable::BlockLifeTable(const MemorySnapshot& snapshot, int device)
{
    static const TraceEvents kNoTrace;
    const auto deviceIndex = static_cast<std::size_t>(device);
    const auto& trace =
        deviceIndex < snapshot.deviceTraces.size() ? snapshot.deviceTraces[deviceIndex] : kNoTrace;
    m_eventCount = trace.size();
    m_lifeAtEvent.assign(trace.size(), kNoLife);
    const auto end = static_cast<std::int64_t>(trace.size());

    // The blocks live tensors held at dump time. Pending frees are not allocated: their free_requested is in
    // the trace (or they were freed before it began).
    std::unordered_map<std::uint64_t, std::int32_t> liveByAddress;
    for (const SnapshotSegment& segment : snapshot.segments) {
        if (segment.device != device)
            continue;
        for (const SnapshotBlock& block : segment.blocks) {
            if (block.state != SnapshotBlockState::ActiveAllocated)
                continue;
            liveByAddress[block.address] = static_cast<std::int32_t>(m_lives.size());
            m_lives.push_back(BlockLife{block.address, block.requestedSize, BlockLife::kBeforeTrace, end, 0,
                                        false, block.frames, 0, 0});
        }
    }
    // Backwards: a free_requested opens a life that ends there; the alloc before it at the same address is
    // its birth (and gives it the allocating stack and the requested size the summary counts).
    for (std::int64_t i = end - 1; i >= 0; --i) {
        const SnapshotTraceEvent& event = trace[static_cast<std::size_t>(i)];
        if (event.action == TraceAction::FreeRequested) {
            const auto index = static_cast<std::int32_t>(m_lives.size());
            m_lives.push_back(BlockLife{event.address, event.size, BlockLife::kBeforeTrace, i, 0, false,
                                        event.frames, event.compileContext, event.userMetadata});
            liveByAddress[event.address] = index;
            m_lifeAtEvent[static_cast<std::size_t>(i)] = index;
        } else if (event.action == TraceAction::Alloc) {
            std::int32_t index = kNoLife;
            if (const auto it = liveByAddress.find(event.address); it != liveByAddress.end()) {
                index = it->second;
                liveByAddress.erase(it);
            } else {
                // An alloc that neither a later free nor the dump accounts for (an inconsistent trace): keep
                // it alive to the end, as the summary's count does.
                index = static_cast<std::int32_t>(m_lives.size());
                m_lives.push_back(
                    BlockLife{event.address, event.size, BlockLife::kBeforeTrace, end, 0, false, 0, 0, 0});
            }
            BlockLife& life = m_lives[static_cast<std::size_t>(index)];
            life.birthEvent = i;
            life.bytes = event.size;
            life.birthTimeUs = event.timeUs;
            life.hasBirthTime = event.hasTime;
            life.stack = event.frames;
            life.compileContext = event.compileContext;
            life.userMetadata = event.userMetadata;
            m_lifeAtEvent[static_cast<std::size_t>(i)] = index;
        }
    }
    // Forwards: the allocated bytes after each event, and the first moment they peak.
    std::uint64_t bytes = 0;
    for (const BlockLife& life : m_lives)
        if (life.birthEvent == BlockLife::kBeforeTrace)
            bytes += life.bytes;
    m_startBytes = bytes;
    m_peakBytes = bytes;
    m_peakSample = 0;
    for (std::int64_t i = 0; i < end; ++i) {
        const std::int32_t index = m_lifeAtEvent[static_cast<std::size_t>(i)];
        if (index == kNoLife)
            continue;
        const BlockLife& life = m_lives[static_cast<std::size_t>(index)];
        if (life.birthEvent == i)
            bytes += life.bytes;
        else
            bytes -= life.bytes;
        if (bytes > m_peakBytes) {
            m_peakBytes = bytes;
            m_peakSample = i + 1;
        }
    }
}

} // namespace gml
