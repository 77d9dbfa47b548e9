#pragma once

#include "widgets/checkpoint/CheckpointSettings.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

// The checkpointing lesson's part of a scene file (LessonScene's "settings"), which is its whole program: the
// chain (kind, layers, sizes, the expensive layer), the schedule and its knobs, the chain file it played, and
// the checkpoints placed by hand, counted from 1 as chain files count them.
class CheckpointSceneSettings
{
    // Its sentences were the lesson presenter's before they moved here, and keep that translation context.
    Q_DECLARE_TR_FUNCTIONS(CheckpointLessonPresenter)

public:
    CheckpointSettings settings;
    QString chainFile; // empty: the chain the settings make
    // Placed by hand: the segment starts (0-based layers whose input is kept; layer 0's is always kept).
    std::optional<QList<std::uint32_t>> hand;

    QJsonObject write() const;
    // nullopt, with the reason, for settings the lesson does not have; `scheduleNames` are the schedules it
    // has.
    static std::optional<CheckpointSceneSettings> read(const QJsonObject& in, const QStringList& scheduleNames,
                                                       QString* error);
};
