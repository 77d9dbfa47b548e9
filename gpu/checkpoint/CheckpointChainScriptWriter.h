#pragma once

#include "checkpoint/CheckpointChainScript.h"

#include <string>
#include <string_view>

namespace gml {

// Writes a chain file (CheckpointChainScript.h) that CheckpointChainScriptReader reads back to the same chain,
// schedule, comparisons and cursor, so that what a learner tried in the checkpointing lesson's sandbox can be
// sent, run with `gpu-memory-lab-cli checkpoint --chain FILE`, and turned by a teacher into an exercise with
// narration. The layers are written as a list, one line per run of identical layers (with "repeat"), each
// field left out where it is the reader's default, as a teacher would write it; costs are written in the
// fewest digits that read back to the same number, so that the plan is the same to the byte.
class CheckpointChainScriptWriter
{
public:
    // `comment`, when not empty, becomes the file's "comment": a line for its reader, never read back.
    static std::string write(const CheckpointChainScript& script, std::string_view comment = {});
    // One schedule as a file names it: {"name": "revolve", "snapshots": 3}, {"checkpoints": [5, 9]}.
    static std::string scheduleText(const CheckpointScheduleSpec& spec);
};

} // namespace gml
