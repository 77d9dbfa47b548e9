#pragma once

#include "app/content/common/StartupOptions.h"

#include <QCoreApplication>

class MainWindow;

// gpu-memory-lab --export DIR (--lesson ID [--scenario NAME] | SNAPSHOT_FILE | SCENE.gmlscene)
// [--step N | --event N | --all-steps | --all-events] --format png|svg|pdf [--scale S]: builds the window
// without showing it, opens the lesson (at scenario NAME) or snapshot, and writes each view at each asked-for
// place as DIR/<page>-<view>-step<N>.<ext> (a narrated step, drawn at its end, where its text applies) or
// DIR/<page>-<view>-event<N>.<ext> (<page>: the lesson's id, then "-NAME" with --scenario), printing each
// path written. Without a place, the lesson's first step (a snapshot: its last event; a scene: its own step,
// drawn as the scene shows it and named as that step of its scenario). Needs a QApplication
// (the offscreen platform does: no display).
class CommandLineExport
{
    Q_DECLARE_TR_FUNCTIONS(CommandLineExport)

public:
    explicit CommandLineExport(StartupOptions options);

    // The process's exit status: 0 written, 1 a file could not be read or written, 2 bad arguments.
    int run();

private:
    bool openSnapshot(MainWindow& window, QString* error);
    bool chooseScenario(MainWindow& window, QString* error);
    void watchBackgroundWork(MainWindow& window);
    void waitForBackgroundWork(MainWindow& window);

    StartupOptions m_options;
    bool m_tradeOffReady = false;
};
