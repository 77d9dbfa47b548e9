#pragma once

#include "snapshot/MemorySnapshot.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// A recorded stack as lines a person reads, innermost first: "forward  —  model.py:42". Frames every stack
// shares (the unwinder, the interpreter, torch and c10) are marked folded (StackFrameKind).
class StackFrameLines
{
    Q_DECLARE_TR_FUNCTIONS(StackFrameLines)

public:
    struct Line
    {
        QString text;
        bool folded = false;
    };

    static QList<Line> of(const gml::MemorySnapshot& snapshot, std::uint32_t stack);
    static QString frameText(const gml::MemorySnapshot& snapshot, std::uint32_t frame);
    // The first `count` frames that are not folded, joined by " ← " (callers to the right); the innermost
    // frame when all are folded; "" for no stack.
    static QString shownFrames(const gml::MemorySnapshot& snapshot, std::uint32_t stack, int count = 2);
};
