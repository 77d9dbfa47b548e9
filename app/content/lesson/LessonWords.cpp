#include "app/content/lesson/LessonWords.h"

#include "app/content/common/Language.h"
#include "app/content/lesson/NarrationText.h"

LessonWords::LessonWords(const NarrationCatalog& catalog, QString lessonId)
    : m_catalog(catalog), m_lessonId(std::move(lessonId)), m_language(kSourceLanguage)
{
}

QString LessonWords::text(const QString& key) const
{
    const QString text = m_catalog.text(m_lessonId, key, m_language);
    if (!text.isEmpty())
        return text;
    const QStringList parts = key.split(QLatin1Char('/'));
    return parts.size() >= 2 && parts.back() == QLatin1String("title") ? parts.at(parts.size() - 2) : QString();
}

QString LessonWords::text(const QString& key, const gml::NarrationFacts& facts) const
{
    return NarrationText::fill(text(key), facts);
}

QStringList LessonWords::words(const QString& key) const
{
    return m_catalog.text(m_lessonId, key, m_language).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}
