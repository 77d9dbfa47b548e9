#pragma once

#include <QList>

// What an export of a page can be taken at, and which events an animation of it draws. A lesson's range is
// its narrated steps: a picture is taken at a step's end, where its text applies, and an animation of steps
// first to last plays their events, every `every`-th one, always with each step's last event (the state the
// step's text describes: a GIF taken every 10 events once skipped the out-of-memory event its scenario
// exists to show). A page without steps (a snapshot, the checkpoint timeline) ranges over its events.
struct ExportRange
{
    QList<int> stepEnds;     // the event each narrated step ends on (0-based); empty: the page has no steps
    int eventCount = 0;      // events (or operations) in the trace
    int currentStep = 0;     // 1-based; 0 without steps
    int currentEvent = 0;    // 1-based; 0 without events
    bool operations = false; // the positions are operations (the checkpoint timeline), not events

    bool hasSteps() const { return !stepEnds.isEmpty(); }
    // What the range counts: steps where there are, else events.
    int count() const { return hasSteps() ? static_cast<int>(stepEnds.size()) : eventCount; }
    int current() const { return hasSteps() ? currentStep : currentEvent; }
    // The events (0-based, ascending) an animation from `first` to `last` (1-based, in what count() counts)
    // draws, taking every `every`-th event.
    QList<int> frames(int first, int last, int every) const;
    // The step (0-based) whose events include `event` (0-based): the first that ends on it or after it.
    int stepOf(int event) const;
};
