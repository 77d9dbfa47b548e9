#pragma once

#include "run/MemoryCategoryReport.h"

#include <QList>
#include <QWidget>
#include <array>
#include <optional>

class ChartPanel;
class QAreaSeries;
class QChart;
class QLabel;
class QLineSeries;
class QPushButton;
class QValueAxis;

// What one device's memory was for, as MemoryCategoryReport guesses it from stack frames: the six categories
// stacked over the trace, their split at the peak, and what that split means for activation checkpointing,
// with a way into the lesson. Every figure is labelled a guess, and unknown memory is shown as unknown.
class MemoryCategoryView : public QWidget
{
    Q_OBJECT

public:
    struct PeakRow
    {
        gml::MemoryCategory category;
        std::uint64_t bytes = 0;
        QString text; // "Optimizer state: 576 MiB (56%)"
    };

    explicit MemoryCategoryView(QWidget* parent = nullptr);

    void setReport(const gml::MemoryCategoryReport& report);
    void clear();

    // What the view shows, for tests and export.
    ChartPanel* timelinePanel() const { return m_panel; }
    const QList<PeakRow>& peakRows() const { return m_rows; }
    QString checkpointText() const;
    // The stacked areas, bottom first, in MemoryCategory order.
    const std::array<QAreaSeries*, gml::kMemoryCategoryCount>& areas() const { return m_areas; }
    // The bytes each axis unit stands for (1024^n).
    double unitBytes() const { return m_unit; }

signals:
    void checkpointLessonRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void applyTheme();
    void fillSeries();
    void writeTexts();

    std::optional<gml::MemoryCategoryReport> m_report;
    QLabel* m_heading;
    QLabel* m_note;
    QChart* m_chart;
    ChartPanel* m_panel;
    QValueAxis* m_time;
    QValueAxis* m_bytes;
    std::array<QLineSeries*, gml::kMemoryCategoryCount> m_tops{};
    std::array<QLineSeries*, gml::kMemoryCategoryCount> m_bottoms{};
    std::array<QAreaSeries*, gml::kMemoryCategoryCount> m_areas{};
    QLineSeries* m_peakLine;
    QLabel* m_peakTitle;
    QLabel* m_peakSplit;
    QLabel* m_checkpoint;
    QPushButton* m_openLesson;
    QList<PeakRow> m_rows;
    double m_unit = 1.0;
    int m_unitPower = 0;
};
