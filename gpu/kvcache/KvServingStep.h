#pragma once

#include <cstdint>
#include <vector>

namespace gml {

// One request preempted in a serving step, and where its KV went.
struct KvPreemption
{
    std::uint32_t request = 0;
    bool swapped = false;                  // true: copied to the host's swap space; false: dropped, to recompute
    bool swapSpaceFull = false;            // dropped because the swap space had no room for it (swap mode)
    std::uint32_t blocks = 0;              // the KV blocks it held
    std::vector<std::uint32_t> hostBlocks; // swapped: the host swap blocks that hold them
    std::uint32_t hostFreeBlocks = 0;      // swap space full: the host blocks that were free
    std::uint32_t hostBlocksInAll = 0;     // the swap space's size
};

// A preempted request that runs again, and how its KV came back.
struct KvResumption
{
    std::uint32_t request = 0;
    bool swappedIn = false; // true: copied back from the host; false: recomputed
};

// What one step of a serving walkthrough did, as facts for its narration: the scheduler's step summary,
// with where each preempted request's KV went.
struct KvServingStep
{
    std::uint64_t step = 0;
    std::vector<KvPreemption> preempted;
    std::vector<KvResumption> resumed;
    std::vector<std::uint32_t> admitted;
    std::vector<std::uint32_t> finished;
    std::uint32_t running = 0;
    std::uint32_t waiting = 0;
    std::uint32_t freeBlocks = 0;
    std::uint32_t blocksInAll = 0;
};

} // namespace gml
