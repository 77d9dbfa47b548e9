#pragma once

#include "app/snapshot/SnapshotDocument.h"
#include "trace/AllocatorState.h"

#include <QObject>

#include <memory>

class Player;
class SnapshotView;

// Shows an opened snapshot in its view and follows the window's player through the replayed trace: the
// memory map and statistics at the cursor, the event's explanation, the selected block's stack frames,
// annotations on the timeline, and what-if replays on request.
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
    void showFrames(std::uint64_t address);
    void showComparison();
    void showSteps();
    QString describe() const;

    SnapshotView* m_view;
    Player& m_player;
    std::shared_ptr<SnapshotDocument> m_document;
    QList<int> m_stepEnds;     // the document's moments (SnapshotSteps), by the event each ends on
    QStringList m_stepTexts;   // and what each says there
    bool m_active = false;
};
