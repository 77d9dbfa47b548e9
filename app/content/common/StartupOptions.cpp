#include "app/content/common/StartupOptions.h"

#include "app/content/common/Language.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

StartupOptions::Outcome StartupOptions::parse(const QStringList& arguments, StartupOptions* options, QString* message)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "StartupOptions", "GPU Memory Lab: watch GPU memory being managed, and take the quizzes."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QCoreApplication::translate("StartupOptions", "Show this help."));
    const QCommandLineOption version(QStringLiteral("version"),
                                     QCoreApplication::translate("StartupOptions", "Show the version."));
    const QCommandLineOption lesson(QStringLiteral("lesson"),
                                    QCoreApplication::translate("StartupOptions", "Open lesson ID "
                                                                "(caching-allocator, paged-kv-cache, activation-checkpointing)."),
                                    QStringLiteral("ID"));
    const QCommandLineOption language(QStringLiteral("language"),
                                      QCoreApplication::translate("StartupOptions", "Interface and quiz language: en, bn, sw or wo."),
                                      QStringLiteral("CODE"));
    const QCommandLineOption device(QStringLiteral("device"),
                                    QCoreApplication::translate("StartupOptions", "Run the engines on: auto, sim or cuda."),
                                    QStringLiteral("KIND"), QStringLiteral("auto"));
    const QCommandLineOption content(QStringLiteral("content"),
                                     QCoreApplication::translate("StartupOptions", "Also load lessons and quizzes from DIR "
                                                                 "(DIR/lessons/*.json, DIR/quizzes/*.json)."),
                                     QStringLiteral("DIR"));
    const QCommandLineOption exportDir(QStringLiteral("export"),
                                       QCoreApplication::translate("StartupOptions", "Write the lesson's (or the snapshot FILE's) "
                                                                   "views into DIR and exit; needs no display."),
                                       QStringLiteral("DIR"));
    const QCommandLineOption step(QStringLiteral("step"),
                                  QCoreApplication::translate("StartupOptions", "Open at the end of the lesson's "
                                                              "narrated step N (1 is the first), where its text "
                                                              "applies; with --export, draw it there."),
                                  QStringLiteral("N"));
    const QCommandLineOption event(QStringLiteral("event"),
                                   QCoreApplication::translate("StartupOptions", "Open at event N of the trace (1 is "
                                                               "the first; an operation of the checkpoint timeline); "
                                                               "with --export, draw it there."),
                                   QStringLiteral("N"));
    const QCommandLineOption scenario(QStringLiteral("scenario"),
                                      QCoreApplication::translate("StartupOptions", "With --lesson ID: the "
                                                                  "allocator scenario, KV cache walkthrough or "
                                                                  "checkpoint schedule NAME, as gpu-memory-lab-cli "
                                                                  "lists them."),
                                      QStringLiteral("NAME"));
    const QCommandLineOption allSteps(QStringLiteral("all-steps"),
                                      QCoreApplication::translate("StartupOptions", "With --export: draw the end of "
                                                                  "every narrated step."));
    const QCommandLineOption allEvents(QStringLiteral("all-events"),
                                       QCoreApplication::translate("StartupOptions", "With --export: draw every event."));
    const QCommandLineOption format(QStringLiteral("format"),
                                    QCoreApplication::translate("StartupOptions", "With --export: png, svg or pdf."),
                                    QStringLiteral("FORMAT"), QStringLiteral("png"));
    const QCommandLineOption scale(QStringLiteral("scale"),
                                   QCoreApplication::translate("StartupOptions", "With --export: pixels per point for PNG "
                                                               "(1 to 8)."),
                                   QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QCoreApplication::translate("StartupOptions", "With --export: each PNG's whole size in "
                                                              "pixels, 4k (3840x2160) or WIDTHxHEIGHT; a whole page is "
                                                              "laid out for it."),
                                  QStringLiteral("SIZE"));
    const QCommandLineOption compare(QStringLiteral("compare"),
                                     QCoreApplication::translate("StartupOptions", "Compare two snapshots: the FILEs "
                                                                 "A and B, at their peaks."));
    parser.addOptions({help, version, lesson, language, device, content, exportDir, scenario, step, event, allSteps,
                       allEvents, format, scale, size, compare});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("StartupOptions", "A PyTorch memory snapshot to open; a folder, or several "
                                                                 "files, open as one training run."),
                                 QStringLiteral("[FILE...]"));

    if (!parser.parse(arguments)) {
        *message = parser.errorText();
        return Outcome::ExitBadInput;
    }
    if (parser.isSet(help)) {
        *message = parser.helpText();
        return Outcome::ExitOk;
    }
    if (parser.isSet(version)) {
        *message = QStringLiteral("%1 %2").arg(QCoreApplication::applicationName(), QStringLiteral(GML_VERSION_STRING));
        return Outcome::ExitOk;
    }
    options->lesson = parser.value(lesson);
    options->language = parser.value(language);
    if (!options->language.isEmpty() && !isSupportedLanguage(options->language)) {
        *message = QCoreApplication::translate("StartupOptions", "unknown language '%1': choose en, bn, sw or wo")
                       .arg(options->language);
        return Outcome::ExitBadInput;
    }
    const auto kind = gml::parseDeviceKind(parser.value(device).toStdString());
    if (!kind) {
        *message = QCoreApplication::translate("StartupOptions", "unknown device '%1': choose auto, sim or cuda")
                       .arg(parser.value(device));
        return Outcome::ExitBadInput;
    }
    options->device = *kind;
    options->extraContentFolders = parser.values(content);
    options->files = parser.positionalArguments();
    options->compare = parser.isSet(compare);
    if (options->compare && (options->files.size() != 2 || parser.isSet(exportDir))) {
        *message = QCoreApplication::translate("StartupOptions", "--compare needs two snapshot files, A and B");
        return Outcome::ExitBadInput;
    }
    return parsePlace(parser, options, message) && parseExport(parser, options, message) ? Outcome::Run
                                                                                         : Outcome::ExitBadInput;
}

bool StartupOptions::parsePlace(const QCommandLineParser& parser, StartupOptions* options, QString* message)
{
    options->scenario = parser.value(QStringLiteral("scenario"));
    if (parser.isSet(QStringLiteral("scenario")) && options->lesson.isEmpty()) {
        *message = QCoreApplication::translate("StartupOptions", "--scenario goes with --lesson ID");
        return false;
    }
    for (const char* name : {"step", "event"})
        if (parser.isSet(QString::fromLatin1(name)) && options->lesson.isEmpty() && options->files.isEmpty()) {
            *message = QCoreApplication::translate("StartupOptions", "--%1 goes with --lesson ID or a snapshot FILE")
                           .arg(QString::fromLatin1(name));
            return false;
        }
    if (parser.isSet(QStringLiteral("step")) && parser.isSet(QStringLiteral("event"))) {
        *message = QCoreApplication::translate("StartupOptions", "--step and --event cannot both be given");
        return false;
    }
    for (const char* name : {"step", "event"}) {
        if (!parser.isSet(QString::fromLatin1(name)))
            continue;
        bool ok = false;
        const int value = parser.value(QString::fromLatin1(name)).toInt(&ok);
        if (!ok || value < 1) {
            *message = QCoreApplication::translate("StartupOptions", "--%1 wants a whole number from 1, not '%2'")
                           .arg(QString::fromLatin1(name), parser.value(QString::fromLatin1(name)));
            return false;
        }
        (qstrcmp(name, "step") == 0 ? options->step : options->event) = value;
    }
    return true;
}

bool StartupOptions::parseExport(const QCommandLineParser& parser, StartupOptions* options, QString* message)
{
    const bool exporting = parser.isSet(QStringLiteral("export"));
    for (const char* name : {"all-steps", "all-events", "format", "scale", "size"})
        if (!exporting && parser.isSet(QString::fromLatin1(name))) {
            *message = QCoreApplication::translate("StartupOptions", "--%1 only goes with --export DIR").arg(QString::fromLatin1(name));
            return false;
        }
    if (!exporting)
        return true;
    options->exportDirectory = parser.value(QStringLiteral("export"));
    if (options->exportDirectory.isEmpty()) {
        *message = QCoreApplication::translate("StartupOptions", "--export needs a folder to write into");
        return false;
    }
    if (options->lesson.isEmpty() == options->files.isEmpty() || options->files.size() > 1) {
        *message = QCoreApplication::translate("StartupOptions", "--export needs either --lesson ID or one snapshot FILE");
        return false;
    }
    options->exportFormat = parser.value(QStringLiteral("format")).toLower();
    if (!QStringList{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")}.contains(options->exportFormat)) {
        *message = QCoreApplication::translate("StartupOptions", "unknown format '%1': choose png, svg or pdf").arg(parser.value(QStringLiteral("format")));
        return false;
    }
    options->exportAllSteps = parser.isSet(QStringLiteral("all-steps"));
    options->exportAllEvents = parser.isSet(QStringLiteral("all-events"));
    // One place, or all of one kind: never two answers to which pictures to draw.
    int places = 0;
    for (const char* name : {"step", "event", "all-steps", "all-events"})
        places += parser.isSet(QString::fromLatin1(name)) ? 1 : 0;
    if (places > 1) {
        *message = QCoreApplication::translate("StartupOptions", "give only one of --step, --event, --all-steps and --all-events");
        return false;
    }
    bool ok = false;
    options->exportScale = parser.value(QStringLiteral("scale")).toDouble(&ok);
    if (!ok || options->exportScale < 1.0 || options->exportScale > 8.0) {
        *message = QCoreApplication::translate("StartupOptions", "--scale wants a number from 1 to 8, not '%1'").arg(parser.value(QStringLiteral("scale")));
        return false;
    }
    if (parser.isSet(QStringLiteral("size")))
        return parseExportSize(parser, options, message);
    return true;
}

bool StartupOptions::parseExportSize(const QCommandLineParser& parser, StartupOptions* options, QString* message)
{
    const QString value = parser.value(QStringLiteral("size")).toLower();
    static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
    const QRegularExpressionMatch match = pattern.match(value);
    QSize size;
    if (value == QLatin1String("4k"))
        size = {3840, 2160};
    else if (match.hasMatch())
        size = {match.captured(1).toInt(), match.captured(2).toInt()};
    if (size.width() < 100 || size.height() < 100 || size.width() > 16384 || size.height() > 16384) {
        *message = QCoreApplication::translate("StartupOptions", "--size wants 4k or WIDTHxHEIGHT in pixels (100 to 16384 "
                                               "each), not '%1'").arg(parser.value(QStringLiteral("size")));
        return false;
    }
    if (options->exportFormat != QLatin1String("png")) {
        *message = QCoreApplication::translate("StartupOptions", "--size goes with --format png: an SVG or a PDF has no pixels");
        return false;
    }
    options->exportPixelSize = size;
    // A picture as tall as a 1080p screen or less is drawn at one pixel per point; a taller one at the
    // density that makes it a 1080p page (4K: two pixels per point), unless --scale says otherwise.
    if (!parser.isSet(QStringLiteral("scale")))
        options->exportScale = std::max(1.0, size.height() / 1080.0);
    return true;
}
