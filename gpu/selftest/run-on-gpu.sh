#!/usr/bin/env bash
# Builds the Qt-free engines with CUDA and runs the CUDA device's self-test on this machine's GPU.
# Needs only CMake, a C++ compiler and the CUDA toolkit. Usage: gpu/selftest/run-on-gpu.sh [BUILD_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build-gpu}
nvcc=${CUDACXX:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
cmake -S "$root/gpu" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_COMPILER="$nvcc"
cmake --build "$build" --parallel "$(nproc)" --target gpu-memory-lab-selftest gpu-memory-lab-cli
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader || true
"$build/cli/gpu-memory-lab-cli" devices --device cuda
"$build/selftest/gpu-memory-lab-selftest"
