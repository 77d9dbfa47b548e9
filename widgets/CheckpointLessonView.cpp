#include "CheckpointLessonView.h"

#include "CheckpointCharts.h"
#include "CheckpointSidePanel.h"
#include "CheckpointTimelineView.h"
#include "ModelBudgetPanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>

CheckpointLessonView::CheckpointLessonView(QWidget* parent)
    : QWidget(parent), m_timeline(new CheckpointTimelineView), m_charts(new CheckpointCharts),
      m_model(new ModelBudgetPanel), m_modelPage(new QScrollArea), m_side(new CheckpointSidePanel),
      m_tabs(new QTabWidget)
{
    setObjectName(QStringLiteral("checkpointLesson"));
    m_tabs->setObjectName(QStringLiteral("checkpointTabs"));
    m_tabs->addTab(m_charts, QString());
    m_modelPage->setWidget(m_model);
    m_modelPage->setWidgetResizable(true);
    m_modelPage->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(m_modelPage, QString());
    m_tabs->setMinimumHeight(260);
    auto* left = new QSplitter(Qt::Vertical);
    left->addWidget(m_timeline);
    left->addWidget(m_tabs);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 1);
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(m_side);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    m_side->setMinimumWidth(280); // its text wraps: narrower only makes it longer
    split->setSizes({1000, 380});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    retranslateUi();
}

void CheckpointLessonView::showModelBudget(bool show)
{
    m_tabs->setCurrentWidget(show ? static_cast<QWidget*>(m_modelPage) : m_charts);
}

void CheckpointLessonView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void CheckpointLessonView::retranslateUi()
{
    m_tabs->setTabText(0, tr("Memory and trade-off"));
    m_tabs->setTabText(1, tr("The whole model's memory"));
}
