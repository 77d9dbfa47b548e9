#include "app/checkpoint/CheckpointModelBudget.h"

#include "app/checkpoint/CheckpointLesson.h"
#include "widgets/checkpoint/ModelBudgetPanel.h"

CheckpointModelBudget::CheckpointModelBudget(ModelBudgetPanel* panel) : m_panel(panel) {}

QString CheckpointModelBudget::presetName(const gml::TrainingModelPreset& preset)
{
    const gml::TransformerLayerShape& shape = preset.layer;
    const QString size = QStringLiteral("%1B").arg(static_cast<double>(preset.parameters) / 1e9, 0, 'f', 0);
    if (preset.id == "7b")
        return tr("%1 transformer (Llama-2-7B's shape: %2 layers, h %3, a %4, s %5, b %6)")
            .arg(size)
            .arg(preset.layers)
            .arg(shape.hidden)
            .arg(shape.heads)
            .arg(shape.sequence)
            .arg(shape.microBatch);
    if (shape.sequenceParallel)
        return tr("%1 transformer (Korthikanti et al.: %2 layers, h %3, a %4, s %5, b %6, t %7 with sequence "
                  "parallelism)")
            .arg(size)
            .arg(preset.layers)
            .arg(shape.hidden)
            .arg(shape.heads)
            .arg(shape.sequence)
            .arg(shape.microBatch)
            .arg(shape.tensorParallel);
    return tr("%1 transformer (%2 layers, h %3, a %4, s %5, b %6, t %7)")
        .arg(size)
        .arg(preset.layers)
        .arg(shape.hidden)
        .arg(shape.heads)
        .arg(shape.sequence)
        .arg(shape.microBatch)
        .arg(shape.tensorParallel);
}

void CheckpointModelBudget::showPresets()
{
    const QString current = m_panel->presetId();
    QList<QPair<QString, QString>> presets;
    for (const auto& preset : gml::trainingModelPresets())
        presets.append({QString::fromStdString(preset.id), presetName(preset)});
    m_panel->setPresets(presets);
    if (!current.isEmpty())
        m_panel->selectPreset(current);
}

void CheckpointModelBudget::update(const CheckpointSettings& settings)
{
    ModelBudgetPanel* panel = m_panel;
    const gml::TrainingModelPreset* preset = gml::findTrainingModelPreset(panel->presetId().toStdString());
    if (preset == nullptr)
        return;
    gml::ModelMemoryConfig config;
    config.model = *preset;
    config.optimizer = panel->optimizer();
    config.mixedPrecision = panel->mixedPrecision();
    config.fsdpShards = panel->fsdpShards();
    const gml::CheckpointChain modelChain = gml::CheckpointChain::transformer(preset->layer, preset->layers);
    // The bars: store-all, the schedule on screen planned over the model's layers, and full recomputation.
    QList<QPair<QString, gml::ModelMemoryBudget>> bars;
    const QString current = settings.schedule;
    QStringList names{QStringLiteral("store-all")};
    if (current != QLatin1String("store-all"))
        names.append(current);
    for (const QString& name : std::as_const(names)) {
        config.schedule = name.toStdString();
        CheckpointSettings asked = settings;
        asked.schedule = name;
        config.scheduleOptions = CheckpointLesson::makeOptions(asked, modelChain);
        if (name == QLatin1String("budget") && modelChain.size() > CheckpointLesson::kImmediateBudgetLayers)
            continue; // too slow to plan here; the other bars still make the point
        auto budget = gml::planModelMemory(config);
        if (!budget) {
            panel->setMessage(QString::fromStdString(budget.error().message));
            return;
        }
        bars.append({name, budget.value()});
    }
    config.schedule = "every-k";
    config.scheduleOptions = {};
    config.scheduleOptions.every = 1; // every layer its own segment: only layer inputs are kept
    if (auto full = gml::planModelMemory(config); full && (bars.isEmpty() || full.value().activationBytes != bars.back().second.activationBytes))
        bars.append({tr("full recomputation"), full.value()});
    panel->setBudgets(bars);
}
