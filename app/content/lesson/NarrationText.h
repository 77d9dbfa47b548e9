#pragma once

#include "util/NarrationFact.h"

#include <QSet>
#include <QString>

// Fills a narration text's placeholders ("{table}") with the figures the engine stated for it, written as
// the learner's language writes numbers (NumberText). A placeholder with no fact stays as it is, so a
// mistake shows rather than silently dropping a figure; the narration tests make sure none is left.
class NarrationText
{
public:
    static QString fill(const QString& text, const gml::NarrationFacts& facts);
    static QString format(const gml::NarrationFact& fact);
    // The names of the placeholders a text quotes: {"table", "free-queue"}.
    static QSet<QString> placeholders(const QString& text);
};
