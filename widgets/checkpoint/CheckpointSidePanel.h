#pragma once

#include "widgets/checkpoint/CheckpointSettings.h"
#include "widgets/lesson/LessonSidePanel.h"

class CheckpointHandPlacement;
class CheckpointRunBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

// Beside the timeline: the chain (a chain file to play, or which kind, how many layers, their size and one
// layer of another size, one layer made expensive), the schedule and
// its knobs (every K, Revolve's snapshots, the budget as a share of store-all), what the schedule costs, what
// the operation at the cursor did and why, checkpoints placed by hand, and the real training step. Emits what
// the learner changes; the lesson decides what happens.
class CheckpointSidePanel : public LessonSidePanel
{
    Q_OBJECT

public:
    explicit CheckpointSidePanel(QWidget* parent = nullptr);

    void setScheduleNames(const QStringList& names, const QStringList& summaries);
    // The chain files a learner can play (their ids, code as schedule names are), after the choice of none
    // (the chain the settings make); `summaries` are the items' tooltips.
    void setChainFiles(const QStringList& ids, const QStringList& summaries);
    // The chain file on screen (empty: none) and what it plays, without emitting chainFileChosen.
    void setChainFile(const QString& id, const QString& description);
    QString chainFile() const;
    CheckpointSettings settings() const;
    // Shows `settings` without emitting settingsChanged.
    void setSettings(const CheckpointSettings& settings);

    void setSummary(const QString& text);
    void setNarration(const QString& text);
    void setOperation(const QString& text);

    CheckpointHandPlacement* handPlacement() const { return m_hand; }
    CheckpointRunBox* runBox() const { return m_run; }

signals:
    void settingsChanged();
    // The learner chose a chain file (empty: none, the chain the settings make).
    void chainFileChosen(const QString& id);
    // "Save as a scenario file…": the chain and schedule on screen, checkpoints placed by hand included.
    void saveChainRequested();

private:
    void retranslateUi() override;
    void updateEnabled();
    void showScheduleMeaning();

    QGroupBox* m_chainBox;
    QLabel* m_fileLabel;
    QComboBox* m_file;
    QLabel* m_fileDescription;
    QLabel* m_kindLabel;
    QComboBox* m_kind;
    QLabel* m_layersLabel;
    QSpinBox* m_layers;
    QLabel* m_activationLabel;
    QSpinBox* m_activation;
    QLabel* m_otherLayerLabel;
    QSpinBox* m_otherLayer;
    QLabel* m_otherSizeLabel;
    QSpinBox* m_otherSize;
    QLabel* m_expensiveLabel;
    QSpinBox* m_expensive;
    QLabel* m_factorLabel;
    QDoubleSpinBox* m_factor;
    QGroupBox* m_scheduleBox;
    QLabel* m_scheduleLabel;
    QComboBox* m_schedule;
    QLabel* m_scheduleMeaning = nullptr;
    QLabel* m_everyLabel;
    QSpinBox* m_every;
    QLabel* m_snapshotsLabel;
    QSpinBox* m_snapshots;
    QLabel* m_budgetLabel;
    QDoubleSpinBox* m_budget;
    QLabel* m_summary;
    QGroupBox* m_handBox;
    CheckpointHandPlacement* m_hand;
    QGroupBox* m_runBox;
    CheckpointRunBox* m_run;
    QPushButton* m_save;
};
