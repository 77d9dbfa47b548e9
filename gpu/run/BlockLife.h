#pragma once

#include <cstdint>

namespace gml {

// One allocation's life on a device, rebuilt from a snapshot: when it began and ended (as trace event
// indices), its size and the stack that allocated it.
struct BlockLife
{
    static constexpr std::int64_t kBeforeTrace = -1; // allocated before the trace's first event

    std::uint64_t address = 0;
    // Requested bytes: the size alloc and free events carry (for blocks alive at dump, the block's
    // requested_size). Block sizes are not known for allocations made during the trace.
    std::uint64_t bytes = 0;
    std::int64_t birthEvent = kBeforeTrace;
    // The free_requested event that ended it; the trace's event count when it was still allocated at dump.
    std::int64_t deathEvent = 0;
    std::int64_t birthTimeUs = 0; // valid when hasBirthTime
    bool hasBirthTime = false;
    // Stack id in the snapshot's FrameTable: the alloc event's; for blocks allocated before the trace, the
    // dump's block frames or, when freed in the trace, the free event's (the best stack the file keeps).
    std::uint32_t stack = 0;
    std::uint32_t compileContext = 0; // string ids, from the alloc event
    std::uint32_t userMetadata = 0;

    // Whether it held memory at `sample`: the state after events [0, sample).
    bool aliveAt(std::int64_t sample) const { return birthEvent < sample && deathEvent >= sample; }
};

} // namespace gml
