#!/usr/bin/env bash
# Checks the unpacked .deb (see build-and-unpack.sh): its control fields, that every file a desktop needs is
# there and valid, and that the programs run from the scratch root alone, finding nothing in the build tree.
#   check-contents.sh SCRATCH_DIR VERSION APP_ID ICON_SIZES...
set -uo pipefail
scratch=$1
version=$2
app_id=$3
shift 3
icon_sizes=("$@")
root=$scratch/root
deb=$scratch/package.deb
failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}
pass() { echo "ok: $*"; }

# Runs a program of the package with a bare environment (no LD_LIBRARY_PATH, no Qt variables, a scratch
# home) from a folder outside the source and build trees.
run_packaged() {
    mkdir -p "$scratch/home" "$scratch/cwd"
    (cd "$scratch/cwd" && env -i PATH=/usr/bin:/bin HOME="$scratch/home" XDG_CONFIG_HOME="$scratch/home/.config" \
        XDG_DATA_HOME="$scratch/home/.local/share" XDG_RUNTIME_DIR="$scratch/home" QT_QPA_PLATFORM=offscreen "$@")
}

for tool in dpkg-deb desktop-file-validate appstreamcli groff readelf ldd; do
    command -v "$tool" >/dev/null || fail "$tool is missing: run packaging/install-dependencies.sh"
done
[ -f "$deb" ] || { fail "no package at $deb: the package_build fixture did not run"; exit 1; }

# Control fields.
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = gpu-memory-lab ] && pass "Package: gpu-memory-lab" || fail "Package is '$(field Package)'"
[ "$(field Version)" = "$version" ] && pass "Version: $version" || fail "Version is '$(field Version)', not $version"
[ "$(field Section)" = education ] || fail "Section is '$(field Section)', not education"
[ -n "$(field Maintainer)" ] || fail "no Maintainer"
depends=$(field Depends)
for needed in libqt6widgets6 libqt6charts6 libqt6svg6 libc6; do
    [[ $depends == *"$needed"* ]] || fail "Depends lacks $needed (dpkg-shlibdeps did not run?): $depends"
done
[[ $depends == *cuda* ]] && fail "Depends names a CUDA package (the runtime is static, the driver optional): $depends"
pass "Depends: $depends"

# The file list.
expect_file() { [ -f "$root/$1" ] && pass "$1" || fail "the package has no $1"; }
for program in gpu-memory-lab gpu-memory-lab-cli; do
    expect_file "usr/bin/$program"
    [ -x "$root/usr/bin/$program" ] || fail "usr/bin/$program is not executable"
done
expect_file usr/share/applications/gpu-memory-lab.desktop
expect_file "usr/share/metainfo/$app_id.metainfo.xml"
expect_file usr/share/icons/hicolor/scalable/apps/gpu-memory-lab.svg
for size in "${icon_sizes[@]}"; do
    png=usr/share/icons/hicolor/${size}x${size}/apps/gpu-memory-lab.png
    expect_file "$png"
    # A PNG's width and height are the big-endian words at bytes 16 and 20.
    read -r -a header < <(od -An -tu1 -j16 -N8 "$root/$png" 2>/dev/null)
    if [ ${#header[@]} -eq 8 ]; then
        width=$(((header[0] << 24) | (header[1] << 16) | (header[2] << 8) | header[3]))
        height=$(((header[4] << 24) | (header[5] << 16) | (header[6] << 8) | header[7]))
        [ "$width" = "$size" ] && [ "$height" = "$size" ] || fail "$png is ${width}x${height}, not ${size}x${size}"
    fi
done
for page in gpu-memory-lab gpu-memory-lab-cli; do
    expect_file "usr/share/man/man1/$page.1.gz"
done

# Desktop entry and AppStream metadata, as a software centre would read them.
desktop=$root/usr/share/applications/gpu-memory-lab.desktop
metainfo=$root/usr/share/metainfo/$app_id.metainfo.xml
if output=$(desktop-file-validate "$desktop" 2>&1) && [ -z "$output" ]; then
    pass "desktop-file-validate"
else
    fail "desktop-file-validate: $output"
fi
if output=$(appstreamcli validate --no-net "$metainfo" 2>&1); then
    pass "appstreamcli validate --no-net"
else
    fail "appstreamcli validate --no-net: $output"
fi
grep -q '^Icon=gpu-memory-lab$' "$desktop" || fail "the desktop entry's Icon is not gpu-memory-lab"
grep -q '^Exec=gpu-memory-lab ' "$desktop" || fail "the desktop entry does not start usr/bin/gpu-memory-lab"
grep -q '<launchable type="desktop-id">gpu-memory-lab.desktop</launchable>' "$metainfo" ||
    fail "the metainfo's launchable is not the installed desktop entry"
newest_release=$(grep -o '<release version="[^"]*"' "$metainfo" | head -n 1 | cut -d'"' -f2)
[ "$newest_release" = "$version" ] || fail "the metainfo's newest release is '$newest_release', not $version"

# Man pages: no groff warnings, the version in the header, and every option that --help names.
for page in gpu-memory-lab gpu-memory-lab-cli; do
    source=$scratch/$page.1
    zcat "$root/usr/share/man/man1/$page.1.gz" >"$source" || { fail "$page.1.gz does not decompress"; continue; }
    if output=$(groff -man -Tutf8 -ww -z "$source" 2>&1) && [ -z "$output" ]; then
        pass "groff -man -ww $page.1"
    else
        fail "groff -man -ww $page.1: $output"
    fi
    grep -q "^\.TH .*\"GPU Memory Lab $version\"" "$source" || fail "$page.1's header does not say version $version"
    plain=$(sed 's/\\-/-/g' "$source")
    help=$(run_packaged "$root/usr/bin/$page" --help 2>&1)
    for option in $(grep -oE -- '--[a-z][a-z-]*' <<<"$help" | sort -u); do
        grep -qE -- "(^|[^a-z-])$option([^a-z-]|$)" <<<"$plain" || fail "$page.1 does not describe $option (from --help)"
    done
    if [ "$page" = gpu-memory-lab-cli ]; then
        for command in devices allocator snapshot kvcache checkpoint; do
            grep -q "^\.SS $command$" "$source" || fail "$page.1 has no section for the $command command"
        done
    fi
done

# Run from the scratch root: no RPATH into the build tree, every library found in the system.
for program in gpu-memory-lab gpu-memory-lab-cli; do
    binary=$root/usr/bin/$program
    if readelf -d "$binary" | grep -qE 'RPATH|RUNPATH'; then
        fail "$program carries an RPATH/RUNPATH: $(readelf -d "$binary" | grep -E 'RPATH|RUNPATH')"
    fi
    libraries=$(env -i ldd "$binary" 2>&1)
    if grep -q 'not found' <<<"$libraries"; then
        fail "$program needs libraries that are not installed: $(grep 'not found' <<<"$libraries")"
    fi
    if grep -qv -E '=> /(usr/)?lib|linux-vdso|^\s*/lib' <<<"$libraries"; then
        fail "$program loads a library from outside the system folders: $(grep -v -E '=> /(usr/)?lib|linux-vdso|^\s*/lib' <<<"$libraries")"
    fi
done

output=$(run_packaged "$root/usr/bin/gpu-memory-lab" --version 2>&1)
[ "$output" = "gpu-memory-lab $version" ] && pass "gpu-memory-lab --version: $output" ||
    fail "gpu-memory-lab --version printed '$output', not 'gpu-memory-lab $version'"
output=$(run_packaged "$root/usr/bin/gpu-memory-lab-cli" --version 2>&1)
[ "$output" = "gpu-memory-lab-cli $version" ] || fail "gpu-memory-lab-cli --version printed '$output'"
if output=$(run_packaged "$root/usr/bin/gpu-memory-lab-cli" devices --json 2>&1) &&
    grep -qE '^\{.*"backend":"(simulated|cuda)".*"total_bytes":[1-9][0-9]*.*\}$' <<<"$output"; then
    pass "gpu-memory-lab-cli devices --json: $output"
else
    fail "gpu-memory-lab-cli devices --json printed: $output"
fi

if [ "$failures" -gt 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "every check passed"
