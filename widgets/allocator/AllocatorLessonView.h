#pragma once

#include <QWidget>

class LessonLayout;

class AllocatorCharts;
class AllocatorSidePanel;
class MemoryMapView;

// The caching-allocator lesson's visualization: the memory map above its charts, the side panel beside.
class AllocatorLessonView : public QWidget
{
    Q_OBJECT

public:
    explicit AllocatorLessonView(QWidget* parent = nullptr);

    LessonLayout* lessonLayout() const { return m_layout; }

    MemoryMapView* memoryMap() const { return m_map; }
    AllocatorCharts* charts() const { return m_charts; }
    AllocatorSidePanel* sidePanel() const { return m_side; }

private:
    MemoryMapView* m_map;
    AllocatorCharts* m_charts;
    AllocatorSidePanel* m_side;
    LessonLayout* m_layout;
};
