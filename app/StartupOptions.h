#pragma once

#include "device/DeviceSelector.h"

#include <QString>
#include <QStringList>

// What the command line asked for. Parsed before any window exists, so --help and --version work without a
// display.
struct StartupOptions
{
    QString lesson;   // empty: the one open last time
    QString language; // empty: the one chosen last time, else English
    gml::DeviceKind device = gml::DeviceKind::Automatic;
    QStringList extraContentFolders; // --content DIR: more lessons and quizzes
    QStringList files;               // positional: snapshot files to open (issue 4)

    enum class Outcome { Run, ExitOk, ExitBadInput };
    // Parses argv; on ExitOk/ExitBadInput, `message` is what to print (help, version, or the error).
    static Outcome parse(const QStringList& arguments, StartupOptions* options, QString* message);
};
