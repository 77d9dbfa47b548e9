#pragma once

#include "app/content/lesson/NarrationCatalog.h"
#include "util/NarrationFact.h"

#include <QString>
#include <QStringList>

// One lesson's narration in the language the learner chose: what a lesson's presenter asks for the titles,
// summaries and steps it shows. A text the content lacks comes back as its key's last part (the scenario or
// step id, as code), so nothing goes blank; the narration tests make sure that never happens in what ships.
class LessonWords
{
public:
    LessonWords(const NarrationCatalog& catalog, QString lessonId);

    void setLanguage(const QString& language) { m_language = language; }
    const QString& language() const { return m_language; }

    QString text(const QString& key) const;
    // The text with its placeholders filled from the engine's figures.
    QString text(const QString& key, const gml::NarrationFacts& facts) const;
    // A demo prompt's words (split on spaces); empty when the content has none.
    QStringList words(const QString& key) const;

private:
    const NarrationCatalog& m_catalog;
    QString m_lessonId;
    QString m_language;
};
