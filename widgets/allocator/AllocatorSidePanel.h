#pragma once

#include "widgets/lesson/LessonSidePanel.h"

#include "trace/AllocatorStats.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

// Beside the memory map: which scenario, what the current step and event did and why, the statistics under
// PyTorch's names, the allocator's settings (changing them re-runs the scenario), and buttons to go on by
// hand. Emits what the learner asks for; the lesson decides what happens.
class AllocatorSidePanel : public LessonSidePanel
{
    Q_OBJECT

public:
    explicit AllocatorSidePanel(QWidget* parent = nullptr);

    void setScenarios(const QList<QPair<QString, QString>>& idsAndTitles);
    void setCurrentScenario(const QString& id);
    QString currentScenario() const;
    void setEventReason(const QString& reason);
    void setStats(const gml::AllocatorStats& stats, double fragmentation);
    // Shows the settings of the run on screen (without re-running).
    void setConfiguration(const QString& conf, std::uint64_t capacity);
    QString configurationText() const; // PYTORCH_CUDA_ALLOC_CONF from the fields
    std::uint64_t capacityBytes() const;
    void setCanFree(bool canFree);
    void setCanUndo(bool canUndo);
    // Where a prediction step asks, under the narration.
    // The typed line was run: the box is cleared for the next.
    void lineDone();

signals:
    void scenarioChosen(const QString& id);
    void runRequested(const QString& conf, quint64 capacity);
    void allocateRequested(quint64 bytes, quint32 stream);
    void freeSelectedRequested();
    void emptyCacheRequested();
    void lineEntered(const QString& line);
    void undoRequested();
    void saveScriptRequested();
    void compareRequested();

private:
    void retranslateUi() override;
    void requestAllocation();

    QComboBox* m_scenario;
    QLabel* m_scenarioLabel;
    QGroupBox* m_statsBox;
    QList<QLabel*> m_statNames;
    QList<QLabel*> m_statValues;
    QGroupBox* m_configBox;
    QCheckBox* m_expandable;
    QLabel* m_maxSplitLabel;
    QSpinBox* m_maxSplit;
    QLabel* m_gcLabel;
    QDoubleSpinBox* m_gcThreshold;
    QLabel* m_roundupLabel;
    QLineEdit* m_roundup;
    QLabel* m_capacityLabel;
    QDoubleSpinBox* m_capacity;
    QPushButton* m_run;
    QPushButton* m_compare;
    QGroupBox* m_manualBox;
    QLineEdit* m_size;
    QLabel* m_sizeLabel;
    QSpinBox* m_stream;
    QLabel* m_streamLabel;
    QPushButton* m_allocate;
    QPushButton* m_free;
    QPushButton* m_emptyCache;
    QLabel* m_lineLabel;
    QLineEdit* m_line;
    QPushButton* m_runLine;
    QPushButton* m_undo;
    QPushButton* m_saveScript;
};
