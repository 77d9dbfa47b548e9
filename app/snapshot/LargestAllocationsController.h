#pragma once

#include "app/snapshot/SnapshotDocument.h"
#include "run/LargestAllocations.h"

#include <QObject>

#include <memory>
#include <vector>

class LargestAllocationsView;
class Player;
class SnapshotSelection;

// The largest allocations alive at the peak and at each recorded out-of-memory error: the moment chosen is
// listed largest first; a row chosen moves the player to that moment and selects the allocation; the list
// exports as CSV.
class LargestAllocationsController : public QObject
{
    Q_OBJECT

public:
    LargestAllocationsController(LargestAllocationsView* view, Player& player, SnapshotSelection& selection,
                                 QObject* parent = nullptr);

    void setDocument(std::shared_ptr<SnapshotDocument> document);
    void showMoment(int moment);
    // The events each moment stands for (the peak first, then each out-of-memory error).
    const std::vector<std::size_t>& momentEvents() const { return m_moments; }
    const std::vector<gml::LiveAllocation>& rows() const { return m_rows; }
    bool exportCsv(const QString& path, QString* error) const;
    void retranslate();

private:
    void showMoments();
    void askAndExport();

    static constexpr std::size_t kRows = 100;

    LargestAllocationsView* m_view;
    Player& m_player;
    SnapshotSelection& m_selection;
    std::shared_ptr<SnapshotDocument> m_document;
    std::vector<std::size_t> m_moments;
    int m_moment = 0;
    std::vector<gml::LiveAllocation> m_rows;
};
