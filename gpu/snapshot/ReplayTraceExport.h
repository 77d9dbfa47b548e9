#pragma once

#include "snapshot/SnapshotReplay.h"

#include <ostream>

namespace gml {

// Writes a replayed trace as one JSON object, streamed (a million events make some 300 MB):
//
//   {"format": "gpu-memory-lab-replay-trace", "version": 1,
//    "device": 0, "what_if": false, "config": "expandable_segments:True" ("" for PyTorch's defaults),
//    "start_event_count": 557,      // events [0, start) rebuild the state when the recorded trace began
//    "alloc_parity": [2058, 2058], "segment_parity": [289, 289], "corrections": 0,
//    "events": [
//      {"index": 0, "kind": "segment_alloc", "address": 139809741864960, "size": 20971520,
//       "requested": 20971520, "stream": 0, "pool": "large", "segment": 1,
//       "recorded_event": null,       // index in the snapshot's device trace; null for start-state events
//       "reason": "before the trace began: ..."},
//      ...]}
//
// kind is PyTorch's action name (alloc, free_requested, free_completed, segment_alloc, segment_free,
// segment_map, segment_unmap, oom; also empty_cache and error); sizes and addresses are bytes as integers;
// stream is the replay's stream number (0 is the default stream); reason is SnapshotReplay::explain().
// Returns false when the stream failed.
bool writeReplayTraceJson(const SnapshotReplay& replay, std::ostream& out);

} // namespace gml
