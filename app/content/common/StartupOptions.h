#pragma once

#include "device/DeviceSelector.h"

#include <QString>
#include <QStringList>

class QCommandLineParser;

// What the command line asked for. Parsed before any window exists, so --help and --version work without a
// display.
struct StartupOptions
{
    QString lesson;   // empty: the one open last time
    QString language; // empty: the one chosen last time, else English
    gml::DeviceKind device = gml::DeviceKind::Automatic;
    QStringList extraContentFolders; // --content DIR: more lessons and quizzes
    QStringList files;               // positional: a snapshot to open (issue 4), or a run: a folder or several files (issue 22)
    bool compare = false;            // --compare A B: the two files compared, not opened

    // --export DIR: write the lesson's (or the snapshot's) views as files and exit, without a window.
    QString exportDirectory; // empty: run the application
    QString exportScenario; // --scenario NAME: an allocator scenario, a KV walkthrough or a checkpoint schedule
    QString exportFormat = QStringLiteral("png");
    int exportStep = 0; // --step N (1-based); 0: where the lesson opens
    bool exportAllSteps = false;
    double exportScale = 1.0;
    bool exporting() const { return !exportDirectory.isEmpty(); }

    enum class Outcome { Run, ExitOk, ExitBadInput };
    // Parses argv; on ExitOk/ExitBadInput, `message` is what to print (help, version, or the error).
    static Outcome parse(const QStringList& arguments, StartupOptions* options, QString* message);

private:
    static bool parseExport(const QCommandLineParser& parser, StartupOptions* options, QString* message);
};
