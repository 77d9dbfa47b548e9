#pragma once

#include "trace/AllocatorStats.h"

#include <QWidget>

class ActiveMemoryTimelineView;
class LargestAllocationsView;
class MemoryCategoryView;
class SnapshotFindBox;
class SnapshotReportView;
class StackFramesView;
class MemoryMapView;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QScrollArea;
class QLabel;
class ErrorMessageLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTabWidget;
class StepControls;

// An opened PyTorch memory snapshot: the allocator's memory map at the player's cursor, the active memory
// timeline, the current event, a search (Ctrl+F), the selected allocation's stack, and a "what if" replay under
// other allocator settings beside the recorded run. Further tabs: what the memory was for (a guess by
// category), the largest live allocations at the peak and at each out-of-memory error, and a report (why it
// ran out, the recorded settings, pools and streams). P goes to the peak, O to the next out-of-memory error.
class SnapshotView : public QWidget
{
    Q_OBJECT

public:
    explicit SnapshotView(QWidget* parent = nullptr);

    MemoryMapView* memoryMap() const { return m_map; }
    ActiveMemoryTimelineView* timeline() const { return m_timeline; }
    MemoryCategoryView* categories() const { return m_categories; }
    LargestAllocationsView* largest() const { return m_largest; }
    SnapshotReportView* report() const { return m_report; }
    StackFramesView* stack() const { return m_stack; }
    SnapshotFindBox* findBox() const { return m_find; }
    QTabWidget* tabs() const { return m_tabs; }
    QComboBox* streamFilter() const { return m_stream; }

    void setSummary(const QString& title, const QString& details);
    void setDevices(const QList<int>& devices, int current);
    void setEventText(const QString& text);
    // The trace's moments (the recording's start, the peaks, each out-of-memory error, the end) as steps.
    StepControls* steps() const { return m_steps; }
    // Where the player is among them, and the step's text (empty on the way to its end).
    void setStep(const QString& place, const QString& text);
    void setStats(const gml::AllocatorStats& stats, double fragmentation);
    // The streams to filter by: their names (the recorded ids) and the replay's numbers; "all" comes first.
    void setStreams(const QStringList& names, const QList<quint32>& streams);
    // Scrolls the side panel so the selected allocation's stack is in view.
    void revealStack();
    // Whether there is an out-of-memory error to go to (O) and a peak (P).
    void setGoTo(bool peak, bool outOfMemory);
    // Two columns of figures: the recorded run and the what-if run ("" while there is none).
    void setComparison(const QStringList& rows, const QStringList& recorded, const QStringList& whatIf);
    void setWhatIfMessage(const QString& text, bool isError);
    QString whatIfConfiguration() const;
    std::uint64_t whatIfCapacity() const; // 0: as recorded

signals:
    void deviceChosen(int device);
    // The stream filter: -1 for every stream, else the replay's stream number.
    void streamChosen(qint64 stream);
    void peakRequested();
    void outOfMemoryRequested();
    void whatIfRequested(const QString& conf, quint64 capacity);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    // The side panel's least width is its content's: text wraps, but a word, a field or a table column does
    // not, and cut at the right edge they were lost (Swahili, presentation type).
    void fitSidePanel();
    // The what-if table's least height for the width it has (see the constructor).
    void holdComparisonHeight();

    QLabel* m_title;
    QLabel* m_details;
    QLabel* m_deviceLabel;
    QComboBox* m_device;
    MemoryMapView* m_map;
    ActiveMemoryTimelineView* m_timeline;
    MemoryCategoryView* m_categories;
    QTabWidget* m_tabs;
    QLabel* m_stepPlace;
    StepControls* m_steps;
    QLabel* m_stepText;
    QLabel* m_eventTitle;
    QLabel* m_event;
    QLabel* m_stats;
    QWidget* m_side;
    QScrollArea* m_sideScroll;
    StackFramesView* m_stack;
    SnapshotFindBox* m_find;
    LargestAllocationsView* m_largest;
    SnapshotReportView* m_report;
    QLabel* m_streamLabel;
    QComboBox* m_stream;
    QPushButton* m_goToPeak;
    QPushButton* m_goToOom;
    QGroupBox* m_whatIfBox;
    QLabel* m_whatIfTitle;
    QLineEdit* m_conf;
    QLabel* m_capacityLabel;
    QDoubleSpinBox* m_capacity;
    QPushButton* m_replay;
    QLabel* m_comparison;
    ErrorMessageLabel* m_whatIfMessage;
};
