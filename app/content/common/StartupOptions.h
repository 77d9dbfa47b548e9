#pragma once

#include "device/DeviceSelector.h"

#include <QSize>
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

    // Where the lesson opens (in the window, or for --export): a teacher prepares a class with these.
    QString scenario; // --scenario NAME: an allocator scenario, a KV walkthrough or a checkpoint schedule
    int step = 0;     // --step N: narrated step N (1-based); 0: not given
    int event = 0;    // --event N: event (or operation) N (1-based); 0: not given

    // --export DIR: write the lesson's (or the snapshot's) views as files and exit, without a window.
    QString exportDirectory; // empty: run the application
    QString exportFormat = QStringLiteral("png");
    bool exportAllSteps = false;  // --all-steps: each narrated step's end
    bool exportAllEvents = false; // --all-events: every event
    double exportScale = 1.0;
    QSize exportPixelSize; // --size: each PNG's whole size; empty: the view's own size times the scale
    bool exporting() const { return !exportDirectory.isEmpty(); }

    enum class Outcome { Run, ExitOk, ExitBadInput };
    // Parses argv; on ExitOk/ExitBadInput, `message` is what to print (help, version, or the error).
    static Outcome parse(const QStringList& arguments, StartupOptions* options, QString* message);

private:
    static bool parsePlace(const QCommandLineParser& parser, StartupOptions* options, QString* message);
    static bool parseExport(const QCommandLineParser& parser, StartupOptions* options, QString* message);
    static bool parseExportSize(const QCommandLineParser& parser, StartupOptions* options, QString* message);
};
