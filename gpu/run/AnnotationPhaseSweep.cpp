#include "run/AnnotationPhaseSweep.h"

#include <algorithm>

namespace gml {

AnnotationPhaseSweep::AnnotationPhaseSweep(const MemorySnapshot& snapshot, int device) : m_snapshot(snapshot)
{
    for (const SnapshotAnnotation& annotation : snapshot.externalAnnotations)
        if (annotation.device == device)
            m_marks.push_back(&annotation);
    // Stable: a range that ends and another that starts at the same microsecond stay in the file's order.
    std::stable_sort(
        m_marks.begin(), m_marks.end(),
        [](const SnapshotAnnotation* a, const SnapshotAnnotation* b) { return a->timeUs < b->timeUs; });
}

TrainingPhase AnnotationPhaseSweep::phaseAt(std::int64_t timeUs)
{
    for (; m_next < m_marks.size() && m_marks[m_next]->timeUs <= timeUs; ++m_next) {
        const SnapshotAnnotation& mark = *m_marks[m_next];
        const auto phase =
            static_cast<std::size_t>(MemoryCategoryGuesser::phaseOfText(m_snapshot.text(mark.name)));
        if (m_snapshot.text(mark.stage) == "START")
            ++m_open[phase];
        else if (m_open[phase] > 0) // an END without its START (the ring buffer dropped it) closes nothing
            --m_open[phase];
    }
    for (TrainingPhase phase : {TrainingPhase::InferenceCacheSetup, TrainingPhase::Optimizer, TrainingPhase::Backward,
                                TrainingPhase::Forward, TrainingPhase::ParameterSetup})
        if (m_open[static_cast<std::size_t>(phase)] > 0)
            return phase;
    return TrainingPhase::None;
}

} // namespace gml
