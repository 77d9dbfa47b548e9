#include "run/SnapshotComparison.h"

#include "run/BlockLifeTable.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <unordered_map>

namespace gml {

namespace {

using GroupKey = std::vector<std::string>; // frames as text: the same key in both files

// Adds each block alive at the peak to its stack's group, on side A (first) or B.
void addSide(const MemorySnapshot& snapshot, int device, const ComparisonOptions& options, bool sideA,
             ComparedPeak& peak, std::map<GroupKey, StackGroup>& groups)
{
    const BlockLifeTable table(snapshot, device);
    peak.device = device;
    peak.peakAllocatedBytes = table.peakBytes();
    peak.peakSample = table.peakSample();
    peak.eventCount = table.eventCount();
    // Stacks repeat for thousands of blocks: find each stack's group once.
    std::unordered_map<std::uint32_t, StackGroup*> groupOfStack;
    for (const BlockLife& life : table.lives()) {
        if (!life.aliveAt(table.peakSample()))
            continue;
        ++peak.liveBlocks;
        StackGroup*& group = groupOfStack[life.stack];
        if (group == nullptr) {
            std::vector<StackFrameText> frames = userFramesOf(snapshot, life.stack, options.userFrames);
            GroupKey key;
            for (const StackFrameText& frame : frames)
                key.push_back(frame.toString());
            group = &groups[key];
            group->frames = std::move(frames);
        }
        (sideA ? group->aBytes : group->bBytes) += life.bytes;
    }
}

} // namespace

SnapshotComparison compareSnapshots(const MemorySnapshot& a, int deviceA, const MemorySnapshot& b,
                                    int deviceB, const ComparisonOptions& options)
{
    SnapshotComparison comparison;
    // An ordered map: the key order is the tie-break below, the same whichever side is A.
    std::map<GroupKey, StackGroup> groups;
    addSide(a, deviceA, options, true, comparison.a, groups);
    addSide(b, deviceB, options, false, comparison.b, groups);
    comparison.byStack.reserve(groups.size());
    for (auto& [key, group] : groups)
        comparison.byStack.push_back(std::move(group));
    // Largest change first; equal changes keep the key order (stable sort), so swapping A and B keeps the
    // order.
    std::stable_sort(comparison.byStack.begin(), comparison.byStack.end(),
                     [](const StackGroup& x, const StackGroup& y) {
                         return std::llabs(x.differenceBytes()) > std::llabs(y.differenceBytes());
                     });
    return comparison;
}

} // namespace gml
