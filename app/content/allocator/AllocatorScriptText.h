#pragma once

#include "allocator/AllocatorScenario.h"
#include "allocator/AllocatorScript.h"
#include "allocator/PyTorchLine.h"

#include <QCoreApplication>
#include <QString>

// An allocator script in the learner's language: what is wrong with a teacher's file (the engine's reader
// says it in English, for the command line; here each kind of fault is a sentence with the op and the line),
// and what a step does when the file brings no narration for it ("Allocates 100 MiB as “a” on stream 0.").
class AllocatorScriptText
{
    Q_DECLARE_TR_FUNCTIONS(AllocatorScriptText)

public:
    static QString problem(const gml::AllocatorScriptError& error);
    // Why a line typed in the sandbox cannot run, with the forms it can.
    static QString lineProblem(const gml::PyTorchLineError& error);
    // One sentence per op of the step.
    static QString describeStep(const gml::ScenarioStep& step);
    static QString describeAction(const gml::ScenarioAction& action);
};
