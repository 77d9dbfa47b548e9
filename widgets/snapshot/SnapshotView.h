#pragma once

#include "trace/AllocatorStats.h"

#include <QWidget>

class ActiveMemoryTimelineView;
class MemoryCategoryView;
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
// timeline, the current event and the selected block's stack frames, and a "what if" replay under other
// allocator settings beside the recorded run; in a second tab, what the memory was for (a guess by category).
class SnapshotView : public QWidget
{
    Q_OBJECT

public:
    explicit SnapshotView(QWidget* parent = nullptr);

    MemoryMapView* memoryMap() const { return m_map; }
    ActiveMemoryTimelineView* timeline() const { return m_timeline; }
    MemoryCategoryView* categories() const { return m_categories; }
    QTabWidget* tabs() const { return m_tabs; }

    void setSummary(const QString& title, const QString& details);
    void setDevices(const QList<int>& devices, int current);
    void setEventText(const QString& text);
    // The trace's moments (the recording's start, the peaks, each out-of-memory error, the end) as steps.
    StepControls* steps() const { return m_steps; }
    // Where the player is among them, and the step's text (empty on the way to its end).
    void setStep(const QString& place, const QString& text);
    void setStats(const gml::AllocatorStats& stats, double fragmentation);
    void setFrames(const QStringList& frames);
    // Two columns of figures: the recorded run and the what-if run ("" while there is none).
    void setComparison(const QStringList& rows, const QStringList& recorded, const QStringList& whatIf);
    void setWhatIfMessage(const QString& text, bool isError);
    QString whatIfConfiguration() const;
    std::uint64_t whatIfCapacity() const; // 0: as recorded

signals:
    void deviceChosen(int device);
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
    QGroupBox* m_framesBox;
    QLabel* m_framesTitle; // the boxes' titles as wrapping labels: a group box title never wraps
    QListWidget* m_frames;
    QGroupBox* m_whatIfBox;
    QLabel* m_whatIfTitle;
    QLineEdit* m_conf;
    QLabel* m_capacityLabel;
    QDoubleSpinBox* m_capacity;
    QPushButton* m_replay;
    QLabel* m_comparison;
    ErrorMessageLabel* m_whatIfMessage;
};
