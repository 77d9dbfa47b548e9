#pragma once

#include "cli/SnapshotDeviceReplay.h"
#include "snapshot/MemorySnapshot.h"

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

namespace gml {

// `gpu-memory-lab-cli snapshot FILE --top N [--json] [--device N]`: the N largest allocations alive when
// allocated memory peaked (rounded block sizes) and at each recorded out-of-memory error, on each replayed
// device, with their address, the user's frames and their guessed category.
int printSnapshotTop(const std::string& path, const MemorySnapshot& snapshot, const std::vector<DeviceReplay>& replays,
                     std::size_t count, bool json, std::ostream& out);

} // namespace gml
