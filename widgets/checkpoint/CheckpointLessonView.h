#pragma once

#include <QWidget>

class LessonLayout;

class CheckpointCharts;
class CheckpointSidePanel;
class CheckpointTimelineView;
class ModelBudgetPanel;
class QScrollArea;
class QTabWidget;

// The activation-checkpointing lesson's visualization: the timeline above two tabs (the memory and trade-off
// charts; the whole model's budget), the side panel beside.
class CheckpointLessonView : public QWidget
{
    Q_OBJECT

public:
    explicit CheckpointLessonView(QWidget* parent = nullptr);

    LessonLayout* lessonLayout() const { return m_layout; }

    CheckpointTimelineView* timeline() const { return m_timeline; }
    CheckpointCharts* charts() const { return m_charts; }
    ModelBudgetPanel* modelBudget() const { return m_model; }
    CheckpointSidePanel* sidePanel() const { return m_side; }
    // Brings the whole-model budget (true) or the charts (false) to the front.
    void showModelBudget(bool show);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    CheckpointTimelineView* m_timeline;
    CheckpointCharts* m_charts;
    ModelBudgetPanel* m_model;
    // m_model's tab: it scrolls when the tab is shorter than the panel. Squeezed instead, its wrapped
    // summary was laid over the chart's axis.
    QScrollArea* m_modelPage;
    QScrollArea* m_chartsPage;
    CheckpointSidePanel* m_side;
    QTabWidget* m_tabs;
    LessonLayout* m_layout;
};
