#pragma once

#include "checkpoint/CheckpointChainScript.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <string>

// What is wrong with a checkpoint chain file, in the learner's language: the engine says it in English for
// the command line (CheckpointChainScriptError::message); here each kind of fault (CheckpointChainFault) is
// its own whole sentence, with the line before it. A content folder's broken chain file in the banner and a
// chosen file the lesson cannot plan are said this way.
class CheckpointChainText
{
    Q_DECLARE_TR_FUNCTIONS(CheckpointChainText)

public:
    static QString problem(const gml::CheckpointChainScriptError& error);

private:
    // The sentence of the fault's kind, without the line; `a` holds its arguments as the engine gave them.
    static QString sentence(gml::CheckpointChainFault fault, const QStringList& a);
    // The engine's few English phrases, each translated only where the sentence has one (a field's name
    // such as "layers" stays as the file writes it): what a JSON value is ("a string"), a range's unit
    // ("bytes"), a quantity ("a cost in milliseconds") and a place ("layer 3", "the chain file").
    static QString type(const QString& argument);
    static QString unit(const QString& argument);
    static QString quantity(const QString& argument);
    static QString place(const QString& argument);
};
