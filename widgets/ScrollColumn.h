#pragma once

class QScrollArea;
class QWidget;

// A column that scrolls up and down, never sideways: its content takes the width it is given and wraps its
// text, and a content taller than its place (long narration, a chart with its controls on a short screen)
// scrolls instead of being squeezed below its least height or cut at the bottom. Frameless, and not a Tab
// stop of its own: the controls inside are, and the area scrolls to show the one with the focus.
class ScrollColumn
{
public:
    // A scroll area around `content`.
    static QScrollArea* around(QWidget* content);
    // Fills `owner` with a scroll column and returns the empty content widget to lay the column out in.
    static QWidget* fill(QWidget* owner);
};
