#pragma once

#include <cstddef>
#include <optional>

class QKeyEvent;

// The keys of a timeline with the focus: the cursor keys move its cursor (Left and Right one event, Page Up
// and Page Down a tenth, Home and End to either end), Plus, Minus and 0 zoom, Shift+Left and Shift+Right
// pan. They are the timeline's before the window's shortcuts (the step keys work everywhere else).
class TimelineKeys
{
public:
    static bool ownsShortcut(const QKeyEvent& key);
    // Where `key` moves a cursor at `cursor` in [first, last]; none for a key that does not move it.
    static std::optional<std::size_t> cursorTarget(int key, std::size_t cursor, std::size_t first,
                                                   std::size_t last);
};
