#include "app/content/lesson/NarrationCatalog.h"

#include <algorithm>

void NarrationCatalog::add(const LessonNarration& narration)
{
    LessonNarration& known = m_lessons[narration.lessonId];
    known.lessonId = narration.lessonId;
    for (auto it = narration.texts.constBegin(); it != narration.texts.constEnd(); ++it)
        known.texts.insert(it.key(), it.value());
}

QString NarrationCatalog::text(const QString& lessonId, const QString& key, const QString& language) const
{
    const auto lesson = m_lessons.constFind(lessonId);
    if (lesson == m_lessons.constEnd())
        return {};
    const auto text = lesson->texts.constFind(key);
    return text == lesson->texts.constEnd() ? QString() : text->text(language);
}

bool NarrationCatalog::has(const QString& lessonId, const QString& key) const
{
    const auto lesson = m_lessons.constFind(lessonId);
    return lesson != m_lessons.constEnd() && lesson->texts.contains(key);
}

QStringList NarrationCatalog::keys(const QString& lessonId) const
{
    QStringList keys = m_lessons.value(lessonId).texts.keys();
    std::sort(keys.begin(), keys.end());
    return keys;
}
