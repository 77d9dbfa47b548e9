#!/usr/bin/env bash
# Installs what is missing, builds everything and runs every test, ending with CTest's summary.
# The heavy runs (long fuzzing, benchmarks) are separate commands; CI runs only their short smoke versions.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
packaging/install-dependencies.sh
cmake --preset default
cmake --build --preset default
ctest --preset default --parallel 2
