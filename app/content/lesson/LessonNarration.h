#pragma once

#include "app/content/common/LocalizedText.h"

#include <QHash>
#include <QString>

// The words of one lesson's scenarios, walkthroughs or schedules (resources/narration/<lesson>.json), each
// in every language, by a key that names what it belongs to:
//   "<scenario>/title", "<scenario>/summary", "<scenario>/step/<step>", "<scenario>/scene/<scene>",
//   "<walkthrough>/words" (a demo prompt's words, space-separated), "schedule/<id>/summary",
//   "scene/<id>/title", "scene/<id>/narration", "chain/<id>/summary" (a checkpoint chain file's).
// A text may quote the engine's figures as placeholders ("{table}"), filled by NarrationText.
struct LessonNarration
{
    QString lessonId;
    QHash<QString, LocalizedText> texts;
};
