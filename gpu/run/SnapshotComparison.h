#pragma once

#include "run/UserFrames.h"
#include "snapshot/MemorySnapshot.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace gml {

// What one side of a comparison held at its peak.
struct ComparedPeak
{
    std::string file;
    int device = 0;
    // Requested bytes of the blocks alive when allocated memory peaked (see BlockLifeTable). This is the
    // quantity the stack groups add up to; `gpu-memory-lab-cli snapshot`'s peak_allocated_bytes counts the
    // blocks still alive at dump by their rounded size, so it can be higher by that rounding.
    std::uint64_t peakAllocatedBytes = 0;
    std::int64_t peakSample = 0; // the state after events [0, peakSample)
    std::uint64_t eventCount = 0;
    std::uint64_t liveBlocks = 0; // blocks alive at the peak
};

// Memory alive at each side's peak that was allocated from one place in the user's code.
struct StackGroup
{
    std::vector<StackFrameText> frames; // the first user frames, innermost first; empty: no stack recorded
    std::uint64_t aBytes = 0;
    std::uint64_t bBytes = 0;
    std::int64_t differenceBytes() const
    {
        return static_cast<std::int64_t>(bBytes) - static_cast<std::int64_t>(aBytes);
    }
};

// Two snapshots side by side at their peaks, grouped by allocation stack, largest change first. Each side's
// groups add up exactly to its peakAllocatedBytes; swapping the sides swaps aBytes and bBytes (and flips each
// difference) and leaves the order as it is.
struct SnapshotComparison
{
    ComparedPeak a;
    ComparedPeak b;
    std::vector<StackGroup> byStack;
};

struct ComparisonOptions
{
    std::size_t userFrames = 3; // frames in a group's key
};

SnapshotComparison compareSnapshots(const MemorySnapshot& a, int deviceA, const MemorySnapshot& b,
                                    int deviceB, const ComparisonOptions& options = {});

} // namespace gml
