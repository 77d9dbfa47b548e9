#pragma once

// A QApplication for Boost.Test suites, on the offscreen platform and with QStandardPaths' test mode, so
// tests never touch the user's real settings or quiz progress. Include in exactly one file per test
// executable (main() is tests/TestMain.cpp's).

#include <QApplication>
#include <QDir>
#include <QStandardPaths>

#include <boost/test/unit_test.hpp>

struct QtTestApplication
{
    QtTestApplication()
    {
        // Offscreen, keeping its options where CTest gives some (a screen's size: offscreen:configfile=…).
        if (!qgetenv("QT_QPA_PLATFORM").startsWith("offscreen"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GPU Memory Lab"));
        // One name per test executable: CTest runs them in parallel, and with a shared name they would
        // clear each other's settings and progress files mid-test.
        QCoreApplication::setApplicationName(
            QStringLiteral("gpu-memory-lab-tests-") +
            QString::fromStdString(boost::unit_test::framework::master_test_suite().p_name.value));
        app = new QApplication(argc, argv);
        clearUserFiles();
    }
    ~QtTestApplication() { delete app; }

    // Removes settings and progress written by earlier tests (test-mode folders only).
    static void clearUserFiles()
    {
        for (const auto location : {QStandardPaths::AppConfigLocation, QStandardPaths::AppDataLocation}) {
            const QString path = QStandardPaths::writableLocation(location);
            if (path.contains(QStringLiteral("qttest")))
                QDir(path).removeRecursively();
        }
    }

    int argc = 1;
    char name[16] = "tests";
    char* argv[2] = {name, nullptr};
    QApplication* app;
};

BOOST_TEST_GLOBAL_FIXTURE(QtTestApplication);

inline QString sourcePath(const QString& relative)
{
    return QStringLiteral(GML_SOURCE_DIR "/") + relative;
}

inline QString sharedPath(const QString& relative)
{
    return QStringLiteral(GML_SHARED_DIR "/") + relative;
}

// Boost.Test prints QStrings in failure messages.
inline std::ostream& operator<<(std::ostream& out, const QString& text)
{
    return out << text.toStdString();
}
