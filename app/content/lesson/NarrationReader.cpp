#include "app/content/lesson/NarrationReader.h"

#include "app/content/common/JsonFile.h"
#include "app/content/common/Language.h"
#include "app/content/lesson/NarrationText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace {

// Reads the texts of one entry ("title", "summary", ...) under `prefix`, and its list of steps or scenes.
class EntryReader
{
public:
    EntryReader(LessonNarration* narration, QString* error) : m_narration(narration), m_error(error) {}

    bool text(const QJsonObject& object, const QString& field, const QString& key, bool required = true)
    {
        if (!object.contains(field) && !required)
            return true;
        LocalizedText text;
        QString why;
        if (!text.read(object.value(field), &why)) {
            *m_error = QCoreApplication::translate("NarrationReader", "“%1”: %2").arg(key, why);
            return false;
        }
        const QSet<QString> english = NarrationText::placeholders(text.text(kSourceLanguage));
        for (const auto& language : supportedLanguages())
            if (NarrationText::placeholders(text.text(language.code)) != english) {
                *m_error =
                    QCoreApplication::translate(
                        "NarrationReader",
                        "“%1”: the %2 (%3) text does not quote the same figures in braces as the English")
                        .arg(key, language.nativeName, language.code);
                return false;
            }
        m_narration->texts.insert(key, text);
        return true;
    }

    // Each item of `object[field]` is an object with an id under `idField` and a text under `textField`,
    // kept under prefix + id + suffix.
    bool list(const QJsonObject& object, const QString& field, const QString& idField,
              const QString& textField, const QString& prefix, const QString& suffix = QString())
    {
        if (!object.contains(field))
            return true;
        if (!object.value(field).isArray()) {
            *m_error =
                QCoreApplication::translate("NarrationReader", "“%1%2” is not a list").arg(prefix, field);
            return false;
        }
        for (const auto& item : object.value(field).toArray()) {
            const QJsonObject entry = item.toObject();
            const QString id = entry.value(idField).toString();
            if (id.isEmpty()) {
                *m_error = QCoreApplication::translate("NarrationReader", "an entry of “%1%2” has no '%3'")
                               .arg(prefix, field, idField);
                return false;
            }
            if (!text(entry, textField, prefix + id + suffix))
                return false;
        }
        return true;
    }

private:
    LessonNarration* m_narration;
    QString* m_error;
};

} // namespace

bool NarrationReader::read(const QString& path, LessonNarration* narration, QString* error)
{
    QJsonObject object;
    if (!readJsonObjectFile(path, &object, error))
        return false;
    narration->lessonId = object.value(QStringLiteral("lesson")).toString();
    if (narration->lessonId.isEmpty()) {
        *error = QCoreApplication::translate("NarrationReader", "the narration names no 'lesson'");
        return false;
    }
    EntryReader reader(narration, error);
    // The allocator's scenarios and the KV cache's walkthroughs: a title, a summary and narrated steps each.
    for (const QString& group : {QStringLiteral("scenarios"), QStringLiteral("walkthroughs")}) {
        if (!object.contains(group))
            continue;
        if (!object.value(group).isArray()) {
            *error = QCoreApplication::translate("NarrationReader", "“%1” is not a list").arg(group);
            return false;
        }
        const bool walkthroughs = group == QLatin1String("walkthroughs");
        for (const auto& item : object.value(group).toArray()) {
            const QJsonObject entry = item.toObject();
            const QString id = entry.value(QStringLiteral("id")).toString();
            if (id.isEmpty()) {
                *error =
                    QCoreApplication::translate("NarrationReader", "an entry of “%1” has no 'id'").arg(group);
                return false;
            }
            const QString prefix = id + QLatin1Char('/');
            if (!reader.text(entry, QStringLiteral("title"), prefix + QStringLiteral("title")) ||
                !reader.text(entry, QStringLiteral("summary"), prefix + QStringLiteral("summary")) ||
                !reader.text(entry, QStringLiteral("words"), prefix + QStringLiteral("words"), false) ||
                !reader.list(entry, QStringLiteral("steps"),
                             walkthroughs ? QStringLiteral("scene") : QStringLiteral("id"),
                             QStringLiteral("narration"), prefix + QStringLiteral("step/")) ||
                !reader.list(entry, QStringLiteral("scenes"), QStringLiteral("id"), QStringLiteral("title"),
                             prefix + QStringLiteral("scene/")))
                return false;
        }
    }
    // The checkpointing lesson: a summary per schedule, a title and a narration per scene.
    if (!reader.list(object, QStringLiteral("schedules"), QStringLiteral("id"), QStringLiteral("summary"),
                     QStringLiteral("schedule/"), QStringLiteral("/summary")))
        return false;
    // Its chain files (resources/scenarios/checkpoint, DIR/scenarios/checkpoint): a summary each, by the file's
    // id. Optional: a chain without one still plays, and the lesson says what it plays from its own figures.
    if (!reader.list(object, QStringLiteral("chains"), QStringLiteral("id"), QStringLiteral("summary"),
                     QStringLiteral("chain/"), QStringLiteral("/summary")))
        return false;
    if (object.contains(QStringLiteral("scenes"))) {
        if (!reader.list(object, QStringLiteral("scenes"), QStringLiteral("id"), QStringLiteral("title"),
                         QStringLiteral("scene/"), QStringLiteral("/title")))
            return false;
        for (const auto& item : object.value(QStringLiteral("scenes")).toArray()) {
            const QJsonObject scene = item.toObject();
            if (!reader.text(
                    scene, QStringLiteral("narration"),
                    QStringLiteral("scene/%1/narration").arg(scene.value(QStringLiteral("id")).toString())))
                return false;
        }
    }
    if (narration->texts.isEmpty()) {
        *error = QCoreApplication::translate("NarrationReader", "the narration holds no text");
        return false;
    }
    return true;
}
