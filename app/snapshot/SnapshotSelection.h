#pragma once

#include "app/snapshot/SnapshotDocument.h"

#include <QObject>

#include <memory>
#include <optional>

class Player;
class SnapshotView;

// One allocation selected on every view of a snapshot: a click on a timeline band, a block of the map, a row
// of the largest allocations or a search result selects it on the others too, and shows its stack. When the
// allocation is not alive at the player's cursor, the player goes to the event that made it.
class SnapshotSelection : public QObject
{
    Q_OBJECT

public:
    SnapshotSelection(SnapshotView* view, Player& player, QObject* parent = nullptr);

    void setDocument(std::shared_ptr<SnapshotDocument> document);
    void setActive(bool active) { m_active = active; }
    // Selects the allocation made by replay event `allocEvent` (an alloc); moves the player only when it is
    // not alive at the cursor.
    void selectAllocation(std::size_t allocEvent);
    void clear();
    std::optional<std::size_t> selected() const { return m_selected; }
    // Writes the stack's heading again in the language just installed.
    void retranslate();

private:
    // The alloc event of the block at `address` alive at the cursor; none when the map's block predates
    // every event (it cannot) or the address holds no allocation.
    std::optional<std::size_t> allocEventAt(std::uint64_t address) const;
    // The replay event that frees the allocation made by `allocEvent`; the trace's size when it lives on.
    std::size_t freeEventOf(std::size_t allocEvent) const;
    void showStack(std::size_t allocEvent);
    void onBlockSelected(std::uint64_t address);

    SnapshotView* m_view;
    Player& m_player;
    std::shared_ptr<SnapshotDocument> m_document;
    std::optional<std::size_t> m_selected;
    bool m_active = false;
    bool m_selecting = false; // while the selection itself moves the map: its signals are ours
};
