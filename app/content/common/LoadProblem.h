#pragma once

#include <QString>

// A content or settings file that could not be used, and why: shown in the window and on stderr.
struct LoadProblem
{
    QString file;
    QString message;

    QString toString() const { return file + QStringLiteral(": ") + message; }
};
