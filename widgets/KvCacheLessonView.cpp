#include "KvCacheLessonView.h"

#include "BlockTableView.h"
#include "KvBudgetPanel.h"
#include "KvSidePanel.h"
#include "KvWasteChart.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QSplitter>
#include <QTabWidget>

KvCacheLessonView::KvCacheLessonView(QWidget* parent)
    : QWidget(parent), m_blockTable(new BlockTableView), m_waste(new KvWasteChart),
      m_budget(new KvBudgetPanel), m_side(new KvSidePanel), m_tabs(new QTabWidget)
{
    setObjectName(QStringLiteral("kvCacheLesson"));
    m_tabs->setObjectName(QStringLiteral("kvTabs"));
    m_tabs->addTab(m_waste, QString());
    m_tabs->addTab(m_budget, QString());
    auto* left = new QSplitter(Qt::Vertical);
    left->addWidget(m_blockTable);
    left->addWidget(m_tabs);
    left->setStretchFactor(0, 3);
    left->setStretchFactor(1, 2);
    // No fixed minimum height for the tabs: their own (what the chart, its slider and the line below need,
    // in the current language's font) applies, so a short window scrolls the page instead of drawing the
    // slider over the chart's axis, as a fixed 260 pixels did.
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(m_side);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    m_side->setMinimumWidth(320);
    split->setSizes({900, 340});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    retranslateUi();
}

void KvCacheLessonView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void KvCacheLessonView::retranslateUi()
{
    m_tabs->setTabText(0, tr("Waste by block size"));
    m_tabs->setTabText(1, tr("Memory budget"));
}
