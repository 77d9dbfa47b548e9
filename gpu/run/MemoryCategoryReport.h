#pragma once

#include "run/MemoryCategory.h"
#include "snapshot/MemorySnapshot.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gml {

// One point of the stacked category series: the bytes of each category at the moment of its stretch where
// their total was highest (so the stacked peaks survive downsampling, and each point's parts add up).
struct CategoryPoint
{
    std::int64_t timeUs = 0; // since the first event (event index when the file has no times)
    double position = 0.0;   // 0 at the first event, 1 at the last
    CategoryBytes bytes{};
    std::int64_t sample = 0; // the state after events [0, sample)
};

// What one device's memory was for, guessed from stacks and annotations (MemoryCategoryGuesser): at the
// moment allocated memory peaked, and over the trace. Sizes are requested bytes, as in BlockLifeTable: the
// categories at peak add up exactly to peakAllocatedBytes, which can sit below the summary's figure by the
// rounding of blocks still alive at dump.
struct MemoryCategoryReport
{
    int device = 0;
    bool guessed = true; // always: a snapshot does not record what a tensor is for
    std::uint64_t peakAllocatedBytes = 0;
    std::int64_t peakSample = 0;
    CategoryBytes atPeak{};
    // The part of atPeak whose category was inferred from the rest of the trace, not from the blocks' own
    // stacks: blocks alive before the trace, guessed to be parameters (AllocationCategories). The UI marks it.
    CategoryBytes guessedFromTraceAtPeak{};
    std::vector<CategoryPoint> series;
    bool hasTime = false;
};

MemoryCategoryReport reportMemoryCategories(const MemorySnapshot& snapshot, int device,
                                            std::size_t maxSeriesPoints = 2048);

} // namespace gml
