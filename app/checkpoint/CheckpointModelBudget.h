#pragma once

#include "checkpoint/ModelMemoryBudget.h"
#include "widgets/checkpoint/CheckpointSettings.h"

#include <QCoreApplication>
#include <QString>

class ModelBudgetPanel;

// The whole-model budget beside the checkpointing lesson: the model presets in the learner's language, and
// what store-all, the schedule chosen in the side panel and full recomputation keep of the chosen model
// (parameters, gradients, optimizer state, activations), each planned over the model's own layers.
class CheckpointModelBudget
{
    // Its sentences were the lesson presenter's before they moved here, and keep that translation context.
    Q_DECLARE_TR_FUNCTIONS(CheckpointLessonPresenter)

public:
    explicit CheckpointModelBudget(ModelBudgetPanel* panel);

    // The presets again, in the learner's language, keeping the one chosen.
    void showPresets();
    // The bars for the panel's model and `settings`' schedule.
    void update(const CheckpointSettings& settings);

    // "22B transformer (Korthikanti et al.: 48 layers, ...)", in the learner's language.
    static QString presetName(const gml::TrainingModelPreset& preset);

private:
    ModelBudgetPanel* m_panel;
};
