#!/usr/bin/env bash
# Installs what GPU Memory Lab needs to build, run and test on Debian 12 (run as root, or with sudo).
# Only packages that are missing are installed, so it is quick when everything is there already.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n libgl-dev libxkbcommon-dev qt6-qpa-plugins
    libqt6opengl6-dev         # Qt6Charts' CMake package requires Qt6OpenGL; qt6-charts-dev does not pull it in
    libboost-test-dev
    zlib1g-dev libzstd-dev    # compressed snapshots (.gz; .zst is optional: the build works without libzstd)
    fonts-noto-core           # Noto Sans Bengali: Bengali quizzes render with real glyphs
    xvfb xauth                # a display for running the application headless
    clang libclang-rt-14-dev  # the libFuzzer target (clang with its fuzzer and sanitizer runtimes)
    dpkg-dev                  # the .deb: dpkg-shlibdeps finds its library dependencies
    desktop-file-utils appstream groff-base  # the package test validates the desktop entry, metainfo, man pages
)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "All build and test dependencies are installed."
    exit 0
fi
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
echo "Installing: ${missing[*]}"
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
