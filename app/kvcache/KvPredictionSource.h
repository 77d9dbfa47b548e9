#pragma once

#include "app/common/PredictionSource.h"

#include <QStringList>

#include <functional>

class KvCacheLesson;

// The KV cache lesson's prediction steps for PredictionFlow: the steps of its walkthrough's script marked
// "predict": "block", each worked out from the trace (KvPrediction), kept under "walkthrough/scene".
class KvPredictionSource : public PredictionSource
{
public:
    // `words`: the walkthrough's tokens as words of the learner's language.
    KvPredictionSource(const KvCacheLesson& lesson, std::function<QStringList()> words)
        : m_lesson(lesson), m_words(std::move(words))
    {
    }

    QList<int> predictionStepEnds() const override;
    bool asksPrediction(std::size_t step) const override;
    std::shared_ptr<const LessonPrediction> prediction(std::size_t step) const override;
    QString predictionKey(std::size_t step) const override;

private:
    const KvCacheLesson& m_lesson;
    std::function<QStringList()> m_words;
};
