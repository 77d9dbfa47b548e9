#include "KvCacheLessonView.h"

#include "BlockTableView.h"
#include "KvBudgetPanel.h"
#include "KvSidePanel.h"
#include "KvWasteChart.h"
#include "LessonLayout.h"
#include "PresentationCaption.h"
#include "TextFit.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QTabBar>
#include <QTabWidget>

KvCacheLessonView::KvCacheLessonView(QWidget* parent)
    : QWidget(parent), m_blockTable(new BlockTableView), m_waste(new KvWasteChart),
      m_budget(new KvBudgetPanel), m_side(new KvSidePanel), m_tabs(new QTabWidget)
{
    setObjectName(QStringLiteral("kvCacheLesson"));
    m_tabs->setObjectName(QStringLiteral("kvTabs"));
    m_tabs->addTab(m_waste, QString());
    m_tabs->addTab(m_budget, QString());
    TextFit::elideTabs(m_tabs->tabBar());
    // No fixed minimum height for the tabs: their own (what the chart, its slider and the line below need,
    // in the current language's font) applies, so a short window scrolls the page instead of drawing the
    // slider over the chart's axis, as a fixed 260 pixels did.
    m_side->setMinimumWidth(320);
    m_layout = new LessonLayout(m_blockTable, m_tabs, m_side, this);
    connect(m_side, &KvSidePanel::narrationChanged, m_layout->caption(), &PresentationCaption::setNarration);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_layout);
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
    TextFit::setTabText(m_tabs->tabBar(), 0, tr("Waste by block size"));
    TextFit::setTabText(m_tabs->tabBar(), 1, tr("Memory budget"));
}
