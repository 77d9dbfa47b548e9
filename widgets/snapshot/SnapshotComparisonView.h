#pragma once

#include "run/SnapshotComparison.h"

#include <QWidget>
#include <memory>
#include <vector>

class ChartPanel;
class QBarCategoryAxis;
class QBarSet;
class QChart;
class QHorizontalStackedBarSeries;
class QLabel;
class QPushButton;
class QTableView;
class QValueAxis;
class SnapshotComparisonModel;

// Two snapshots side by side at their peaks: a sentence with both peaks and the difference, a chart of the
// places in the user's code whose memory changed most (bars to the right grew from A to B, to the left
// shrank), and the whole table of places, sortable, with the stack in each row's tooltip.
class SnapshotComparisonView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kChartGroups = 10;

    explicit SnapshotComparisonView(QWidget* parent = nullptr);

    void setComparison(std::shared_ptr<const gml::SnapshotComparison> comparison);
    const gml::SnapshotComparison* comparison() const;

    SnapshotComparisonModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    ChartPanel* chartPanel() const { return m_panel; }
    QString headline() const;
    // The chart's bars, top group first: growth (B − A > 0) and shrinkage (< 0), in axis units.
    QBarSet* growthBars() const { return m_growth; }
    QBarSet* shrinkBars() const { return m_shrink; }
    double unitBytes() const { return m_unit; }

    // Writes the table as CSV to `path`; false with the reason.
    bool saveCsv(const QString& path, QString* error) const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslateUi();
    void applyTheme();
    // The `groups` largest changes as bars (fewer when the plot has no room for their names).
    void fillChart(int groups);
    int groupsThatFit() const;
    QString barLabel(int rank, const gml::StackGroup& group) const;
    void showBarTip(bool shown, int index);
    void chooseCsvFile();
    void relabelLater();

    std::shared_ptr<const gml::SnapshotComparison> m_comparison;
    SnapshotComparisonModel* m_model;
    QLabel* m_title;
    QLabel* m_headline;
    QLabel* m_note;
    QChart* m_chart;
    ChartPanel* m_panel;
    QHorizontalStackedBarSeries* m_series;
    QBarSet* m_growth;
    QBarSet* m_shrink;
    QBarCategoryAxis* m_groups;
    QValueAxis* m_bytes;
    QTableView* m_table;
    QPushButton* m_saveCsv;
    QStringList m_labels;                       // the category axis's, bottom first
    std::vector<const gml::StackGroup*> m_bars; // the groups drawn, bottom first
    bool m_relabelQueued = false;
    int m_shownGroups = kChartGroups;
    double m_unit = 1.0;
    int m_unitPower = 0;
};
