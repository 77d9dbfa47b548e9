#pragma once

#include "snapshot/SnapshotReplay.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// An opened snapshot's trace cut into the moments an engineer looks for: where the recording begins, where
// allocated and reserved memory peak, each out-of-memory error (the first kMaxOoms), and the end. Each is a
// step of the player, ending on its event, with a text made from the replay's state there.
class SnapshotSteps
{
    Q_DECLARE_TR_FUNCTIONS(SnapshotSteps)

public:
    enum class Kind
    {
        Start,
        AllocatedPeak,
        ReservedPeak,
        OutOfMemory,
        End
    };
    struct Step
    {
        Kind kind = Kind::Start;
        std::size_t event = 0;       // the trace index it ends on (the player's cursor)
        std::uint64_t allocated = 0; // bytes allocated after it (block sizes, rounded as the allocator keeps them)
        std::uint64_t reserved = 0;  // bytes reserved after it
        std::uint64_t requested = 0; // out of memory: the request that failed
        int oom = 0;                 // out of memory: which one (1-based)
        int ooms = 0;                //   of how many in the trace
        std::size_t recordedEvent = 0; // the same event by its index in the file's trace (SnapshotEventText)
    };
    static constexpr int kMaxOoms = 8;

    explicit SnapshotSteps(const gml::SnapshotReplay& replay);

    const QList<Step>& steps() const { return m_steps; }
    QList<int> stepEnds() const;

    static QString title(const Step& step);
    static QString narration(const Step& step);

private:
    QList<Step> m_steps;
};
