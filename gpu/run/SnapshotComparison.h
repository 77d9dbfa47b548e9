#pragma once

#include "run/PeakByStack.h"
#include "snapshot/LoadControl.h"
#include "snapshot/LoadError.h"
#include "snapshot/MemorySnapshot.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gml {

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
// groups add up exactly to its peakAllocatedBytes (requested bytes); swapping the sides swaps aBytes and
// bBytes (and flips each difference) and leaves the order as it is.
struct SnapshotComparison
{
    PeakByStack a; // its groups are moved into byStack: a.groups and b.groups are empty
    PeakByStack b;
    std::vector<StackGroup> byStack;
};

struct ComparisonOptions
{
    std::size_t userFrames = 3; // frames in a group's key
};

SnapshotComparison compareSnapshots(PeakByStack a, PeakByStack b);
SnapshotComparison compareSnapshots(const MemorySnapshot& a, int deviceA, const MemorySnapshot& b,
                                    int deviceB, const ComparisonOptions& options = {});
// Loads A, groups its peak, drops it, then does the same with B: one snapshot in memory at a time. A device
// left out is the file's first; one the file lacks is an error naming the file.
LoadResult<SnapshotComparison> compareSnapshotFiles(const std::string& pathA, std::optional<int> deviceA,
                                                    const std::string& pathB, std::optional<int> deviceB,
                                                    const ComparisonOptions& options = {},
                                                    const LoadControl& control = {});

} // namespace gml
