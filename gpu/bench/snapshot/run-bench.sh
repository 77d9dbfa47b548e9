#!/usr/bin/env bash
# Open + replay benchmark for PyTorch memory snapshots, against CPython's pickle.load of the same files.
#
# For each size and frame shape it writes a snapshot (to /tmp, never to the repository) from a synthetic
# training run of our caching allocator (SyntheticTrainingTrace.h), dressed in the stack frames of a real
# snapshot (make-large-snapshot.py: "shared" frames as real files share them through the pickle's memo, or
# "own": two frame dicts of its own per event), then measures, each in a process of its own: our open +
# start-state rebuild + replay (gml-bench-snapshot) and pickle.load, wall time and peak resident memory. Prints
# one table; exits 1 if a replay loses parity or an event count differs from pickle.load's.
#   gpu/bench/snapshot/run-bench.sh [--sizes 50,250,1000] [--shapes shared,own] [--runs 3] [--keep] [--binary PATH] [--dir DIR]
#     --sizes: file sizes in MB (about); --keep: leave the generated files for the next run
#     --runs: measure each reader this many times, taking turns, and report each one's median run: a process
#       that starts after a pause is slower on a virtual machine (the host hands its memory back page by page),
#       and a single run would charge that to whichever reader went first
#     --binary: a gml-bench-snapshot to use as it is (CTest's smoke run); --dir: where the files go (/tmp)
#     GML_BUILD_DIR: the build tree to use otherwise (created as a Release build if missing)
set -euo pipefail
sizes="50,250,1000"
shapes="shared,own"
runs=3
keep=0
bench=""
tmp="${TMPDIR:-/tmp}"
while [ $# -gt 0 ]; do
    case "$1" in
    --sizes) sizes="$2"; shift 2 ;;
    --shapes) shapes="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    --binary) bench="$2"; shift 2 ;;
    --dir) tmp="$2"; mkdir -p "$tmp"; shift 2 ;;
    *) echo "usage: run-bench.sh [--sizes 50,250,1000] [--shapes shared,own] [--runs 3] [--keep] [--binary PATH] [--dir DIR]" >&2
       exit 2 ;;
    esac
done
root="$(cd "$(dirname "$0")/../../.." && pwd)"
build="${GML_BUILD_DIR:-$root/build-bench}"
fixture="$root/../shared/fixtures/pytorch-snapshots/ctx128-forward.pickle"
[ -f "$fixture" ] || fixture="${GML_SNAPSHOT_FIXTURE:?set GML_SNAPSHOT_FIXTURE to a real snapshot to take frames from}"

if [ -z "$bench" ]; then
    if [ ! -f "$build/CMakeCache.txt" ]; then
        cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DGML_BUILD_APP=OFF -DGML_BUILD_TESTS=OFF >/dev/null
    fi
    cmake --build "$build" --target gml-bench-snapshot -j "${GML_BENCH_JOBS:-2}" >/dev/null
    bench="$(find "$build" -name gml-bench-snapshot -type f -perm -u+x | head -n 1)"
fi

# The run (a JSON line) whose field $1 is the median of the runs given.
median_run() {
    local field="$1"; shift
    python3 - "$field" "$@" <<'PY'
import json, sys
runs = sorted(sys.argv[2:], key=lambda run: json.loads(run)[sys.argv[1]])
print(runs[len(runs) // 2])
PY
}

# CPython's pickle.load of the file, timed, as one JSON line.
pickle_load='
import pickle, resource, sys, time
start, cpu_start = time.perf_counter(), time.process_time()
with open(sys.argv[1], "rb") as f:
    data = pickle.load(f)
seconds, cpu = time.perf_counter() - start, time.process_time() - cpu_start
events = sum(len(t) for t in data["device_traces"])
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(f"{{\"load_seconds\":{seconds:.3f},\"cpu_seconds\":{cpu:.3f},\"peak_rss_bytes\":{peak},\"events\":{events}}}")
'

# Bytes per event of each shape (measured on these files), to pick the event count for a size.
bytes_per_event() { if [ "$1" = own ]; then echo 119; else echo 59; fi; }

results=()
for size in ${sizes//,/ }; do
    for shape in ${shapes//,/ }; do
        file="$tmp/gml-bench-snapshot-${size}MB-$shape.pickle"
        if [ ! -f "$file" ]; then
            events=$((size * 1000000 / $(bytes_per_event "$shape")))
            "$bench" --make-trace "$events" "$file.json"
            python3 "$root/gpu/bench/snapshot/make-large-snapshot.py" "$fixture" "$file" --synthetic "$file.json" \
                --frames "$shape" >/dev/null
            rm -f "$file.json"
        fi
        cat "$file" >/dev/null # both readers start with the file in the page cache
        ours_runs=()
        python_runs=()
        for _ in $(seq "$runs"); do
            ours_runs+=("$("$bench" "$file")")
            python_runs+=("$(python3 -c "$pickle_load" "$file")")
        done
        ours=$(median_run load_and_replay_seconds "${ours_runs[@]}")
        python=$(median_run load_seconds "${python_runs[@]}")
        results+=("$size|$shape|$(stat -c %s "$file")|$ours|$python")
        [ "$keep" = 1 ] || rm -f "$file"
    done
done

python3 - "${results[@]}" <<'PY'
import json, sys
print("Times: wall (CPU time in brackets: on a busy machine the wall time also counts other processes' turns).")
print("| file | events | ours: open + replay | pickle.load | speed-up | our peak | pickle.load's peak | parity |")
print("|---|---|---|---|---|---|---|---|")
failed = False
for row in sys.argv[1:]:
    size, shape, file_bytes, ours, py = row.split("|")
    file_bytes = int(file_bytes); ours = json.loads(ours); py = json.loads(py)
    mb = file_bytes / 1e6
    total = ours["load_and_replay_seconds"]
    alloc, segs = ours["alloc_parity"], ours["segment_parity"]
    parity = alloc[0] == alloc[1] and segs[0] == segs[1] and ours["events"] == py["events"]
    failed |= not parity
    cpu = ours["load_and_replay_cpu_seconds"]
    print(f"| {mb:.0f} MB, {shape} frames | {ours['events']:,} | {ours['load_seconds']:.2f} + {ours['replay_seconds']:.2f}"
          f" = {total:.2f} s ({cpu:.2f}) | {py['load_seconds']:.2f} s ({py['cpu_seconds']:.2f})"
          f" | {py['load_seconds'] / total:.2f}x ({py['cpu_seconds'] / cpu:.2f}x)"
          f" | {ours['peak_rss_bytes'] / file_bytes:.2f}x the file | {py['peak_rss_bytes'] / file_bytes:.2f}x"
          f" | allocs {alloc[0]}/{alloc[1]}, segments {segs[0]}/{segs[1]} |")
print("aims: open + replay at least 3x faster than pickle.load; our peak at most 2x the file")
sys.exit(1 if failed else 0)
PY
