#pragma once

#include "app/snapshot/SnapshotDocument.h"
#include "trace/AllocatorState.h"

#include <QObject>

#include <memory>

class LargestAllocationsController;
class Player;
class SnapshotFindController;
class SnapshotSelection;
class SnapshotView;

// Shows an opened snapshot in its view and follows the window's player through the replayed trace: the
// memory map and statistics at the cursor, the event's explanation (an out-of-memory error with its report),
// annotations, the peak and out-of-memory errors on the timeline, the report tab, the stream filter, and
// what-if replays on request. Selection, search and the largest allocations have controllers of their own.
class SnapshotPresenter : public QObject
{
    Q_OBJECT

public:
    SnapshotPresenter(SnapshotView* view, Player& player, QObject* parent = nullptr);

    void setDocument(std::shared_ptr<SnapshotDocument> document);
    // While `path` loads: its memory at dump time, from its segments (the document shown until now stays
    // the presenter's; restore() shows it again if the load fails or is cancelled).
    void showDumpState(const QString& path, const gml::AllocatorState& state, int device);
    void restore();
    const SnapshotDocument* document() const { return m_document.get(); }
    void activate();
    void deactivate();
    // Writes what it shows again in the language just installed.
    void retranslate();
    // Replays the trace under `conf` on `capacity` bytes (0: the recorded capacity); false with the reason.
    bool runWhatIf(const QString& conf, std::uint64_t capacity, QString* error);

signals:
    // The learner picked another device: the window reloads the replay for it (off the GUI thread).
    void deviceRequested(int device);

private:
    void showEvent(int event);
    void showReport();
    void showStreams();
    void showPools();
    void filterStream(qint64 stream);
    void goToPeak();
    void goToNextOutOfMemory();
    // The event's explanation: a recorded out-of-memory error is explained by its report.
    QString eventText(std::size_t index) const;
    bool isOutOfMemory(std::size_t index) const; // a recorded out-of-memory error, with a report
    void showComparison();
    void showSteps();
    QString describe() const;
    std::size_t recordedCount() const; // events of the device's trace in the file

    SnapshotView* m_view;
    Player& m_player;
    std::shared_ptr<SnapshotDocument> m_document;
    QList<int> m_stepEnds;     // the document's moments (SnapshotSteps), by the event each ends on
    QStringList m_stepTexts;   // and what each says there
    bool m_active = false;
    SnapshotSelection* m_selection;
    SnapshotFindController* m_find;
    LargestAllocationsController* m_largest;
};
