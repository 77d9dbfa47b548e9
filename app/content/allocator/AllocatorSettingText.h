#pragma once

#include "allocator/SettingProblem.h"

#include <QCoreApplication>
#include <QString>

// What is wrong with a PYTORCH_CUDA_ALLOC_CONF string the learner typed, in their language: one sentence
// for each kind of mistake, naming the setting and the value as they were written.
class AllocatorSettingText
{
    Q_DECLARE_TR_FUNCTIONS(AllocatorSettingText)

public:
    static QString explain(const gml::SettingProblem& problem);
    // The problem with `conf`, or empty when there is none.
    static QString problemWith(const QString& conf);
};
