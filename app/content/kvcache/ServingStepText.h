#pragma once

#include "kvcache/KvServingStep.h"

#include <QCoreApplication>
#include <QString>

// The narration of one step of a serving walkthrough, written from what the scheduler did: whole sentences
// for each preemption, resumption, admission and finish, then the counts.
class ServingStepText
{
    Q_DECLARE_TR_FUNCTIONS(ServingStepText)

public:
    static QString narrate(const gml::KvServingStep& step);
};
