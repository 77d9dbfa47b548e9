#pragma once

#include "snapshot/LoadControl.h"
#include "snapshot/LoadError.h"
#include "snapshot/MemorySnapshot.h"

#include <string>
#include <string_view>

namespace gml {

// Opens a PyTorch memory snapshot (.pickle) safely: the pickle is read in chunks by a reader that never runs
// code, and turned into a MemorySnapshot; each device's trace events go into the model as they are read and
// their parsed values are released batch by batch (SnapshotTraceStream), so the parsed form of a whole trace
// is never held. A file the streamed read is not sure of is read again whole (PickleDocument), with the same
// result and the same errors. For the GUI, run it on a worker
// thread with control.progress feeding the loading bar and control.cancel wired to the Stop button.
// control.window opens only part of each device's trace (TraceWindowCutter); a window that cannot be cut from
// the file fails with LoadErrorKind::BadWindow.
LoadResult<MemorySnapshot> loadMemorySnapshot(const std::string& path, const LoadControl& control = {});
LoadResult<MemorySnapshot> loadMemorySnapshotFromBytes(std::string_view bytes, const LoadControl& control = {});

} // namespace gml
