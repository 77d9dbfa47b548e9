#include "app/export/CommandLineExport.h"

#include "app/allocator/AllocatorLessonPresenter.h"
#include "app/checkpoint/CheckpointLessonPresenter.h"
#include "app/export/ExportCatalog.h"
#include "app/export/ExportStepper.h"
#include "app/kvcache/KvCacheLessonPresenter.h"
#include "app/snapshot/SnapshotLoadJob.h"
#include "app/snapshot/SnapshotPresenter.h"
#include "app/window/MainWindow.h"
#include "app/window/SceneController.h"
#include "widgets/export/ExportRenderer.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QTimer>
#include <cstdio>

namespace {

void printError(const QString& message)
{
    std::fprintf(stderr, "gpu-memory-lab: %s\n", qPrintable(message));
}

ExportOptions::Format formatOf(const QString& name)
{
    if (name == QLatin1String("svg"))
        return ExportOptions::Format::Svg;
    if (name == QLatin1String("pdf"))
        return ExportOptions::Format::Pdf;
    return ExportOptions::Format::Png;
}

} // namespace

CommandLineExport::CommandLineExport(StartupOptions options) : m_options(std::move(options)) {}

bool CommandLineExport::openSnapshot(MainWindow& window, QString* error)
{
    // The window reads snapshots on a worker thread with a progress dialog; here there is nobody to watch, so
    // the same job runs on this thread.
    SnapshotLoadJob job(m_options.files.front(), -1);
    std::shared_ptr<SnapshotDocument> document;
    QObject::connect(&job, &SnapshotLoadJob::finished, &job,
                     [&document](std::shared_ptr<SnapshotDocument> loaded) { document = std::move(loaded); });
    QObject::connect(&job, &SnapshotLoadJob::failed, &job,
                     [error](const QString& message) { *error = message; });
    job.run();
    auto* presenter = window.findChild<SnapshotPresenter*>();
    if (!document || presenter == nullptr)
        return false;
    presenter->setDocument(std::move(document));
    window.openLesson(QStringLiteral("snapshot"));
    return true;
}

bool CommandLineExport::chooseScenario(MainWindow& window, QString* error)
{
    const QString& name = m_options.scenario;
    const QString lesson = window.currentLessonId();
    if (lesson == QLatin1String("caching-allocator")) {
        auto* presenter = window.findChild<AllocatorLessonPresenter*>();
        return presenter != nullptr && presenter->chooseScenario(name, error);
    }
    if (lesson == QLatin1String("paged-kv-cache")) {
        auto* presenter = window.findChild<KvCacheLessonPresenter*>();
        return presenter != nullptr && presenter->chooseWalkthrough(name, error);
    }
    if (lesson == QLatin1String("activation-checkpointing")) {
        auto* presenter = window.findChild<CheckpointLessonPresenter*>();
        m_tradeOffReady = false; // the new schedule's trade-off chart is planned again
        return presenter != nullptr && presenter->chooseScenario(name, error);
    }
    *error = tr("the lesson '%1' has no scenarios").arg(lesson);
    return false;
}

void CommandLineExport::watchBackgroundWork(MainWindow& window)
{
    // The checkpointing lesson plans its trade-off chart (and, for some settings, its schedule) on worker
    // threads; their results arrive through the event loop, from the first time it runs.
    if (auto* presenter = window.findChild<CheckpointLessonPresenter*>())
        QObject::connect(&presenter->lesson(), &CheckpointLesson::tradeOffReady, &presenter->lesson(),
                         [this] { m_tradeOffReady = true; });
}

void CommandLineExport::waitForBackgroundWork(MainWindow& window)
{
    auto* presenter = window.findChild<CheckpointLessonPresenter*>();
    if (presenter == nullptr || window.currentLessonId() != QLatin1String("activation-checkpointing"))
        return;
    // A minute at most: the chart then goes out as far as it got.
    const QDeadlineTimer deadline(60'000);
    while ((!m_tradeOffReady || presenter->lesson().schedulePending()) && !deadline.hasExpired()) {
        QEventLoop loop;
        QTimer::singleShot(20, &loop, &QEventLoop::quit);
        loop.exec();
    }
}

int CommandLineExport::run()
{
    const QString directory = m_options.exportDirectory;
    if (!QDir().mkpath(directory) || !QFileInfo(directory).isDir()) {
        printError(tr("cannot create the folder %1").arg(directory));
        return 1;
    }
    if (!m_options.files.isEmpty() && !QFileInfo::exists(m_options.files.front())) {
        printError(tr("there is no file %1").arg(m_options.files.front()));
        return 2;
    }

    StartupOptions windowOptions = m_options;
    windowOptions.files.clear(); // opened below, on this thread
    MainWindow window(windowOptions);
    watchBackgroundWork(window);
    // A scene names its lesson, scenario and step: the files are named as a --scenario export's, at the
    // scene's step, and drawn as the scene shows it (what was done by hand included).
    const bool scene = !m_options.files.isEmpty() && SceneController::isSceneFile(m_options.files.front());
    LessonScene opened;
    if (scene) {
        window.show();
        QCoreApplication::processEvents();
        QString error;
        if (!window.scenes()->openScene(m_options.files.front(), &error)) {
            printError(error);
            return 2;
        }
        if (!m_options.language.isEmpty())
            window.setLanguage(m_options.language); // --language overrides the scene's
        window.scenes()->currentScene(&opened, &error);
        m_options.scenario = opened.scenario;
    } else if (!m_options.files.isEmpty()) {
        QString error;
        if (!openSnapshot(window, &error)) {
            printError(tr("%1 could not be opened: %2").arg(m_options.files.front(), error));
            return 1;
        }
    } else if (window.currentLessonId() != m_options.lesson) {
        printError(tr("there is no lesson '%1'").arg(m_options.lesson));
        return 2;
    }
    // Shown on the offscreen platform: nothing appears anywhere, but the widgets are laid out like on a
    // screen.
    window.show();
    QCoreApplication::processEvents();
    if (!m_options.scenario.isEmpty() && !scene) {
        QString error;
        if (!chooseScenario(window, &error)) {
            printError(error);
            return 2;
        }
        QCoreApplication::processEvents();
    }
    waitForBackgroundWork(window);

    // What to draw: narrated steps (each at its end, where its text applies) or events, one or all.
    ExportStepper stepper(window);
    const ExportRange range = stepper.range();
    const QString lesson = window.currentLessonId();
    if ((m_options.step > 0 || m_options.exportAllSteps) && !range.hasSteps()) {
        printError(tr("%1 has no narrated steps: --event N or --all-events draws its events").arg(lesson));
        return 2;
    }
    if (m_options.step > range.count() && range.hasSteps()) {
        printError(tr("--step %1 is past the last step of %2 (%3)").arg(m_options.step).arg(lesson).arg(range.count()));
        return 2;
    }
    if (m_options.event > range.eventCount) {
        printError(tr("--event %1 is past the last event of %2 (%3)").arg(m_options.event).arg(lesson).arg(range.eventCount));
        return 2;
    }
    struct Place
    {
        bool step = false; // a narrated step, else an event
        int number = 0;    // 1-based; 0: a page without an animation, its one picture
        int event = 0;     // a scene's: drawn at this event (1-based), named as step `number`
    };
    QList<Place> places;
    if (m_options.exportAllSteps)
        for (int step = 1; step <= range.count(); ++step)
            places.append({true, step});
    else if (m_options.exportAllEvents)
        for (int event = 1; event <= range.eventCount; ++event)
            places.append({false, event});
    else if (m_options.step > 0)
        places.append({true, m_options.step});
    else if (scene)
        places.append({true, opened.step, opened.event});
    else if (m_options.event > 0)
        places.append({false, m_options.event});
    else if (range.hasSteps())
        places.append({true, range.currentStep});
    else
        places.append({false, range.currentEvent});

    const ExportCatalog catalog(window);
    // With --scenario, the files of several scenarios can share one folder.
    const QString page = m_options.scenario.isEmpty()
                             ? catalog.pageId()
                             : QStringLiteral("%1-%2").arg(catalog.pageId(), m_options.scenario);
    ExportOptions options;
    options.format = formatOf(m_options.exportFormat);
    options.scale = m_options.exportScale;
    options.pixelSize = m_options.exportPixelSize;
    int written = 0;
    for (const Place& place : std::as_const(places)) {
        if (place.event > 0)
            stepper.showEvent(place.event);
        else if (place.step)
            stepper.showStep(place.number);
        else
            stepper.showEvent(place.number);
        options.caption = catalog.caption();
        const auto views = catalog.views();
        for (const auto& view : views) {
            const QString stem = place.number == 0 ? QStringLiteral("%1-%2").arg(page, view->exportId())
                                                   : QStringLiteral("%1-%2-%3%4")
                                                         .arg(page, view->exportId(),
                                                              place.step ? QStringLiteral("step") : QStringLiteral("event"))
                                                         .arg(place.number);
            const QString path =
                QDir(directory).filePath(stem + QLatin1Char('.') + ExportOptions::extension(options.format));
            options.title = tr("%1: %2").arg(catalog.pageTitle(), view->exportTitle());
            options.description = options.caption;
            QString error;
            if (!ExportRenderer::write(*view, options, path, &error)) {
                printError(error);
                return 1;
            }
            std::fprintf(stdout, "%s\n", qPrintable(path));
            ++written;
        }
    }
    if (written == 0) {
        printError(tr("%1 has nothing to export").arg(window.currentLessonId()));
        return 1;
    }
    std::fflush(stdout);
    return 0;
}
