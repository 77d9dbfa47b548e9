#!/usr/bin/env bash
# Load benchmark for PyTorch memory snapshots: scales a real snapshot to >= 1,000,000 trace events (written to
# /tmp, never to the repository), then measures in one run our full load (safe pickle reader + snapshot model)
# and CPython's pickle.load of the same file: wall time and peak resident memory of each.
#   gpu/bench/snapshot/run-bench.sh [EVENTS]        (GML_BUILD_DIR: an existing build tree to reuse)
set -euo pipefail
events="${1:-1000000}"
root="$(cd "$(dirname "$0")/../../.." && pwd)"
build="${GML_BUILD_DIR:-$root/build-bench}"
fixture="$root/../shared/fixtures/pytorch-snapshots/ctx128-forward.pickle"
large="${TMPDIR:-/tmp}/gml-bench-snapshot-$events.pickle"

if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGML_BUILD_APP=OFF -DGML_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" --target gml-bench-snapshot -j "${GML_BENCH_JOBS:-2}" >/dev/null
bench="$(find "$build" -name gml-bench-snapshot -type f -perm -u+x | head -n 1)"

if [ ! -f "$large" ]; then
    python3 "$root/gpu/bench/snapshot/make-large-snapshot.py" "$fixture" "$large" "$events"
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
print(f"ours:   {ours['load_seconds']:.2f} s, peak {ours['peak_rss_bytes'] / 2**20:.0f} MiB "
      f"({ours['peak_rss_bytes'] / size:.2f}x the file), {ours['events']} events, {ours['stacks']} distinct stacks")
print(f"python: {py['load_seconds']:.2f} s, peak {py['peak_rss_bytes'] / 2**20:.0f} MiB "
      f"({py['peak_rss_bytes'] / size:.2f}x the file)")
print(f"speed-up {py['load_seconds'] / ours['load_seconds']:.1f}x; "
      f"aim: faster than pickle.load and peak under 3x the file: "
      f"{'met' if ours['load_seconds'] < py['load_seconds'] and ours['peak_rss_bytes'] < 3 * size else 'NOT met'}")
PY
