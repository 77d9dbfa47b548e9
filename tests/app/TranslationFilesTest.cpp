#include "QtTestApplication.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>

// The interface translations are complete (no unfinished entry, every placeholder kept) and in step with the
// sources (every tr() string in app/ and widgets/ has a translation); English has its plural forms; Qt's own
// dialog strings are there for the languages Debian has no Qt translation of; no keyboard mnemonic splits a
// grapheme cluster; and every number a learner reads is written with Latin digits.

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or the numerus forms
    QString type;             // "", "unfinished", "vanished", "obsolete"
};

QList<Message> readTs(const QString& path)
{
    QFile file(path);
    BOOST_REQUIRE_MESSAGE(file.open(QIODevice::ReadOnly), path << " is readable");
    QXmlStreamReader xml(&file);
    QList<Message> messages;
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{context, {}, {}, {}};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            // Either text or <numerusform> children.
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    current.translations.append(xml.readElementText());
            }
            if (current.translations.isEmpty())
                current.translations.append(text.trimmed().isEmpty() ? QString() : text);
            messages.append(current);
        }
    }
    BOOST_TEST(!xml.hasError(), path << ": " << xml.errorString());
    return messages;
}

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d|n)"));
    QSet<QString> found;
    for (const auto& match : pattern.globalMatch(text))
        found.insert(match.captured(0));
    return found;
}

const QStringList& tsFiles()
{
    static const QStringList files{sourcePath(QStringLiteral("translations/gpu-memory-lab_bn.ts")),
                                   sourcePath(QStringLiteral("translations/gpu-memory-lab_sw.ts")),
                                   sourcePath(QStringLiteral("translations/gpu-memory-lab_wo.ts"))};
    return files;
}

const QStringList& qtStandardFiles()
{
    static const QStringList files{sourcePath(QStringLiteral("translations/qt-standard-strings_bn.ts")),
                                   sourcePath(QStringLiteral("translations/qt-standard-strings_sw.ts")),
                                   sourcePath(QStringLiteral("translations/qt-standard-strings_wo.ts"))};
    return files;
}

QString fileName(const QString& path)
{
    return path.section(QLatin1Char('/'), -1);
}

// Where `&` marks a mnemonic on a letter that is, or is followed by, a combining mark (a vowel sign, a
// virama): the underline would split the grapheme cluster, and the script draws a dotted circle.
bool splitsACluster(const QString& text)
{
    const auto isMark = [](QChar c) {
        return c.category() == QChar::Mark_NonSpacing || c.category() == QChar::Mark_SpacingCombining;
    };
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i; // "&&" is a literal ampersand
            continue;
        }
        if (isMark(text[i + 1]) || (i + 2 < text.size() && isMark(text[i + 2])))
            return true;
    }
    return false;
}

bool hasBengaliDigits(const QString& text)
{
    for (const QChar c : text)
        if (c.unicode() >= 0x09E6 && c.unicode() <= 0x09EF)
            return true;
    return false;
}

} // namespace

BOOST_AUTO_TEST_CASE(no_ts_file_has_unfinished_entries)
{
    for (const auto& path : tsFiles()) {
        const auto messages = readTs(path);
        BOOST_TEST(messages.size() > 50, path << " has the interface's strings");
        for (const auto& message : messages) {
            const QString where = path.section(QLatin1Char('/'), -1) + QStringLiteral(" [") + message.context +
                                  QStringLiteral("] ") + message.source;
            BOOST_TEST(message.type.isEmpty(), where << " is " << message.type);
            for (const auto& translation : message.translations) {
                BOOST_TEST(!translation.trimmed().isEmpty(), where << " is translated");
                BOOST_TEST((placeholders(translation) == placeholders(message.source)), where << " keeps its placeholders");
                BOOST_TEST(translation.contains(QLatin1Char('&')) == message.source.contains(QLatin1Char('&')),
                           where << " keeps its keyboard accelerator");
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(every_source_string_is_in_every_ts_file)
{
    QTemporaryDir dir;
    const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
    QProcess lupdate;
    // Includes are written from the repository's root: lupdate must find the headers that name a context
    // (Q_DECLARE_TR_FUNCTIONS) there, as the compiler does.
    lupdate.start(QStringLiteral(GML_LUPDATE), {sourcePath(QStringLiteral("app")), sourcePath(QStringLiteral("widgets")),
                                               QStringLiteral("-I"), sourcePath(QString()),
                                               QStringLiteral("-locations"), QStringLiteral("none"),
                                               QStringLiteral("-silent"), QStringLiteral("-ts"), fresh});
    BOOST_REQUIRE(lupdate.waitForFinished(60000));
    BOOST_REQUIRE_MESSAGE(lupdate.exitCode() == 0, lupdate.readAllStandardError().toStdString());
    QSet<QString> wanted;
    for (const auto& message : readTs(fresh))
        wanted.insert(message.context + QLatin1Char('|') + message.source);
    BOOST_TEST(wanted.size() > 50);
    for (const auto& path : tsFiles()) {
        QSet<QString> present;
        for (const auto& message : readTs(path))
            present.insert(message.context + QLatin1Char('|') + message.source);
        for (const auto& key : std::as_const(wanted))
            BOOST_TEST(present.contains(key), path.section(QLatin1Char('/'), -1) << " lacks " << key
                                                                                  << " (run the update_translations target)");
        for (const auto& key : std::as_const(present))
            BOOST_TEST(wanted.contains(key), path.section(QLatin1Char('/'), -1) << " has a stale entry " << key);
    }
}

BOOST_AUTO_TEST_CASE(no_mnemonic_splits_a_grapheme_cluster)
{
    // The test knows the rule's two cases.
    BOOST_TEST(splitsACluster(QStringLiteral("&\u09B8\u09CD\u099F\u09CD\u09B0\u09BF\u09AE"))); // &স্ট্রিম
    BOOST_TEST(splitsACluster(QStringLiteral("\u09A6\u09C1\u099F\u09CB\u0987 &\u099A\u09BE\u09B2\u09BE\u09A8")));
    BOOST_TEST(!splitsACluster(QStringLiteral("\u09B8\u09CD\u099F\u09CD\u09B0\u09BF\u09AE(&T):")));
    BOOST_TEST(!splitsACluster(QStringLiteral("Tom && Jerry")));
    QStringList files = tsFiles();
    files.append(qtStandardFiles());
    int mnemonics = 0;
    for (const auto& path : std::as_const(files))
        for (const auto& message : readTs(path))
            for (const auto& translation : message.translations) {
                mnemonics += translation.contains(QLatin1Char('&'));
                BOOST_TEST(!splitsACluster(translation),
                           fileName(path) << " [" << message.context << "] " << message.source << ": " << translation);
            }
    BOOST_TEST(mnemonics > 100);
}

BOOST_AUTO_TEST_CASE(every_number_is_written_with_latin_digits)
{
    // One digit style everywhere a learner looks: the interface, the lessons, the narration, the quizzes.
    QStringList files = tsFiles();
    files.append(qtStandardFiles());
    for (const auto& path : std::as_const(files))
        for (const auto& message : readTs(path))
            for (const auto& translation : message.translations)
                BOOST_TEST(!hasBengaliDigits(translation), fileName(path) << " [" << message.context << "] " << translation);
    int content = 0;
    for (const QString& folder : {QStringLiteral("lessons"), QStringLiteral("quizzes"), QStringLiteral("narration")})
        for (const QString& name : QDir(sourcePath(QStringLiteral("resources/") + folder)).entryList({QStringLiteral("*.json")})) {
            QFile file(sourcePath(QStringLiteral("resources/%1/%2").arg(folder, name)));
            BOOST_REQUIRE(file.open(QIODevice::ReadOnly));
            BOOST_TEST(!hasBengaliDigits(QString::fromUtf8(file.readAll())), folder << "/" << name);
            ++content;
        }
    BOOST_TEST(content >= 10);
}

BOOST_AUTO_TEST_CASE(english_has_every_plural_form)
{
    const auto messages = readTs(sourcePath(QStringLiteral("translations/gpu-memory-lab_en.ts")));
    BOOST_TEST(messages.size() > 20u);
    for (const auto& message : messages) {
        BOOST_TEST(message.type.isEmpty(), message.source);
        BOOST_REQUIRE_MESSAGE(message.translations.size() == 2, message.source << " has one and many");
        BOOST_TEST(message.translations.at(0).contains(QStringLiteral("%n")), message.translations.at(0));
        BOOST_TEST(!message.translations.at(0).contains(QStringLiteral("(s)")), message.translations.at(0));
        BOOST_TEST(!message.translations.at(1).contains(QStringLiteral("(s)")), message.translations.at(1));
        BOOST_TEST((placeholders(message.translations.at(1)) == placeholders(message.source)), message.source);
    }
}

BOOST_AUTO_TEST_CASE(qt_dialog_strings_are_translated_where_qt_ships_no_translation)
{
    // Debian's qt6-translations-l10n has no qtbase catalogue for bn, sw or wo; the project's own covers the
    // standard buttons, the file dialog and the text fields' menus.
    for (const auto& path : qtStandardFiles()) {
        const auto messages = readTs(path);
        QSet<QString> present;
        for (const auto& message : messages) {
            present.insert(message.context + QLatin1Char('|') + message.source);
            BOOST_TEST(!message.translations.front().trimmed().isEmpty(), fileName(path) << " " << message.source);
            BOOST_TEST((message.translations.front() != message.source || message.source == QStringLiteral("OK")),
                       fileName(path) << " translates " << message.source);
            BOOST_TEST((placeholders(message.translations.front()) == placeholders(message.source)), message.source);
            BOOST_TEST(message.translations.front().count(QLatin1Char('&')) == message.source.count(QLatin1Char('&')),
                       fileName(path) << " keeps the mnemonic of " << message.source);
        }
        for (const char* wanted : {"QPlatformTheme|OK", "QPlatformTheme|Cancel", "QPlatformTheme|Close",
                                   "QPlatformTheme|&Yes", "QPlatformTheme|Save", "QFileDialog|Look in:",
                                   "QFileDialog|File &name:", "QFileDialog|Files of type:", "QLineEdit|&Copy",
                                   "QMessageBox|Show Details...", "QDockWidget|Closes the dock widget"})
            BOOST_TEST(present.contains(QLatin1String(wanted)), fileName(path) << " has " << wanted);
    }
}
