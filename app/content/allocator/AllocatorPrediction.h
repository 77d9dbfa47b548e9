#pragma once

#include "allocator/AllocatorScenario.h"
#include "allocator/ScenarioRunner.h"
#include "app/content/lesson/LessonPrediction.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

// A prediction step of an allocator scenario, worked out from the run: what the learner is asked before the
// step plays (will its first allocation fit, or which free block will it take, or a new segment) and what
// the allocator did, with its reason in the learner's language. The learner answers on the memory map, as
// it stands before the step (a click reports the address clicked), or with the buttons beside it.
class AllocatorPrediction : public LessonPrediction
{
    Q_DECLARE_TR_FUNCTIONS(AllocatorPrediction)

public:
    // The buttons' ids.
    enum Button { kFits, kOutOfMemory, kNewSegment };

    // The prediction of step `step` of `runner`'s run, or nullopt when that step asks none.
    static std::optional<AllocatorPrediction> of(const gml::ScenarioRunner& runner, std::size_t step);

    gml::ScenarioStep::Prediction kind() const { return m_kind; }
    std::size_t step() const override { return m_step; }
    // The question, with the tensor and its size.
    QString question() const override;
    QList<QPair<int, QString>> buttons() const override;
    QString pictureHint() const override;
    // The free cached blocks before the step, by size and address.
    QList<QPair<std::uint64_t, QString>> pictureChoices() const override;
    bool judgeButton(int id) const override;
    // A click on a block that is not free is no answer at all.
    std::optional<bool> judgeClick(std::uint64_t address, QString* why) const override;
    QString clickWords(std::uint64_t address) const override;
    // What the allocator did and why, to read once the step has played.
    QString outcome() const override;
    QString headline() const override;
    // Where the tensor landed, when it fit.
    std::optional<std::uint64_t> answerOnPicture() const override;

    bool fits() const { return m_fits; }
    bool newSegment() const { return m_newSegment; }
    std::uint64_t blockTaken() const { return m_blockStart; }
    std::uint64_t address() const { return m_address; } // where the tensor landed, when it fit

private:
    gml::ScenarioStep::Prediction m_kind = gml::ScenarioStep::Prediction::None;
    std::size_t m_step = 0;
    QString m_tensor;
    std::uint64_t m_bytes = 0;
    bool m_fits = true;
    bool m_newSegment = false;
    std::uint64_t m_blockStart = 0; // the free block it took, in the state before the step
    std::uint64_t m_blockSize = 0;
    std::uint64_t m_address = 0;
    std::uint64_t m_blockTakenSize = 0; // the block the tensor got (its size rounded as the allocator does)
    gml::AllocatorState m_before;
    QString m_reason; // the engine's account of the allocation (or of its out-of-memory)
};
