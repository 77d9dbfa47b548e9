#pragma once

class MainWindow;

// Moves the window's player to a step for an export. The views animate a step when they are on screen; a
// still picture taken then would catch the animation at its start, so the page is hidden while the player
// moves (the views then take the new state at once) and shown again before anything is painted.
class ExportStepper
{
public:
    explicit ExportStepper(MainWindow& window);

    // The open lesson's (or snapshot's) number of steps; 0 when it has no animation.
    int stepCount() const;
    // 1-based, like the caption's "step N of M".
    int currentStep() const;
    void showStep(int step);

private:
    MainWindow& m_window;
};
