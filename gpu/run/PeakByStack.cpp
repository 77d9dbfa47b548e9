#include "run/PeakByStack.h"

#include "run/BlockLifeTable.h"
#include "snapshot/SnapshotSummary.h"

#include <map>
#include <unordered_map>

namespace gml {

PeakByStack groupPeakByStack(const MemorySnapshot& snapshot, int device, std::size_t userFrames)
{
    PeakByStack result;
    const BlockLifeTable table(snapshot, device);
    result.device = device;
    result.peakAllocatedBytes = table.peakBytes();
    result.peakSample = table.peakSample();
    result.eventCount = table.eventCount();
    const SnapshotSummary summary = summarizeSnapshot(snapshot, device);
    if (!summary.devices.empty())
        result.summaryPeakAllocatedBytes = summary.devices.front().peakAllocatedBytes;

    // Frames as text are the key: frame ids differ from file to file.
    std::map<std::vector<std::string>, PeakByStack::Group> groups;
    // Stacks repeat for thousands of blocks: find each stack's group once.
    std::unordered_map<std::uint32_t, PeakByStack::Group*> groupOfStack;
    for (const BlockLife& life : table.lives()) {
        if (!life.aliveAt(table.peakSample()))
            continue;
        ++result.liveBlocks;
        PeakByStack::Group*& group = groupOfStack[life.stack];
        if (group == nullptr) {
            std::vector<StackFrameText> frames = userFramesOf(snapshot, life.stack, userFrames);
            std::vector<std::string> key;
            for (const StackFrameText& frame : frames)
                key.push_back(frame.toString());
            group = &groups[key];
            group->frames = std::move(frames);
        }
        group->bytes += life.bytes;
    }
    result.groups.reserve(groups.size());
    for (auto& [key, group] : groups)
        result.groups.push_back(std::move(group));
    return result;
}

} // namespace gml
