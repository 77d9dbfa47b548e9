#!/usr/bin/env bash
# Installs what is missing, builds everything and runs every test, ending with CTest's summary.
# The heavy runs (long fuzzing, benchmarks) are separate commands; CI runs only their short smoke versions.
# The Qt-free engines and their suites run a second time under AddressSanitizer and UndefinedBehaviorSanitizer
# (the whole application under them is `cmake --preset asan`, by hand: it takes too long for every run).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
packaging/install-dependencies.sh
# GML_LTO=OFF (what CI sets) builds without link-time optimization: the tests time nothing, and linking the
# application, the command line and the benchmarks with it takes minutes of the run on 2 cores.
# GML_DEBUG_INFO=OFF (CI) compiles without debug information: a fifth less compile time, and nothing there
# is debugged.
debug_flags=()
if [[ "${GML_DEBUG_INFO:-ON}" == OFF ]]; then
    debug_flags=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG")
fi
cmake --preset default ${GML_LTO:+-DGML_LTO=$GML_LTO} "${debug_flags[@]}"
cmake --build --preset default
cmake --preset engines-asan >/dev/null
cmake --build --preset engines-asan
ctest --preset engines-asan --parallel 2 --label-exclude bench-smoke
ctest --preset default --parallel 2
