#include "StartupOptions.h"

#include "Language.h"

#include <QCommandLineParser>
#include <QCoreApplication>

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
    parser.addOptions({help, version, lesson, language, device, content});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("StartupOptions", "A PyTorch memory snapshot to open."),
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
    return Outcome::Run;
}
