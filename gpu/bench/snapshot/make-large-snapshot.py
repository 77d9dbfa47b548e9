#!/usr/bin/env python3
"""Writes a large PyTorch-style memory snapshot by scaling a real one: its trace is repeated with fresh event
dicts and frame lists (frame dicts stay shared, as PyTorch's own pickles share them) until it holds EVENTS
events. Usage: make-large-snapshot.py SOURCE.pickle OUTPUT.pickle [EVENTS]"""
import pickle
import sys

source, output = sys.argv[1], sys.argv[2]
wanted = int(sys.argv[3]) if len(sys.argv) > 3 else 1_000_000
with open(source, "rb") as f:
    snapshot = pickle.load(f)
trace = snapshot["device_traces"][0]
if not trace:
    sys.exit(f"{source} has no trace to scale")
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
