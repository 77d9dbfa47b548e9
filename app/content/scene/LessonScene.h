#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

// A moment of a lesson that a teacher prepares and shares: a small `.gmlscene` JSON file that opens the
// window exactly there, standing alone (the scenario's program is in it, not only its name):
//
//   {"gml_scene": 1,
//    "lesson": "caching-allocator",           caching-allocator, paged-kv-cache or activation-checkpointing
//    "scenario": "fragmentation-oom",         the scenario, walkthrough or schedule on screen
//    "script": {...},                         the lesson's own format: an allocator script (with what was
//                                             done by hand), a KV cache script; absent for checkpointing,
//                                             whose settings are its whole program
//    "settings": {...},                       the lesson's settings: the allocator's PYTORCH_CUDA_ALLOC_CONF
//                                             and capacity, the checkpointing chain, schedule and ticks
//    "step": 3,                               the narrated step, from 1 as people count
//    "event": 41,                             optional: the event (or operation) within it, from 1
//    "language": "sw",                        optional: the language to show it in
//    "folded": ["lessons", "quiz"]}           optional: the panels folded away (also "playback")
//
// The file is read strictly, so that a typo is named rather than silently ignored; what a field means for
// a lesson (a script that does not run, a step past the end) is judged by the lesson that opens it.
struct LessonScene
{
    Q_DECLARE_TR_FUNCTIONS(LessonScene)

public:
    static constexpr int kVersion = 1;
    static constexpr const char* kSuffix = "gmlscene";

    QString lesson;
    QString scenario;
    QJsonObject script;
    QJsonObject settings;
    int step = 1;  // 1-based
    int event = 0; // 1-based; 0: the step's end
    QString language;
    QStringList folded;

    // The panels a scene can fold: the lesson list, the quiz and the playback bar.
    static const QStringList& panels();

    // Reads a scene file's text; nullopt with the reason, in the learner's language, when it is not one.
    static std::optional<LessonScene> read(const QByteArray& text, QString* problem);
    QByteArray write() const;
};
