#pragma once

#include "app/content/lesson/LessonNarration.h"

#include <QHash>
#include <QString>
#include <QStringList>

// The narration of every lesson, in every language: what the learner reads about each scenario,
// walkthrough, schedule and step. Later content folders add to earlier ones text by text, so a teacher's
// folder can reword one step, or give a scenario words of its own, without copying the rest.
class NarrationCatalog
{
public:
    void add(const LessonNarration& narration);

    // The text under `key` (see LessonNarration) in `language`; empty when there is none.
    QString text(const QString& lessonId, const QString& key, const QString& language) const;
    bool has(const QString& lessonId, const QString& key) const;
    // Every key of a lesson, for the tests that check each is complete.
    QStringList keys(const QString& lessonId) const;

private:
    QHash<QString, LessonNarration> m_lessons;
};
