#pragma once

#include "run/RunEntry.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gml {

// How unevenly one step's peak allocated memory fell across its ranks: the step is as tight as its fullest
// rank, so a high ratio says the work (or the sharding) is unbalanced.
struct StepImbalance
{
    std::optional<std::int64_t> step; // entries with no known step form one group of their own
    bool outOfMemoryExit = false;     // torchtitan's iteration_N_exit is a step of its own
    std::size_t entryCount = 0;
    std::optional<int>
        maxRank; // the rank of the entry with the highest peak (unknown when the path lacks it)
    int maxDevice = 0;
    std::uint64_t maxPeakAllocatedBytes = 0;
    std::optional<int> minRank;
    int minDevice = 0;
    std::uint64_t minPeakAllocatedBytes = 0;
    // max / min; 1 when every rank peaked equally; absent when the lowest peak is 0 bytes.
    std::optional<double> ratio;
};

// One StepImbalance per step (and exit mark) in the order the entries first name them. Ties pick the first
// entry in order, so the lower rank.
std::vector<StepImbalance> computeStepImbalance(const std::vector<RunEntry>& entries);

} // namespace gml
