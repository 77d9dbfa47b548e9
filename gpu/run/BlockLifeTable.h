#pragma once

#include "run/BlockLife.h"
#include "snapshot/MemorySnapshot.h"

#include <cstdint>
#include <vector>

namespace gml {

// Every allocation's life on one device of a snapshot, rebuilt by undoing the trace backwards from the dump's
// blocks (alloc: the block did not exist before; free_requested: it did) and matching each free to its
// alloc. Allocated bytes at any moment are the sum of the lives alive then, so anything grouped from the
// lives (stacks, categories) adds up exactly to the total. Built in one backward and one forward pass.
class BlockLifeTable
{
public:
    static constexpr std::int32_t kNoLife = -1;

    BlockLifeTable(const MemorySnapshot& snapshot, int device);

    const std::vector<BlockLife>& lives() const { return m_lives; }
    std::size_t eventCount() const { return m_eventCount; }
    // The life an alloc or free_requested event begins or ends; kNoLife for other events.
    std::int32_t lifeAt(std::size_t event) const { return m_lifeAtEvent[event]; }

    // The moment allocated bytes peaked, as a sample (the state after events [0, sample)): the first
    // moment, if it peaks more than once. 0 without a trace (the dump's state).
    std::int64_t peakSample() const { return m_peakSample; }
    std::uint64_t peakBytes() const { return m_peakBytes; }
    std::uint64_t bytesAtStart() const { return m_startBytes; }

private:
    std::vector<BlockLife> m_lives;
    std::vector<std::int32_t> m_lifeAtEvent;
    std::size_t m_eventCount = 0;
    std::int64_t m_peakSample = 0;
    std::uint64_t m_peakBytes = 0;
    std::uint64_t m_startBytes = 0;
};

} // namespace gml
