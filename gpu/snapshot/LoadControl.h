#pragma once

#include "snapshot/PickleReaderLimits.h"
#include "snapshot/SnapshotSegment.h"
#include "snapshot/TraceWindow.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

namespace gml {

// What a caller (the GUI's loading page, the CLI, a test) gives a load: a progress callback, a cancel flag and
// the reader's limits. The callback runs on the loading thread after each chunk that is read; the flag is
// read after each chunk and every few thousand model records, so a cancel takes effect within milliseconds.
struct LoadControl
{
    std::function<void(std::uint64_t bytesRead, std::uint64_t bytesTotal)> progress;
    // Called once, on the loading thread, as soon as the file's segments are read and before its trace is
    // (PyTorch writes segments first, and the trace is most of a large file): a window can draw the memory
    // at dump time while the rest loads. Not called when the file fails before its segments are read.
    std::function<void(const std::vector<SnapshotSegment>& segments)> segmentsRead;
    const std::atomic<bool>* cancel = nullptr;
    // Bytes read from the file at a time: large enough for fread to be cheap, small enough that progress moves.
    std::size_t chunkBytes = std::size_t{1} << 20;
    PickleReaderLimits limits;
    // Keep only this part of each device's trace (TraceWindowCutter); the default keeps all of it.
    TraceWindow window;

    bool cancelled() const { return cancel != nullptr && cancel->load(std::memory_order_relaxed); }
};

} // namespace gml
