#pragma once

#include "run/MemoryCategoryGuesser.h"
#include "snapshot/MemorySnapshot.h"

#include <array>
#include <cstdint>
#include <vector>

namespace gml {

// The training phase that a snapshot's external_annotations ranges (START/END marks with a name, as
// record_function writes them) name at each moment, swept forwards in time: one pass over the marks however
// many allocations ask.
class AnnotationPhaseSweep
{
public:
    AnnotationPhaseSweep(const MemorySnapshot& snapshot, int device);

    // The phase the ranges open at `timeUs` name; when several are open, the latest phase of a step wins
    // (optimizer over backward over forward over parameter setup). Times must not go backwards.
    TrainingPhase phaseAt(std::int64_t timeUs);

private:
    const MemorySnapshot& m_snapshot;
    std::vector<const SnapshotAnnotation*> m_marks; // this device's, by time
    std::size_t m_next = 0;
    std::array<int, kTrainingPhaseCount> m_open{}; // ranges open per TrainingPhase
};

} // namespace gml
