#pragma once

#include "app/content/common/LocalizedText.h"

#include <QList>
#include <QString>

// A question's "show me" link: the lesson scene that shows what the question is about.
struct ShowMeLink
{
    QString lesson;   // "caching-allocator"
    QString scenario; // the lesson's scenario or walkthrough
    QString scene;    // a named moment in it
    QString conf;     // settings to run it under (the allocator's PYTORCH_CUDA_ALLOC_CONF), often empty

    bool isValid() const { return !lesson.isEmpty() && !scene.isEmpty(); }
};

struct QuizQuestion
{
    static constexpr int kOptionCount = 4;

    QString id;
    LocalizedText prompt;
    QList<LocalizedText> options; // in their original order; answers are stored by this index
    int correct = -1;             // original index of the correct option
    LocalizedText explanation;
    ShowMeLink showMe; // may be empty
};

// A multiple-choice quiz attached to a lesson (resources/quizzes/<id>.json).
struct Quiz
{
    QString id;
    QString lessonId;
    QString level; // "intermediate", or empty
    LocalizedText title;
    LocalizedText description;
    QList<QuizQuestion> questions;
};
