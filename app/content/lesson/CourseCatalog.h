#pragma once

#include <optional>

#include "allocator/AllocatorScenario.h"
#include "checkpoint/CheckpointChainScript.h"
#include "app/content/common/LoadProblem.h"
#include "app/content/lesson/Lesson.h"
#include "app/content/lesson/NarrationCatalog.h"
#include "app/content/quiz/Quiz.h"

#include <QList>
#include <QStringList>

#include <vector>

// Every lesson, quiz and lesson narration the application offers, read from content folders (the built-in
// resources, then the user's own folder). A broken file never stops the others: it becomes a LoadProblem naming the file
// and what is wrong, and everything else is shown.
class CourseCatalog
{
public:
    // Folders holding lessons/*.json, quizzes/*.json and narration/*.json; later folders add to earlier
    // ones, and a file with an id already loaded replaces it (so a teacher can override a built-in quiz);
    // narration is merged text by text. A folder's scenarios/allocator/*.json are allocator scripts
    // (gpu/allocator/AllocatorScript.h), added after the built-in ones, or replacing one of the same id; its
    // scenarios/kvcache/*.json are KV walkthrough scripts (gpu/kvcache/KvScript.h), likewise; its
    // scenarios/checkpoint/*.json are checkpoint chain files (gpu/checkpoint/CheckpointChainScript.h), the
    // built-in ones among them (:/content/scenarios/checkpoint), and one of an id already loaded replaces it.
    void load(const QStringList& contentFolders);

    const QList<Lesson>& lessons() const { return m_lessons; }
    const Lesson* lesson(const QString& id) const;
    QList<const Quiz*> quizzesFor(const QString& lessonId) const;
    const Quiz* quiz(const QString& id) const;
    const NarrationCatalog& narration() const { return m_narration; }
    // The allocator lesson's scenarios: the built-in ones, then the content folders'. Loaded once: a lesson
    // keeps pointers into it.
    const std::vector<gml::AllocatorScenario>& allocatorScenarios() const { return m_allocatorScenarios; }
    // The KV cache lesson's walkthrough scripts from content folders, each checked to build, in load order.
    const QList<QByteArray>& kvWalkthroughScripts() const { return m_kvScripts; }
    // The checkpointing lesson's chain files, each read and planned, in load order (a replacement keeps the
    // place of the one it replaces).
    const std::vector<gml::CheckpointChainScript>& checkpointChains() const { return m_checkpointChains; }
    const QList<LoadProblem>& problems() const { return m_problems; }

private:
    // A scenario file's text; nullopt, with the problem noted, when it cannot be read.
    std::optional<QByteArray> readScript(const QString& path);
    void loadAllocatorScenarios(const QString& folder);
    void loadKvWalkthroughs(const QString& folder);
    void loadCheckpointChains(const QString& folder);
    // The problem with a chain file that asks a prediction at a step its schedule does not have; nullopt when
    // every step it asks is there.
    static std::optional<QString> stepsAsked(const gml::CheckpointChainScript& script, const gml::CheckpointChainPlan& plan);

    QList<Lesson> m_lessons;
    QList<Quiz> m_quizzes;
    NarrationCatalog m_narration;
    std::vector<gml::AllocatorScenario> m_allocatorScenarios;
    QList<QByteArray> m_kvScripts;
    std::vector<gml::CheckpointChainScript> m_checkpointChains;
    QList<LoadProblem> m_problems;
};
