#pragma once

#include "checkpoint/ModelMemoryBudget.h"

#include <QList>
#include <QWidget>

class ChartPanel;
class QBarCategoryAxis;
class QBarSet;
class QChart;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineSeries;
class QSpinBox;
class QStackedBarSeries;
class QValueAxis;

// Where a whole model's training memory goes on one GPU: weights, the fp32 master copy, gradients, optimizer
// state and activations stacked in one bar per checkpoint schedule, against the GPU's capacity line, with the
// model, optimizer, mixed precision and FSDP shards to choose. Side by side, the bars show that
// checkpointing moves only the activations segment: the optimizer state stays what it was.
class ModelBudgetPanel : public QWidget
{
    Q_OBJECT

public:
    enum Part { Weights, MasterCopy, Gradients, OptimizerState, Activations };
    static constexpr int kPartCount = 5;

    explicit ModelBudgetPanel(QWidget* parent = nullptr);

    // The model presets to offer (id, name).
    void setPresets(const QList<QPair<QString, QString>>& idsAndNames);
    // Selects preset `id` without announcing a change (a list written again in another language).
    void selectPreset(const QString& id);
    QString presetId() const;
    gml::TrainingOptimizer optimizer() const;
    bool mixedPrecision() const;
    std::uint32_t fsdpShards() const;
    // Sets the controls without emitting configurationChanged.
    void setConfiguration(const QString& presetId, gml::TrainingOptimizer optimizer, bool mixedPrecision,
                          std::uint32_t fsdpShards);

    // One bar per budget, labelled (e.g. "store-all", "sqrt").
    void setBudgets(const QList<QPair<QString, gml::ModelMemoryBudget>>& labelledBudgets);
    void setMessage(const QString& text);
    // Gigabytes of part `part` in bar `bar` (what the chart shows).
    double partGb(Part part, int bar) const;
    QBarSet* partSet(Part part) const { return m_sets[part]; }
    QChart* chart() const { return m_chart; }

signals:
    void configurationChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    static QString optimizerName(gml::TrainingOptimizer optimizer);
    // "weights 13.5 GB + gradients ... = 61.2 GB of 80.0 GB: fits", in the learner's language.
    static QString summaryOf(const gml::ModelMemoryBudget& budget);
    // Series colours and patterns from DisplayTheme, the rest from the palette: on building and on every
    // palette change (system light/dark, high contrast).
    void applyTheme();

    QComboBox* m_preset;
    QComboBox* m_optimizer;
    QCheckBox* m_mixedPrecision;
    QSpinBox* m_fsdp;
    QLabel* m_presetLabel;
    QLabel* m_optimizerLabel;
    QLabel* m_fsdpLabel;
    QLabel* m_summary;
    QChart* m_chart;
    ChartPanel* m_panel;
    QStackedBarSeries* m_series;
    QBarSet* m_sets[kPartCount];
    QLineSeries* m_capacity;
    QBarCategoryAxis* m_categories;
    QValueAxis* m_gbAxis;
    QList<QPair<QString, gml::ModelMemoryBudget>> m_budgets;
};
