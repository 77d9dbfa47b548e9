#include "widgets/checkpoint/CheckpointLessonView.h"

#include "widgets/common/ScrollColumn.h"

#include "widgets/checkpoint/CheckpointCharts.h"
#include "widgets/checkpoint/CheckpointSidePanel.h"
#include "widgets/checkpoint/CheckpointTimelineView.h"
#include "widgets/checkpoint/ModelBudgetPanel.h"
#include "widgets/common/TextFit.h"
#include "widgets/lesson/LessonLayout.h"
#include "widgets/presentation/PresentationCaption.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QScrollArea>
#include <QTabBar>
#include <QTabWidget>

CheckpointLessonView::CheckpointLessonView(QWidget* parent)
    : QWidget(parent), m_timeline(new CheckpointTimelineView), m_charts(new CheckpointCharts),
      m_model(new ModelBudgetPanel), m_modelPage(ScrollColumn::around(m_model)), m_side(new CheckpointSidePanel),
      m_tabs(new QTabWidget)
{
    setObjectName(QStringLiteral("checkpointLesson"));
    m_tabs->setObjectName(QStringLiteral("checkpointTabs"));
    // Each page scrolls up and down when it is taller than its place (the charts with their legends and
    // titles on a short screen or at presentation size), and never sideways: its rows wrap instead.
    m_chartsPage = ScrollColumn::around(m_charts, ScrollColumn::Fit::Least);
    m_tabs->addTab(m_chartsPage, QString());
    m_tabs->addTab(m_modelPage, QString());
    TextFit::elideTabs(m_tabs->tabBar());
    m_tabs->setMinimumHeight(260);
    m_side->setMinimumWidth(300); // its text wraps: narrower only makes it longer; its step buttons need 270 px in Swahili
    m_layout = new LessonLayout(m_timeline, m_tabs, m_side, this);
    connect(m_side, &CheckpointSidePanel::narrationChanged, m_layout->caption(), &PresentationCaption::setNarration);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_layout);
    retranslateUi();
}

void CheckpointLessonView::showModelBudget(bool show)
{
    m_tabs->setCurrentWidget(show ? m_modelPage : m_chartsPage);
}

void CheckpointLessonView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void CheckpointLessonView::retranslateUi()
{
    TextFit::setTabText(m_tabs->tabBar(), 0, tr("Memory and trade-off"));
    TextFit::setTabText(m_tabs->tabBar(), 1, tr("The whole model's memory"));
}
