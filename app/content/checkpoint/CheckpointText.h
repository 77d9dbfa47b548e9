#pragma once

#include "checkpoint/CheckpointSchedule.h"

#include <QCoreApplication>
#include <QString>

// The checkpointing lesson's engine facts in the learner's language: what each operation of a timeline
// does (one sentence, and one more where it waits or is needed next), and each schedule's title from the
// parameters it was planned with. Layers are counted from 1, as everywhere a learner reads.
class CheckpointText
{
    Q_DECLARE_TR_FUNCTIONS(CheckpointText)

public:
    static QString explain(const gml::CheckpointTrace& timeline, std::size_t index);
    // "Revolve with 3 snapshots (binomial checkpointing)"
    static QString title(const gml::CheckpointSchedule& schedule);

private:
    static QString titleOf(const std::string& name, const gml::ScheduleParameters& parameters);
};
