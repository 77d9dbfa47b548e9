#include "app/content/lesson/CourseCatalog.h"

#include "allocator/AllocatorScript.h"
#include "allocator/ScenarioLibrary.h"
#include "app/content/allocator/AllocatorScriptText.h"
#include "app/content/checkpoint/CheckpointChainText.h"
#include "app/content/checkpoint/CheckpointSteps.h"
#include "app/content/kvcache/KvScriptText.h"
#include "app/content/lesson/LessonReader.h"
#include "app/content/lesson/NarrationReader.h"
#include "checkpoint/CheckpointChainScript.h"
#include "kvcache/KvWalkthrough.h"
#include "app/content/quiz/QuizReader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace {

template <typename Item> void addOrReplace(QList<Item>& items, Item item)
{
    for (auto& existing : items)
        if (existing.id == item.id) {
            existing = std::move(item);
            return;
        }
    items.append(std::move(item));
}

QStringList jsonFiles(const QString& folder)
{
    QDir dir(folder);
    QStringList paths;
    for (const auto& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths.append(dir.filePath(name));
    return paths;
}

} // namespace

void CourseCatalog::load(const QStringList& contentFolders)
{
    m_allocatorScenarios = gml::allocatorScenarios();
    for (const auto& folder : contentFolders) {
        loadAllocatorScenarios(folder);
        loadKvWalkthroughs(folder);
        loadCheckpointChains(folder);
        for (const auto& path : jsonFiles(folder + QStringLiteral("/lessons"))) {
            Lesson lesson;
            QString error;
            if (LessonReader::read(path, &lesson, &error))
                addOrReplace(m_lessons, std::move(lesson));
            else
                m_problems.append({path, error});
        }
        for (const auto& path : jsonFiles(folder + QStringLiteral("/quizzes"))) {
            Quiz quiz;
            QString error;
            if (QuizReader::read(path, &quiz, &error))
                addOrReplace(m_quizzes, std::move(quiz));
            else
                m_problems.append({path, error});
        }
        for (const auto& path : jsonFiles(folder + QStringLiteral("/narration"))) {
            LessonNarration narration;
            QString error;
            if (NarrationReader::read(path, &narration, &error))
                m_narration.add(narration);
            else
                m_problems.append({path, error});
        }
    }
    std::stable_sort(m_lessons.begin(), m_lessons.end(),
                     [](const Lesson& a, const Lesson& b) { return a.order < b.order; });
    // A quiz for a lesson that does not exist would never be shown: say so instead of hiding it.
    for (const auto& quiz : std::as_const(m_quizzes))
        if (!lesson(quiz.lessonId))
            m_problems.append({quiz.id, QCoreApplication::translate("CourseCatalog",
                                                                    "the quiz belongs to lesson '%1', which does not exist")
                                            .arg(quiz.lessonId)});
}

std::optional<QByteArray> CourseCatalog::readScript(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_problems.append({path, QCoreApplication::translate("CourseCatalog", "the file cannot be read: %1")
                                     .arg(file.errorString())});
        return std::nullopt;
    }
    return file.readAll();
}

void CourseCatalog::loadAllocatorScenarios(const QString& folder)
{
    for (const auto& path : jsonFiles(folder + QStringLiteral("/scenarios/allocator"))) {
        const auto read = readScript(path);
        if (!read)
            continue;
        auto scenario = gml::AllocatorScriptReader::read(read->toStdString(),
                                                         QFileInfo(path).completeBaseName().toStdString());
        if (!scenario) {
            m_problems.append({path, AllocatorScriptText::problem(scenario.error())});
            continue;
        }
        auto same = std::find_if(m_allocatorScenarios.begin(), m_allocatorScenarios.end(),
                                 [&](const auto& known) { return known.id == scenario.value().id; });
        if (same != m_allocatorScenarios.end())
            *same = std::move(scenario.value());
        else
            m_allocatorScenarios.push_back(std::move(scenario.value()));
    }
}

void CourseCatalog::loadKvWalkthroughs(const QString& folder)
{
    for (const auto& path : jsonFiles(folder + QStringLiteral("/scenarios/kvcache"))) {
        const auto read = readScript(path);
        if (!read)
            continue;
        const QByteArray& text = *read;
        const auto built = gml::buildKvWalkthroughFromScript(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        if (!built.ok()) {
            //: %1 is what is wrong with the file, a sentence that starts with the op and the line.
            m_problems.append({path, QCoreApplication::translate("CourseCatalog", "the KV cache script cannot be run: %1")
                                         .arg(KvScriptText::problem(built.error()))});
            continue;
        }
        m_kvScripts.append(text);
    }
}

std::optional<QString> CourseCatalog::stepsAsked(const gml::CheckpointChainScript& script, const gml::CheckpointChainPlan& plan)
{
    // The lesson's narrated steps are its own (CheckpointSteps), so whether a step asked for is there is known
    // here rather than by the engine's reader.
    const auto steps = static_cast<int>(CheckpointSteps(plan.schedule.timeline).steps().size());
    for (const gml::CheckpointPredictionSpec& asked : script.predictions)
        if (static_cast<int>(asked.step) > steps)
            return QCoreApplication::translate("CourseCatalog",
                                               "the checkpoint chain cannot be used: line %1: step %2 asks a prediction, "
                                               "but its schedule has %3 narrated steps (the forward pass, then each run "
                                               "of backwards)")
                .arg(asked.line)
                .arg(asked.step)
                .arg(steps);
    return std::nullopt;
}

void CourseCatalog::loadCheckpointChains(const QString& folder)
{
    for (const auto& path : jsonFiles(folder + QStringLiteral("/scenarios/checkpoint"))) {
        const auto read = readScript(path);
        if (!read)
            continue;
        auto script = gml::CheckpointChainScriptReader::read(std::string_view(read->constData(), static_cast<std::size_t>(read->size())),
                                                             QFileInfo(path).completeBaseName().toStdString());
        // Planned here too, so that a schedule the chain cannot have (a budget below its least) is named now,
        // with its line, rather than when a learner picks the file.
        std::optional<gml::CheckpointChainScriptError> fault;
        if (!script)
            fault = script.error();
        else if (auto planned = gml::CheckpointChainScriptReader::plan(script.value()); !planned)
            fault = planned.error();
        else if (const auto missing = stepsAsked(script.value(), planned.value())) {
            m_problems.append({path, *missing});
            continue;
        }
        if (fault) {
            //: %1 is what is wrong with the file, starting with its line ("line 7: a checkpoint on layer
            //: 17, but the chain has 16 layers"), in the learner's language.
            m_problems.append({path, QCoreApplication::translate("CourseCatalog", "the checkpoint chain cannot be used: %1")
                                         .arg(CheckpointChainText::problem(*fault))});
            continue;
        }
        auto same = std::find_if(m_checkpointChains.begin(), m_checkpointChains.end(),
                                 [&](const auto& known) { return known.id == script.value().id; });
        if (same != m_checkpointChains.end())
            *same = std::move(script.value());
        else
            m_checkpointChains.push_back(std::move(script.value()));
    }
}

const Lesson* CourseCatalog::lesson(const QString& id) const
{
    for (const auto& lesson : m_lessons)
        if (lesson.id == id)
            return &lesson;
    return nullptr;
}

QList<const Quiz*> CourseCatalog::quizzesFor(const QString& lessonId) const
{
    QList<const Quiz*> result;
    for (const auto& quiz : m_quizzes)
        if (quiz.lessonId == lessonId)
            result.append(&quiz);
    return result;
}

const Quiz* CourseCatalog::quiz(const QString& id) const
{
    for (const auto& quiz : m_quizzes)
        if (quiz.id == id)
            return &quiz;
    return nullptr;
}
