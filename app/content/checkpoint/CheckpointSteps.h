#pragma once

#include "checkpoint/CheckpointTrace.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// A checkpointing timeline cut into the steps a teacher narrates: the forward pass, then each run of
// backwards (with the forwards run again just before it, from the checkpoint they start at). A step ends on
// its last operation, and its text is made from the timeline's own figures at that point, so that what is
// read is what the picture shows there. Layers are counted from 1, as everywhere a learner reads.
class CheckpointSteps
{
    Q_DECLARE_TR_FUNCTIONS(CheckpointSteps)

public:
    struct Step
    {
        bool forward = false;          // the forward pass; otherwise a run of backwards
        std::size_t end = 0;           // the index of its last operation
        std::uint32_t firstLayer = 0;  // the backward run's layers, from the last one done (1-based)
        std::uint32_t lastLayer = 0;   //   down to the first
        std::uint32_t layers = 0;      // forward: the layers run
        std::uint32_t recomputed = 0;  // forwards run again in this step
        std::uint32_t kept = 0;        // the layers holding their input or more at its end
        std::uint32_t from = gml::kNoLayer; // backward: the checkpoint its recomputation started at (0-based)
        std::uint64_t liveBytes = 0;   // live activation bytes at its end
        std::uint64_t peakBytes = 0;   // the peak up to and including this step
    };

    explicit CheckpointSteps(const gml::CheckpointTrace& timeline);

    const QList<Step>& steps() const { return m_steps; }
    // The operation (its index, the player's cursor) each step ends on: what the player's steps are.
    QList<int> stepEnds() const;

    // "Backward of layers 16 to 13", in the learner's language.
    static QString title(const Step& step);
    // What the picture shows at the step's end, with its figures.
    static QString narration(const Step& step);

private:
    QList<Step> m_steps;
};
