#pragma once

#include <QList>
#include <QPair>
#include <QString>

#include <cstdint>
#include <optional>

// A prediction step of a lesson's run, worked out from the run before the learner answers: what is asked,
// the answers given as buttons and those given on the picture (a free block in the allocator's map, a
// physical block of the KV pool, a layer of the checkpointed chain), how an answer is judged, and what the
// engine did and why, in the learner's language. PredictionFlow asks it and plays the step.
class LessonPrediction
{
public:
    virtual ~LessonPrediction() = default;

    // The step it asks about (the step before it is on screen while asking).
    virtual std::size_t step() const = 0;
    virtual QString question() const = 0;
    // The answers that are buttons: an id and the words on it.
    virtual QList<QPair<int, QString>> buttons() const = 0;
    // How to answer on the picture; empty where only the buttons answer.
    virtual QString pictureHint() const = 0;
    // The answers on the picture, each as the picture reports it and in words ("physical block 3"), listed
    // beside the picture for the keyboard and screen readers; empty where only the buttons answer.
    virtual QList<QPair<std::uint64_t, QString>> pictureChoices() const = 0;
    virtual bool judgeButton(int id) const = 0;
    // Whether `picked` on the picture (what the lesson's view reports: an address, a block id, a layer) is
    // the answer; nullopt, with `why` saying so, when what was clicked is no answer at all.
    virtual std::optional<bool> judgeClick(std::uint64_t picked, QString* why) const = 0;
    // The words for an answer clicked, said back while a class's choice waits for the teacher.
    virtual QString clickWords(std::uint64_t picked) const = 0;
    // What the engine did and why, to read once the step has played.
    virtual QString outcome() const = 0;
    // What it did, in one sentence: where the engine's own account is on screen beside it anyway.
    virtual QString headline() const = 0;
    // What on the picture answers it, selected once the step has played; nullopt for nothing.
    virtual std::optional<std::uint64_t> answerOnPicture() const = 0;
};
