#include "app/content/common/StartupOptions.h"
#include "app/export/CommandLineExport.h"
#include "app/window/MainWindow.h"

#include <QApplication>
#include <QIcon>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Memory Lab"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-memory-lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GML_VERSION_STRING));

    // Parse before any QApplication exists: --help, --version and bad options need no display.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    StartupOptions options;
    QString message;
    switch (StartupOptions::parse(arguments, &options, &message)) {
    case StartupOptions::Outcome::ExitOk:
        std::fprintf(stdout, "%s\n", qPrintable(message));
        return 0;
    case StartupOptions::Outcome::ExitBadInput:
        std::fprintf(stderr, "gpu-memory-lab: %s\n", qPrintable(message));
        return 2;
    case StartupOptions::Outcome::Run:
        break;
    }

    if (options.exporting()) {
        // Exports are drawn, never shown: no display is needed, and none is opened even where there is one
        // (the window is laid out by showing it, which on a real display would flash it on screen).
        qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        return CommandLineExport(options).run();
    }

    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Memory Lab"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-memory-lab.svg")));
    QApplication::setDesktopFileName(QStringLiteral("gpu-memory-lab"));
    MainWindow window(options);
    window.show();
    return QApplication::exec();
}
