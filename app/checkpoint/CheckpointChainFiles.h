#pragma once

#include "app/checkpoint/CheckpointLesson.h"
#include "checkpoint/CheckpointChainScript.h"
#include "widgets/checkpoint/CheckpointSettings.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

// The chain files the checkpointing lesson offers as scenarios (gpu/checkpoint/CheckpointChainScript.h): the
// built-in ones (resources/scenarios/checkpoint) and a content folder's, in the order CourseCatalog loaded
// them. A file is content: it is played as it is written, and the side panel's settings are set as close to
// it as they go, so that a learner can go on from there with the knobs they know.
class CheckpointChainFiles
{
    Q_DECLARE_TR_FUNCTIONS(CheckpointChainFiles)

public:
    explicit CheckpointChainFiles(std::vector<gml::CheckpointChainScript> scripts = {});

    // The files' ids (a file's "id", else its name without .json): code, as schedule names are.
    QStringList ids() const;
    const gml::CheckpointChainScript* find(const QString& id) const;

    // The settings that show `script` in the side panel, from `current`: its schedule and knobs (a budget in
    // bytes as its share of store-all's peak), and its chain where the settings make exactly that chain (N
    // uniform layers of a size, one of another size and one more costly, or N of the 22B transformer's
    // layers); otherwise the kind that comes closest with the file's layer count, while the file's own chain
    // plays. A hand-placed schedule
    // keeps `current`'s schedule: the checkpoints go to the hand placement instead.
    static CheckpointSettings settingsFor(const gml::CheckpointChainScript& script, const CheckpointSettings& current);
    // Whether `settings` make the file's chain exactly, layer for layer.
    static bool settingsMakeChain(const CheckpointSettings& settings, const gml::CheckpointChain& chain);
    // The layers (0-based, layer 1's included) whose inputs a hand-placed schedule keeps, as the hand
    // placement counts them; empty for any other schedule.
    static QList<std::uint32_t> handCheckpoints(const gml::CheckpointChainScript& script);

    // Writes `script` to `path` as a chain file, atomically (a failed write leaves what was there whole);
    // false with a sentence naming the file and the system's reason.
    static bool save(const QString& path, const gml::CheckpointChainScript& script, QString* error);

    // What the file plays, in the learner's language: `summary` (its narration) when the content has one,
    // else its schedule on its chain; then each comparison's peak and extra time.
    static QString describe(const QString& summary, const gml::CheckpointChainPlan& plan, const CheckpointLesson& lesson);

private:
    std::vector<gml::CheckpointChainScript> m_scripts;
};
