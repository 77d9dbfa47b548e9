#pragma once

#include "kvcache/KvMemoryBudget.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class ErrorMessageLabel;
class QSpinBox;

// How vLLM sizes its KV cache at start-up, with the knobs a learner can turn: the model, the GPU's memory,
// gpu_memory_utilization and the block size give the bytes per token, the number of blocks, the tokens they
// hold and how many sequences of a given length fit at once. When the weights leave nothing, it shows vLLM's
// own error and its advice instead. Emits what the learner set; whoever owns the engine plans the budget and
// hands it back.
class KvBudgetPanel : public QWidget
{
    Q_OBJECT

public:
    explicit KvBudgetPanel(QWidget* parent = nullptr);

    // Model presets as (id, name); the first becomes current.
    void setModels(const QList<QPair<QString, QString>>& idsAndNames);
    void setInputs(const QString& modelId, double gpuGiB, double utilization, int blockSize);
    QString modelId() const;
    quint64 gpuBytes() const;
    double utilization() const;
    int blockSize() const;
    int sequenceLength() const;

    void setBudget(const gml::KvMemoryBudget& budget);
    // No budget: the error (vLLM's zero-blocks message, or a setting out of range) takes the results' place.
    void setError(const QString& message);
    bool showsError() const;
    QString errorText() const;

signals:
    void budgetRequested(const QString& modelId, quint64 gpuBytes, double utilization, int blockSize);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void request();
    void showResults();

    QGroupBox* m_inputs;
    QLabel* m_modelLabel;
    QComboBox* m_model;
    QLabel* m_gpuLabel;
    QDoubleSpinBox* m_gpu;
    QLabel* m_utilizationLabel;
    QDoubleSpinBox* m_utilization;
    QLabel* m_blockSizeLabel;
    QComboBox* m_blockSize;
    QLabel* m_lengthLabel;
    QSpinBox* m_length;
    QGroupBox* m_results;
    QList<QLabel*> m_names;
    QList<QLabel*> m_values;
    QLabel* m_formula;
    ErrorMessageLabel* m_error;
    gml::KvMemoryBudget m_budget;
    bool m_haveBudget = false;
};
