#include "app/content/scene/LessonScene.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

namespace {

const QStringList kFields{QStringLiteral("gml_scene"), QStringLiteral("lesson"),   QStringLiteral("scenario"),
                          QStringLiteral("script"),    QStringLiteral("settings"), QStringLiteral("step"),
                          QStringLiteral("event"),     QStringLiteral("language"), QStringLiteral("folded")};

// A whole number from 1, as a step or an event is counted; JSON numbers are doubles.
std::optional<int> countOf(const QJsonValue& value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (number < 1 || number > 1e9 || number != static_cast<double>(static_cast<int>(number)))
        return std::nullopt;
    return static_cast<int>(number);
}

} // namespace

const QStringList& LessonScene::panels()
{
    static const QStringList names{QStringLiteral("lessons"), QStringLiteral("quiz"), QStringLiteral("playback")};
    return names;
}

std::optional<LessonScene> LessonScene::read(const QByteArray& text, QString* problem)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // QJsonParseError gives an offset; a line is what a person editing the file can find.
        const int line = static_cast<int>(text.left(parseError.offset).count('\n')) + 1;
        *problem = tr("It is not a scene file: the JSON is broken at line %1 (%2).").arg(line).arg(parseError.errorString());
        return std::nullopt;
    }
    if (!document.isObject()) {
        *problem = tr("It is not a scene file: a scene is a JSON object.");
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    const QJsonValue version = root.value(QStringLiteral("gml_scene"));
    if (!version.isDouble()) {
        *problem = tr("It is not a scene file: “gml_scene” is missing.");
        return std::nullopt;
    }
    if (version.toDouble() != kVersion) {
        *problem = tr("This scene was written by a newer GPU Memory Lab (scene format %1; this one reads %2).")
                       .arg(version.toDouble())
                       .arg(kVersion);
        return std::nullopt;
    }
    for (auto it = root.begin(); it != root.end(); ++it)
        if (!kFields.contains(it.key())) {
            *problem = tr("The scene has a field “%1” that scenes do not have (they have %2).")
                           .arg(it.key(), kFields.join(QStringLiteral(", ")));
            return std::nullopt;
        }
    const auto stringField = [&](const char* name, bool required, QString* out) {
        const QJsonValue value = root.value(QLatin1String(name));
        if (value.isUndefined() && !required)
            return true;
        if (!value.isString() || value.toString().isEmpty()) {
            *problem = tr("The scene's “%1” must be a name in quotes.").arg(QLatin1String(name));
            return false;
        }
        *out = value.toString();
        return true;
    };
    LessonScene scene;
    if (!stringField("lesson", true, &scene.lesson) || !stringField("scenario", true, &scene.scenario) ||
        !stringField("language", false, &scene.language))
        return std::nullopt;
    for (const char* name : {"script", "settings"}) {
        const QJsonValue value = root.value(QLatin1String(name));
        if (!value.isUndefined() && !value.isObject()) {
            *problem = tr("The scene's “%1” must be a JSON object.").arg(QLatin1String(name));
            return std::nullopt;
        }
    }
    scene.script = root.value(QStringLiteral("script")).toObject();
    scene.settings = root.value(QStringLiteral("settings")).toObject();
    const auto step = countOf(root.value(QStringLiteral("step")));
    if (!step) {
        *problem = tr("The scene's “step” must be a whole number from 1.");
        return std::nullopt;
    }
    scene.step = *step;
    if (root.contains(QStringLiteral("event"))) {
        const auto event = countOf(root.value(QStringLiteral("event")));
        if (!event) {
            *problem = tr("The scene's “event” must be a whole number from 1.");
            return std::nullopt;
        }
        scene.event = *event;
    }
    const QJsonValue folded = root.value(QStringLiteral("folded"));
    if (!folded.isUndefined()) {
        const QJsonArray list = folded.toArray();
        for (const QJsonValue& panel : list) {
            if (!panel.isString() || !panels().contains(panel.toString())) {
                *problem = tr("The scene folds a panel it cannot: “%1” (the panels are %2).")
                               .arg(panel.toVariant().toString(), panels().join(QStringLiteral(", ")));
                return std::nullopt;
            }
            scene.folded.append(panel.toString());
        }
        if (!folded.isArray()) {
            *problem = tr("The scene's “folded” must be a list of panels (%1).").arg(panels().join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }
    return scene;
}

QByteArray LessonScene::write() const
{
    QJsonObject root{{QStringLiteral("gml_scene"), kVersion},
                     {QStringLiteral("lesson"), lesson},
                     {QStringLiteral("scenario"), scenario},
                     {QStringLiteral("step"), step}};
    if (!script.isEmpty())
        root.insert(QStringLiteral("script"), script);
    if (!settings.isEmpty())
        root.insert(QStringLiteral("settings"), settings);
    if (event > 0)
        root.insert(QStringLiteral("event"), event);
    if (!language.isEmpty())
        root.insert(QStringLiteral("language"), language);
    if (!folded.isEmpty())
        root.insert(QStringLiteral("folded"), QJsonArray::fromStringList(folded));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}
