#!/usr/bin/env bash
# Builds the snapshot reader's libFuzzer target with clang into build-fuzz/ and runs it for SECONDS (default 60,
# the CI smoke run), seeded with the real snapshots from ../shared/fixtures (copied to a temporary corpus, never
# into the repository). Findings land in build-fuzz/findings/.
#   gpu/fuzz/run-fuzz.sh [SECONDS]
set -euo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
build="$root/build-fuzz"
fixtures="$root/../shared/fixtures/pytorch-snapshots"

# -O1 with line tables, as libFuzzer's documentation builds its targets: it compiles a sixth faster than -O2 -g
# (70 s against 83 s on 2 cores), which is most of a 60-second smoke run's cost, and reports still name lines.
cmake -S "$root/gpu/fuzz" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
    -DCMAKE_CXX_COMPILER=clang++ -DGML_WARNINGS_AS_ERRORS=ON >/dev/null
cmake --build "$build" --target gml-fuzz-snapshot -j "${GML_FUZZ_JOBS:-2}"

corpus="$(mktemp -d)"
trap 'rm -rf "$corpus"' EXIT
if [ -d "$fixtures" ]; then
    cp "$fixtures"/*.pickle "$corpus"/
    # Compressed seeds lead the fuzzer into the gzip and zstd decoders.
    if command -v gzip >/dev/null; then gzip -c "$fixtures"/two-devices.pickle >"$corpus"/two-devices.pickle.gz; fi
    if command -v zstd >/dev/null; then zstd -q -c "$fixtures"/two-devices.pickle >"$corpus"/two-devices.pickle.zst; fi
    # Zip seeds lead it into the archive reader: torch.save's layout (data.pkl stored) and a deflated zip.
    if command -v python3 >/dev/null; then
        python3 - "$fixtures/tiny-no-trace.pickle" "$corpus" <<'PY'
import sys, zipfile
data = open(sys.argv[1], "rb").read()
with zipfile.ZipFile(sys.argv[2] + "/torch-save.pt", "w", zipfile.ZIP_STORED) as z:
    z.writestr("snap/data.pkl", data)
    z.writestr("snap/byteorder", "little")
with zipfile.ZipFile(sys.argv[2] + "/deflated.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("tiny.pickle", data)
PY
    fi
fi
mkdir -p "$build/findings"
# The largest fixture is 2.5 MB: max_len must let the seeds in whole.
"$build/gml-fuzz-snapshot" "$corpus" -max_total_time="$seconds" -max_len=3000000 -rss_limit_mb=2048 \
    -timeout=20 -print_final_stats=1 -artifact_prefix="$build/findings/"
