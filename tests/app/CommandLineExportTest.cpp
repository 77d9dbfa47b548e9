#include "QtTestApplication.h"
#include "QtTestPrinters.h"

#include <QRegularExpression>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QProcess>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>


// The built gpu-memory-lab run as a person (or the .deb's test) would run it: without a display, its own
// settings folders, and only what is on its command line.
namespace {

struct Run
{
    int exitCode = -1;
    QStringList written; // stdout: one path a line
    QString errors;
};

Run run(const QStringList& arguments, const QString& home)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(GML_APP_BINARY), arguments);
    BOOST_REQUIRE(process.waitForStarted());
    BOOST_REQUIRE(process.waitForFinished(180'000));
    Run result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.written = QString::fromLocal8Bit(process.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
    result.errors = QString::fromLocal8Bit(process.readAllStandardError());
    return result;
}

QString fixture(const char* name)
{
    return sharedPath(QStringLiteral("fixtures/pytorch-snapshots/") + QLatin1String(name));
}

} // namespace

BOOST_AUTO_TEST_CASE(the_packaging_tests_command_writes_non_empty_pngs)
{
    QTemporaryDir home, out;
    const Run result =
        run({QStringLiteral("--export"), out.path(), QStringLiteral("--lesson"),
             QStringLiteral("caching-allocator"), QStringLiteral("--format"), QStringLiteral("png")},
            home.path());
    BOOST_TEST(result.exitCode == 0, result.errors);
    BOOST_TEST(result.written.size() == 4, result.written.join(u' '));
    const QStringList files = QDir(out.path()).entryList({QStringLiteral("*.png")}, QDir::Files);
    BOOST_TEST(files.size() == result.written.size());
    for (const QString& path : result.written) {
        BOOST_TEST(QFileInfo(path).size() > 1000, path);
        BOOST_TEST(QFileInfo(path).fileName().startsWith(QStringLiteral("caching-allocator-")), path);
        QImageReader reader(path);
        BOOST_TEST(reader.format() == QByteArray("png"), path);
        BOOST_TEST(!reader.read().isNull(), path);
    }
    BOOST_TEST(result.written.join(u' ').contains(QStringLiteral("caching-allocator-memory-map-step")));
}

BOOST_AUTO_TEST_CASE(a_step_and_a_scale_make_predictable_names_and_sizes)
{
    QTemporaryDir home, one, two;
    const QStringList common{QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
                             QStringLiteral("--step"),   QStringLiteral("2"),
                             QStringLiteral("--format"), QStringLiteral("png")};
    const Run first = run(QStringList{QStringLiteral("--export"), one.path()} + common, home.path());
    const Run second = run(
        QStringList{QStringLiteral("--export"), two.path(), QStringLiteral("--scale"), QStringLiteral("2")} +
            common,
        home.path());
    BOOST_REQUIRE(first.exitCode == 0);
    BOOST_REQUIRE(second.exitCode == 0);
    const QString name = QStringLiteral("caching-allocator-memory-map-step2.png");
    BOOST_TEST(first.written.contains(QDir(one.path()).filePath(name)), first.written.join(u' '));
    const QSize size1 = QImageReader(QDir(one.path()).filePath(name)).size();
    const QSize size2 = QImageReader(QDir(two.path()).filePath(name)).size();
    BOOST_TEST(size2 == size1 * 2);
}

// A 4K slide: every view is 3840x2160 pixels, and the page is laid out as a 4K page (its own texts drawn
// larger than on a 1080 page), not magnified; PageExportTest checks that nothing on it is cut.
BOOST_AUTO_TEST_CASE(size_4k_draws_every_view_at_3840_by_2160)
{
    QTemporaryDir home, out;
    const Run result = run({QStringLiteral("--export"), out.path(), QStringLiteral("--lesson"),
                            QStringLiteral("caching-allocator"), QStringLiteral("--scenario"),
                            QStringLiteral("fragmentation-oom"), QStringLiteral("--step"), QStringLiteral("4"),
                            QStringLiteral("--size"), QStringLiteral("4k")},
                           home.path());
    BOOST_TEST_REQUIRE(result.exitCode == 0, result.errors);
    BOOST_TEST(!result.written.isEmpty());
    bool page = false;
    for (const QString& path : result.written) {
        page = page || path.contains(QStringLiteral("-page-"));
        BOOST_TEST(QImageReader(path).size() == QSize(3840, 2160), path);
    }
    BOOST_TEST(page, result.written.join(u' '));
}

BOOST_AUTO_TEST_CASE(svg_and_pdf_for_the_other_lessons)
{
    QTemporaryDir home, out;
    const Run svg = run({QStringLiteral("--export"), out.path(), QStringLiteral("--lesson"),
                         QStringLiteral("paged-kv-cache"), QStringLiteral("--step"), QStringLiteral("1"),
                         QStringLiteral("--format"), QStringLiteral("svg")},
                        home.path());
    BOOST_TEST(svg.exitCode == 0, svg.errors);
    BOOST_TEST(
        QFileInfo(QDir(out.path()).filePath(QStringLiteral("paged-kv-cache-block-tables-step1.svg"))).size() >
        1000);
    const Run pdf =
        run({QStringLiteral("--export"), out.path(), QStringLiteral("--lesson"),
             QStringLiteral("activation-checkpointing"), QStringLiteral("--format"), QStringLiteral("pdf")},
            home.path());
    BOOST_TEST(pdf.exitCode == 0, pdf.errors);
    BOOST_TEST(pdf.written.size() == 5, pdf.written.join(u' '));
    for (const QString& path : pdf.written) {
        QFile file(path);
        BOOST_REQUIRE(file.open(QIODevice::ReadOnly));
        BOOST_TEST(file.read(5) == QByteArray("%PDF-"), path);
    }
}

BOOST_AUTO_TEST_CASE(a_snapshot_file_exports_its_map_and_timeline)
{
    QTemporaryDir home, out;
    // A snapshot has events, not narrated steps: --event N draws it after event N.
    const Run result = run({QStringLiteral("--export"), out.path(), fixture("ctx128-forward.pickle"),
                            QStringLiteral("--event"), QStringLiteral("10"), QStringLiteral("--format"),
                            QStringLiteral("png")},
                           home.path());
    BOOST_TEST(result.exitCode == 0, result.errors);
    for (const char* view : {"page", "memory-map", "active-memory-timeline"}) {
        const QString path =
            QDir(out.path())
                .filePath(QStringLiteral("snapshot-ctx128-forward-%1-event10.png").arg(QLatin1String(view)));
        BOOST_TEST(result.written.contains(path), path);
        BOOST_TEST(QFileInfo(path).size() > 1000, path);
    }
}

BOOST_AUTO_TEST_CASE(bad_arguments_exit_2_naming_what_is_wrong)
{
    QTemporaryDir home, out;
    const QString dir = out.path();
    const QList<QPair<QStringList, QString>> cases{
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
          QStringLiteral("--format"), QStringLiteral("bmp")},
         QStringLiteral("bmp")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("no-such-lesson")},
         QStringLiteral("no-such-lesson")},
        {{QStringLiteral("--export"), dir}, QStringLiteral("--lesson")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
          QStringLiteral("--step"), QStringLiteral("0")},
         QStringLiteral("--step")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
          QStringLiteral("--step"), QStringLiteral("99999")},
         QStringLiteral("99999")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
          QStringLiteral("--step"), QStringLiteral("2"), QStringLiteral("--all-steps")},
         QStringLiteral("--all-steps")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
          QStringLiteral("--scale"), QStringLiteral("zero")},
         QStringLiteral("zero")},
        {{QStringLiteral("--export"), dir, dir + QStringLiteral("/missing.pickle")},
         QStringLiteral("missing.pickle")},
        {{QStringLiteral("--format"), QStringLiteral("png")}, QStringLiteral("--export")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("paged-kv-cache"),
          QStringLiteral("--scenario"), QStringLiteral("fig7")},
         QStringLiteral("fig7")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("activation-checkpointing"),
          QStringLiteral("--scenario"), QStringLiteral("fragmentation-oom")},
         QStringLiteral("fragmentation-oom")},
        {{QStringLiteral("--export"), dir, fixture("tiny-no-trace.pickle"), QStringLiteral("--scenario"),
          QStringLiteral("fig6")},
         QStringLiteral("--scenario")},
        {{QStringLiteral("--scenario"), QStringLiteral("fig6")}, QStringLiteral("--lesson")},
        {{QStringLiteral("--all-steps")}, QStringLiteral("--export")},
        {{QStringLiteral("--lesson"), QStringLiteral("caching-allocator"), QStringLiteral("--step"),
          QStringLiteral("2"), QStringLiteral("--event"), QStringLiteral("3")},
         QStringLiteral("--event")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
          QStringLiteral("--event"), QStringLiteral("99999")},
         QStringLiteral("99999")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
          QStringLiteral("--all-steps"), QStringLiteral("--all-events")},
         QStringLiteral("--all-events")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
          QStringLiteral("--size"), QStringLiteral("8k")},
         QStringLiteral("8k")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
          QStringLiteral("--size"), QStringLiteral("20x20")},
         QStringLiteral("20x20")},
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
          QStringLiteral("--size"), QStringLiteral("4k"), QStringLiteral("--format"), QStringLiteral("svg")},
         QStringLiteral("--format png")},
        {{QStringLiteral("--lesson"), QStringLiteral("caching-allocator"), QStringLiteral("--size"),
          QStringLiteral("4k")},
         QStringLiteral("--export")},
        // The checkpoint timeline has steps (the forward pass, the runs of backwards), not ninety-nine; a
        // snapshot without a trace has none: --step says to use --event.
        {{QStringLiteral("--export"), dir, QStringLiteral("--lesson"), QStringLiteral("activation-checkpointing"),
          QStringLiteral("--step"), QStringLiteral("99")},
         QStringLiteral("past the last step")},
        {{QStringLiteral("--export"), dir, fixture("tiny-no-trace.pickle"), QStringLiteral("--all-steps")},
         QStringLiteral("--event N")},
    };
    for (const auto& [arguments, named] : cases) {
        const Run result = run(arguments, home.path());
        BOOST_TEST(result.exitCode == 2, arguments.join(u' '));
        BOOST_TEST(result.errors.contains(named), arguments.join(u' ') << " -> " << result.errors);
    }
    BOOST_TEST(QDir(dir).entryList(QDir::Files).isEmpty());
}

BOOST_AUTO_TEST_CASE(all_steps_writes_every_view_of_every_step)
{
    QTemporaryDir home, out;
    const Run result = run({QStringLiteral("--export"), out.path(), QStringLiteral("--lesson"),
                            QStringLiteral("caching-allocator"), QStringLiteral("--all-steps")},
                           home.path());
    BOOST_TEST(result.exitCode == 0, result.errors);
    const int views = 4;
    BOOST_REQUIRE(result.written.size() >= 2 * views);
    BOOST_TEST(result.written.size() % views == 0);
    const int steps = static_cast<int>(result.written.size()) / views;
    const QDir dir(out.path());
    const QString first = dir.filePath(QStringLiteral("caching-allocator-memory-map-step1.png"));
    const QString last = dir.filePath(QStringLiteral("caching-allocator-memory-map-step%1.png").arg(steps));
    BOOST_TEST(result.written.contains(first));
    BOOST_TEST(result.written.contains(last));
    // The allocator moved on between the first step and the last: the pictures differ.
    BOOST_TEST((QImage(first) != QImage(last)));
}

// A step is a narrated step: --all-steps on the fragmentation scenario draws its 4 steps (not its 353
// events), each at its end, where its text applies, the out-of-memory error among them; --event N draws event N.
BOOST_AUTO_TEST_CASE(all_steps_draws_each_narrated_step_at_its_end_and_event_draws_an_event)
{
    QTemporaryDir home, out;
    const QStringList scenario{QStringLiteral("--lesson"), QStringLiteral("caching-allocator"),
                               QStringLiteral("--scenario"), QStringLiteral("fragmentation-oom"),
                               QStringLiteral("--format"), QStringLiteral("svg")};
    const Run all = run(QStringList{QStringLiteral("--export"), out.path(), QStringLiteral("--all-steps")} + scenario,
                        home.path());
    BOOST_REQUIRE_MESSAGE(all.exitCode == 0, all.errors);
    const QDir dir(out.path());
    QStringList pages;
    for (const QString& path : all.written)
        if (QFileInfo(path).fileName().contains(QStringLiteral("-page-step")))
            pages.append(path);
    BOOST_TEST(pages.size() == 4, pages.join(u' '));
    const auto caption = [](const QString& path) {
        QFile file(path);
        BOOST_REQUIRE(file.open(QIODevice::ReadOnly));
        return QString::fromUtf8(file.readAll());
    };
    // The last step ends on the trace's last event: the out-of-memory error.
    const QString last = caption(dir.filePath(QStringLiteral("caching-allocator-fragmentation-oom-page-step4.svg")));
    static const QRegularExpression place(QStringLiteral("step 4 of 4 · event (\\d+) of (\\d+)"));
    const auto match = place.match(last);
    BOOST_REQUIRE_MESSAGE(match.hasMatch(), "the caption names the step and its event");
    BOOST_TEST(match.captured(1) == match.captured(2));

    QTemporaryDir events;
    const Run one = run(QStringList{QStringLiteral("--export"), events.path(), QStringLiteral("--event"),
                                    QStringLiteral("7")} + scenario,
                        home.path());
    BOOST_REQUIRE_MESSAGE(one.exitCode == 0, one.errors);
    const QString seventh = caption(QDir(events.path()).filePath(QStringLiteral("caching-allocator-fragmentation-oom-page-event7.svg")));
    BOOST_TEST(seventh.contains(QStringLiteral("· event 7 of ")));
}

BOOST_AUTO_TEST_CASE(scenario_picks_any_scenario_walkthrough_or_schedule_by_its_command_line_name)
{
    // One of each lesson's kind, as gpu-memory-lab-cli's --list names them; the files carry the name.
    QTemporaryDir home, out;
    const QList<QPair<QString, QString>> asked{
        {QStringLiteral("caching-allocator"), QStringLiteral("fragmentation-oom")},
        {QStringLiteral("paged-kv-cache"), QStringLiteral("preemption-swap")},
        {QStringLiteral("activation-checkpointing"), QStringLiteral("revolve")},
    };
    for (const auto& [lesson, scenario] : asked) {
        // The checkpoint timeline has operations, not narrated steps.
        const bool steps = lesson != QLatin1String("activation-checkpointing");
        const QString place = steps ? QStringLiteral("step") : QStringLiteral("event");
        const Run result = run({QStringLiteral("--export"), out.path(), QStringLiteral("--lesson"), lesson,
                                QStringLiteral("--scenario"), scenario, QStringLiteral("--") + place,
                                QStringLiteral("3"), QStringLiteral("--format"), QStringLiteral("svg")},
                               home.path());
        BOOST_TEST(result.exitCode == 0, lesson << " " << scenario << ": " << result.errors);
        BOOST_REQUIRE(!result.written.isEmpty());
        for (const QString& path : result.written)
            BOOST_TEST(QFileInfo(path).fileName().startsWith(lesson + QLatin1Char('-') + scenario + QLatin1Char('-')),
                       path);
        // The page's caption names the scenario on screen: the one asked for, not the lesson's first.
        QFile page(QDir(out.path()).filePath(QStringLiteral("%1-%2-page-%3%4.svg").arg(lesson, scenario, place).arg(3)));
        BOOST_REQUIRE_MESSAGE(page.open(QIODevice::ReadOnly), page.fileName());
        const QString svg = QString::fromUtf8(page.readAll());
        const QString named = lesson == QLatin1String("caching-allocator") ? QStringLiteral("Out of memory with memory to spare")
                              : lesson == QLatin1String("paged-kv-cache") ? QStringLiteral("A busy server preempts (swap)")
                                                                          : QStringLiteral("Revolve with");
        BOOST_TEST(svg.contains(named), lesson << ": the caption names " << named);
    }
}

// A scene draws headless as it opens in the window, its files named as a --scenario export's at the scene's
// step; a broken one exits 2 naming the file and what is wrong.
BOOST_AUTO_TEST_CASE(a_scene_file_exports_under_its_lesson_scenario_and_step)
{
    QTemporaryDir home, out, scenes;
    const QString scene = scenes.filePath(QStringLiteral("cow.gmlscene"));
    {
        QFile file(scene);
        BOOST_REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(R"({"gml_scene": 1, "lesson": "paged-kv-cache", "scenario": "fig8", "step": 3, "language": "sw"})");
    }
    const Run result = run({QStringLiteral("--export"), out.path(), scene, QStringLiteral("--format"), QStringLiteral("svg")},
                           home.path());
    BOOST_TEST(result.exitCode == 0, result.errors);
    BOOST_TEST_REQUIRE(!result.written.isEmpty());
    for (const QString& path : result.written) {
        const QString name = QFileInfo(path).fileName();
        BOOST_TEST(name.startsWith(QStringLiteral("paged-kv-cache-fig8-")), name);
        BOOST_TEST(name.endsWith(QStringLiteral("-step3.svg")), name);
    }
    // A sandbox's scene (fig8, then a third sample forked by hand): drawn at its hand step, S2 in the tables.
    {
        QFile fig8(QStringLiteral(GML_SOURCE_DIR "/resources/scenarios/kvcache/fig8.json"));
        BOOST_REQUIRE(fig8.open(QIODevice::ReadOnly));
        QJsonObject script = QJsonDocument::fromJson(fig8.readAll()).object();
        QJsonArray ops = script.value(QStringLiteral("ops")).toArray();
        ops.append(QJsonObject{{QStringLiteral("op"), QStringLiteral("fork")}, {QStringLiteral("request"), QStringLiteral("C")},
                               {QStringLiteral("from"), QStringLiteral("A")}});
        ops.append(QJsonObject{{QStringLiteral("op"), QStringLiteral("step")}, {QStringLiteral("scene"), QStringLiteral("by-hand-1")}});
        script.insert(QStringLiteral("ops"), ops);
        const QJsonObject sandbox{{QStringLiteral("gml_scene"), 1}, {QStringLiteral("lesson"), QStringLiteral("paged-kv-cache")},
                                  {QStringLiteral("scenario"), QStringLiteral("fig8")}, {QStringLiteral("step"), 5},
                                  {QStringLiteral("script"), script}};
        QFile file(scenes.filePath(QStringLiteral("sandbox.gmlscene")));
        BOOST_REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(sandbox).toJson());
    }
    QTemporaryDir sandboxOut, sandboxHome;
    const Run drawn = run({QStringLiteral("--export"), sandboxOut.path(), scenes.filePath(QStringLiteral("sandbox.gmlscene")),
                           QStringLiteral("--format"), QStringLiteral("svg")},
                          sandboxHome.path());
    BOOST_TEST(drawn.exitCode == 0, drawn.errors);
    bool tablesDrawn = false;
    for (const QString& path : drawn.written) {
        BOOST_TEST(QFileInfo(path).fileName().endsWith(QStringLiteral("-step5.svg")), path);
        QFile svg(path);
        if (path.contains(QStringLiteral("block")) && svg.open(QIODevice::ReadOnly))
            tablesDrawn = tablesDrawn || svg.readAll().contains(">S2<");
    }
    BOOST_TEST(tablesDrawn, "the block tables show the sequence forked by hand");

    const QString bad = scenes.filePath(QStringLiteral("bad.gmlscene"));
    {
        QFile file(bad);
        BOOST_REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(R"({"gml_scene": 1, "lesson": "paged-kv-cache", "scenario": "fig8", "step": 30})");
    }
    QTemporaryDir otherHome; // the first export left Swahili as the language chosen last
    const Run refused = run({QStringLiteral("--export"), out.path(), bad}, otherHome.path());
    BOOST_TEST(refused.exitCode == 2);
    BOOST_TEST(refused.errors.contains(QStringLiteral("bad.gmlscene")), refused.errors);
    BOOST_TEST(refused.errors.contains(QStringLiteral("step 30")), refused.errors);
}
