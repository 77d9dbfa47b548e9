#define BOOST_TEST_MODULE translation_files
#include "QtTestApplication.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>

// The interface translations are complete (no unfinished entry, every placeholder kept) and in step with the
// sources (every tr() string in app/ and widgets/ has a translation).

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
    lupdate.start(QStringLiteral(GML_LUPDATE), {sourcePath(QStringLiteral("app")), sourcePath(QStringLiteral("widgets")),
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
