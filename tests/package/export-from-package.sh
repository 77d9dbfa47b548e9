#!/usr/bin/env bash
# Command-line export from the unpacked .deb (see build-and-unpack.sh), on the offscreen platform with a bare
# environment: the lesson, its resources and the fonts must all come from the package and the system.
#   export-from-package.sh SCRATCH_DIR
set -uo pipefail
scratch=$1
root=$scratch/root
program=$root/usr/bin/gpu-memory-lab
[ -x "$program" ] || { echo "FAIL: no $program: the package_build fixture did not run" >&2; exit 1; }
out=$scratch/export
rm -rf "$out" "$scratch/export-home"
mkdir -p "$out" "$scratch/export-home"
cd "$scratch/export-home"
env -i PATH=/usr/bin:/bin HOME="$scratch/export-home" XDG_RUNTIME_DIR="$scratch/export-home" QT_QPA_PLATFORM=offscreen \
    "$program" --export "$out" --lesson caching-allocator --format png
status=$?
if [ "$status" -ne 0 ]; then
    echo "FAIL: gpu-memory-lab --export $out --lesson caching-allocator --format png exited with $status" >&2
    exit 1
fi
shopt -s nullglob globstar
pngs=("$out"/**/*.png)
if [ ${#pngs[@]} -eq 0 ]; then
    echo "FAIL: the export wrote no PNG into $out (it holds: $(ls -A "$out"))" >&2
    exit 1
fi
for png in "${pngs[@]}"; do
    # Non-empty, and a PNG: the file starts with the 8-byte PNG signature.
    if [ ! -s "$png" ] || [ "$(od -An -tx1 -N8 "$png" | tr -d ' \n')" != 89504e470d0a1a0a ]; then
        echo "FAIL: $png is empty or not a PNG" >&2
        exit 1
    fi
done
echo "ok: ${#pngs[@]} PNG image(s) exported from the package: $(cd "$out" && ls -R | head -n 20 | tr '\n' ' ')"
