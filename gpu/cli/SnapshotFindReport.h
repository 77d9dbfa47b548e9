#pragma once

#include "cli/SnapshotDeviceReplay.h"
#include "snapshot/MemorySnapshot.h"
#include "snapshot/SnapshotSearch.h"

#include <ostream>
#include <string>
#include <vector>

namespace gml {

// `gpu-memory-lab-cli snapshot FILE --find ADDRESS|SIZE|TEXT [--json] [--device N]`: the allocations an
// address falls inside, of a size, or whose stack holds the text, on each replayed device, with their stacks
// (all frames, and the user's own frames first).
int printSnapshotFind(const std::string& path, const MemorySnapshot& snapshot, const std::vector<DeviceReplay>& replays,
                      const SnapshotQuery& query, bool json, std::ostream& out);

} // namespace gml
