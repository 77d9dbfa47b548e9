#pragma once

#include "app/content/lesson/LessonPrediction.h"
#include "checkpoint/CheckpointTrace.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

// A prediction step of a checkpointing timeline (a narrated step a chain file lists under "predict"): before
// it plays, the learner picks the layer whose forward runs again first in it, by clicking the layer in the
// timeline (a box in a lane or a row of the live stack) or from the list, or answers that none does. Then the
// schedule's reasons: the backward about to run needs activations the first sweep did not keep, so the
// forwards run again from the nearest checkpoint below; or what it needs is still there (kept, or back from
// host memory), and nothing runs again.
class CheckpointPrediction : public LessonPrediction
{
    Q_DECLARE_TR_FUNCTIONS(CheckpointPrediction)

public:
    // The button that answers "none runs again".
    static constexpr int kNone = 0;

    // Step `step` (0-based; the forward pass is step 0 and asks nothing) of `timeline`, whose steps end at
    // `stepEnds` (CheckpointSteps), on a chain of `layers` layers; nullopt where there is no such step.
    static std::optional<CheckpointPrediction> of(const gml::CheckpointTrace& timeline, const QList<int>& stepEnds,
                                                  std::size_t step, std::uint32_t layers);

    std::size_t step() const override { return m_step; }
    QString question() const override;
    QList<QPair<int, QString>> buttons() const override;
    QString pictureHint() const override;
    // Every layer of the chain.
    QList<QPair<std::uint64_t, QString>> pictureChoices() const override;
    bool judgeButton(int id) const override { return id == kNone && !m_recompute; }
    std::optional<bool> judgeClick(std::uint64_t layer, QString* why) const override;
    QString clickWords(std::uint64_t layer) const override;
    QString outcome() const override;
    QString headline() const override;
    std::optional<std::uint64_t> answerOnPicture() const override;

    // The layer (0-based) whose forward runs again first in the step; nullopt when none does.
    std::optional<std::uint32_t> answer() const;

private:
    std::size_t m_step = 0;
    std::uint32_t m_layers = 0;
    gml::CheckpointTrace m_timeline;
    std::size_t m_first = 0;                 // the step's first operation
    std::uint32_t m_backwardLayer = 0;       // the first layer whose backward the step runs (0-based)
    std::optional<std::size_t> m_recompute;  // the step's first forward run again, if any
    // Without one: what the backward finds instead, made again only in part (selective recomputation),
    // copied back from host memory (offloading), or kept by the first sweep.
    enum class Instead { Kept, Fetched, PartRecomputed };
    Instead m_instead = Instead::Kept;
};
