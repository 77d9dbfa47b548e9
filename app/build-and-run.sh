#!/usr/bin/env bash
# Installs what is missing, builds GPU Memory Lab and starts it (on the simulated device when there is no
# CUDA GPU). Arguments are passed to the application, e.g. app/build-and-run.sh --language bn
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
packaging/install-dependencies.sh
cmake --preset default >/dev/null
cmake --build --preset default --target gpu-memory-lab gpu-memory-lab-cli
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "No display found: starting the application on a virtual one (xvfb-run)." >&2
    exec xvfb-run -a -s "-screen 0 1920x1080x24" build/app/gpu-memory-lab "$@"
fi
exec build/app/gpu-memory-lab "$@"
