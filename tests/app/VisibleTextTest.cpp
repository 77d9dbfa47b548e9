#include "QtTestApplication.h"

#include "allocator/ScenarioLibrary.h"
#include "app/allocator/AllocatorLessonPresenter.h"
#include "app/checkpoint/CheckpointLessonPresenter.h"
#include "app/content/common/StartupOptions.h"
#include "app/export/ExportCatalog.h"
#include "app/kvcache/KvCacheLessonPresenter.h"
#include "app/snapshot/SnapshotLoadJob.h"
#include "app/snapshot/SnapshotPresenter.h"
#include "app/window/MainWindow.h"
#include "checkpoint/CheckpointScene.h"
#include "checkpoint/ScheduleLibrary.h"
#include "EnglishProse.h"
#include "kvcache/KvWalkthrough.h"
#include "VisibleText.h"
#include "widgets/export/ExportRenderer.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <map>

// What a Bengali, Swahili or Wolof learner reads holds no English beyond code names: every scenario,
// walkthrough and schedule of every lesson, walked event by event, with the whole window read at every
// narrated step (labels, buttons, tooltips, combo items, tabs, charts, menus, accessible text), the painted
// views read from their SVG exports at each scenario's first and last step, and a real snapshot's page.

namespace {

// The English interface strings, as the .ts files list their sources.
QSet<QString> englishSources()
{
    QSet<QString> sources;
    QFile file(sourcePath(QStringLiteral("translations/gpu-memory-lab_bn.ts")));
    BOOST_REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("source")) {
            QString source = xml.readElementText();
            source.remove(QLatin1Char('&'));
            if (!source.contains(QLatin1Char('%')))
                sources.insert(VisibleText::plain(source).trimmed());
        }
    return sources;
}

// The text a view paints, from its SVG export.
QStringList paintedText(const ExportableView& view, const QString& path)
{
    ExportOptions options;
    options.format = ExportOptions::Format::Svg;
    QString error;
    BOOST_REQUIRE_MESSAGE(ExportRenderer::write(view, options, path, &error), error);
    QFile file(path);
    BOOST_REQUIRE(file.open(QIODevice::ReadOnly));
    QStringList texts;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts.append(xml.readElementText(QXmlStreamReader::IncludeChildElements));
    return texts;
}

class Walk
{
public:
    Walk(const QString& language, const EnglishProse& prose) : m_language(language), m_prose(prose)
    {
        StartupOptions options;
        options.device = gml::DeviceKind::Simulated;
        options.language = language;
        m_window = std::make_unique<MainWindow>(options);
        m_window->resize(1280, 800);
        m_window->show();
        QCoreApplication::processEvents();
    }

    MainWindow& window() { return *m_window; }

    // Every event of what is on screen; the whole window at each of `steps` (event indices) and, painted,
    // at the first and last of them.
    void walk(const QString& what, const std::vector<int>& steps)
    {
        Player& player = m_window->player();
        for (int event = 0; event < player.eventCount(); ++event) {
            player.seek(event);
            readLabels(what);
        }
        for (std::size_t i = 0; i < steps.size(); ++i) {
            player.seek(steps[i]);
            QCoreApplication::processEvents();
            readWindow(what);
            if (i == 0 || i + 1 == steps.size())
                readPainted(what);
        }
    }

    void readLabels(const QString& what)
    {
        for (const QLabel* label : m_window->findChildren<QLabel*>())
            if (label->isVisibleTo(m_window.get()))
                check(label->text(), what + QStringLiteral(": ") + label->objectName());
    }

    void readWindow(const QString& what)
    {
        VisibleText text;
        text.collect(*m_window);
        for (auto it = text.texts().constBegin(); it != text.texts().constEnd(); ++it)
            check(it.key(), what + QStringLiteral(": ") + it.value());
    }

    void readPainted(const QString& what)
    {
        const ExportCatalog catalog(*m_window);
        for (const auto& view : catalog.views())
            for (const QString& text : paintedText(*view, m_dir.filePath(view->exportId() + QStringLiteral(".svg"))))
                check(text, what + QStringLiteral(": painted in ") + view->exportId());
        check(catalog.caption(), what + QStringLiteral(": export caption"));
    }

    void check(const QString& text, const QString& where)
    {
        const QString shown = VisibleText::plain(text).trimmed();
        if (shown.isEmpty() || !m_prose.holdsEnglish(shown))
            return;
        if (!m_found.contains(shown))
            m_found.insert(shown, where);
    }

    const QHash<QString, QString>& found() const { return m_found; }

private:
    QString m_language;
    const EnglishProse& m_prose;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    QHash<QString, QString> m_found; // English text -> where it was seen
};

void walkAllocator(Walk& walk)
{
    MainWindow& window = walk.window();
    window.openLesson(QStringLiteral("caching-allocator"));
    auto* presenter = window.findChild<AllocatorLessonPresenter*>();
    BOOST_REQUIRE(presenter);
    for (const auto& scenario : gml::allocatorScenarios()) {
        const QString id = QString::fromStdString(scenario.id);
        QString error;
        BOOST_REQUIRE_MESSAGE(presenter->chooseScenario(id, &error), error);
        std::vector<int> steps;
        for (std::size_t step = 0; step < scenario.steps.size(); ++step) {
            int last = -1;
            for (std::size_t event = 0; event < presenter->lesson().trace().size(); ++event)
                if (presenter->lesson().stepOfEvent(event) == step)
                    last = static_cast<int>(event);
            if (last >= 0)
                steps.push_back(last);
        }
        walk.walk(QStringLiteral("caching-allocator/") + id, steps);
    }
}

void walkKvCache(Walk& walk)
{
    MainWindow& window = walk.window();
    window.openLesson(QStringLiteral("paged-kv-cache"));
    auto* presenter = window.findChild<KvCacheLessonPresenter*>();
    BOOST_REQUIRE(presenter);
    for (const auto& info : gml::kvWalkthroughs()) {
        const QString id = QString::fromStdString(info.id);
        QString error;
        BOOST_REQUIRE_MESSAGE(presenter->chooseWalkthrough(id, &error), error);
        std::vector<int> steps;
        for (const auto& step : presenter->lesson().walkthrough().steps)
            steps.push_back(std::max(0, static_cast<int>(step.eventCount) - 1));
        walk.walk(QStringLiteral("paged-kv-cache/") + id, steps);
    }
}

void walkCheckpointing(Walk& walk)
{
    MainWindow& window = walk.window();
    window.openLesson(QStringLiteral("activation-checkpointing"));
    auto* presenter = window.findChild<CheckpointLessonPresenter*>();
    BOOST_REQUIRE(presenter);
    for (const auto& info : gml::checkpointSchedules()) {
        const QString name = QString::fromStdString(info.name);
        QString error;
        BOOST_REQUIRE_MESSAGE(presenter->chooseSchedule(name, &error), error);
        // Long plans come from a worker: wait for the one asked for.
        for (int i = 0; i < 500 && presenter->lesson().schedulePending(); ++i)
            QTest::qWait(20);
        const int operations = window.player().eventCount();
        walk.walk(QStringLiteral("activation-checkpointing/") + name, {0, operations / 2, std::max(0, operations - 1)});
    }
    for (const auto& scene : gml::checkpointScenes()) {
        QString error;
        BOOST_REQUIRE_MESSAGE(presenter->showScene(QString::fromStdString(scene.name), &error), error);
        QTest::qWait(50);
        walk.readWindow(QStringLiteral("activation-checkpointing scene ") + QString::fromStdString(scene.name));
    }
}

void walkSnapshot(Walk& walk)
{
    SnapshotLoadJob job(sharedPath(QStringLiteral("fixtures/pytorch-snapshots/preexisting-segments.pickle")), -1);
    std::shared_ptr<SnapshotDocument> document;
    QObject::connect(&job, &SnapshotLoadJob::finished, &job,
                     [&document](std::shared_ptr<SnapshotDocument> loaded) { document = std::move(loaded); });
    job.run();
    BOOST_REQUIRE(document);
    auto* presenter = walk.window().findChild<SnapshotPresenter*>();
    presenter->setDocument(std::move(document));
    walk.window().openLesson(QStringLiteral("snapshot"));
    const int events = walk.window().player().eventCount();
    walk.walk(QStringLiteral("snapshot"), {0, events / 2, std::max(0, events - 1)});
    QString error;
    presenter->runWhatIf(QStringLiteral("expandable_segments:True"), 0, &error);
    walk.readWindow(QStringLiteral("snapshot what-if"));
}

} // namespace

BOOST_AUTO_TEST_CASE(no_lesson_speaks_english_to_a_bengali_swahili_or_wolof_learner)
{
    const EnglishProse prose(englishSources());
    for (const QString& language : {QStringLiteral("bn"), QStringLiteral("sw"), QStringLiteral("wo")}) {
        QtTestApplication::clearUserFiles();
        Walk walk(language, prose);
        walkAllocator(walk);
        walkKvCache(walk);
        walkCheckpointing(walk);
        walkSnapshot(walk);
        std::map<QString, QString> sorted(walk.found().constKeyValueBegin(), walk.found().constKeyValueEnd());
        // GML_VISIBLE_TEXT_REPORT=FILE: every English text found, with where it was, one per line.
        if (const QString report = qEnvironmentVariable("GML_VISIBLE_TEXT_REPORT"); !report.isEmpty()) {
            QFile out(report + QLatin1Char('.') + language);
            if (out.open(QIODevice::WriteOnly | QIODevice::Truncate))
                for (const auto& [text, where] : sorted)
                    out.write((where + QStringLiteral(" | ") + QString(text).replace(QLatin1Char('\n'), QStringLiteral("\\n")) + QLatin1Char('\n')).toUtf8());
        }
        int shown = 0;
        for (const auto& [text, where] : sorted)
            if (++shown <= 400)
                BOOST_TEST_MESSAGE(language << " | " << where << " | " << text.left(300));
        std::printf("%s: %d English texts\n", qPrintable(language), static_cast<int>(sorted.size()));
        BOOST_TEST(sorted.size() == 0u, language << ": " << sorted.size() << " texts hold English");
    }
}
