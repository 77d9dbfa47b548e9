#pragma once

#include "app/content/lesson/LessonPrediction.h"
#include "kvcache/KvWalkthrough.h"

#include <QCoreApplication>
#include <QStringList>

#include <functional>
#include <optional>

// A prediction step of a KV cache walkthrough (a step marked "predict": "block"): before it plays, the
// learner picks the physical block the step's first generated token will be written into, by clicking it
// in the pool (or a table entry, or the free queue) or from the list. Then the engine's reasons: the last
// block had room; it was full, so a new block came from the free queue's head; or it was shared, so it was
// copied first (copy-on-write) and the token went into the copy.
class KvPrediction : public LessonPrediction
{
    Q_DECLARE_TR_FUNCTIONS(KvPrediction)

public:
    // Step `step` of `walkthrough`'s prediction, or nullopt where it asks none (or its decode wrote nothing:
    // the request was not running). `words`: the tokens' words in the learner's language, read when shown.
    static std::optional<KvPrediction> of(const gml::KvWalkthrough& walkthrough, std::size_t step,
                                          std::function<QStringList()> words);

    std::size_t step() const override { return m_step; }
    QString question() const override;
    QList<QPair<int, QString>> buttons() const override { return {}; }
    QString pictureHint() const override;
    // Every physical block, with what it holds before the step.
    QList<QPair<std::uint64_t, QString>> pictureChoices() const override;
    bool judgeButton(int) const override { return false; }
    std::optional<bool> judgeClick(std::uint64_t block, QString* why) const override;
    QString clickWords(std::uint64_t block) const override;
    QString outcome() const override;
    QString headline() const override;
    std::optional<std::uint64_t> answerOnPicture() const override { return m_landed; }

private:
    enum class How { InPlace, NewBlock, CopyOnWrite };

    std::size_t m_step = 0;
    gml::KvCacheTrace m_trace;            // the walkthrough's (a few hundred events at most)
    gml::KvCacheState m_before;           // the pool as the learner sees it when asked
    std::size_t m_written = 0;            // the event that wrote the token
    std::optional<std::size_t> m_newBlock; // the event that gave it a block first (new or copied), if any
    gml::KvSequenceId m_sequence = 0;
    gml::KvBlockId m_landed = 0;
    How m_how = How::InPlace;
    std::function<QStringList()> m_words;
};
