#!/usr/bin/env bash
# A deterministic cost of the allocator benchmark's replay, for comparing two builds on a machine whose speed
# swings (this project's 2-core VMs vary by up to 2x from minute to minute, so ns/op of two builds run in turn
# can only show differences of 20% and more).
#
# Runs the replay under valgrind (callgrind, with its cache and branch simulation: a 32 KiB L1 and a 512 KiB
# last level, the L2 of the project's machines) and prints, per operation: instructions, L1 and L2 misses,
# mispredicted branches, and an estimate of cycles, 0.4 per instruction + 15 per mispredict + 12 per L1 miss
# + 45 per L2 miss. The estimate is a proxy for ranking changes, not the figure to quote: quote the
# benchmark's own ns/op. With --functions it lists the 30 most costly functions by the same estimate.
#
#   gpu/bench/allocator/cost-model.sh [BENCH_BINARY] [--functions]     (OPS: operations, default 300000)
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
bench="$root/build/gpu/allocator/bench/gml-bench-allocator"
list=""
for arg in "$@"; do
    if [ "$arg" = "--functions" ]; then list="--functions"; else bench="$arg"; fi
done
ops="${OPS:-300000}"
command -v valgrind >/dev/null || { echo "cost-model.sh needs valgrind (apt-get install valgrind)" >&2; exit 2; }
[ -x "$bench" ] || { echo "cost-model.sh: no benchmark binary at $bench (build gml-bench-allocator)" >&2; exit 2; }
out="$(mktemp)"
trap 'rm -f "$out"' EXIT
valgrind --tool=callgrind --cache-sim=yes --branch-sim=yes --D1=32768,8,64 --LL=524288,8,64 \
    --callgrind-out-file="$out" --toggle-collect='*replayOperations*' \
    "$bench" --ops "$ops" --repeat 1 --seeks 0 >/dev/null 2>&1
callgrind_annotate --auto=no --threshold=100 --show-percs=no "$out" | python3 -c '
import re, sys
ops, functions = int(sys.argv[1]), sys.argv[2] == "--functions"
header, rows = None, []
for line in sys.stdin:
    if line.strip().startswith("Ir") and "Bc" in line:
        header = [h for h in line.split() if h != "file:function"]
        continue
    match = re.match(r"^\s*([0-9,.\s]+)\s+(\S.*)$", line)
    if header and match:
        values = match.group(1).split()
        if len(values) == len(header):
            rows.append(({h: 0 if v == "." else int(v.replace(",", "")) for h, v in zip(header, values)},
                         match.group(2)))
def figures(d):
    l1, l2 = d["D1mr"] + d["D1mw"], d["DLmr"] + d["DLmw"]
    mispredicts = d["Bcm"] + d["Bim"]
    return d["Ir"], l1, l2, mispredicts, 0.4 * d["Ir"] + 15 * mispredicts + 12 * l1 + 45 * l2
total = next(d for d, name in rows if "PROGRAM TOTALS" in name)
ir, l1, l2, bm, cycles = (x / ops for x in figures(total))
print(f"per operation: {ir:.0f} instructions, {l1:.2f} L1 misses, {l2:.2f} L2 misses, "
      f"{bm:.2f} mispredicted branches: about {cycles:.0f} cycles")
if functions:
    listed = sorted((r for r in rows if "PROGRAM TOTALS" not in r[1]), key=lambda r: -figures(r[0])[4])
    for d, name in listed[:30]:
        ir, l1, l2, bm, cycles = (x / ops for x in figures(d))
        name = re.sub(r" \[/.*\]$", "", name)
        print(f"{cycles:7.1f} cycles  {ir:6.1f} instr  {bm:4.2f} mispr  {l1:4.2f} L1  {l2:4.2f} L2  {name[:100]}")
' "$ops" "$list"
