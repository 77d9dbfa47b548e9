#pragma once

#include "run/BlockLifeTable.h"
#include "run/MemoryCategory.h"
#include "snapshot/MemorySnapshot.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace gml {

// What each allocation of one device was for, guessed once for every life of its BlockLifeTable: the
// category report adds them up over time, the list of the largest live allocations names each one's.
//
// Mostly from the allocating stack and annotations (MemoryCategoryGuesser), with the backward pass's end
// deciding gradient or temporary. Blocks alive before the trace began have no allocating stack in the trace:
// when they stay alive through it and the trace shows training (a backward pass or an optimizer step), or
// their total is within 10% of the gradients' (one gradient per parameter), they are guessed to be the
// parameters, and marked as guessed from the trace: the UI says so.
class AllocationCategories
{
public:
    AllocationCategories(const MemorySnapshot& snapshot, int device);

    const BlockLifeTable& table() const { return m_table; }
    MemoryCategory categoryOf(std::size_t life) const { return m_categories[life]; }
    // The category came from the trace around the life, not from its own stack or annotations.
    bool guessedFromTrace(std::size_t life) const { return m_guessedFromTrace[life]; }

    // The life that recorded alloc event `event` began; BlockLifeTable::kNoLife when it is not an alloc.
    std::int32_t lifeMadeBy(std::size_t event) const;
    // The life allocated before the trace at `address` that was alive at its start; kNoLife when none.
    std::int32_t lifeBeforeTrace(std::uint64_t address) const;

private:
    void categorize(const MemorySnapshot& snapshot, int device);
    void guessBlocksBeforeTrace();

    BlockLifeTable m_table;
    std::vector<MemoryCategory> m_categories;
    std::vector<bool> m_guessedFromTrace;
    std::unordered_map<std::uint64_t, std::int32_t> m_beforeTrace; // address -> life, alive at the trace's start
};

} // namespace gml
