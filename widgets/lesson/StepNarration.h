#pragma once

#include <QString>

// What a lesson says about where the learner is: the place in its sequence ("Step 2 of 5 · event 4 of 16"),
// the narration of that step, and what the engine did at the cursor under its heading. The side panel shows
// it at a desk; presenting, the captions under the picture do.
struct StepNarration
{
    QString position;
    QString narration;
    QString reasonTitle;
    QString reason;

    bool operator==(const StepNarration&) const = default;
};
