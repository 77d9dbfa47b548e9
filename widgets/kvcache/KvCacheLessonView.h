#pragma once

#include <QWidget>

class LessonLayout;

class BlockTableView;
class KvBudgetPanel;
class KvSidePanel;
class KvWasteChart;
class QTabWidget;

// The paged KV cache lesson's visualization: the block tables above, the waste comparison and the memory
// budget in tabs below, the side panel beside.
class KvCacheLessonView : public QWidget
{
    Q_OBJECT

public:
    explicit KvCacheLessonView(QWidget* parent = nullptr);

    LessonLayout* lessonLayout() const { return m_layout; }

    BlockTableView* blockTable() const { return m_blockTable; }
    KvWasteChart* wasteChart() const { return m_waste; }
    KvBudgetPanel* budgetPanel() const { return m_budget; }
    KvSidePanel* sidePanel() const { return m_side; }
    QTabWidget* tabs() const { return m_tabs; }
    // The page of the tabs under the block tables: the waste chart or the memory budget.
    enum class Page { Waste, Budget };
    void showPage(Page page);
    Page shownPage() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    BlockTableView* m_blockTable;
    KvWasteChart* m_waste;
    KvBudgetPanel* m_budget;
    KvSidePanel* m_side;
    QTabWidget* m_tabs;
    LessonLayout* m_layout;
};
