#!/usr/bin/env bash
# The floors, checked from the sources: gpu (Qt-free engines) -> app/content (the Qt Core model) -> widgets
# (views and panels) -> app (the window and its presenters). Each floor includes only from the floors under
# it, so that a view never reaches into the window and the model never into a view. The compiler cannot see
# this: all three Qt libraries include from the repository's root.
set -uo pipefail
root=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$root"
faults=0
check() { # what, where, which quoted includes are refused there
    local what=$1 where=$2 pattern=$3 found
    found=$(grep -rnE --include='*.h' --include='*.cpp' "^[[:space:]]*#[[:space:]]*include[[:space:]]+\"($pattern)" $where)
    if [ -n "$found" ]; then
        echo "$what:"
        echo "$found" | sed 's/^/  /'
        faults=$((faults + 1))
    fi
}
# app/ outside app/content, and main.cpp's folder itself
window_library='app/(window|common|allocator|kvcache|checkpoint|snapshot|run|export|presentation|main)'
check "widgets/ includes the window's library" widgets "$window_library"
check "app/content includes the window's library" app/content "$window_library"
check "app/content includes a widget" app/content "widgets/"
check "gpu/ includes the application" gpu "(app|widgets)/"
# The model is Qt Core only: no Gui or Widgets header, whatever its CMake target links.
found=$(grep -rnE --include='*.h' --include='*.cpp' '^[[:space:]]*#[[:space:]]*include[[:space:]]+<Q(Widget|Application|Painter|Color|Font|Image|Pixmap|Label|Action|Menu|Dialog|Gui|tWidgets|tGui)' app/content)
if [ -n "$found" ]; then
    echo "app/content includes Qt Gui or Widgets:"
    echo "$found" | sed 's/^/  /'
    faults=$((faults + 1))
fi
# Every folder a floor includes from exists: a check that matches nothing because a folder was renamed
# would pass for ever.
for folder in app/content app/window widgets/common gpu/allocator; do
    [ -d "$folder" ] || { echo "missing folder $folder: update this check"; faults=$((faults + 1)); }
done
if [ "$faults" -eq 0 ]; then
    echo "1 passed, 0 failed"
    exit 0
fi
echo "0 passed, 1 failed"
exit 1
