#pragma once

#include "widgets/export/ExportRange.h"

class MainWindow;

// Moves the window's player for an export: to a narrated step's end (where its text applies) or to an event.
// The views animate a move when they are on screen; a still picture taken then would catch the animation at
// its start, so the page is hidden while the player moves (the views then take the new state at once) and
// shown again before anything is painted.
class ExportStepper
{
public:
    explicit ExportStepper(MainWindow& window);

    // The open lesson's (or snapshot's) steps and events, and where the player is in them.
    ExportRange range() const;
    // 1-based, as captions and file names count.
    void showStep(int step);
    void showEvent(int event);
    // Back to where the player was when this stepper was made (after an animation).
    void restore();

private:
    void moving(const auto& move);

    MainWindow& m_window;
    int m_step;
    int m_cursor;
};
