#include "run/SnapshotComparison.h"

#include "snapshot/SnapshotLoader.h"

#include <algorithm>
#include <cstdlib>

namespace gml {

namespace {

std::vector<std::string> keyOf(const std::vector<StackFrameText>& frames)
{
    std::vector<std::string> key;
    for (const StackFrameText& frame : frames)
        key.push_back(frame.toString());
    return key;
}

LoadResult<PeakByStack> loadSide(const std::string& path, std::optional<int> device,
                                 const ComparisonOptions& options, const LoadControl& control)
{
    const LoadResult<MemorySnapshot> snapshot = loadMemorySnapshot(path, control);
    if (!snapshot)
        return LoadError{snapshot.error().kind, path + ": " + snapshot.error().message};
    const std::vector<int> devices = snapshot.value().devices();
    if (device && std::find(devices.begin(), devices.end(), *device) == devices.end())
        return LoadError{LoadErrorKind::BadFile, path + " has no device " + std::to_string(*device)};
    const int shown = device ? *device : (devices.empty() ? 0 : devices.front());
    PeakByStack side = groupPeakByStack(snapshot.value(), shown, options.userFrames);
    side.file = path;
    return side;
}

} // namespace

SnapshotComparison compareSnapshots(PeakByStack a, PeakByStack b)
{
    SnapshotComparison comparison;
    // Both sides' groups are in key order: merge them, so that the order before sorting (the tie-break) is
    // the key order whichever side is A.
    std::size_t i = 0, j = 0;
    while (i < a.groups.size() || j < b.groups.size()) {
        StackGroup& group = comparison.byStack.emplace_back();
        const bool takeA = i < a.groups.size();
        const bool takeB = j < b.groups.size();
        const auto keyA = takeA ? keyOf(a.groups[i].frames) : std::vector<std::string>{};
        const auto keyB = takeB ? keyOf(b.groups[j].frames) : std::vector<std::string>{};
        if (takeA && (!takeB || keyA <= keyB)) {
            group.frames = std::move(a.groups[i].frames);
            group.aBytes = a.groups[i++].bytes;
            if (takeB && keyA == keyB)
                group.bBytes = b.groups[j++].bytes;
        } else {
            group.frames = std::move(b.groups[j].frames);
            group.bBytes = b.groups[j++].bytes;
        }
    }
    a.groups.clear();
    b.groups.clear();
    comparison.a = std::move(a);
    comparison.b = std::move(b);
    // Largest change first; equal changes keep the key order (stable sort), so swapping A and B keeps the
    // order.
    std::stable_sort(comparison.byStack.begin(), comparison.byStack.end(),
                     [](const StackGroup& x, const StackGroup& y) {
                         return std::llabs(x.differenceBytes()) > std::llabs(y.differenceBytes());
                     });
    return comparison;
}

SnapshotComparison compareSnapshots(const MemorySnapshot& a, int deviceA, const MemorySnapshot& b,
                                    int deviceB, const ComparisonOptions& options)
{
    return compareSnapshots(groupPeakByStack(a, deviceA, options.userFrames),
                            groupPeakByStack(b, deviceB, options.userFrames));
}

LoadResult<SnapshotComparison> compareSnapshotFiles(const std::string& pathA, std::optional<int> deviceA,
                                                    const std::string& pathB, std::optional<int> deviceB,
                                                    const ComparisonOptions& options,
                                                    const LoadControl& control)
{
    auto a = loadSide(pathA, deviceA, options, control);
    if (!a)
        return a.error();
    auto b = loadSide(pathB, deviceB, options, control);
    if (!b)
        return b.error();
    return compareSnapshots(std::move(a.value()), std::move(b.value()));
}

} // namespace gml
