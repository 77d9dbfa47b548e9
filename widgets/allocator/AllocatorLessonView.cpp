#include "widgets/allocator/AllocatorLessonView.h"

#include "widgets/allocator/AllocatorCharts.h"
#include "widgets/allocator/AllocatorSidePanel.h"
#include "widgets/allocator/MemoryMapView.h"
#include "widgets/lesson/LessonLayout.h"
#include "widgets/presentation/PresentationCaption.h"

#include <QHBoxLayout>

AllocatorLessonView::AllocatorLessonView(QWidget* parent)
    : QWidget(parent), m_map(new MemoryMapView), m_charts(new AllocatorCharts), m_side(new AllocatorSidePanel)
{
    setObjectName(QStringLiteral("allocatorLesson"));
    m_side->setMinimumWidth(340);
    m_layout = new LessonLayout(m_map, m_charts, m_side, this);
    connect(m_side, &AllocatorSidePanel::narrationChanged, m_layout->caption(), &PresentationCaption::setNarration);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_layout);
}
