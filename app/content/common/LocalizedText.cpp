#include "app/content/common/LocalizedText.h"

#include "app/content/common/Language.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

bool LocalizedText::read(const QJsonValue& value, QString* error)
{
    if (!value.isObject()) {
        *error = QCoreApplication::translate("LocalizedText", "it is not an object of texts by language");
        return false;
    }
    const QJsonObject object = value.toObject();
    for (const auto& language : supportedLanguages()) {
        const QString text = object.value(language.code).toString();
        if (text.trimmed().isEmpty()) {
            *error = QCoreApplication::translate("LocalizedText", "it has no %1 (%2) text")
                         .arg(language.nativeName, language.code);
            return false;
        }
        m_texts.insert(language.code, text);
    }
    for (const auto& drafted : object.value(QStringLiteral("drafted")).toArray())
        m_drafted.insert(drafted.toString());
    return true;
}

QString LocalizedText::text(const QString& language) const
{
    const auto it = m_texts.constFind(language);
    return it != m_texts.constEnd() ? *it : m_texts.value(kSourceLanguage);
}
