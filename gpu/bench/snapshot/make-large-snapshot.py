#!/usr/bin/env python3
"""Writes a large PyTorch-style memory snapshot.

  make-large-snapshot.py SOURCE.pickle OUTPUT.pickle [EVENTS]
      scales a real snapshot: its trace is repeated with fresh event dicts and frame lists (frame dicts stay
      shared, as PyTorch's own pickles share them) until it holds EVENTS events. Good for load times; the
      repeated trace is not one an allocator could make, so it is no use for replay.
  make-large-snapshot.py SOURCE.pickle OUTPUT.pickle --synthetic TRACE.json
      takes segments and trace from TRACE.json (gml-bench-snapshot --make-trace: a faithful allocator run)
      and the stack frames of SOURCE's trace events, in turn, so the file weighs what a real one does."""
import json
import pickle
import sys

source, output = sys.argv[1], sys.argv[2]
with open(source, "rb") as f:
    snapshot = pickle.load(f)
trace = snapshot["device_traces"][0]
if not trace:
    sys.exit(f"{source} has no trace to take from")

if len(sys.argv) > 4 and sys.argv[3] == "--synthetic":
    with open(sys.argv[4]) as f:
        synthetic = json.load(f)
    start = trace[0].get("time_us", 0)
    events = []
    for i, (action, addr, size, stream) in enumerate(synthetic["trace"]):
        frames = trace[i % len(trace)].get("frames", [])
        events.append({"action": action, "addr": addr, "size": size, "stream": stream,
                       "time_us": start + i, "frames": list(frames)})
    segments = []
    for address, total, stream, kind, blocks in synthetic["segments"]:
        out_blocks = [{"address": a, "size": s, "requested_size": r, "state": state, "frames": []}
                      for a, s, r, state in blocks]
        active = [b for b in out_blocks if b["state"] != "inactive"]
        segments.append({"device": 0, "address": address, "total_size": total,
                         "allocated_size": sum(b["size"] for b in active if b["state"] == "active_allocated"),
                         "active_size": sum(b["size"] for b in active),
                         "requested_size": sum(b["requested_size"] for b in active),
                         "stream": stream, "segment_type": kind, "segment_pool_id": (0, 0),
                         "is_expandable": False, "frames": [], "blocks": out_blocks})
    snapshot["segments"] = segments
    snapshot["device_traces"] = [events]
    scaled = events
else:
    wanted = int(sys.argv[3]) if len(sys.argv) > 3 else 1_000_000
    span = (trace[-1].get("time_us", 0) - trace[0].get("time_us", 0)) + 1
    scaled = []
    copy = 0
    while len(scaled) < wanted:
        for event in trace:
            fresh = dict(event)
            if "frames" in fresh:
                fresh["frames"] = list(fresh["frames"])
            if "time_us" in fresh:
                fresh["time_us"] += copy * span
            scaled.append(fresh)
            if len(scaled) == wanted:
                break
        copy += 1
    snapshot["device_traces"][0] = scaled
with open(output, "wb") as f:
    pickle.dump(snapshot, f, protocol=4)
print(f"{output}: {len(scaled)} events")
