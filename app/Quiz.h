#pragma once

#include "LocalizedText.h"

#include <QList>
#include <QString>

struct QuizQuestion
{
    static constexpr int kOptionCount = 4;

    QString id;
    LocalizedText prompt;
    QList<LocalizedText> options; // in their original order; answers are stored by this index
    int correct = -1;             // original index of the correct option
    LocalizedText explanation;
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
