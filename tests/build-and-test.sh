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
# The sanitized build keeps line tables (-g1), so that a report still names the file and line.
debug_flags=()
asan_debug_flags=()
if [[ "${GML_DEBUG_INFO:-ON}" == OFF ]]; then
    debug_flags=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG")
    asan_debug_flags=(-DCMAKE_CXX_FLAGS_DEBUG="-g1")
fi
cmake --preset default ${GML_LTO:+-DGML_LTO=$GML_LTO} "${debug_flags[@]}"
cmake --build --preset default
cmake --preset engines-asan "${asan_debug_flags[@]}" >/dev/null
cmake --build --preset engines-asan
ctest --preset engines-asan --parallel 2 --label-exclude bench-smoke
# The fuzz smoke run builds its own target with clang (gpu/fuzz/run-fuzz.sh), whatever the preset: it ran
# above, and a second minute of it here would test nothing new.
# Four at a time on two cores: the window tests spend most of their time waiting for the window to settle
# (test_layout: 10 s of processor in 44 s), and two of them alone leave the processor idle.
ctest --preset default --parallel 4 --label-exclude fuzz-smoke
