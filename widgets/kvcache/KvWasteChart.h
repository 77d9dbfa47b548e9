#pragma once

#include "kvcache/KvWaste.h"

#include <QWidget>
#include <array>

class QBarCategoryAxis;
class QBarSet;
class QChart;
class QLabel;
class ErrorMessageLabel;
class QSlider;
class ChartPanel;
class StackedBarValueLabels;
class QHorizontalStackedBarSeries;
class QValueAxis;

// The paper's Fig. 2 on one request trace: for Orca (Max), Orca (Pow2), Orca (Oracle) and vLLM, the share of
// KV memory holding token states, reserved for tokens still to come, never to be used (internal
// fragmentation) and lost between allocations (external). A slider picks the block size (8 to 128 tokens);
// whoever owns the engine re-runs the comparison and hands the shares back. Bars differ by hatching as well
// as colour, so the four shares stay apart in print and for colour-blind viewers.
class KvWasteChart : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kShareCount = 4;
    static constexpr int kPolicyCount = 4;

    explicit KvWasteChart(QWidget* parent = nullptr);

    // Category labels, left to right (the engine's policy names: "Orca (Max)", ..., "vLLM (paged)").
    void setPolicies(const QStringList& labels);
    // The shares per policy, in the order of setPolicies; `blockSize` is what they were measured at.
    void setShares(const std::array<gml::KvWasteShares, kPolicyCount>& shares, int blockSize);
    // What the comparison ran on: "200 ShareGPT-shaped requests on 15,808 token slots".
    void setWorkload(int requests, qulonglong tokenSlots);
    // The comparison could not run: the bars are cleared and the reason shown.
    void setError(const QString& message);

    int blockSize() const;
    void setBlockSize(int blockSize); // moves the slider without asking for a new comparison
    QSlider* slider() const { return m_slider; }
    QChart* chart() const { return m_chart; }
    // Share `share` (0 token states .. 3 external) of policy `policy`, in percent.
    double value(int share, int policy) const;
    // The values written inside the bars (only where a segment has room for its value).
    const StackedBarValueLabels* valueLabels() const { return m_valueLabels; }

signals:
    void blockSizeChanged(int blockSize);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    // Series colours and patterns from DisplayTheme, the rest from the palette: on building and on every
    // palette change (system light/dark, high contrast).
    void applyTheme();
    void updateBlockSizeLabel();

    QChart* m_chart;
    QHorizontalStackedBarSeries* m_series;
    ChartPanel* m_panel;
    StackedBarValueLabels* m_valueLabels;
    std::array<QBarSet*, kShareCount> m_sets{};
    QBarCategoryAxis* m_categories;
    QValueAxis* m_percent;
    QSlider* m_slider;
    QLabel* m_blockSizeLabel;
    QLabel* m_workload;
    ErrorMessageLabel* m_message;
    int m_requests = 0;
    qulonglong m_slots = 0;
};
