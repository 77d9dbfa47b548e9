// How long a training run takes to show in the window: opens DIR (a run folder) as File > Open run folder
// does, and prints when the first rank's lane showed and when the last file was read. Not a test (no
// assertion, real time): run it by hand on a large run, under /usr/bin/time -v for the peak memory.
//   bench_run_open DIR
#include "app/run/RunPresenter.h"
#include "app/window/MainWindow.h"
#include "widgets/run/RunLanesView.h"
#include "widgets/run/RunView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <cstdio>

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_run_open DIR\n");
        return 2;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    StartupOptions options;
    options.device = gml::DeviceKind::Simulated;
    MainWindow window(options);
    window.show();
    auto* presenter = window.findChild<RunPresenter*>();
    auto* view = window.findChild<RunView*>();

    QElapsedTimer clock;
    clock.start();
    window.openRun({QString::fromLocal8Bit(argv[1])});
    qint64 firstLane = -1;
    QTimer watch;
    watch.setInterval(5);
    QObject::connect(&watch, &QTimer::timeout, [&] {
        if (firstLane < 0 && !view->lanes()->lanes().empty()) {
            firstLane = clock.elapsed();
            std::printf("first lane shown after %lld ms\n", static_cast<long long>(firstLane));
        }
        if (!presenter->loading() && presenter->document() != nullptr) {
            const RunDocument& run = *presenter->document();
            std::printf("all files read after %lld ms: %zu lanes in %zu steps, %zu files failed\n",
                        static_cast<long long>(clock.elapsed()), run.entries().size(), run.steps().size(),
                        run.failures().size());
            QApplication::quit();
        }
    });
    watch.start();
    return QApplication::exec();
}
