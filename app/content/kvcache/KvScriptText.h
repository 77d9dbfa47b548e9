#pragma once

#include "kvcache/KvScript.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <string>

// What is wrong with a KV cache script, in the learner's language: the engine says it in English for the
// command line (KvScriptError::message); here each kind of fault (KvScriptFault) is its own whole sentence,
// with the op and the line before it. A content folder's broken walkthrough, a scene's script and the
// sandbox's refusals are said this way.
class KvScriptText
{
    Q_DECLARE_TR_FUNCTIONS(KvScriptText)

public:
    static QString problem(const gml::KvScriptError& error);

private:
    // The sentence of the fault's kind, without the op and line; `a` holds its arguments, as shown.
    static QString sentence(gml::KvScriptFault fault, const QStringList& a);
    // An argument as the learner reads it: the engine's few English phrases for what a value is (a JSON
    // type, "an empty string", "a token id") in the learner's words; names and numbers as they are.
    static QString shown(const std::string& argument);
};
