#!/usr/bin/env python3
"""Writes a large PyTorch-style memory snapshot.

  make-large-snapshot.py SOURCE.pickle OUTPUT.pickle [EVENTS]
      scales a real snapshot: its trace is repeated with fresh event dicts and frame lists (frame dicts stay
      shared, as PyTorch's own pickles share them) until it holds EVENTS events. Good for load times; the
      repeated trace is not one an allocator could make, so it is no use for replay.
  make-large-snapshot.py SOURCE.pickle OUTPUT.pickle --synthetic TRACE.json [--frames shared|own]
      takes segments and trace from TRACE.json (gml-bench-snapshot --make-trace: a faithful allocator run)
      and stack frames from SOURCE's trace events, in turn, so the file weighs what a real one does:
        shared (default): each event takes the frame list of one of SOURCE's events, lists and frame dicts
            shared as PyTorch's pickles share them (written once, then fetched from the memo);
        own: each event gets two frame dicts of its own (text from SOURCE's frames), the worst case for a
            reader that interns stacks: no event repeats another's.
      The file is written event by event (pickle_stream_writer), so its size is not bounded by memory."""
import os
import pickle
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pickle_stream_writer import BATCH, PickleStreamWriter  # noqa: E402


def synthetic_events(path):
    """(action, addr, size, stream) of TRACE.json's trace, one line at a time (the file can be GBs)."""
    with open(path) as f:
        head = f.readline()
        yield head  # the segments, on the first line
        for line in f:
            body = line.strip().lstrip(",").lstrip("[").split("]")[0]
            if not body:
                continue
            action, addr, size, stream = body.split(",")
            yield action.strip('"'), int(addr), int(size), int(stream)


def segments_of(head):
    """The snapshot's segments from TRACE.json's first line: {"segments":[...],"trace":["""
    import json
    synthetic = json.loads(head[: head.index(',"trace":[')] + "}")
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
    return segments


def write_synthetic(snapshot, trace, trace_json, output, frame_shape):
    events = synthetic_events(trace_json)
    segments = segments_of(next(events))
    start = trace[0].get("time_us", 0)
    source_frames = [f for event in trace for f in event.get("frames", [])]
    count = 0
    with open(output, "wb") as out:
        w = PickleStreamWriter(out)
        w.empty_dict()
        w.mark()
        w.write_str("segments")
        w.write(segments)
        w.end_value()
        w.write_str("device_traces")
        w.empty_list()
        w.empty_list()
        batch = 0
        for i, (action, addr, size, stream) in enumerate(events):
            if batch == 0:
                w.mark()
            w.empty_dict()
            w.mark()
            for key, value in (("action", action), ("addr", addr), ("size", size), ("stream", stream),
                               ("time_us", start + i)):
                w.write_str(key)
                w.write(value)
            w.write_str("frames")
            if frame_shape == "own":
                w.empty_list()
                w.mark()
                for k in (2 * i, 2 * i + 1):
                    frame = source_frames[k % len(source_frames)]
                    w.empty_dict()
                    w.mark()
                    for key in ("name", "filename", "line"):
                        w.write_str(key)
                        w.write(frame[key])
                    w.setitems()
                w.appends()
            else:
                w.write(trace[i % len(trace)].get("frames", []))
            w.setitems()
            batch += 1
            count += 1
            if batch == BATCH:
                w.appends()
                batch = 0
            w.end_value()
        if batch:
            w.appends()
        w.append()  # the trace into device_traces
        for key, value in snapshot.items():
            if key not in ("segments", "device_traces"):
                w.write_str(key)
                w.write(value)
        w.setitems()
        w.finish()
    print(f"{output}: {count} events, frames {frame_shape}")


def write_scaled(snapshot, trace, output, wanted):
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


def main():
    source, output = sys.argv[1], sys.argv[2]
    with open(source, "rb") as f:
        snapshot = pickle.load(f)
    trace = snapshot["device_traces"][0]
    if not trace:
        sys.exit(f"{source} has no trace to take from")
    if len(sys.argv) > 4 and sys.argv[3] == "--synthetic":
        shape = sys.argv[6] if len(sys.argv) > 6 and sys.argv[5] == "--frames" else "shared"
        if shape not in ("shared", "own"):
            sys.exit(f"--frames takes shared or own, not {shape}")
        write_synthetic(snapshot, trace, sys.argv[4], output, shape)
    else:
        write_scaled(snapshot, trace, output, int(sys.argv[3]) if len(sys.argv) > 3 else 1_000_000)


if __name__ == "__main__":
    main()
