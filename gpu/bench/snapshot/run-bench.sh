#!/usr/bin/env bash
# Load and replay benchmark for PyTorch memory snapshots: writes a >= 1,000,000-event snapshot (to /tmp, never to
# the repository) from a synthetic training run of our caching allocator, dressed in the stack frames of a real
# snapshot, then measures our load + start-state rebuild + replay (safe pickle reader, snapshot model, replay
# through CachingAllocator) against CPython's pickle.load of the same file: wall time and peak resident memory
# of each, the replay's parity, and seeks to random events of the replayed trace.
#   gpu/bench/snapshot/run-bench.sh [EVENTS]        (GML_BUILD_DIR: an existing build tree to reuse)
set -euo pipefail
events="${1:-1000000}"
root="$(cd "$(dirname "$0")/../../.." && pwd)"
build="${GML_BUILD_DIR:-$root/build-bench}"
fixture="$root/../shared/fixtures/pytorch-snapshots/ctx128-forward.pickle"
large="${TMPDIR:-/tmp}/gml-bench-replay-$events.pickle"

if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGML_BUILD_APP=OFF -DGML_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" --target gml-bench-snapshot -j "${GML_BENCH_JOBS:-2}" >/dev/null
bench="$(find "$build" -name gml-bench-snapshot -type f -perm -u+x | head -n 1)"

if [ ! -f "$large" ]; then
    # A few percent more: the ring buffer's cut and PyTorch's unrecorded actions drop some.
    "$bench" --make-trace $((events + events / 20)) "$large.json"
    python3 "$root/gpu/bench/snapshot/make-large-snapshot.py" "$fixture" "$large" --synthetic "$large.json"
    rm -f "$large.json"
fi
size=$(stat -c %s "$large")
echo "file: $large ($((size / 1048576)) MiB, $events events)"

# Drop nothing from the page cache, but read the file once so that both loaders start warm.
cat "$large" >/dev/null

ours=$("$bench" "$large")
python=$(python3 - "$large" <<'PY'
import pickle, resource, sys, time
start = time.perf_counter()
with open(sys.argv[1], "rb") as f:
    data = pickle.load(f)
seconds = time.perf_counter() - start
events = sum(len(t) for t in data["device_traces"])
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(f'{{"load_seconds":{seconds:.3f},"peak_rss_bytes":{peak},"events":{events}}}')
PY
)
echo "gml-bench-snapshot: $ours"
echo "python pickle.load: $python"
python3 - "$size" "$ours" "$python" <<'PY'
import json, sys
size = int(sys.argv[1]); ours = json.loads(sys.argv[2]); py = json.loads(sys.argv[3])
print(f"ours:   load {ours['load_seconds']:.2f} s + rebuild and replay {ours['replay_seconds']:.2f} s = "
      f"{ours['load_and_replay_seconds']:.2f} s, peak {ours['peak_rss_bytes'] / 2**20:.0f} MiB "
      f"({ours['peak_rss_bytes'] / size:.2f}x the file), {ours['events']} events, {ours['stacks']} distinct stacks")
print(f"replay: allocs at the recorded address {ours['alloc_parity'][0]}/{ours['alloc_parity'][1]}, "
      f"segments {ours['segment_parity'][0]}/{ours['segment_parity'][1]}; seek median {ours['seek_median_ms']:.2f} ms, "
      f"max {ours['seek_max_ms']:.2f} ms (aim < 10 ms)")
print(f"python: {py['load_seconds']:.2f} s, peak {py['peak_rss_bytes'] / 2**20:.0f} MiB "
      f"({py['peak_rss_bytes'] / size:.2f}x the file)")
met = ours['load_and_replay_seconds'] < py['load_seconds'] and ours['peak_rss_bytes'] < 3 * size
print(f"speed-up {py['load_seconds'] / ours['load_and_replay_seconds']:.1f}x; "
      f"aim: load + replay faster than pickle.load and peak under 3x the file: {'met' if met else 'NOT met'}")
PY
