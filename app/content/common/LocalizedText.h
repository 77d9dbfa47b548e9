#pragma once

#include <QHash>
#include <QJsonValue>
#include <QSet>
#include <QString>

// A text of lesson or quiz content in every supported language, and which of those translations were
// drafted by the project rather than taken from a seed (so a reviewer can find them).
class LocalizedText
{
public:
    // Reads {"en": "...", "bn": "...", ..., "drafted": ["sw"]}. On failure returns false and says why in
    // `error`, naming the missing language.
    bool read(const QJsonValue& value, QString* error);

    QString text(const QString& language) const;
    bool isDrafted(const QString& language) const { return m_drafted.contains(language); }
    bool has(const QString& language) const { return !m_texts.value(language).isEmpty(); }

private:
    QHash<QString, QString> m_texts;
    QSet<QString> m_drafted;
};
