#include "AllocatorLessonView.h"

#include "AllocatorCharts.h"
#include "AllocatorSidePanel.h"
#include "MemoryMapView.h"

#include <QHBoxLayout>
#include <QSplitter>

AllocatorLessonView::AllocatorLessonView(QWidget* parent)
    : QWidget(parent), m_map(new MemoryMapView), m_charts(new AllocatorCharts), m_side(new AllocatorSidePanel)
{
    setObjectName(QStringLiteral("allocatorLesson"));
    auto* left = new QSplitter(Qt::Vertical);
    left->addWidget(m_map);
    left->addWidget(m_charts);
    left->setStretchFactor(0, 3);
    left->setStretchFactor(1, 2);
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(m_side);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    m_side->setMinimumWidth(340);
    split->setSizes({900, 360});
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
}
