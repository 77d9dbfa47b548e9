#!/usr/bin/env bash
# The package tests' fixture: wraps what the build folder already holds into a .deb (cpack runs the install
# rules and dpkg-shlibdeps; it compiles nothing) and unpacks it into a scratch root, as dpkg would install it.
#   build-and-unpack.sh BUILD_DIR SCRATCH_DIR
set -euo pipefail
build=$1
scratch=$2
rm -rf "$scratch"
mkdir -p "$scratch/out" "$scratch/root"
if ! cpack -G DEB --config "$build/CPackConfig.cmake" -B "$scratch/out" >"$scratch/cpack.log" 2>&1; then
    cat "$scratch/cpack.log" >&2
    echo "FAIL: cpack could not build the .deb (its log is above)" >&2
    exit 1
fi
shopt -s nullglob
debs=("$scratch"/out/*.deb)
if [ ${#debs[@]} -ne 1 ]; then
    echo "FAIL: expected one .deb in $scratch/out, found ${#debs[@]}" >&2
    exit 1
fi
ln -s "${debs[0]}" "$scratch/package.deb"
dpkg-deb -x "$scratch/package.deb" "$scratch/root"
echo "built and unpacked $(basename "${debs[0]}") ($(du -k "${debs[0]}" | cut -f1) KiB)"
