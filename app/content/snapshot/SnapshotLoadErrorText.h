#pragma once

#include "snapshot/LoadError.h"

#include <QCoreApplication>
#include <QString>

// Why a snapshot did not open, in the reader's language: a sentence for each kind of failure that says what
// to do, then the reader's own detail as PyTorch names things (the field path "device_traces[0][12].size", the
// Python type "an int of 20 digits", the opcode and byte offset), which is what a person reports or searches
// for, and which stays in those names in every language, as PyTorch's own messages do.
class SnapshotLoadErrorText
{
    Q_DECLARE_TR_FUNCTIONS(SnapshotLoadErrorText)

public:
    // The sentence alone.
    static QString reason(gml::LoadErrorKind kind);
    // The sentence, then "Details: …" with the reader's detail.
    static QString describe(const gml::LoadError& error);
};
