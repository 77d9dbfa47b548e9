#pragma once

#include "snapshot/SnapshotReplay.h"

#include <cstdint>
#include <optional>

namespace gml {

// One device's replays for `gpu-memory-lab-cli snapshot`: the recorded run and, with --whatif, the what-if run.
struct DeviceReplay
{
    int device = 0;
    SnapshotReplay recorded;
    std::optional<SnapshotReplay> whatIf;
    // Where the replayed trace starts in the file's: the replay numbers events from its window's first,
    // the output numbers them as the file does, as the window's "showing events X-Y" line does.
    std::uint64_t firstRecordedEvent = 0;
};

} // namespace gml
