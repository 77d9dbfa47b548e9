#include "widgets/kvcache/KvCacheLessonView.h"

#include "widgets/common/ScrollColumn.h"

#include <QScrollArea>

#include "widgets/common/TextFit.h"
#include "widgets/kvcache/BlockTableView.h"
#include "widgets/kvcache/KvBudgetPanel.h"
#include "widgets/kvcache/KvSidePanel.h"
#include "widgets/kvcache/KvWasteChart.h"
#include "widgets/lesson/LessonLayout.h"
#include "widgets/presentation/PresentationCaption.h"

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
    // Each page scrolls up and down when it is taller than its place (a short window, presentation's large
    // text): the splitter above gives the tabs the height that is left, not their least height, and squeezed
    // the chart's axis under its slider.
    m_tabs->addTab(ScrollColumn::around(m_waste, ScrollColumn::Fit::Least), QString());
    m_tabs->addTab(ScrollColumn::around(m_budget), QString());
    TextFit::elideTabs(m_tabs->tabBar());
    m_side->setMinimumWidth(320);
    m_layout = new LessonLayout(m_blockTable, m_tabs, m_side, this);
    connect(m_side, &KvSidePanel::narrationChanged, m_layout->caption(), &PresentationCaption::setNarration);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_layout);
    retranslateUi();
}

void KvCacheLessonView::showPage(Page page)
{
    m_tabs->setCurrentIndex(page == Page::Waste ? 0 : 1);
}

KvCacheLessonView::Page KvCacheLessonView::shownPage() const
{
    return m_tabs->currentIndex() == 0 ? Page::Waste : Page::Budget;
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
